import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * The X button's name where the caller gives none: the site's LocaleProvider provides "Close" in
 * the visitor's language; Malay, the site's first language, elsewhere. A context of its own,
 * not react-intl's: the guest card shares this dialog, and its script must not carry react-intl.
 */
export const SheetCloseLabel = createContext('Tutup');

/**
 * A panel over the page: a bottom sheet up to 768 px wide, a centred dialog above it (the card's
 * bottom bar panels). The X button, the backdrop and Escape close it. Focus moves into
 * it, Tab cycles within it and `alsoFocusable` (the bar whose buttons switch panels), and goes
 * back where it was on close. The page behind should be made `inert` by the caller. On a phone
 * it sits just above that bar, or on the screen's bottom edge on a page without one.
 */
export function SheetDialog({
  title,
  onClose,
  alsoFocusable,
  closeLabel,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  alsoFocusable?: RefObject<HTMLElement | null>;
  /**
   * The X button's name: the guest card and its demo (which carry only the card's words) pass
   * it in the card's language; without it the site's pages say it in the visitor's.
   */
  closeLabel?: string;
  children: ReactNode;
}) {
  // On a phone the sheet sits above the page's bar (the one `alsoFocusable` names), else on the
  // screen's bottom edge.
  const overBar = alsoFocusable !== undefined;
  const siteClose = useContext(SheetCloseLabel);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (focusables(panel.current)[0] ?? panel.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const cycle = [...focusables(panel.current), ...focusables(alsoFocusable?.current ?? null)];
      if (cycle.length === 0) return;
      const first = cycle[0]!;
      const last = cycle[cycle.length - 1]!;
      const active = document.activeElement as HTMLElement | null;
      const inside = active !== null && cycle.includes(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [alsoFocusable]);

  return (
    <>
      <div
        className="sheet-backdrop fixed inset-0 z-40 bg-black/55"
        onClick={onClose}
        aria-hidden="true"
        data-testid="panel-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`sheet-panel fixed inset-x-0 ${overBar ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))]' : 'bottom-0 pb-[env(safe-area-inset-bottom)]'} z-50 mx-auto flex max-h-[calc(100dvh-6rem)] w-full max-w-[480px] flex-col overflow-hidden rounded-t-3xl bg-white text-neutral-800 shadow-2xl outline-none min-[769px]:top-1/2 min-[769px]:right-auto min-[769px]:bottom-auto min-[769px]:left-1/2 min-[769px]:max-h-[80dvh] min-[769px]:max-w-md min-[769px]:-translate-x-1/2 min-[769px]:-translate-y-1/2 min-[769px]:rounded-3xl`}
      >
        <div className="flex items-center justify-between border-b border-neutral-100 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel ?? siteClose}
            className="-mr-2 grid h-10 w-10 place-items-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
      </div>
    </>
  );
}

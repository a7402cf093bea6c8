import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useStoredFlag } from '@web/hooks/use-stored-flag';
import { useT } from '@web/i18n/use-t';

/** The hint texts (the catalogue's), by what they point at. */
export const HINTS = {
  groom_name: 'editor.hint.groomName',
  parent_name: 'editor.hint.parentName',
  bride_fullname: 'editor.hint.brideFullname',
  location: 'editor.hint.location',
  doa: 'editor.hint.doa',
  // On the edit page's contacts button.
  contacts: 'editor.hint.contacts',
} as const satisfies Record<string, SiteMessageId>;
export type HintName = keyof typeof HINTS;

/** Marks the element a bubble must stay inside (the editor's card); without one, the window. */
const HINT_BOUNDS_ATTRIBUTE = 'data-hint-bounds';
/** Room kept between a bubble and the edge of its bounds, in px. */
const EDGE_GAP = 8;

/**
 * How far to move a bubble sideways so it stays within its bounds: a bubble is centred over
 * what it points at, and one over a name at the end of a line would otherwise run off a phone's
 * screen ('Klik untuk ubah nama penuh pengantin' on theme6 at 390 px did). Its arrow stays over
 * the text.
 */
function useShiftIntoBounds(bubble: RefObject<HTMLElement | null>, shown: boolean) {
  const [shift, setShift] = useState(0);
  const current = useRef(0);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!shown || !element) return;
    let live = true;
    const measure = () => {
      if (!live) return;
      const rect = element.getBoundingClientRect();
      const bounds = element.closest(`[${HINT_BOUNDS_ATTRIBUTE}]`)?.getBoundingClientRect();
      const min = (bounds?.left ?? 0) + EDGE_GAP;
      const max = (bounds?.right ?? document.documentElement.clientWidth) - EDGE_GAP;
      // Where the bubble would be unshifted.
      const left = rect.left - current.current;
      const right = rect.right - current.current;
      let next = 0;
      if (right - left > max - min) next = min - left;
      else if (right > max) next = max - right;
      else if (left < min) next = min - left;
      next = Math.round(next);
      if (next !== current.current) {
        current.current = next;
        setShift(next);
      }
    };
    measure();
    void document.fonts?.ready.then(measure);
    // The text it points at changes width as it is edited; the window as a phone turns.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      live = false;
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [bubble, shown]);

  return shift;
}

/**
 * A hint bubble above what it points at (placement top). It shows until that is
 * first clicked, and the browser remembers it under `tooltip_<name>`.
 */
export function Hint({
  name,
  block = false,
  children,
}: {
  name: HintName;
  /** Take the whole line (a multi-line field) rather than the width of the text. */
  block?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const [seen, setSeen] = useStoredFlag(`tooltip_${name}`);
  const bubble = useRef<HTMLSpanElement>(null);
  const shift = useShiftIntoBounds(bubble, !seen);
  const Wrapper = block ? 'div' : 'span';
  return (
    <Wrapper
      // While the bubble shows, room is kept for it above, so it covers nothing.
      className={`relative max-w-full ${block ? 'block' : 'inline-block'} ${seen ? '' : 'mt-10'}`}
      onClickCapture={seen ? undefined : () => setSeen(true)}
    >
      {!seen && (
        <span
          ref={bubble}
          aria-hidden="true"
          data-hint={name}
          style={{ marginLeft: shift }}
          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-lg bg-(--card-ink) px-3 py-1.5 font-sans text-xs leading-tight font-medium tracking-normal whitespace-nowrap text-(--card-page) normal-case shadow-lg motion-safe:animate-[hint-float_2.4s_ease-in-out_infinite]"
        >
          {t(HINTS[name])}
          <span
            style={{ marginLeft: -shift }}
            className="absolute top-full left-1/2 -translate-x-1/2 border-x-[6px] border-t-[6px] border-x-transparent border-t-(--card-ink)"
          />
        </span>
      )}
      {children}
    </Wrapper>
  );
}

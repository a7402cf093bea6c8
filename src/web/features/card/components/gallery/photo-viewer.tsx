import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { CardPagePhoto } from '@shared/card/card-page';
import { useCardWords } from '@web/i18n/card-words';

// A photo at the screen's size, over the card: a modal dialog (focus kept inside, the page
// behind neither scrolls nor reads), closed by its button or Escape; the arrows, the arrow keys
// and a swipe move between photos.

/** A swipe is a sideways move at least this long, and longer than it is tall. */
const SWIPE_PX = 40;

const FOCUSABLE = 'button:not([disabled])';

export default function PhotoViewer({
  photos,
  start,
  onClose,
}: {
  photos: CardPagePhoto[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const words = useCardWords();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const count = photos.length;
  const photo = photos[index]!;
  const go = (step: number) => setIndex((at) => (at + step + count) % count);

  // Focus in on open and back to the photo tapped on close; the page stays where it was.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        const step = event.key === 'ArrowLeft' ? -1 : 1;
        setIndex((at) => (at + step + count) % count);
      } else if (event.key === 'Tab') {
        const cycle = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
        if (cycle.length === 0) return;
        const first = cycle[0]!;
        const last = cycle[cycle.length - 1]!;
        const active = document.activeElement as HTMLElement | null;
        if (event.shiftKey && (active === first || !cycle.includes(active!))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !cycle.includes(active!))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  const onPointerDown = (event: ReactPointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const label = words.line('card.gallery.photo', { n: index + 1, count });
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={words.line('card.gallery.title')}
      className="fixed inset-0 z-[80] flex flex-col bg-black/95 text-white"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm tabular-nums" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="grid h-11 w-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <X className="h-6 w-6" aria-hidden="true" />
          <span className="sr-only">{words.line('card.dialog.close')}</span>
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          key={photo.id}
          src={photo.src}
          srcSet={photo.srcset}
          sizes="(min-width: 1600px) 1600px, 100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.caption || label}
          decoding="async"
          draggable={false}
          className="max-h-full max-w-full object-contain select-none"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronLeft className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">{words.line('card.gallery.previous')}</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute top-1/2 right-2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronRight className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">{words.line('card.gallery.next')}</span>
            </button>
          </>
        )}
      </div>
      <p className="min-h-14 px-6 py-4 text-center text-sm text-balance">{photo.caption}</p>
    </div>,
    document.body,
  );
}

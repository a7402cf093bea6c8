import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { WISH_ROTATION_MS } from '@shared/card/presentation';
import type { Wish } from '@shared/schemas/rsvp';

/** Swiper-style dynamic bullets: at most five, sliding along with the current wish. */
const MAX_BULLETS = 5;

export function visibleBullets(count: number, current: number): number[] {
  if (count <= MAX_BULLETS) return Array.from({ length: count }, (_, i) => i);
  const first = Math.min(Math.max(0, current - 2), count - MAX_BULLETS);
  return Array.from({ length: MAX_BULLETS }, (_, i) => first + i);
}

/**
 * Whether the element is within a screen's height of the screen. Until then the carousel is left
 * alone: it measures its slides (a forced layout of a section the browser has not laid out yet)
 * and starts rotating only when the guest comes near it, not while the card loads (issue 17).
 */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

/**
 * guest-side §2 and §9 "Ucapan": the wishes, newest first, one slide at a time, moving on every
 * 3 s, 30 px apart, with clickable bullets, in a box at most 24rem high. Reduced motion: no
 * rotation (the guest moves it with the bullets or by swiping).
 */
export default function WishesCarousel({
  wishes,
  autoplay,
}: {
  wishes: Wish[];
  autoplay: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [viewport, embla] = useEmblaCarousel(
    { loop: wishes.length > 1, align: 'start' },
    autoplay
      ? [Autoplay({ delay: WISH_ROTATION_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
      : [],
  );
  const [current, setCurrent] = useState(0);
  const near = useNearScreen(box);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <div ref={box} aria-roledescription="karusel" aria-label="Ucapan tetamu">
      <div ref={near ? viewport : undefined} className="overflow-hidden">
        <ul className="-ml-[30px] flex touch-pan-y">
          {wishes.map((wish, i) => (
            <li
              key={`${wish.created_at}-${i}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[30px]"
              aria-roledescription="slaid"
              aria-label={`${i + 1} daripada ${wishes.length}`}
            >
              <figure className="flex max-h-[24rem] min-h-40 flex-col justify-center overflow-y-auto px-2">
                <blockquote className="text-base leading-relaxed whitespace-pre-line">
                  “{wish.ucapan}”
                </blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-(--card-ink)">
                  {wish.name}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {wishes.length > 1 && (
        <div className="mt-4 flex h-6 items-center justify-center gap-1">
          {/* The bullets act through the carousel, so they come with it; their row is kept. */}
          {embla &&
            visibleBullets(wishes.length, current).map((index) => (
              <button
                key={index}
                type="button"
                onClick={() => goTo(index)}
                aria-label={`Ucapan ${index + 1}`}
                aria-current={index === current}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block rounded-full transition-all ${
                    index === current ? 'h-2.5 w-2.5 bg-(--card-ink)' : 'h-2 w-2 bg-(--card-ink)/30'
                  }`}
                />
              </button>
            ))}
        </div>
      )}
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { WISH_ROTATION_MS } from '@shared/card/presentation';
import type { Wish } from '@shared/schemas/rsvp';
import { useCardWords } from '@web/i18n/card-words';
import { nextTask } from '../utils/next-task';

/** Swiper-style dynamic bullets: at most five, sliding along with the current wish. */
const MAX_BULLETS = 5;

export function visibleBullets(count: number, current: number): number[] {
  if (count <= MAX_BULLETS) return Array.from({ length: count }, (_, i) => i);
  const first = Math.min(Math.max(0, current - 2), count - MAX_BULLETS);
  return Array.from({ length: MAX_BULLETS }, (_, i) => first + i);
}

/**
 * The wishes, newest first, one slide at a time, moving on every
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
  const [viewport, embla] = useEmblaCarousel(
    { loop: wishes.length > 1, align: 'start' },
    autoplay
      ? [Autoplay({ delay: WISH_ROTATION_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
      : [],
  );
  const [current, setCurrent] = useState(0);
  const words = useCardWords();
  // Embla measures the slides (a forced layout of a section the browser has not laid out yet) and
  // sets up its observers: in a task after the one that shows the slides, so that the two are not
  // one long task while the card loads.
  const [measuring, setMeasuring] = useState(false);
  useEffect(() => nextTask(() => setMeasuring(true)), []);

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
    <div
      aria-roledescription={words.line('card.wishes.carouselRole')}
      aria-label={words.line('card.wishes.carousel')}
    >
      <div ref={measuring ? viewport : undefined} className="overflow-hidden">
        <ul className="-ml-[30px] flex touch-pan-y">
          {wishes.map((wish, i) => (
            <li
              key={`${wish.created_at}-${i}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[30px]"
              aria-roledescription={words.line('card.wishes.slideRole')}
              aria-label={words.line('card.wishes.slide', { n: i + 1, count: wishes.length })}
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
        <div className="mt-4 flex items-center justify-center gap-1">
          {visibleBullets(wishes.length, current).map((index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={words.line('card.wishes.bullet', { n: index + 1 })}
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

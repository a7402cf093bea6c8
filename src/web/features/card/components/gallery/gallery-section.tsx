import { Suspense, lazy, useState } from 'react';
import type { CardPagePhoto } from '@shared/card/card-page';
import type { CardSay } from '@web/i18n/card-words';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection } from '@web/themes/sections/card-section';

// The viewer's code loads only when a guest taps a photo: nothing of it is in the card's first
// script. The grid itself is in the server's HTML, its pictures lazy (the browser fetches them
// only as the section comes near the screen), each sized so nothing moves when they arrive.
const PhotoViewer = lazy(() => import('./photo-viewer'));

// The card is at most 480 px wide; the panel's padding takes 88 px and the grid's gap 8 px.
const CELL_SIZES = '(min-width: 480px) 188px, calc(50vw - 48px)';
const WIDE_SIZES = '(min-width: 480px) 392px, calc(100vw - 88px)';

/** The words a screen reader says for a photo: its caption, or its place in the gallery. */
export function photoAlt(
  words: CardSay,
  photo: CardPagePhoto,
  index: number,
  count: number,
): string {
  return photo.caption || words.line('card.gallery.photo', { n: index + 1, count });
}

/** The couple's photos in two columns; an odd count opens with one across both. */
export function GallerySection({ photos }: { photos: CardPagePhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const wideFirst = photos.length % 2 === 1;
  const words = useCardWords();
  return (
    <CardSection label={words.line('card.gallery.title')} title={words.say('card.gallery.title')}>
      <ul className="grid grid-cols-2 gap-2" data-gallery="">
        {photos.map((photo, index) => {
          const wide = wideFirst && index === 0;
          return (
            <li key={photo.id} className={wide ? 'col-span-2' : undefined}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={words.line('card.gallery.open', {
                  n: index + 1,
                  count: photos.length,
                })}
                className={`block w-full overflow-hidden rounded-xl bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--card-ink) ${wide ? 'aspect-[4/3]' : 'aspect-square'}`}
              >
                <img
                  src={photo.src}
                  srcSet={photo.srcset}
                  sizes={wide ? WIDE_SIZES : CELL_SIZES}
                  width={photo.width}
                  height={photo.height}
                  alt={photoAlt(words, photo, index, photos.length)}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <Suspense>
          <PhotoViewer photos={photos} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </CardSection>
  );
}

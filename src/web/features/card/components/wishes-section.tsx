import { Suspense, lazy } from 'react';
import type { Wish } from '@shared/schemas/rsvp';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection } from '@web/themes/sections/card-section';

// The carousel (and its library) loads once there are wishes to show, after the card is up.
const WishesCarousel = lazy(() => import('./wishes-carousel'));

/** The guests' wishes, or an invitation to leave the first one. */
export function WishesSection({
  wishes,
  loaded,
  autoplay,
  onWrite,
}: {
  wishes: Wish[];
  loaded: boolean;
  autoplay: boolean;
  /** Opens the RSVP panel; absent when the card takes no RSVP. */
  onWrite?: () => void;
}) {
  const words = useCardWords();
  return (
    <CardSection label={words.line('card.wishes.title')} title={words.say('card.wishes.title')}>
      {wishes.length > 0 ? (
        <Suspense fallback={<div className="min-h-40" />}>
          <WishesCarousel wishes={wishes} autoplay={autoplay} />
        </Suspense>
      ) : (
        <div className="grid min-h-40 place-items-center">
          {loaded ? (
            <div>
              <p>{words.say('card.wishes.none')}</p>
              {onWrite && (
                <button
                  type="button"
                  onClick={onWrite}
                  className="mt-3 rounded-full border border-(--card-ink)/40 px-5 py-2 text-sm font-semibold text-(--card-ink)"
                >
                  {words.say('card.wishes.write')}
                </button>
              )}
            </div>
          ) : (
            <p className="text-sm opacity-70">{words.say('card.wishes.loading')}</p>
          )}
        </div>
      )}
    </CardSection>
  );
}

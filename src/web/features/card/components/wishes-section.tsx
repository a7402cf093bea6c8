import { Suspense, lazy } from 'react';
import type { Wish } from '@shared/schemas/rsvp';
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
  return (
    <CardSection label="Ucapan" title="Ucapan">
      {wishes.length > 0 ? (
        <Suspense fallback={<div className="min-h-40" />}>
          <WishesCarousel wishes={wishes} autoplay={autoplay} />
        </Suspense>
      ) : (
        <div className="grid min-h-40 place-items-center">
          {loaded ? (
            <div>
              <p>Belum ada ucapan.</p>
              {onWrite && (
                <button
                  type="button"
                  onClick={onWrite}
                  className="mt-3 rounded-full border border-(--card-ink)/40 px-5 py-2 text-sm font-semibold text-(--card-ink)"
                >
                  Tulis ucapan bersama RSVP
                </button>
              )}
            </div>
          ) : (
            <p className="text-sm opacity-70">Sedang memuatkan ucapan…</p>
          )}
        </div>
      )}
    </CardSection>
  );
}

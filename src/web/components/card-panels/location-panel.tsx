import { Navigation } from 'lucide-react';
import type { Direction } from '@shared/card/card-content';
import { Lines } from '@web/themes/sections/card-section';

const linkClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-white';

/**
 * The first direction only, with a maps link and a navigation-app
 * link. A card without a pinned location still offers a maps search for its venue text.
 */
export function LocationPanel({
  direction,
  venue,
}: {
  direction: Direction | undefined;
  venue: string;
}) {
  const search = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    venue.replace(/\s*\n\s*/g, ', '),
  )}`;
  return (
    <div className="text-center">
      {direction ? (
        <p className="text-base font-semibold text-neutral-900">{direction.locationName}</p>
      ) : (
        <Lines text={venue} className="text-neutral-800" />
      )}
      <div className="mt-5 flex gap-3">
        <a
          href={direction?.googleMapsUrl ?? search}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} bg-[#1a73e8]`}
        >
          <Navigation className="h-4 w-4" aria-hidden="true" />
          Google Maps
        </a>
        {direction && (
          <a
            href={direction.wazeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} bg-[#0b6fa3]`}
          >
            <Navigation className="h-4 w-4" aria-hidden="true" />
            Waze
          </a>
        )}
      </div>
    </div>
  );
}

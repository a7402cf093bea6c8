import { Navigation } from 'lucide-react';
import type { Direction, Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { venueSearchUrl } from '@shared/card/majlis-display';
import { useMajlisTitles } from '@web/i18n/majlis-words';
import { Lines } from '@web/themes/sections/card-section';

const linkClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-white';

/**
 * The first direction only, with a maps link and a navigation-app
 * link. A card without a pinned location still offers a maps search for its venue text.
 * `majlisName` names the buttons of one majlis among several ("Waze: Akad Nikah").
 */
export function LocationPanel({
  direction,
  venue,
  majlisName,
}: {
  direction: Direction | undefined;
  venue: string;
  majlisName?: string;
}) {
  const named = (app: string) => (majlisName ? `${app}: ${majlisName}` : undefined);
  return (
    <div className="text-center">
      {direction ? (
        <p className="text-base font-semibold text-neutral-900">{direction.locationName}</p>
      ) : (
        <Lines text={venue} className="text-neutral-800" />
      )}
      <div className="mt-5 flex gap-3">
        <a
          href={direction?.googleMapsUrl ?? venueSearchUrl(venue)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={named('Google Maps')}
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
            aria-label={named('Waze')}
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

/** The Lokasi panel of a card of several majlis: each majlis's venue and buttons, in date order. */
export function MajlisLocations({ majlis }: { majlis: readonly Majlis[] }) {
  const titles = useMajlisTitles();
  return (
    <ul className="divide-y divide-neutral-100">
      {majlisInDateOrder(majlis).map((one) => {
        return (
          <li key={one.id} className="py-4 first:pt-0">
            <h3 className="mb-2 text-center text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">
              {titles.say(one)}
            </h3>
            <LocationPanel
              direction={one.directions[0]}
              venue={one.location}
              majlisName={titles.line(one)}
            />
          </li>
        );
      })}
    </ul>
  );
}

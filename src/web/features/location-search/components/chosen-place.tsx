import { useState } from 'react';
import { Copy, ExternalLink, Navigation } from 'lucide-react';
import { googleMapsUrl, wazeUrl } from '@shared/location/coordinates';
import type { Place } from '@shared/schemas/places';
import { placeCoordinatesText } from '@shared/schemas/places';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * The place chosen on `/search`: its name, its coordinates as the venue panel's Coordinate field
 * takes them (with Salin), and the Google Maps and Waze links the card itself would open.
 */
export function ChosenPlace({ place }: { place: Place }) {
  const t = useT();
  const [said, setSaid] = useState<string | null>(null);
  const coordinates = placeCoordinatesText(place);
  const point = { latitude: place.lat, longitude: place.lon };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coordinates);
      setSaid(t('locationSearch.copied'));
    } catch {
      setSaid(t('locationSearch.copyFailed'));
    }
  };

  return (
    <section
      aria-labelledby="chosen-place-title"
      className="rounded-2xl border border-emerald-deep/20 bg-white p-5 shadow-sm"
    >
      <h2 id="chosen-place-title" className="font-display text-xl text-emerald-deep">
        {t('locationSearch.chosen')}
      </h2>
      <p className="mt-2 break-words text-neutral-800">{place.name}</p>
      <p className="mt-4 text-sm font-semibold text-neutral-800">
        {t('locationSearch.coordinates')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <output
          aria-label={t('locationSearch.coordinates')}
          className="rounded-xl bg-neutral-100 px-3 py-2 font-mono text-base text-neutral-900 select-all"
        >
          {coordinates}
        </output>
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass('secondary', '', 'sm')}
        >
          <span className="inline-flex items-center gap-2 px-3">
            <Copy aria-hidden="true" className="h-4 w-4" /> {t('locationSearch.copy')}
          </span>
        </button>
        <p role="status" aria-live="polite" className="text-sm text-emerald-deep">
          {said}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={googleMapsUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', '', 'sm')}
        >
          <span className="inline-flex items-center gap-2 px-3">
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> {t('locationSearch.openGoogle')}
          </span>
        </a>
        <a
          href={wazeUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', '', 'sm')}
        >
          <span className="inline-flex items-center gap-2 px-3">
            <Navigation aria-hidden="true" className="h-4 w-4" /> {t('locationSearch.openWaze')}
          </span>
        </a>
      </div>
      <p className="mt-4 text-sm text-neutral-600">{t('locationSearch.howToUse')}</p>
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import type { Place } from '@shared/schemas/places';
import { MIN_PLACE_QUERY_LENGTH } from '@shared/schemas/places';
import { inputClass } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { isSearchableQuery, usePlaces } from './search-places';

/** Typing pauses this long before the search runs (Enter runs it at once). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Whether the server said the search has no geocoder: a 503 with its own message, which the
 * server says in the visitor's language, the language of `notConfigured` too.
 */
export function isNotConfigured(error: unknown, notConfigured: string): boolean {
  return (
    error instanceof ApiRequestError && error.status === 503 && error.message === notConfigured
  );
}

/**
 * The location search, on `/search` and in the editor's venue panel. A search box
 * (debounced, and Enter), then the places found as buttons; choosing one hands it to the page,
 * which shows its coordinates or fills the venue form. Without a geocoder it says so, and the
 * page's other ways (typing coordinates by hand) remain.
 */
export function PlaceSearch({
  label,
  chosenId,
  onChoose,
  autoFocus = false,
}: {
  label?: string;
  /** The place last chosen (marked in the list). */
  chosenId?: string | undefined;
  onChoose: (place: Place) => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const trimmed = text.trim();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const places = usePlaces(query);
  const searching = isSearchableQuery(query) && places.isFetching;
  const results = isSearchableQuery(query) ? places.data?.places : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Never the surrounding form's submit (the venue panel's Add Location).
    event.preventDefault();
    setTooShort(trimmed.length < MIN_PLACE_QUERY_LENGTH);
    setQuery(trimmed);
  };

  const status = searching
    ? t('locationSearch.searching')
    : places.isError || !results
      ? ''
      : results.length === 0
        ? t('locationSearch.none', { query })
        : t('locationSearch.found', { count: results.length });

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-neutral-800">
          {label ?? t('locationSearch.label')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 h-5 w-5 -translate-y-1/2 text-neutral-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            autoFocus={autoFocus}
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              setTooShort(false);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('locationSearch.placeholder')}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} pl-10`}
          />
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {tooShort
            ? t('locationSearch.tooShort', { min: MIN_PLACE_QUERY_LENGTH })
            : t('locationSearch.hint')}
        </p>
      </div>

      <p
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 text-sm text-neutral-700"
      >
        {searching && <Spinner className="h-4 w-4" />}
        {status}
      </p>

      {places.isError && isSearchableQuery(query) && (
        <p
          role="alert"
          className={`rounded-xl p-3 text-sm ${isNotConfigured(places.error, t('locationSearch.error.notConfigured')) ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800'}`}
        >
          {errorMessage(places.error)}
        </p>
      )}

      {results && results.length > 0 && (
        <ul aria-label={t('locationSearch.results')} className="space-y-2">
          {results.map((place) => {
            const chosen = place.placeId === chosenId;
            return (
              <li key={place.placeId}>
                <button
                  type="button"
                  onClick={() => onChoose(place)}
                  aria-pressed={chosen}
                  className={`flex w-full items-start gap-3 rounded-xl border px-3 py-3 text-left text-sm transition ${
                    chosen
                      ? 'border-emerald-deep bg-emerald-deep/5'
                      : 'border-neutral-200 bg-white hover:border-emerald-deep/50'
                  }`}
                >
                  <MapPin
                    className={`mt-0.5 h-4 w-4 shrink-0 ${chosen ? 'text-emerald-deep' : 'text-neutral-500'}`}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 break-words text-neutral-900">{place.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

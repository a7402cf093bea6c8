import { Search } from 'lucide-react';
import { MAX_RSVP_SEARCH_LENGTH } from '@shared/schemas/rsvp';
import { inputClass } from '@web/components/ui/form-field';

export const SEARCH_LABEL = 'Cari nama atau nombor telefon';

/** owner-side §5 "RSVP search": a name (any case) or part of a phone number. */
export function RsvpSearchBox({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A search is on its way (the last answer is still shown). */
  busy: boolean;
}) {
  return (
    <div role="search" className="relative">
      <label htmlFor="rsvp-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 mt-0.5 h-5 w-5 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <input
        id="rsvp-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_RSVP_SEARCH_LENGTH}
        placeholder={SEARCH_LABEL}
        autoComplete="off"
        enterKeyHint="search"
        aria-busy={busy}
        className={`${inputClass} pl-11`}
      />
    </div>
  );
}

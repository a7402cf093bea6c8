import { Search } from 'lucide-react';
import { inputClass } from './form-field';

/**
 * A list's search field: a search landmark with a label for screen readers (the placeholder says
 * the same to everyone else) and the magnifier drawn inside the field.
 */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  maxLength,
  busy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A search is on its way (the last answer is still shown). */
  busy?: boolean;
}) {
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        aria-busy={busy}
        className={`${inputClass} mt-0 pl-11`}
      />
    </div>
  );
}

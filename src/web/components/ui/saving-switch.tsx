import { useId } from 'react';

/**
 * A labelled on/off switch that saves at once (`role="switch"`; a switch flips on
 * the server's acknowledgement): pressed, it asks the server and waits (disabled) for its answer;
 * the answer or the failure is said under it. The RSVP page's switches and Aktifkan lagu? use it.
 */
export function SavingSwitch({
  label,
  description,
  on,
  saving,
  onChange,
  message,
  error,
  readOnly = false,
  className = '',
}: {
  label: string;
  /** What the current position means for the guests. */
  description: string;
  on: boolean;
  saving: boolean;
  onChange: (on: boolean) => void;
  /** The server's words after a change. */
  message: string | null;
  error: string | null;
  /** Shown, not changeable (staff's view). */
  readOnly?: boolean;
  /** Spacing around it (the RSVP page's list of switches pads each). */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${id}-label`} className="font-semibold text-ink">
            {label}
          </p>
          <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          disabled={saving || readOnly}
          onClick={() => onChange(!on)}
          className={`relative mt-0.5 inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition focus-visible:ring-2 focus-visible:ring-emerald-deep focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 ${saving ? 'cursor-wait' : readOnly ? 'cursor-not-allowed' : ''} ${on ? 'bg-emerald-deep' : 'bg-neutral-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-7 w-7 rounded-full bg-white shadow transition ${on ? 'translate-x-6' : 'translate-x-0'}`}
          />
        </button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {saving && <p className="mt-1 text-muted">Menyimpan…</p>}
        {!saving && message && <p className="mt-1 text-emerald-deep">{message}</p>}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

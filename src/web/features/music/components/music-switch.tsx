import { useId } from 'react';

/**
 * owner-side §2 'Aktifkan lagu?' (`role="switch"`): pressed, it asks the server and waits
 * (disabled) for its answer (§4: a switch flips on the server's acknowledgement).
 */
export function MusicSwitch({
  on,
  saving,
  readOnly,
  message,
  error,
  onChange,
}: {
  on: boolean;
  saving: boolean;
  /** Staff's view: shown, not changeable. */
  readOnly: boolean;
  message: string | null;
  error: string | null;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${id}-label`} className="font-semibold text-ink">
            Aktifkan lagu?
          </p>
          <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
            {on
              ? 'Ya: tetamu menekan Buka dan lagu dimainkan.'
              : 'Tidak: kad dibuka terus tanpa lagu.'}
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

import { RefreshCw } from 'lucide-react';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { buttonClass } from '@web/components/ui/link-button';

/**
 * The lookup failed (the hall's Wi-Fi, most likely): how old what is shown is, or that only the
 * QR code could be drawn, and a way to ask again.
 */
export function PassStaleNote({
  offline,
  savedAt,
  onRetry,
}: {
  /** No network at all (rather than a server that could not answer). */
  offline: boolean;
  /** When the pass shown was read from the server (ISO); null when none is shown. */
  savedAt: string | null;
  onRetry: () => void;
}) {
  const cause = offline ? 'Tiada sambungan internet.' : 'Pas tidak dapat disemak sekarang.';
  return (
    <div role="status" className="mt-4 rounded-2xl bg-neutral-100 px-4 py-3 text-sm text-ink">
      <p>
        {cause}{' '}
        {savedAt
          ? `Maklumat ini dari ${malaysiaDateTime(savedAt)}; status daftar masuk mungkin sudah berubah.`
          : 'Kod QR di atas masih boleh diimbas oleh penyambut tetamu.'}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'mt-3', 'sm')}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Cuba lagi
      </button>
    </div>
  );
}

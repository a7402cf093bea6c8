import { RefreshCw } from 'lucide-react';
import { malaysiaDateTimeWords } from '@web/components/payments/payment-words';
import { buttonClass } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

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
  const t = useT();
  const { locale } = useLocale();
  const cause = t(offline ? 'guestPass.stale.offline' : 'guestPass.stale.failed');
  return (
    <div role="status" className="mt-4 rounded-2xl bg-neutral-100 px-4 py-3 text-sm text-ink">
      <p>
        {cause}{' '}
        {savedAt
          ? t('guestPass.stale.savedAt', { at: malaysiaDateTimeWords(savedAt, locale) })
          : t('guestPass.stale.qrOnly')}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', 'mt-3', 'sm')}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t('guestPass.retry')}
      </button>
    </div>
  );
}

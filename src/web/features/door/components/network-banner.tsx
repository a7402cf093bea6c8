import { CloudOff, RefreshCw } from 'lucide-react';
import { useT } from '@web/i18n/use-t';

/**
 * Says when the phone is offline, that check-ins are kept on it and
 * sent when the network returns, and how many still wait.
 */
export function NetworkBanner({ online, waiting }: { online: boolean; waiting: number }) {
  const t = useT();
  if (online && waiting === 0) return null;
  return (
    <p
      role="status"
      data-testid="network-banner"
      className="flex gap-2 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {online ? (
        <RefreshCw className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
      ) : (
        <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <span>
        {online ? t('door.network.sending', { count: waiting }) : t('door.network.offline')}
        {!online && waiting > 0 && (
          <strong className="block">{t('door.network.waiting', { count: waiting })}</strong>
        )}
      </span>
    </p>
  );
}

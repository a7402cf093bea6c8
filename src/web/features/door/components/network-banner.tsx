import { CloudOff, RefreshCw } from 'lucide-react';

/**
 * Says when the phone is offline, that check-ins are kept on it and
 * sent when the network returns, and how many still wait.
 */
export function NetworkBanner({ online, waiting }: { online: boolean; waiting: number }) {
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
        {online
          ? `Menghantar ${waiting} daftar masuk yang tertangguh…`
          : 'Tiada rangkaian. Daftar masuk disimpan pada telefon ini dan dihantar sebaik talian kembali.'}
        {!online && waiting > 0 && <strong className="block">{waiting} menunggu rangkaian.</strong>}
      </span>
    </p>
  );
}

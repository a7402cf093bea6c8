import { CircleCheck, CircleDashed } from 'lucide-react';
import type { SalamKautSettings } from '@shared/schemas/salam-kaut';

/**
 * The card's Salam Kaut button shows when a QR is present and salam kaut is on, or
 * the gift ideas are on. Says which, so the owner knows what guests will see.
 */
export function guestButtonStatus({ gift, salam_kaut: salamKaut, qr }: SalamKautSettings) {
  const showsQr = salamKaut && qr !== null;
  if (showsQr && gift) {
    return { shown: true, text: 'Tetamu nampak butang Salam Kaut: kod QR dan idea hadiah.' };
  }
  if (showsQr) return { shown: true, text: 'Tetamu nampak butang Salam Kaut: kod QR anda.' };
  if (gift) {
    const hint = salamKaut
      ? ' Muat naik QR code supaya tetamu boleh menghantar salam kaut.'
      : qr
        ? ' QR code anda disimpan tetapi tidak dipaparkan sehingga salam kaut dihidupkan.'
        : '';
    return { shown: true, text: `Tetamu nampak butang Salam Kaut: idea hadiah sahaja.${hint}` };
  }
  const why = salamKaut
    ? 'Salam kaut hidup tetapi belum ada QR code: muat naik di bawah.'
    : qr
      ? 'Hidupkan salam kaut untuk memaparkan QR code anda.'
      : 'Hidupkan salam kaut dan muat naik QR code, atau hidupkan idea hadiah.';
  return { shown: false, text: `Butang Salam Kaut tidak dipaparkan pada kad. ${why}` };
}

export function GuestButtonStatus({ settings }: { settings: SalamKautSettings }) {
  const { shown, text } = guestButtonStatus(settings);
  const Icon = shown ? CircleCheck : CircleDashed;
  return (
    <p
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm ${shown ? 'bg-emerald-deep/5 text-emerald-deep' : 'bg-neutral-100 text-neutral-700'}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

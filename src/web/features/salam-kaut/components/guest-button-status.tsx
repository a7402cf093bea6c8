import { CircleCheck, CircleDashed } from 'lucide-react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { SalamKautSettings } from '@shared/schemas/salam-kaut';
import { useT } from '@web/i18n/use-t';

/**
 * The card's Salam Kaut button shows when a QR is present and salam kaut is on, or
 * the gift ideas are on. Says which (then, where it helps, what to do), so the owner knows what
 * guests will see.
 */
export function guestButtonStatus({ gift, salam_kaut: salamKaut, qr }: SalamKautSettings): {
  shown: boolean;
  says: SiteMessageId[];
} {
  const showsQr = salamKaut && qr !== null;
  if (showsQr && gift) return { shown: true, says: ['salamKaut.status.qrAndGifts'] };
  if (showsQr) return { shown: true, says: ['salamKaut.status.qr'] };
  if (gift) {
    const hint: SiteMessageId[] = salamKaut
      ? ['salamKaut.status.giftsOnly.upload']
      : qr
        ? ['salamKaut.status.giftsOnly.switchOn']
        : [];
    return { shown: true, says: ['salamKaut.status.giftsOnly', ...hint] };
  }
  const why: SiteMessageId = salamKaut
    ? 'salamKaut.status.hidden.upload'
    : qr
      ? 'salamKaut.status.hidden.switchOn'
      : 'salamKaut.status.hidden.nothing';
  return { shown: false, says: ['salamKaut.status.hidden', why] };
}

export function GuestButtonStatus({ settings }: { settings: SalamKautSettings }) {
  const t = useT();
  const { shown, says } = guestButtonStatus(settings);
  const Icon = shown ? CircleCheck : CircleDashed;
  return (
    <p
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm ${shown ? 'bg-emerald-deep/5 text-emerald-deep' : 'bg-neutral-100 text-neutral-700'}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {says.map((id) => t(id)).join(' ')}
    </p>
  );
}

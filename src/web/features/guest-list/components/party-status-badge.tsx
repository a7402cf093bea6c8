import type { PartyStatus } from '@shared/guests/party-status';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { GuestParty } from '@shared/schemas/guest-list';
import { useT } from '@web/i18n/use-t';

/** Each status's words: Belum dihantar, Dihantar, Dibuka, Hadir (with how many), Tidak hadir. */
const LABELS: Record<PartyStatus, SiteMessageId> = {
  'not-sent': 'guestList.status.notSent',
  sent: 'guestList.status.sent',
  opened: 'guestList.status.opened',
  attending: 'guestList.status.attendingWith',
  declined: 'guestList.status.declined',
};

const TONES: Record<PartyStatus, string> = {
  'not-sent': 'bg-neutral-100 text-neutral-700',
  sent: 'bg-sky-50 text-sky-900',
  opened: 'bg-amber-50 text-amber-900',
  attending: 'bg-emerald-50 text-emerald-900',
  declined: 'bg-rose-50 text-rose-900',
};

/** Where the party stands, as the list says it: "Dihantar", "Hadir (2)". */
export function PartyStatusBadge({ party }: { party: GuestParty }) {
  const t = useT();
  return (
    <span
      data-testid="party-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[party.status]}`}
    >
      {t(LABELS[party.status], { count: party.rsvp?.guests ?? 0 })}
    </span>
  );
}

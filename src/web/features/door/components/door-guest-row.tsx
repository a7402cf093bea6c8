import { memo } from 'react';
import { CheckCircle2, Clock } from 'lucide-react';
import type { DoorGuest } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { displayTime } from '@shared/dates/clock-time';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { doorGuestSize, overAllowance } from '../utils/party-size';

/** `2026-11-24T07:15:09Z` → `3:15 pm` in Malaysia (the door is on the wedding day). */
function checkedInTime(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  return displayTime(new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16));
}

function Status({ guest, pending }: { guest: DoorGuest; pending: boolean }) {
  const t = useT();
  if (pending) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" />
        {t('door.waiting')}
      </span>
    );
  }
  // A listed party that never replied: it can still be checked in by name.
  if (guest.awaitingReply) {
    return (
      <span className="rounded-full border border-gold/70 px-2 py-0.5 text-xs font-semibold text-ink">
        {t('door.guest.awaitingReply')}
      </span>
    );
  }
  if (!guest.attending) {
    return (
      <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
        {t('door.tally.declined')}
      </span>
    );
  }
  if (guest.checkedIn) {
    const at = checkedInTime(guest.checkedInAt);
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        {t('door.tally.checkedIn')}
        {at && ` · ${at}`}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-gold-soft/40 px-2 py-0.5 text-xs font-semibold text-ink">
      {t('door.tally.expected')}
    </span>
  );
}

/**
 * One party at the door of a majlis: the name, the number of guests (beside its allowance for a
 * party on the guest list), its session and where they stand at this majlis; Daftar Masuk in one
 * tap, Batal for a mistaken one. A listed party that never replied for this majlis can be checked
 * in too: the server records it coming to this majlis with its allowance, and the row comes back
 * as its RSVP. No phone number or e-mail.
 */
export const DoorGuestRow = memo(function DoorGuestRow({
  guest,
  sessionLabel,
  pending,
  busy,
  onCheckIn,
  onUndo,
}: {
  guest: DoorGuest;
  /** The session they chose at this majlis, or null. */
  sessionLabel: string | null;
  /** Checked in on this phone while offline, not yet sent. */
  pending: boolean;
  busy: boolean;
  onCheckIn: (guest: DoorGuest) => void;
  onUndo: (guest: DoorGuest) => void;
}) {
  const t = useT();
  return (
    <li data-testid="door-guest" className="flex items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{guest.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span
            className={
              overAllowance(guest.guests, guest.allowance) ? 'font-semibold text-amber-900' : ''
            }
          >
            {doorGuestSize(t, guest)}
          </span>
          <Status guest={guest} pending={pending} />
          {sessionLabel && (
            <span
              data-testid="door-guest-session"
              className="rounded-full border border-emerald-deep/20 px-2 py-0.5 text-xs font-semibold text-emerald-deep"
            >
              {sessionLabel}
            </span>
          )}
          {guest.walkIn && <span className="text-xs">{t(CHECK_IN_MESSAGE_IDS.walkInNote)}</span>}
        </p>
      </div>
      {!pending && (guest.attending || guest.awaitingReply) && !guest.checkedIn && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onCheckIn(guest)}
          className={buttonClass('primary', 'shrink-0 disabled:opacity-60', 'sm')}
        >
          <span className="px-2">{t(CHECK_IN_MESSAGE_IDS.checkIn)}</span>
        </button>
      )}
      {!pending && guest.checkedIn && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onUndo(guest)}
          aria-label={t('door.guest.undoFor', { name: guest.name })}
          className={buttonClass('secondary', 'shrink-0 disabled:opacity-60', 'sm')}
        >
          <span className="px-2">{t('door.guest.undo')}</span>
        </button>
      )}
    </li>
  );
});

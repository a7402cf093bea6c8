import type { ReactNode } from 'react';
import type { DoorSummary } from '@shared/schemas/check-in';
import { displayTimeRange } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { RsvpStreamState } from '@web/hooks/use-rsvp-changes';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { DoorSessions } from './door-sessions';

const VIA: Record<DoorSummary['via'], SiteMessageId> = {
  usher: 'door.via.usher',
  owner: 'door.via.owner',
  pengurus: 'door.via.pengurus',
  penyambut: 'door.via.usher',
  staff: 'door.via.staff',
};

function Tally({ label, parties, guests }: { label: string; parties: number; guests: number }) {
  const t = useT();
  return (
    <div
      className="rounded-2xl bg-white/10 px-3 py-3 sm:px-4"
      data-testid="door-tally"
      aria-label={t('door.tally.label', { label, parties, guests })}
      role="group"
    >
      {/* A pale gold: the gold of the product's lines fell below 4.5:1 on the dark header. */}
      <p className="min-h-[2.5em] text-xs leading-tight font-semibold tracking-wide text-amber-100 uppercase">
        {label}
      </p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-1">
        <span className="text-3xl leading-none font-semibold tabular-nums">{guests}</span>
        <span className="text-xs text-white/75">{t('door.tally.people', { count: guests })}</span>
      </p>
      <p className="mt-1 text-xs text-white/75">{t('door.tally.rsvps', { count: parties })}</p>
    </div>
  );
}

/**
 * The usher screen's top: whose wedding, which majlis (and, given a choice, the picker between
 * them), its day and time, its three counts (Belum Hadir, Sudah Hadir, Tidak Hadir, each with its
 * people), the listed parties yet to reply, each session's arrivals and seats, and whether the
 * screen is live.
 */
export function DoorHeader({
  summary,
  stream,
  online,
  picker,
}: {
  summary: DoorSummary;
  stream: RsvpStreamState;
  online: boolean;
  /** The majlis picker (nothing on a door of one majlis). */
  picker: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const live = online && stream === 'live';
  const { counts, majlis } = summary;
  return (
    <header className="rounded-b-3xl bg-emerald-deep px-4 pt-5 pb-4 text-white shadow-md sm:rounded-3xl sm:px-6">
      <p className="flex items-center justify-between gap-2 text-xs text-white/75">
        <span>{t(VIA[summary.via])}</span>
        <span className="inline-flex items-center gap-1.5" data-testid="door-live">
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-300' : 'bg-amber-300'}`}
          />
          {t(!online ? 'door.live.offline' : live ? 'door.live.on' : 'door.live.polling')}
        </span>
      </p>
      <h1 className="mt-2 font-display text-3xl leading-tight">{summary.couple}</h1>
      {picker}
      <div data-testid="door-majlis" className="mt-3">
        <p className="text-lg leading-tight font-semibold">{majlis.title}</p>
        <p className="mt-0.5 text-sm text-white/80">
          {weekdayAndDateWords(majlis.date, locale)} ·{' '}
          {displayTimeRange(majlis.startTime, majlis.endTime)}
        </p>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Tally
          label={t('door.tally.expected')}
          parties={counts.expected.parties}
          guests={counts.expected.guests}
        />
        <Tally
          label={t('door.tally.checkedIn')}
          parties={counts['checked-in'].parties}
          guests={counts['checked-in'].guests}
        />
        <Tally
          label={t('door.tally.declined')}
          parties={counts.declined.parties}
          guests={counts.declined.guests}
        />
      </div>
      {summary.awaitingReply.parties > 0 && (
        // Listed parties who never replied may still come: the hall needs their seats.
        <p className="mt-3 text-xs text-white/80" data-testid="door-awaiting">
          {t('door.awaiting', {
            parties: summary.awaitingReply.parties,
            guests: summary.awaitingReply.guests,
          })}
        </p>
      )}
      <DoorSessions sessions={majlis.sessions} />
    </header>
  );
}

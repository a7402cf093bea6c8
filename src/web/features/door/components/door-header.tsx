import type { DoorSummary } from '@shared/schemas/check-in';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import type { RsvpStreamState } from '@web/hooks/use-rsvp-changes';

const VIA: Record<DoorSummary['via'], string> = {
  usher: 'Skrin penyambut',
  owner: 'Skrin penyambut (pemilik kad)',
  staff: 'Skrin penyambut (staf Jemput)',
};

function Tally({ label, parties, guests }: { label: string; parties: number; guests: number }) {
  return (
    <div
      className="rounded-2xl bg-white/10 px-4 py-3"
      data-testid="door-tally"
      aria-label={`${label}: ${parties} RSVP, ${guests} orang`}
      role="group"
    >
      <p className="text-xs font-semibold tracking-wide text-gold-soft uppercase">{label}</p>
      <p className="mt-0.5 text-3xl leading-none font-semibold tabular-nums">{guests}</p>
      <p className="mt-1 text-xs text-white/75">orang · {parties} RSVP</p>
    </div>
  );
}

/**
 * The usher screen's top: whose wedding, which day, and the two counts that matter at
 * the door, Belum Hadir and Sudah Hadir, each with its total of guests; whether it is live.
 */
export function DoorHeader({
  summary,
  stream,
  online,
}: {
  summary: DoorSummary;
  stream: RsvpStreamState;
  online: boolean;
}) {
  const live = online && stream === 'live';
  const { counts } = summary;
  return (
    <header className="rounded-b-3xl bg-emerald-deep px-4 pt-5 pb-4 text-white shadow-md sm:rounded-3xl sm:px-6">
      <p className="flex items-center justify-between gap-2 text-xs text-white/75">
        <span>{VIA[summary.via]}</span>
        <span className="inline-flex items-center gap-1.5" data-testid="door-live">
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-300' : 'bg-amber-300'}`}
          />
          {!online ? 'Luar talian' : live ? 'Langsung' : 'Menyemak setiap 2 saat'}
        </span>
      </p>
      <h1 className="mt-2 font-display text-3xl leading-tight">{summary.couple}</h1>
      <p className="mt-0.5 text-sm text-white/80">{malayWeekdayAndDate(summary.weddingDate)}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Tally
          label="Belum Hadir"
          parties={counts.expected.parties}
          guests={counts.expected.guests}
        />
        <Tally
          label="Sudah Hadir"
          parties={counts['checked-in'].parties}
          guests={counts['checked-in'].guests}
        />
      </div>
      {summary.awaitingReply.parties > 0 && (
        // Listed parties who never replied may still come: the hall needs their seats.
        <p className="mt-3 text-xs text-white/80" data-testid="door-awaiting">
          Belum balas RSVP: {summary.awaitingReply.parties} jemputan ·{' '}
          {summary.awaitingReply.guests} orang
        </p>
      )}
    </header>
  );
}

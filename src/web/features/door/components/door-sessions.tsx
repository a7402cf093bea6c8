import { seatsLeft } from '@shared/card/majlis';
import { displayTimeRange } from '@shared/dates/clock-time';
import type { DoorSession } from '@shared/schemas/check-in';
import { useT } from '@web/i18n/use-t';

/** A session's people coming (in or not), which is what takes its seats. */
const peopleComing = (session: DoorSession) =>
  session.expected.guests + session['checked-in'].guests;

/**
 * The door's majlis's sessions, when it has them: each one's time, who is in of who is coming
 * (people and RSVPs), and its seats taken of those it has ("Penuh" when none are left).
 */
export function DoorSessions({ sessions }: { sessions: readonly DoorSession[] }) {
  const t = useT();
  if (sessions.length === 0) return null;
  return (
    <section aria-label={t('door.sessions.title')} className="mt-4">
      <h2 className="text-xs font-semibold tracking-wide text-gold-soft uppercase">
        {t('door.sessions.title')}
      </h2>
      <ul className="mt-1.5 grid gap-2">
        {sessions.map((session) => {
          const coming = peopleComing(session);
          const inside = session['checked-in'].guests;
          const full = seatsLeft(session, coming) === 0;
          const taken = Math.min(100, Math.round((coming / session.seats) * 100));
          return (
            <li
              key={session.id}
              data-testid="door-session"
              className="rounded-2xl bg-white/10 px-3 py-2.5"
              aria-label={t('door.session.label', {
                session: session.label,
                inside,
                coming,
                seats: session.seats,
              })}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold">{session.label}</span>
                <span className="text-xs text-white/75">
                  {displayTimeRange(session.startTime, session.endTime)}
                </span>
              </p>
              <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span>
                  <span className="font-semibold tabular-nums">{inside}</span>
                  <span className="text-white/80">
                    {' '}
                    {t('door.session.arrived', {
                      coming,
                      parties: session['checked-in'].parties,
                    })}
                  </span>
                </span>
                <span className="text-xs text-white/80 tabular-nums">
                  {full ? `${t('door.session.full')} · ` : ''}
                  {t('door.session.seats', { taken: coming, seats: session.seats })}
                </span>
              </p>
              <div
                aria-hidden="true"
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/15"
              >
                <div
                  className={`h-full rounded-full ${full ? 'bg-amber-300' : 'bg-gold-soft'}`}
                  style={{ width: `${taken}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { displayTimeRange } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { majlisNames } from '@shared/guests/party-majlis';
import { INTL_LOCALES } from '@shared/i18n/locales';
import type { MajlisRsvpTotals, RsvpTotals } from '@shared/schemas/rsvp-majlis';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** Counts as the page's language writes them (`1,312`). */
function useNumber() {
  const { locale } = useLocale();
  return (n: number) => n.toLocaleString(INTL_LOCALES[locale]);
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-emerald-deep/5 px-2.5 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">
        {value}
        {detail && <span className="block text-xs font-normal text-muted">{detail}</span>}
      </dd>
    </div>
  );
}

/** A session's line: its time, who comes, and its seats left ("Penuh" when none). */
function SessionLine({
  session,
  totals,
}: {
  session: Majlis['sessions'][number];
  totals: MajlisRsvpTotals['sessions'][number] | undefined;
}) {
  const t = useT();
  const number = useNumber();
  const coming = totals?.coming.guests ?? 0;
  const left = totals?.left ?? session.seats;
  return (
    <li
      data-testid={`session-totals-${session.id}`}
      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5"
    >
      <span className="min-w-0">
        <span className="font-medium text-ink">{session.label}</span>{' '}
        <span className="text-xs text-muted">
          {displayTimeRange(session.start_time, session.end_time)}
        </span>
      </span>
      <span className="text-sm tabular-nums">
        {number(coming)}/{t('cardHome.totals.people', { count: session.seats })} ·{' '}
        {left === 0 ? (
          <span className="font-semibold text-rose-800">{t('cardHome.totals.full')}</span>
        ) : (
          <span className="font-semibold text-emerald-deep">
            {t('cardHome.totals.seatsLeft', { count: left })}
          </span>
        )}
      </span>
    </li>
  );
}

function MajlisCard({
  majlis,
  name,
  totals,
}: {
  majlis: Majlis;
  name: string;
  totals: MajlisRsvpTotals | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const number = useNumber();
  const coming = totals?.coming ?? { parties: 0, guests: 0 };
  return (
    <li
      data-testid={`majlis-totals-${majlis.id}`}
      className="rounded-2xl border border-emerald-deep/10 bg-white/70 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-display text-lg text-emerald-deep">{name}</h3>
        {majlis.invite_only && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('cardHome.totals.inviteOnly')}
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        {weekdayAndDateWords(majlis.date, locale)} ·{' '}
        {displayTimeRange(majlis.start_time, majlis.end_time)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure
          label={t('cardHome.totals.coming')}
          value={t('cardHome.totals.people', { count: coming.guests })}
          detail={t('cardHome.totals.rsvps', { count: coming.parties })}
        />
        <Figure
          label={t('cardHome.totals.notComing')}
          value={t('cardHome.totals.rsvps', { count: totals?.notComing.parties ?? 0 })}
        />
        <Figure
          label={t('cardHome.totals.notReplied')}
          value={number(totals?.notReplied ?? 0)}
          detail={t('cardHome.totals.notRepliedDetail')}
        />
        <Figure
          label={t('cardHome.totals.checkedIn')}
          value={t('cardHome.totals.people', { count: totals?.checkedIn.guests ?? 0 })}
        />
      </dl>
      {majlis.sessions.length > 0 && (
        <ul
          aria-label={t('cardHome.totals.sessions', { name })}
          className="mt-3 divide-y divide-emerald-deep/10 border-t border-emerald-deep/10"
        >
          {majlis.sessions.map((session) => (
            <SessionLine
              key={session.id}
              session={session}
              totals={totals?.sessions.find((one) => one.sessionId === session.id)}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Each majlis of the card, in the order guests read them, with its date and time, its RSVP
 * totals (coming, not coming, listed parties not replied, checked in) and each session's seats
 * left. The card home and the RSVP page show it.
 */
export function MajlisRsvpTotals({
  majlis,
  totals,
}: {
  majlis: readonly Majlis[];
  /** Undefined while they load: the majlis show with nothing counted yet. */
  totals: RsvpTotals | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const names = majlisNames(majlis, locale);
  return (
    <ul className="space-y-3" aria-label={t('cardHome.totals.list')}>
      {majlisInDateOrder(majlis).map((one) => (
        <MajlisCard
          key={one.id}
          majlis={one}
          name={names.get(one.id) ?? ''}
          totals={totals?.majlis.find((row) => row.majlisId === one.id)}
        />
      ))}
    </ul>
  );
}

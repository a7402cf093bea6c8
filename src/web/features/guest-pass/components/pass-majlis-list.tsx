import { CircleCheck, Clock, MapPin, Users } from 'lucide-react';
import type { PassMajlis } from '@shared/schemas/check-in';
import { displayTimeRange } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { COUPLE_ENGLISH_CLASS } from '@web/themes/sections/english-version';
import { CheckedInText } from './check-in-state';

/** Whether the party was checked in at this majlis's door, and when (Malaysian time). */
function MajlisCheckIn({ majlis }: { majlis: PassMajlis }) {
  const t = useT();
  if (majlis.checkedIn) {
    return (
      <p className="mt-2 flex items-start gap-1.5 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900">
        <CircleCheck className="mt-px h-4 w-4 shrink-0" aria-hidden="true" />
        <CheckedInText checkedInAt={majlis.checkedInAt} />
      </p>
    );
  }
  return (
    <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      {t('guestPass.notCheckedIn')}
    </p>
  );
}

/**
 * The couple's English version of one of their texts beneath it, as a card in both shows it
 * (the server sends it for such a card only).
 */
export function PassEnglish({ english }: { english: string | undefined }) {
  if (!english) return null;
  return (
    <span lang="en" className={COUPLE_ENGLISH_CLASS}>
      {english}
    </span>
  );
}

/**
 * The majlis the party comes to, each with its day and time (its session's, when it took one),
 * its venue, how many of the party come, and whether they were checked in there: the same pass
 * is shown at every majlis's door.
 */
export function PassMajlisList({ majlis }: { majlis: readonly PassMajlis[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ul aria-label={t('guestPass.majlisList')} className="mt-5 space-y-3 text-left">
      {majlis.map((one) => {
        const times = one.session
          ? `${one.session.label}, ${displayTimeRange(one.session.startTime, one.session.endTime)}`
          : displayTimeRange(one.startTime, one.endTime);
        return (
          <li
            key={one.id}
            data-pass-majlis={one.id}
            className="rounded-2xl border border-emerald-deep/10 bg-white/70 px-4 py-3"
          >
            <h3 className="font-display text-xl leading-tight text-emerald-deep">
              {one.title}
              {/* The couple's English title beneath theirs, as a card in both shows it. */}
              <PassEnglish english={one.titleEn} />
            </h3>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-ink">
              <Clock className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              <span>
                {weekdayAndDateWords(one.date, locale)}
                <span className="block">{times}</span>
                <PassEnglish english={one.session?.labelEn} />
              </span>
            </p>
            {one.location && (
              <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
                <span>
                  {one.location}
                  <PassEnglish english={one.locationEn} />
                </span>
              </p>
            )}
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
              <Users className="h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              {t('guestPass.people', { count: one.guests })}
            </p>
            <MajlisCheckIn majlis={one} />
          </li>
        );
      })}
    </ul>
  );
}

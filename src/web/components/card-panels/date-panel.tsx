import type { ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { displayTimeRange } from '@shared/dates/clock-time';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { useCardWords } from '@web/i18n/card-words';

/**
 * Tarikh and Masa of a majlis, then `children` (Add to calendar: the guest
 * card's working buttons, or the /demo preview's switched-off ones).
 */
export function DatePanel({
  majlis,
  hijri = '',
  children,
}: {
  majlis: Pick<Majlis, 'date' | 'start_time' | 'end_time'>;
  /** The Hijri date under the date, when the couple show it. */
  hijri?: ReactNode;
  children?: ReactNode;
}) {
  const words = useCardWords();
  return (
    <div className="text-center">
      <h3 className="text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">
        {words.say('card.date.label')}
      </h3>
      <p className="mt-1 text-lg font-semibold text-neutral-900">
        {words.stack(words.each((locale) => weekdayAndDateWords(majlis.date, locale)))}
      </p>
      {hijri && <p className="text-sm text-neutral-500">{hijri}</p>}
      <h3 className="mt-5 text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">
        {words.say('card.time.label')}
      </h3>
      <p className="mt-1 text-lg font-semibold text-neutral-900">
        {displayTimeRange(majlis.start_time, majlis.end_time)}
      </p>
      {children}
    </div>
  );
}

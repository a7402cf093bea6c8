import { BellRing, HeartHandshake } from 'lucide-react';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import { malaysiaCalendarDate } from '@shared/dates/malaysia-time';
import type { GuestParty } from '@shared/schemas/guest-list';
import type { GuestMessageSchedule } from '@shared/schemas/guest-messages';
import { Button } from '@web/components/ui/link-button';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { sendQueue } from '../utils/message-flows';
import type { NamedMajlis } from '../utils/named-majlis';

const WAITING = 'disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The messages after the invitation, by the server's clock: the reminder the day before each
 * majlis still to come (from the day before, and on the day, to the parties coming to it; until
 * then the button says the day it opens) and, once the last majlis is over, the thank-yous to
 * the parties that came or replied (until then, a line saying when).
 */
export function MessagesPanel({
  schedule,
  majlis,
  parties,
  onDayBefore,
  onThanks,
}: {
  schedule: GuestMessageSchedule;
  /** The card's majlis in date order, with the names the list shows. */
  majlis: readonly NamedMajlis[];
  parties: readonly GuestParty[];
  onDayBefore: (majlisId: string) => void;
  onThanks: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const several = majlis.length > 1;
  const reminders = schedule.dayBefore.filter((entry) => entry.state !== 'over');
  const held = schedule.thanks.opensAt;
  return (
    <section
      aria-labelledby="selepas-jemputan"
      className="space-y-3 rounded-3xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
    >
      <h2 id="selepas-jemputan" className="font-semibold text-ink">
        {t('guestList.messages.heading')}
      </h2>
      {reminders.map((entry) => {
        const one = majlis.find((candidate) => candidate.id === entry.majlisId);
        if (!one) return null;
        const open = entry.state === 'open';
        const noteId = `sehari-sebelum-${entry.majlisId}`;
        return (
          <div key={entry.majlisId} className="space-y-1.5">
            {several && (
              <p className="text-sm font-semibold text-ink">
                {one.name}{' '}
                <span className="font-normal text-muted">
                  · {weekdayAndDateWords(one.date, locale)}
                </span>
              </p>
            )}
            <Button
              tone="secondary"
              className={`w-full ${WAITING}`}
              disabled={!open}
              aria-describedby={open ? undefined : noteId}
              onClick={() => onDayBefore(entry.majlisId)}
            >
              <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
              {open
                ? t('guestList.messages.dayBeforeCount', {
                    count: sendQueue('day-before', parties, entry.majlisId).length,
                  })
                : t('guestList.messages.dayBefore')}
              {several && <span className="sr-only"> {one.name}</span>}
            </Button>
            {!open && (
              <p id={noteId} className="text-xs text-muted">
                {t('guestList.messages.dayBeforeOpens', {
                  day: weekdayAndDateWords(entry.opensOn, locale),
                })}
              </p>
            )}
          </div>
        );
      })}
      {schedule.thanks.open ? (
        <Button className="w-full" onClick={onThanks}>
          <HeartHandshake className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('guestList.messages.thanksCount', { count: sendQueue('thanks', parties).length })}
        </Button>
      ) : (
        <p className="text-xs text-muted" data-testid="thanks-later">
          {held
            ? t('guestList.messages.thanksLaterOn', {
                day: weekdayAndDateWords(malaysiaCalendarDate(new Date(held)), locale),
              })
            : t('guestList.messages.thanksLater')}
        </p>
      )}
    </section>
  );
}

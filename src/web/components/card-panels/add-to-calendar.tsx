import { CalendarPlus, Download } from 'lucide-react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { calendarEvent, googleCalendarUrl } from '@shared/card/calendar-event';
import { majlisInDateOrder } from '@shared/card/majlis';
import { calendarFileUrl } from '@shared/card/majlis-display';
import { displayTimeRange } from '@shared/dates/clock-time';
import { partyTokenOfPath, personalLinkPath } from '@shared/guests/personal-link';
import { useCardWords } from '@web/i18n/card-words';
import { majlisDateWords, useMajlisTitles } from '@web/i18n/majlis-words';

// Beyond the original product: the date panel's Add to calendar (.ics and Google
// Calendar), both naming the card's link (a party's own link when it came through one).

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold';
export const icsClass = `${linkClass} border border-neutral-300 text-neutral-900`;
export const googleClass = `${linkClass} bg-[#1a73e8] text-white`;
export const blockClass = 'mt-6 border-t border-neutral-100 pt-5';

/**
 * Where the guest opened the card: a party's personal link keeps its token, so the calendar
 * file holds the party's majlis and the events link back to the party's own card.
 */
function openedFrom(cardId: string) {
  const token = partyTokenOfPath(window.location.pathname);
  const path = token ? personalLinkPath(cardId, token) : `/kad/${cardId}`;
  return { token, cardUrl: `${window.location.origin}${path}` };
}

function IcsLink({ cardId, token }: { cardId: string; token: string | null }) {
  const words = useCardWords();
  return (
    <a href={calendarFileUrl(cardId, token)} download className={icsClass}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {words.line('card.calendar.file')}
    </a>
  );
}

function GoogleLink({ href, label }: { href: string; label?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={googleClass}
    >
      <CalendarPlus className="h-4 w-4" aria-hidden="true" />
      Google Calendar
    </a>
  );
}

/** The guest card's buttons for a majlis (none when its date or times are not valid). */
export function AddToCalendar({
  cardId,
  content,
  majlis,
}: {
  cardId: string;
  content: CardContent;
  majlis: Majlis;
}) {
  const words = useCardWords();
  const { token, cardUrl } = openedFrom(cardId);
  const event = calendarEvent(content, majlis, cardUrl, words.all);
  if (!event) return null;
  return (
    <div className={blockClass}>
      <p className="text-sm text-neutral-600">{words.say('card.calendar.intro')}</p>
      <div className="mt-3 flex flex-col gap-3">
        <IcsLink cardId={cardId} token={token} />
        <GoogleLink href={googleCalendarUrl(event)} />
      </div>
    </div>
  );
}

/**
 * The Tarikh panel of a card of several majlis: each majlis's title, date and time with its own
 * Google Calendar button, in date order, then one calendar file holding them all.
 */
export function MajlisCalendar({ cardId, content }: { cardId: string; content: CardContent }) {
  const words = useCardWords();
  const titles = useMajlisTitles();
  const { token, cardUrl } = openedFrom(cardId);
  return (
    <div className="text-center">
      <ul className="divide-y divide-neutral-100">
        {majlisInDateOrder(content.majlis).map((majlis) => {
          const { date, hijri } = majlisDateWords(words, majlis, content);
          const event = calendarEvent(content, majlis, cardUrl, words.all);
          return (
            <li key={majlis.id} className="py-4 first:pt-0">
              <h3 className="text-base font-semibold text-neutral-900">{titles.say(majlis)}</h3>
              <p className="mt-1 text-neutral-800">{date}</p>
              {hijri && <p className="text-sm text-neutral-500">{hijri}</p>}
              <p className="text-neutral-800">
                {displayTimeRange(majlis.start_time, majlis.end_time)}
              </p>
              {event && (
                <div className="mt-3 flex flex-col">
                  <GoogleLink
                    href={googleCalendarUrl(event)}
                    label={`Google Calendar: ${titles.line(majlis)}`}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className={blockClass}>
        <p className="text-sm text-neutral-600">{words.say('card.calendar.all')}</p>
        <div className="mt-3 flex flex-col">
          <IcsLink cardId={cardId} token={token} />
        </div>
      </div>
    </div>
  );
}

import { CalendarPlus, Download } from 'lucide-react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { calendarEvent, googleCalendarUrl } from '@shared/card/calendar-event';

// Beyond the original product: the date panel's Add to calendar (.ics and Google
// Calendar), both naming the card's link.

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold';
export const icsClass = `${linkClass} border border-neutral-300 text-neutral-900`;
export const googleClass = `${linkClass} bg-[#1a73e8] text-white`;
export const blockClass = 'mt-6 border-t border-neutral-100 pt-5';
export const INTRO = 'Tambah ke kalendar anda';

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
  const event = calendarEvent(content, majlis, `${window.location.origin}/kad/${cardId}`);
  if (!event) return null;
  return (
    <div className={blockClass}>
      <p className="text-sm text-neutral-600">{INTRO}</p>
      <div className="mt-3 flex flex-col gap-3">
        <a
          href={`/api/cards/${encodeURIComponent(cardId)}/calendar.ics`}
          download
          className={icsClass}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Fail kalendar (.ics)
        </a>
        <a
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          className={googleClass}
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Google Calendar
        </a>
      </div>
    </div>
  );
}

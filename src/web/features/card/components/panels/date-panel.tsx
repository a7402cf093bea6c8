import { CalendarPlus, Download } from 'lucide-react';
import type { CardContent } from '@shared/card/card-content';
import { calendarEvent, googleCalendarUrl } from '@shared/card/calendar-event';
import { displayTimeRange } from '@shared/dates/clock-time';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold';

/** guest-side §2 "Date panel": Tarikh and Masa, plus Add to calendar (.ics and Google Calendar). */
export function DatePanel({ cardId, content }: { cardId: string; content: CardContent }) {
  const event = calendarEvent(content, `${window.location.origin}/kad/${cardId}`);
  return (
    <div className="text-center">
      <h3 className="text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">Tarikh</h3>
      <p className="mt-1 text-lg font-semibold text-neutral-900">
        {malayWeekdayAndDate(content.wedding_date)}
      </p>
      <h3 className="mt-5 text-xs font-semibold tracking-[0.3em] text-neutral-500 uppercase">
        Masa
      </h3>
      <p className="mt-1 text-lg font-semibold text-neutral-900">
        {displayTimeRange(content.start_time, content.end_time)}
      </p>
      {event && (
        <div className="mt-6 border-t border-neutral-100 pt-5">
          <p className="text-sm text-neutral-600">Tambah ke kalendar anda</p>
          <div className="mt-3 flex flex-col gap-3">
            <a
              href={`/api/cards/${encodeURIComponent(cardId)}/calendar.ics`}
              download
              className={`${linkClass} border border-neutral-300 text-neutral-900`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Fail kalendar (.ics)
            </a>
            <a
              href={googleCalendarUrl(event)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} bg-[#1a73e8] text-white`}
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              Google Calendar
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

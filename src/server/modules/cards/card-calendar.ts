import { createEvent } from 'ics';
import type { CalendarEvent } from '@shared/card/calendar-event';

/** The event as an iCalendar file (RFC 5545), in UTC so every calendar app places it right. */
export function icsFile(event: CalendarEvent, cardId: string, cardUrl: string): string {
  const { error, value } = createEvent({
    uid: `${cardId}@jemput`,
    productId: 'jemput/kad-kahwin',
    title: event.title,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location,
    description: event.description,
    url: cardUrl,
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return value;
}

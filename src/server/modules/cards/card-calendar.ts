import { createEvents } from 'ics';
import type { CalendarEvent } from '@shared/card/calendar-event';
import { FIRST_MAJLIS_ID } from '@shared/card/majlis';

/**
 * A majlis's event id in calendars: stable, so a guest who adds the card again updates the
 * events instead of doubling them. The first majlis keeps the id the card's one event had.
 */
export function calendarUid(cardId: string, majlisId: string): string {
  return majlisId === FIRST_MAJLIS_ID ? `${cardId}@jemput` : `${cardId}-${majlisId}@jemput`;
}

/**
 * The majlis as one iCalendar file (RFC 5545), one VEVENT each, in UTC so every calendar app
 * places them right.
 */
export function icsFile(
  events: readonly { event: CalendarEvent; uid: string }[],
  cardUrl: string,
): string {
  const { error, value } = createEvents(
    events.map(({ event, uid }) => ({
      uid,
      title: event.title,
      start: event.start.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      end: event.end.getTime(),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      location: event.location,
      description: event.description,
      url: cardUrl,
    })),
    { productId: 'jemput/kad-kahwin' },
  );
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return value;
}

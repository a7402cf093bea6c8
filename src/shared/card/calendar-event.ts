import type { CardContent } from './card-content';
import { eventStart } from '../dates/countdown';

// Beyond the original product: "Add to calendar" offers an .ics file and a Google Calendar
// link for the event, in Asia/Kuala_Lumpur, with the venue and a link back to the card.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
}

/** The wedding as a calendar event, or null when its date or times are not valid. */
export function calendarEvent(content: CardContent, cardUrl: string): CalendarEvent | null {
  const start = eventStart(content.wedding_date, content.start_time);
  let end = eventStart(content.wedding_date, content.end_time);
  if (!start || !end) return null;
  // An end time before the start means the reception runs past midnight.
  if (end <= start) end = new Date(end.getTime() + 24 * 3600 * 1000);
  const heading = content.walimatulurus.trim() || 'Walimatulurus';
  return {
    title: `${heading}: ${content.groom_name} & ${content.bride_name}`,
    start,
    end,
    location: content.location
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    description: `Kad jemputan: ${cardUrl}`,
  };
}

/** `20261212T033000Z`: the UTC form both Google Calendar and iCalendar accept. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    location: event.location,
    details: event.description,
    ctz: 'Asia/Kuala_Lumpur',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

import type { CardContent, Majlis } from './card-content';
import { majlisTimes, majlisTitle } from './majlis';

// Beyond the original product: "Add to calendar" offers an .ics file and a Google Calendar
// link for each majlis, in Asia/Kuala_Lumpur, with the venue and a link back to the card.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
}

/**
 * A majlis as a calendar event, or null when its date or times are not valid. A card of one
 * majlis is titled by its heading, as it always was; with several, each by the majlis's title.
 */
export function calendarEvent(
  content: Pick<CardContent, 'walimatulurus' | 'groom_name' | 'bride_name' | 'majlis'>,
  majlis: Majlis,
  cardUrl: string,
): CalendarEvent | null {
  const times = majlisTimes(majlis);
  if (!times) return null;
  const heading =
    content.majlis.length > 1
      ? majlisTitle(majlis)
      : content.walimatulurus.trim() || 'Walimatulurus';
  return {
    title: `${heading}: ${content.groom_name} & ${content.bride_name}`,
    start: times.start,
    end: times.end,
    location: majlis.location
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

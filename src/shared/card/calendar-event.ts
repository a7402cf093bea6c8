import type { CardMessageId, CardWordValues } from '../i18n/card-words';
import type { CardContent, Majlis, MajlisKind } from './card-content';
import { majlisTimes } from './majlis';

// Beyond the original product: "Add to calendar" offers an .ics file and a Google Calendar
// link for each majlis, in Asia/Kuala_Lumpur, with the venue and a link back to the card.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
}

/** A majlis kind's name among the card's words. */
export const MAJLIS_KIND_MESSAGES: Record<MajlisKind, CardMessageId> = {
  akad: 'card.majlis.akad',
  resepsi: 'card.majlis.resepsi',
  bertandang: 'card.majlis.bertandang',
  lain: 'card.majlis.lain',
};

/** A card message in each language the card shows, the main one first. */
export type CardMessageIn = (id: CardMessageId, values?: CardWordValues) => string[];

/**
 * A majlis as a calendar event in the card's language, or null when its date or times are not
 * valid. A card of one majlis is titled by its heading, as it always was; with several, each by
 * the majlis's title. A card in both languages titles its events in Malay alone and says the
 * link in both: a calendar's day shows a title cut to a few words, and two languages there
 * would push the couple's names out of sight, while the description is read whole when opened.
 */
export function calendarEvent(
  content: Pick<CardContent, 'walimatulurus' | 'groom_name' | 'bride_name' | 'majlis'>,
  majlis: Majlis,
  cardUrl: string,
  words: CardMessageIn,
): CalendarEvent | null {
  const times = majlisTimes(majlis);
  if (!times) return null;
  const couple = `${content.groom_name} & ${content.bride_name}`;
  const heading =
    content.majlis.length > 1
      ? majlis.title.trim() || words(MAJLIS_KIND_MESSAGES[majlis.kind])[0]!
      : content.walimatulurus.trim();
  return {
    title: heading ? `${heading}: ${couple}` : words('card.calendar.title', { couple })[0]!,
    start: times.start,
    end: times.end,
    location: majlis.location
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    description: words('card.calendar.description', { url: cardUrl }).join('\n'),
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

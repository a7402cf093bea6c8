import type { CardMessageId, CardWordValues } from '../i18n/card-words';
import type { CardContent, Majlis, MajlisKind } from './card-content';
import { ownHeading } from './default-heading';
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

type CalendarCard = Pick<
  CardContent,
  'walimatulurus' | 'walimatulurus_en' | 'groom_name' | 'bride_name' | 'majlis'
>;

/**
 * The event's title in each of the card's languages, the main one first. A card of one majlis is
 * titled by its heading, as it always was; with several, each by the majlis's title. The second
 * language of a card in both (English) takes the couple's English version when they gave one,
 * else the catalogue's words for what the card's own words are the sample's or the kind's; a
 * title of the couple's own with no English version is said once.
 */
function titles(card: CalendarCard, majlis: Majlis, words: CardMessageIn): string[] {
  const couple = `${card.groom_name} & ${card.bride_name}`;
  const catalogueTitles = words('card.calendar.title', { couple });
  const kindTitles = words(MAJLIS_KIND_MESSAGES[majlis.kind]);
  return catalogueTitles.map((catalogueTitle, i) => {
    const second = i > 0;
    let heading: string;
    if (card.majlis.length > 1) {
      const own = majlis.title.trim();
      heading = (second ? majlis.title_en?.trim() : '') || own || kindTitles[i]!;
    } else {
      // A sample heading, in either language, is no heading of the couple's: the catalogue's
      // title says it in the reader's words ("The Wedding of Adam & Hawa", not "The Wedding of:").
      const own = ownHeading(card.walimatulurus);
      heading = second ? ownHeading(card.walimatulurus_en ?? '') || own : own;
    }
    return heading ? `${heading}: ${couple}` : catalogueTitle;
  });
}

/**
 * A majlis as a calendar event in the card's language, or null when its date or times are not
 * valid. A card in both languages gives its title in Malay, then English (`Malay / English`:
 * a calendar keeps one title line), and says the link in both in the description.
 */
export function calendarEvent(
  content: CalendarCard,
  majlis: Majlis,
  cardUrl: string,
  words: CardMessageIn,
): CalendarEvent | null {
  const times = majlisTimes(majlis);
  if (!times) return null;
  const title = titles(content, majlis, words);
  return {
    title: title.filter((one, i) => title.indexOf(one) === i).join(' / '),
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

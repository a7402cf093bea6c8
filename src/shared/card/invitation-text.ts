import { displayTimeRange } from '../dates/clock-time';
import { malayWeekdayAndDate } from '../dates/malay-date';
import type { CardContent } from './card-content';
import { firstMajlis, majlisTitle, visibleMajlis } from './majlis';

// The invitation text the couple copies or shares (WhatsApp, the
// phone's share sheet), built from the card itself so it always says what the card says.

export type InvitationTextCard = Pick<
  CardContent,
  'walimatulurus' | 'groom_name' | 'bride_name' | 'majlis'
>;

/** The venue on one line: the card's lines joined with commas. */
function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The invitation as the couple sends it: greeting, the couple, the first majlis's date, time and
 * venue (and how many more majlis the card holds), the card's link (and the hashtag when there is
 * one). It goes out with the card's own link, so it counts the majlis that link shows: the open
 * ones (all of them if every one is by invitation). Plain text: WhatsApp shows it as it is.
 */
export function invitationText(card: InvitationTextCard, cardUrl: string, hashtag = ''): string {
  const heading = card.walimatulurus.trim() || 'Walimatulurus';
  const open = visibleMajlis(card.majlis, null);
  const shown = open.length > 0 ? open : card.majlis;
  const first = firstMajlis(shown);
  const more = shown.length - 1;
  const venue = oneLine(first.location);
  const lines = [
    'Assalamualaikum dan salam sejahtera.',
    '',
    `Dengan penuh kesyukuran, kami menjemput anda ke majlis ${heading}`,
    `${card.groom_name} & ${card.bride_name}`,
    '',
    ...(more > 0 ? [majlisTitle(first)] : []),
    `Tarikh: ${malayWeekdayAndDate(first.date)}`,
    `Masa: ${displayTimeRange(first.start_time, first.end_time)}`,
    ...(venue ? [`Tempat: ${venue}`] : []),
    ...(more > 0 ? ['', `Dan ${more} majlis lagi: butiran dalam kad.`] : []),
    '',
    'Kad jemputan, lokasi dan RSVP:',
    cardUrl,
    ...(hashtag ? ['', `#${hashtag}`] : []),
  ];
  return lines.join('\n');
}

/** WhatsApp's share link with a prepared text and no number: the sender picks the chat. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

import { displayTimeRange } from '../dates/clock-time';
import { malayWeekdayAndDate } from '../dates/malay-date';
import type { CardContent } from './card-content';

// The invitation text the couple copies or shares (WhatsApp, the
// phone's share sheet), built from the card itself so it always says what the card says.

export type InvitationTextCard = Pick<
  CardContent,
  | 'walimatulurus'
  | 'groom_name'
  | 'bride_name'
  | 'wedding_date'
  | 'start_time'
  | 'end_time'
  | 'location'
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
 * The invitation as the couple sends it: greeting, the couple, date, time, venue, the card's
 * link (and the hashtag when there is one). Plain text: WhatsApp shows it as it is.
 */
export function invitationText(card: InvitationTextCard, cardUrl: string, hashtag = ''): string {
  const heading = card.walimatulurus.trim() || 'Walimatulurus';
  const venue = oneLine(card.location);
  const lines = [
    'Assalamualaikum dan salam sejahtera.',
    '',
    `Dengan penuh kesyukuran, kami menjemput anda ke majlis ${heading}`,
    `${card.groom_name} & ${card.bride_name}`,
    '',
    `Tarikh: ${malayWeekdayAndDate(card.wedding_date)}`,
    `Masa: ${displayTimeRange(card.start_time, card.end_time)}`,
    ...(venue ? [`Tempat: ${venue}`] : []),
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

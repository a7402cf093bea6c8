import { displayTimeRange } from '../dates/clock-time';
import { weekdayAndDateWords } from '../dates/date-words';
import { cardText } from '../i18n/card-catalogues';
import type { CardLanguage } from '../i18n/card-words';
import { cardLocales, DEFAULT_CARD_LANGUAGE } from '../i18n/card-words';
import type { Locale } from '../i18n/locales';
import type { CardContent, Majlis } from './card-content';
import { ownHeading } from './default-heading';
import { firstMajlis, visibleMajlis } from './majlis';
import { majlisTitleIn } from './majlis-title';

// The invitation text the couple copies or shares (WhatsApp, the
// phone's share sheet), built from the card itself so it always says what the card says. Guests
// read it, so it speaks the card's language, not the couple's screen's: a card in both says it
// in Malay, then in English beneath, with the card's one link at the end.

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
 * The card's heading in the invitation's sentence: the couple's own, or, when they left it empty
 * or at the sample's (Malay or English), the language's own way of saying it ("the wedding of"
 * in English, mid-sentence).
 */
function headingIn(card: InvitationTextCard, locale: Locale): string {
  return ownHeading(card.walimatulurus) || cardText(locale, 'card.share.heading');
}

/** The text in one language, up to its link: greeting, the couple, the first majlis, the rest. */
function invitationIn(
  locale: Locale,
  card: InvitationTextCard,
  first: Pick<Majlis, 'kind' | 'title' | 'date' | 'start_time' | 'end_time' | 'location'>,
  more: number,
): string[] {
  const venue = oneLine(first.location);
  return [
    cardText(locale, 'card.share.greeting'),
    '',
    cardText(locale, 'card.share.invite', { heading: headingIn(card, locale) }),
    `${card.groom_name} & ${card.bride_name}`,
    '',
    ...(more > 0 ? [majlisTitleIn(first, locale)] : []),
    cardText(locale, 'card.share.date', { date: weekdayAndDateWords(first.date, locale) }),
    cardText(locale, 'card.share.time', {
      time: displayTimeRange(first.start_time, first.end_time),
    }),
    ...(venue ? [cardText(locale, 'card.share.venue', { venue })] : []),
    ...(more > 0 ? ['', cardText(locale, 'card.share.moreMajlis', { n: more })] : []),
  ];
}

/**
 * The invitation as the couple sends it, in the card's language(s): greeting, the couple, the
 * first majlis's date, time and venue (and how many more majlis the card holds), the card's link
 * (and the hashtag when there is one). It goes out with the card's own link, so it counts the
 * majlis that link shows: the open ones (all of them if every one is by invitation). Plain text:
 * WhatsApp shows it as it is.
 */
export function invitationText(
  card: InvitationTextCard,
  cardUrl: string,
  hashtag = '',
  language: CardLanguage = DEFAULT_CARD_LANGUAGE,
): string {
  const open = visibleMajlis(card.majlis, null);
  const shown = open.length > 0 ? open : card.majlis;
  const first = firstMajlis(shown);
  const locales = cardLocales(language);
  const lines = [
    ...locales.flatMap((locale, i) => [
      ...(i > 0 ? [''] : []),
      ...invitationIn(locale, card, first, shown.length - 1),
    ]),
    '',
    ...locales.map((locale) => cardText(locale, 'card.share.link')),
    cardUrl,
    ...(hashtag ? ['', `#${hashtag}`] : []),
  ];
  return lines.join('\n');
}

/** WhatsApp's share link with a prepared text and no number: the sender picks the chat. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

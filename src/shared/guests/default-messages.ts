import type { CardLanguage } from '../i18n/card-words';

// The WhatsApp messages a card's guest list starts with, until the couple saves their own. Guests
// read them, so they speak the card's language; a card in both says each part in Malay and then
// in English, the greeting and the links once. The Malay is the product's wording, word for word;
// the English uses the English names of the placeholders ({name}, {link}).

/** Lines in each language, or words said once (in Malay in a card in both). */
type Part = { ms: readonly string[]; en: readonly string[] } | { once: { ms: string; en: string } };
/** A paragraph: its parts one after the other; paragraphs are parted by a blank line. */
type Paragraph = readonly Part[];

const greeting: Part = { once: { ms: 'Assalamualaikum {nama},', en: 'Assalamualaikum {name},' } };
const link: Part = { once: { ms: '{pautan}', en: '{link}' } };
const pass: Part = { once: { ms: '{pas}', en: '{pass}' } };
const said = (ms: string, en: string): Part => ({ ms: [ms], en: [en] });

const INVITATION: readonly Paragraph[] = [
  [greeting],
  [
    said(
      'Dengan segala hormatnya kami menjemput anda ke majlis perkahwinan kami. Butiran majlis dan RSVP di pautan ini:',
      'We would be honoured to have you at our wedding. The details and the RSVP are at this link:',
    ),
    link,
  ],
  [
    said(
      'Kehadiran anda amat kami hargai. Terima kasih.',
      'Your presence means a lot to us. Thank you.',
    ),
  ],
];

const REMINDER: readonly Paragraph[] = [
  [greeting],
  [
    said(
      'Sekadar peringatan mesra: mohon sahkan kehadiran anda ke majlis kami melalui pautan ini:',
      'A friendly reminder: please let us know whether you can come to our wedding through this link:',
    ),
    link,
  ],
  [said('Terima kasih.', 'Thank you.')],
];

const DAY_BEFORE: readonly Paragraph[] = [
  [greeting],
  [
    said(
      'Sekadar peringatan mesra: {majlis} kami pada {tarikh}, {masa}, di {tempat}.',
      'A friendly reminder: our {event} is on {date}, {time}, at {venue}.',
    ),
  ],
  [
    said(
      'Pas masuk anda (tunjukkan di pintu masuk):',
      'Your entry pass (show it at the entrance):',
    ),
    pass,
  ],
  [said('Kad dan butiran majlis:', 'The card and the details of the event:'), link],
  [
    said(
      'Kami menantikan kehadiran anda. Terima kasih.',
      'We look forward to seeing you. Thank you.',
    ),
  ],
];

const THANKS: readonly Paragraph[] = [
  [greeting],
  [
    said(
      'Terima kasih kerana sudi meraikan hari bahagia kami, dengan kehadiran mahupun ucapan dan doa. Semoga Allah membalas segala kebaikan anda.',
      'Thank you for celebrating our happy day with us, in person or with your wishes and prayers. May Allah reward all your kindness.',
    ),
  ],
  [
    said(
      'Ucapan dan kenangan majlis kami di pautan ini:',
      'The wishes and memories of our wedding are at this link:',
    ),
    link,
  ],
  [said('Salam sayang daripada kami.', 'With love from us.')],
];

function linesOf(part: Part, language: CardLanguage): readonly string[] {
  if ('once' in part) return [language === 'en' ? part.once.en : part.once.ms];
  if (language === 'both') return [...part.ms, ...part.en];
  return part[language];
}

function written(paragraphs: readonly Paragraph[], language: CardLanguage): string {
  return paragraphs
    .map((paragraph) => paragraph.flatMap((part) => linesOf(part, language)).join('\n'))
    .join('\n\n');
}

export interface DefaultMessages {
  invitation: string;
  reminder: string;
  dayBefore: string;
  thanks: string;
}

/** The four messages a card in `language` starts with. */
export function defaultMessages(language: CardLanguage): DefaultMessages {
  return {
    invitation: written(INVITATION, language),
    reminder: written(REMINDER, language),
    dayBefore: written(DAY_BEFORE, language),
    thanks: written(THANKS, language),
  };
}

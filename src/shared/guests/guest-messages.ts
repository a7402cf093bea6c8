import type { Majlis } from '../card/card-content';
import { majlisTimes } from '../card/majlis';
import { majlisTitleIn } from '../card/majlis-title';
import { whatsappLink } from '../contact/phone';
import { displayTimeRange } from '../dates/clock-time';
import { ruleMessage } from '../i18n/rule-words';
import { weekdayAndDateWords } from '../dates/date-words';
import type { CardLanguage } from '../i18n/card-words';
import { PASS_PATH } from '../schemas/check-in';
import { MAX_TEMPLATE_LENGTH, TEMPLATE_MESSAGES } from './invitation-message';
import { fillPlaceholders, hasPlaceholder, placeholderValues } from './message-placeholders';
import { partyTokenOfPath } from './personal-link';

// The messages that follow the invitation, sent one WhatsApp tap at a time as invitations are:
// the reminder the day before a majlis, to each party coming to it, with its pass; and the
// thank-you after the last majlis, to each party that came or replied. Each is a template the
// couple edits, with placeholders filled for each party.

/** The day-before reminder opens this long before its majlis's date begins (Malaysian time). */
const DAY_MS = 24 * 3600 * 1000;

export const DEFAULT_DAY_BEFORE_TEMPLATE = [
  'Assalamualaikum {nama},',
  '',
  'Sekadar peringatan mesra: {majlis} kami pada {tarikh}, {masa}, di {tempat}.',
  '',
  'Pas masuk anda (tunjukkan di pintu masuk):',
  '{pas}',
  '',
  'Kad dan butiran majlis:',
  '{pautan}',
  '',
  'Kami menantikan kehadiran anda. Terima kasih.',
].join('\n');

export const DEFAULT_THANKS_TEMPLATE = [
  'Assalamualaikum {nama},',
  '',
  'Terima kasih kerana sudi meraikan hari bahagia kami, dengan kehadiran mahupun ucapan dan doa. Semoga Allah membalas segala kebaikan anda.',
  '',
  'Ucapan dan kenangan majlis kami di pautan ini:',
  '{pautan}',
  '',
  'Salam sayang daripada kami.',
].join('\n');

/** What each placeholder of the day-before reminder becomes (the help line of its field). */
export const DAY_BEFORE_PLACEHOLDERS = {
  nama: 'nama tetamu',
  majlis: 'nama majlis',
  tarikh: 'tarikh majlis',
  masa: 'masa majlis (atau sesi tetamu)',
  tempat: 'tempat majlis',
  pas: 'pautan pas masuk tetamu',
  pautan: 'pautan peribadinya',
} as const;

export const THANKS_PLACEHOLDERS = {
  nama: 'nama tetamu',
  pautan: 'pautan peribadinya',
} as const;

/** The day-before and thank-you templates' own refusals, as the catalogue's words. */
export const GUEST_MESSAGE_TEMPLATE_MESSAGES = {
  noPass: ruleMessage('guestList.templates.error.noPass'),
  empty: ruleMessage('guestList.templates.error.emptyThanks'),
} as const;

/** Why the day-before template cannot be used ({pas} is its point), or null when it can. */
export function dayBeforeTemplateProblem(template: string): string | null {
  if (template.length > MAX_TEMPLATE_LENGTH) return TEMPLATE_MESSAGES.tooLong;
  if (!hasPlaceholder(template, 'pas')) return GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass;
  return null;
}

/** Why the thank-you template cannot be used, or null: a thank-you needs no link. */
export function thanksTemplateProblem(template: string): string | null {
  if (template.length > MAX_TEMPLATE_LENGTH) return TEMPLATE_MESSAGES.tooLong;
  if (template.trim() === '') return GUEST_MESSAGE_TEMPLATE_MESSAGES.empty;
  return null;
}

/**
 * A party's pass from its personal link: the same token at `/pas#<token>` on the same site (the
 * party's link is its pass at the door). Null for a link that is not a personal link.
 */
export function partyPassLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const token = partyTokenOfPath(url.pathname);
  return token === null ? null : `${url.origin}${PASS_PATH}#${token}`;
}

/** The majlis as the reminder names it, and the party's session there when it chose one. */
export interface ReminderMajlis {
  majlis: Pick<
    Majlis,
    'kind' | 'title' | 'date' | 'start_time' | 'end_time' | 'location' | 'sessions'
  >;
  /** The session the party took at it, if any: {masa} is then the session's. */
  sessionId: string | null;
}

/** The venue on one line: the couple may write it over several. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The day-before reminder for one party and majlis, every placeholder filled: the majlis's kind
 * and its date in the card's language (in both, the Malay names in Malay, the English in English).
 */
export function dayBeforeMessage(
  template: string,
  party: { name: string; link: string },
  { majlis, sessionId }: ReminderMajlis,
  language: CardLanguage = 'ms',
): string {
  const session = majlis.sessions.find((candidate) => candidate.id === sessionId);
  const times = session ?? majlis;
  const values = placeholderValues(
    {
      nama: party.name,
      pautan: party.link,
      pas: partyPassLink(party.link) ?? party.link,
      majlis: (locale) => majlisTitleIn(majlis, locale),
      tarikh: (locale) => weekdayAndDateWords(majlis.date, locale),
      masa: displayTimeRange(times.start_time, times.end_time),
      tempat: oneLine(majlis.location),
    },
    language,
  );
  return fillPlaceholders(template, values);
}

/** The thank-you for one party, its placeholders filled. */
export function thanksMessage(template: string, party: { name: string; link: string }): string {
  return fillPlaceholders(template, placeholderValues({ nama: party.name, pautan: party.link }));
}

/** The wa.me link that opens the party's chat with `message` written. */
export function messageWhatsappLink(party: { phone: string }, message: string): string {
  return whatsappLink(party.phone, message);
}

/**
 * When a majlis's day-before reminder may go: from the start of the day before its date
 * (Malaysian time) until the majlis is over. Null for a majlis without valid times.
 */
export function dayBeforeWindow(
  majlis: Pick<Majlis, 'date' | 'start_time' | 'end_time'>,
): { opens: Date; closes: Date } | null {
  const times = majlisTimes(majlis);
  const dayStarts = new Date(`${majlis.date}T00:00:00+08:00`);
  if (!times || Number.isNaN(dayStarts.getTime())) return null;
  return { opens: new Date(dayStarts.getTime() - DAY_MS), closes: times.end };
}

/** The calendar day (`YYYY-MM-DD`) the day-before reminder of a majlis on `date` opens. */
export function dayBeforeDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? ''
    : new Date(day.getTime() - DAY_MS).toISOString().slice(0, 10);
}

export type DayBeforeState = 'not-yet' | 'open' | 'over';

/** Where a majlis's day-before reminder stands at `now`. */
export function dayBeforeState(
  majlis: Pick<Majlis, 'date' | 'start_time' | 'end_time'>,
  now: Date,
): DayBeforeState {
  const window = dayBeforeWindow(majlis);
  if (!window || now >= window.closes) return 'over';
  return now >= window.opens ? 'open' : 'not-yet';
}

/**
 * When the last majlis ends, or null for a card without majlis: the wedding is held then
 * (`weddingHeld`), and the thank-yous may go from then on.
 */
export function weddingEnds(
  list: readonly Pick<Majlis, 'date' | 'start_time' | 'end_time'>[],
): Date | null {
  let last: Date | null = null;
  for (const majlis of list) {
    const end = majlisTimes(majlis)?.end;
    if (end && (last === null || end > last)) last = end;
  }
  return last;
}

/** A party as these rules read it: its answer to each majlis, if it replied. */
export interface PartyReply {
  rsvp: { majlis: readonly { id: string; attending: boolean; sessionId: string | null }[] } | null;
}

/** The party's answer Hadir to the majlis, or undefined: the day-before reminder is for it. */
export function comingTo(party: PartyReply, majlisId: string) {
  return party.rsvp?.majlis.find((answer) => answer.id === majlisId && answer.attending);
}

/**
 * Whether a thank-you is for the party: it came or it replied. A check-in is always of an
 * answer, so a party that replied (coming or not, its wishes with it) covers both.
 */
export function thanksDue(party: PartyReply): boolean {
  return party.rsvp !== null;
}

/** Why a day-before reminder or a thank-you is refused, as the catalogue's words. */
export const GUEST_MESSAGE_MESSAGES = {
  notComing: ruleMessage('guestList.error.notComing'),
  dayBeforeNotYet: (opens: string) => ruleMessage('guestList.error.dayBeforeNotYet', { opens }),
  dayBeforeOver: ruleMessage('guestList.error.dayBeforeOver'),
  thanksNotYet: ruleMessage('guestList.error.thanksNotYet'),
  thanksNotDue: ruleMessage('guestList.error.thanksNotDue'),
  unknownMajlis: ruleMessage('guestList.error.unknownMajlis'),
} as const;

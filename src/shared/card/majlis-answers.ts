import { cardRuleMessage } from '../i18n/card-rule-words';
import type { Majlis } from './card-content';

// A guest's RSVP answers each majlis they may attend: coming or not, how many, and which session
// when the majlis has sessions. A card of one majlis keeps the spec's form (attending, guests),
// which answers that majlis; the card's form sends one answer per majlis. The server and the
// form read an RSVP through these same rules.

/** One majlis's answer, as the RSVP form sends it. */
export interface MajlisAnswerInput {
  id: string;
  attending: boolean;
  /** How many come to this majlis; the RSVP's `guests` when left out. */
  guests?: number | undefined;
  /** The session chosen, when the majlis has sessions and the guest comes. */
  session?: string | null | undefined;
}

/** One majlis's answer, checked: what is kept. */
export interface MajlisAnswer {
  majlisId: string;
  attending: boolean;
  guests: number;
  sessionId: string | null;
}

/** What the answers' rules say to a guest, in the card's words (card-rule-words.ts). */
export const MAJLIS_ANSWER_MESSAGES = {
  notInvited: cardRuleMessage('card.rsvp.error.notInvited'),
  twice: cardRuleMessage('card.rsvp.error.twice'),
  missing: cardRuleMessage('card.rsvp.error.missing'),
  session: cardRuleMessage('card.rsvp.error.session'),
  sessionUnknown: cardRuleMessage('card.rsvp.error.sessionUnknown'),
  sessionFull: (label: string) => cardRuleMessage('card.rsvp.error.sessionFull', { label }),
} as const;

export type MajlisAnswersResult =
  { ok: true; answers: MajlisAnswer[] } | { ok: false; message: string; field: string };

interface RsvpAnswers {
  attending: boolean;
  guests: number;
  majlis?: readonly MajlisAnswerInput[] | undefined;
}

type AnsweredMajlis = Pick<Majlis, 'id' | 'sessions'>;

function answerOf(
  majlis: AnsweredMajlis,
  input: MajlisAnswerInput,
  guests: number,
  field: string,
): MajlisAnswersResult | MajlisAnswer {
  const count = input.guests ?? guests;
  if (!input.attending) {
    return { majlisId: majlis.id, attending: false, guests: count, sessionId: null };
  }
  if (majlis.sessions.length === 0) {
    if (input.session) {
      return { ok: false, message: MAJLIS_ANSWER_MESSAGES.sessionUnknown, field };
    }
    return { majlisId: majlis.id, attending: true, guests: count, sessionId: null };
  }
  if (!input.session) return { ok: false, message: MAJLIS_ANSWER_MESSAGES.session, field };
  if (!majlis.sessions.some((session) => session.id === input.session)) {
    return { ok: false, message: MAJLIS_ANSWER_MESSAGES.sessionUnknown, field };
  }
  return { majlisId: majlis.id, attending: true, guests: count, sessionId: input.session };
}

/**
 * The answers of an RSVP for the majlis the guest may see (`visible`): one per majlis, each
 * checked (a majlis they are not invited to, one answered twice or not at all, a missing or
 * unknown session), or the first problem with the field it is about. An RSVP without answers
 * per majlis (the spec's form) answers every visible majlis alike.
 */
export function majlisAnswers(
  visible: readonly AnsweredMajlis[],
  rsvp: RsvpAnswers,
): MajlisAnswersResult {
  if (visible.length === 0) {
    return { ok: false, message: MAJLIS_ANSWER_MESSAGES.notInvited, field: 'majlis' };
  }
  const inputs =
    rsvp.majlis ?? visible.map((majlis) => ({ id: majlis.id, attending: rsvp.attending }));
  const answers: MajlisAnswer[] = [];
  for (const [index, input] of inputs.entries()) {
    const field = rsvp.majlis ? `majlis.${index}.session` : 'majlis';
    const majlis = visible.find((candidate) => candidate.id === input.id);
    if (!majlis) {
      return { ok: false, message: MAJLIS_ANSWER_MESSAGES.notInvited, field: `majlis.${index}` };
    }
    if (answers.some((answer) => answer.majlisId === input.id)) {
      return { ok: false, message: MAJLIS_ANSWER_MESSAGES.twice, field: `majlis.${index}` };
    }
    const answer = answerOf(majlis, input, rsvp.guests, field);
    if ('ok' in answer) return answer;
    answers.push(answer);
  }
  if (answers.length < visible.length) {
    return { ok: false, message: MAJLIS_ANSWER_MESSAGES.missing, field: 'majlis' };
  }
  return { ok: true, answers };
}

/**
 * The RSVP as a whole, from its answers: coming when coming to any majlis, with the most
 * people coming to any (`guests` when coming to none).
 */
export function rsvpSummary(answers: readonly MajlisAnswer[], guests: number) {
  const coming = answers.filter((answer) => answer.attending);
  return {
    attending: coming.length > 0,
    guests: coming.length > 0 ? Math.max(...coming.map((answer) => answer.guests)) : guests,
  };
}

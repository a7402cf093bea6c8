import type { Kysely } from 'kysely';
import type { MajlisAnswer } from '@shared/card/majlis-answers';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import { seatsFit } from '@shared/card/majlis';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import type { KeptRsvp } from './rsvps.repository';
import { inTransaction, rsvpsRepository } from './rsvps.repository';

// An RSVP is kept with its seats: a session holds a number of people, and two guests racing for
// its last seats never both get them. An answer that takes a session first takes the card's row
// (SQLite: the write lock; PostgreSQL: the row lock), so answers to one card's sessions take
// turns; then the seats are counted and the answer written in the same transaction. Answers
// without a session (most cards) never wait.

/**
 * Refuses, with the session's Malay message, an answer whose session is gone or cannot seat
 * its people; the RSVP `except` is the one being changed (its own seats are free to it).
 */
async function checkSeats(
  trx: Kysely<Database>,
  cardId: string,
  answers: readonly MajlisAnswer[],
  except?: string,
): Promise<void> {
  const seated = answers.flatMap((answer, index) =>
    answer.attending && answer.sessionId ? [{ answer, index, sessionId: answer.sessionId }] : [],
  );
  if (seated.length === 0) return;
  const card = await cardsRepository(trx).lockForAnswers(cardId);
  if (!card) return;
  const sessions = columnsToContent(card).majlis.flatMap((majlis) => majlis.sessions);
  const taken = await rsvpsRepository(trx).seatsTaken(
    cardId,
    seated.map((one) => one.sessionId),
    except,
  );
  for (const { answer, index, sessionId } of seated) {
    const field = `majlis.${index}.session`;
    const session = sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw badRequest(MAJLIS_ANSWER_MESSAGES.sessionUnknown, field);
    if (!seatsFit(session, taken.get(sessionId) ?? 0, answer.guests)) {
      throw conflict(MAJLIS_ANSWER_MESSAGES.sessionFull(session.label), field);
    }
  }
}

/** A new RSVP with its seats; its id, or null when the card cannot take another RSVP. */
export function keepNewRsvp(
  db: Kysely<Database>,
  cardId: string,
  rsvp: KeptRsvp,
  now: Date,
  passHash: string | null,
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    await checkSeats(trx, cardId, rsvp.answers);
    return rsvpsRepository(trx).create(cardId, rsvp, now, passHash);
  });
}

/** A guest's new answer over their RSVP, with its seats; false when there is no such RSVP. */
export function keepChangedRsvp(
  db: Kysely<Database>,
  cardId: string,
  rsvpId: string,
  rsvp: KeptRsvp,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await checkSeats(trx, cardId, rsvp.answers, rsvpId);
    return rsvpsRepository(trx).replaceAnswer(cardId, rsvpId, rsvp, now);
  });
}

/**
 * The owner's answers for an RSVP, by hand (a guest who phoned, after the RSVP closed): the
 * seats hold as for guests; who answered and their wish stay. False when there is no such RSVP.
 */
export function keepAnswersByHand(
  db: Kysely<Database>,
  cardId: string,
  rsvpId: string,
  answers: readonly MajlisAnswer[],
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await checkSeats(trx, cardId, answers, rsvpId);
    return rsvpsRepository(trx).setAnswers(cardId, rsvpId, answers, 1, now);
  });
}

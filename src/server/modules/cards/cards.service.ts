import { AFTER_DAY_MESSAGES, heldAt, takenDown } from '@shared/card/after-the-day';
import { contentForGuests } from '@shared/card/english-texts';
import { visibleMajlis, weddingHeld } from '@shared/card/majlis';
import { isTrialExpired, trialEndsAt } from '@shared/card/trial';
import type { PublicCard } from '@shared/schemas/card';
import { CARD_NOT_FOUND, DEMO_CARD_ID } from '@shared/schemas/card-id';
import { HttpError, notFound } from '../../http/errors';
import type { CardRow, cardsRepository } from './cards.repository';
import { columnsToContent } from './cards.repository';

/**
 * The card as guests may see it: the couple's content and the guest-facing features, never the
 * owner's e-mail or mobile; an expired trial gives nothing but its state. Only the majlis the
 * guest is invited to are in it: the open ones for the card's link (`invitedIds` null), a
 * party's own for its personal link.
 */
export function publicCard(
  row: CardRow,
  now: Date,
  invitedIds: readonly string[] | null = null,
): PublicCard {
  if (isTrialExpired(row.status, row.created_at, now, row.trial_ends_at))
    return { id: row.id, state: 'expired' };
  const content = columnsToContent(row);
  const held = cardHeld(row, content.majlis, now);
  if (takenDown(row.after_day, held)) return { id: row.id, state: 'closed' };
  const salamKautOn = row.salam_kaut !== null && row.salamkaut_activation === 1;
  // The demo card's wedding moves ahead at every start (db/seed.ts): it never turns.
  const ends = row.id === DEMO_CARD_ID ? null : heldAt(content.majlis);
  return {
    id: row.id,
    state: 'live',
    // English versions of the couple's texts go to guests of a card in both languages only.
    content: contentForGuests(
      { ...content, majlis: visibleMajlis(content.majlis, invitedIds) },
      row.language,
    ),
    features: {
      rsvp: row.rsvp === 1,
      email_input: row.email_input === 1,
      // The couple switch music on themselves (no staff activation): the
      // intro, Buka and the music button come exactly when music is on and a song is chosen.
      music: row.music === 1 && row.yt_id !== null,
      yt_id: row.music === 1 ? row.yt_id : null,
      music_start: row.music_start,
      gift: row.gift === 1,
      // Served by the storage module (salam kaut issue); the file name is a generated one.
      salam_kaut: salamKautOn ? `/media/salam-kaut/${row.salam_kaut}` : null,
      rsvp_closes_on: row.rsvp_closes_on,
      held_at: ends?.toISOString() ?? null,
      after_day: row.after_day,
      // The note is for after the day: it is not in the page before.
      thanks_note: held ? row.thanks_note : null,
      trial_ends_at:
        row.status === 'unverified'
          ? trialEndsAt(row.created_at, row.trial_ends_at).toISOString()
          : null,
    },
  };
}

/**
 * Whether the card's wedding has been held at `now`: every majlis of the card is over (those a
 * guest does not see too). The demo card, whose wedding the seed moves ahead, never is.
 */
export function cardHeld(
  row: Pick<CardRow, 'id'>,
  majlis: Parameters<typeof weddingHeld>[0],
  now: Date,
): boolean {
  return row.id !== DEMO_CARD_ID && weddingHeld(majlis, now);
}

/** Whether the card is held and taken down by its owner at `now` (guests then get 410). */
export function cardTakenDown(row: CardRow, now: Date): boolean {
  return takenDown(row.after_day, cardHeld(row, columnsToContent(row).majlis, now));
}

/** The refusal a taken-down card gives guests' calls: 410 Gone, in the owner's words. */
export const cardTakenDownError = () => new HttpError(410, 'gone', AFTER_DAY_MESSAGES.takenDown);

/** The card, if guests may see it now; unknown ids and expired trials are "not found" (404). */
export async function findLiveCard(
  cards: ReturnType<typeof cardsRepository>,
  id: string,
  now: Date,
): Promise<CardRow> {
  const card = await cards.findById(id);
  if (!card || isTrialExpired(card.status, card.created_at, now, card.trial_ends_at))
    throw notFound(CARD_NOT_FOUND);
  return card;
}

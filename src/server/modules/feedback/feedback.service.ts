import type { Kysely } from 'kysely';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { OwnFeedback } from '@shared/schemas/feedback';
import type { Database } from '../../db/schema';
import { conflict, said } from '../../http/errors';
import type { FeedbackInput } from './feedback.repository';
import { feedbackRepository } from './feedback.repository';

/** What the owner's form needs to know about a card. */
export interface FeedbackCard {
  id: string;
  status: string;
}

/** Feedback comes from couples who have used Jemput for real, so the card is paid. */
export const canLeaveFeedback = (card: FeedbackCard) => card.status === 'active';

/**
 * The owner leaves (or edits) the card's one entry; refused (409, in Malay) while the card is in
 * its trial or expired.
 */
export async function saveOwnerFeedback(
  db: Kysely<Database>,
  card: FeedbackCard,
  userId: string,
  input: FeedbackInput,
  now: Date,
): Promise<{ feedback: OwnFeedback; created: boolean; message: SiteMessageId }> {
  if (!canLeaveFeedback(card)) throw conflict(said('feedback.error.notActive'));
  const saved = await feedbackRepository(db).saveForCard(card.id, userId, input, now);
  return {
    ...saved,
    message: saved.created ? 'feedback.reply.saved' : 'feedback.reply.updated',
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import type { CardLanguage } from '@shared/i18n/card-words';

/** The owner's settings of a card that are not its content (no version is raised). */
export function ownerCardRepository(db: Kysely<Database>) {
  return {
    /** The RSVP's last day (a Malaysian calendar date), or null for none. */
    async setRsvpClosesOn(id: string, closesOn: string | null, now: Date): Promise<void> {
      await db
        .updateTable('cards')
        .set({ rsvp_closes_on: closesOn, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The card's language. The card's page is keyed by its whole row, so guests read the new
     * language from their next request.
     */
    async setLanguage(id: string, language: CardLanguage, now: Date): Promise<void> {
      await db
        .updateTable('cards')
        .set({ language, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /** The thank-you note (null: none) and whether the card stays up after the day. */
    async setAfterTheDay(
      id: string,
      settings: { thanksNote: string | null; afterDay: 'keep' | 'down' },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('cards')
        .set({
          thanks_note: settings.thanksNote,
          after_day: settings.afterDay,
          updated_at: nowIso(now),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

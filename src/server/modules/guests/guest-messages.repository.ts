import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

// The messages after the invitation: which parties were sent their reminder the day before
// each majlis, and their thank-you.

/** A party's day-before reminders: the majlis and when it was last sent. */
export interface DayBeforeSent {
  majlisId: string;
  sentAt: string;
}

/** Each party's day-before reminders, by the party's id. */
export type DayBeforeByParty = ReadonlyMap<string, DayBeforeSent[]>;

export function guestMessagesRepository(db: Kysely<Database>) {
  return {
    /** The day-before reminders sent to the card's parties (to one party when given). */
    async dayBeforeOfParties(cardId: string, partyId?: string): Promise<DayBeforeByParty> {
      let query = db
        .selectFrom('guest_party_day_before')
        .select(['party_id', 'majlis_id', 'sent_at'])
        .where('card_id', '=', cardId)
        .orderBy('sent_at');
      if (partyId !== undefined) query = query.where('party_id', '=', partyId);
      const sent = new Map<string, DayBeforeSent[]>();
      for (const row of await query.execute()) {
        const mark = { majlisId: row.majlis_id, sentAt: row.sent_at };
        const known = sent.get(row.party_id);
        if (known) known.push(mark);
        else sent.set(row.party_id, [mark]);
      }
      return sent;
    },

    /** The party was sent its reminder for the majlis now (a send again keeps the last time). */
    async markDayBefore(cardId: string, partyId: string, majlisId: string, now: Date) {
      const sentAt = nowIso(now);
      await db
        .insertInto('guest_party_day_before')
        .values({ party_id: partyId, card_id: cardId, majlis_id: majlisId, sent_at: sentAt })
        .onConflict((oc) => oc.columns(['party_id', 'majlis_id']).doUpdateSet({ sent_at: sentAt }))
        .execute();
    },

    /** The party was sent its thank-you now. */
    async markThanked(cardId: string, partyId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set({ thanked_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('id', '=', partyId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** In a card save's transaction: the reminders of majlis the card no longer has go. */
    async forgetMajlis(cardId: string, majlisIds: readonly string[]): Promise<void> {
      if (majlisIds.length === 0) return;
      await db
        .deleteFrom('guest_party_day_before')
        .where('card_id', '=', cardId)
        .where('majlis_id', 'in', majlisIds)
        .execute();
    },
  };
}

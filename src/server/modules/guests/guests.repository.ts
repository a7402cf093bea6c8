import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Party } from '@shared/guests/guest-party';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

// A card's guest list: its parties, each with the RSVP that answered it.

/** Rows per insert: well under SQLite's 32,766 bound parameters at 9 columns a row. */
const INSERT_CHUNK = 500;

export const newPartyId = () => randomId(12);

/**
 * The majlis a party is invited to, from its row: the ids chosen, or null when the owner never
 * chose (the card's open majlis).
 */
export function invitedMajlisIds(row: { majlis_ids: string | null }): string[] | null {
  if (row.majlis_ids === null) return null;
  const ids = JSON.parse(row.majlis_ids) as unknown;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}

export function guestsRepository(db: Kysely<Database>) {
  const withRsvp = (executor: Kysely<Database> | Transaction<Database>) =>
    executor
      .selectFrom('guest_parties as p')
      .leftJoin('rsvps as r', 'r.id', 'p.rsvp_id')
      .select([
        'p.id',
        'p.card_id',
        'p.name',
        'p.phone',
        'p.allowance',
        'p.group_name',
        'p.note',
        'p.sent_at',
        'p.reminded_at',
        'p.opened_at',
        'p.created_at',
        'p.link_version',
        'p.rsvp_id',
        'p.majlis_ids',
        'r.attending',
        'r.guests',
      ]);

  return {
    /** The owner's message templates, or undefined while the defaults stand. */
    templates(cardId: string) {
      return db
        .selectFrom('guest_list_settings')
        .select(['invitation_template', 'reminder_template'])
        .where('card_id', '=', cardId)
        .executeTakeFirst();
    },

    async saveTemplates(
      cardId: string,
      templates: { invitation: string; reminder: string },
      now: Date,
    ): Promise<void> {
      const values = {
        invitation_template: templates.invitation,
        reminder_template: templates.reminder,
        updated_at: nowIso(now),
      };
      await db
        .insertInto('guest_list_settings')
        .values({ card_id: cardId, ...values })
        .onConflict((oc) => oc.column('card_id').doUpdateSet(values))
        .execute();
    },

    /** The card's parties in the order they were listed (then by name). */
    listOfCard(cardId: string) {
      return withRsvp(db)
        .where('p.card_id', '=', cardId)
        .orderBy('p.created_at')
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
    },

    findOne(cardId: string, id: string) {
      return withRsvp(db).where('p.card_id', '=', cardId).where('p.id', '=', id).executeTakeFirst();
    },

    /** A party by its id alone, for its personal link (whose token names no card). */
    findForLink(id: string) {
      return withRsvp(db).select(['r.email', 'r.ucapan']).where('p.id', '=', id).executeTakeFirst();
    },

    /** The party an RSVP answered for, if it came through a personal link. */
    findByRsvp(cardId: string, rsvpId: string) {
      return withRsvp(db)
        .where('p.card_id', '=', cardId)
        .where('p.rsvp_id', '=', rsvpId)
        .executeTakeFirst();
    },

    /** The first open of a party's link: its time, once (no address, no device). */
    async markOpened(id: string, now: Date): Promise<void> {
      await db
        .updateTable('guest_parties')
        .set({ opened_at: nowIso(now) })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .execute();
    },

    /** Links the party to its first answer; false when another answer was linked first. */
    async linkRsvpOnce(id: string, rsvpId: string): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set({ rsvp_id: rsvpId })
        .where('id', '=', id)
        .where('rsvp_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A new link for the party: the old one opens the plain card from now on. */
    async renewLink(cardId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set((eb) => ({ link_version: eb('link_version', '+', 1) }))
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The owner's edit of a party (its phone may change, to one no other party has). */
    async update(cardId: string, id: string, party: Party): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set({
          name: party.name,
          phone: party.phone,
          allowance: party.allowance,
          group_name: party.group,
          note: party.note,
        })
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The party listed with this phone, if any (one phone is one party on a card). */
    holderOfPhone(
      cardId: string,
      phone: string,
      executor: Kysely<Database> | Transaction<Database> = db,
    ) {
      return executor
        .selectFrom('guest_parties')
        .select(['id', 'name'])
        .where('card_id', '=', cardId)
        .where('phone', '=', phone)
        .executeTakeFirst();
    },

    async countOfCard(
      cardId: string,
      executor: Kysely<Database> | Transaction<Database> = db,
    ): Promise<number> {
      const row = await executor
        .selectFrom('guest_parties')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Each listed party's name by its phone (an import merges into them). */
    async namesByPhone(
      cardId: string,
      executor: Kysely<Database> | Transaction<Database> = db,
    ): Promise<Map<string, string>> {
      const rows = await executor
        .selectFrom('guest_parties')
        .select(['phone', 'name'])
        .where('card_id', '=', cardId)
        .execute();
      return new Map(rows.map((row) => [row.phone, row.name]));
    },

    /** New parties, in one transaction with whatever else the caller does in it. */
    async insertMany(
      executor: Kysely<Database> | Transaction<Database>,
      cardId: string,
      parties: readonly Party[],
      now: Date,
    ): Promise<string[]> {
      // One millisecond apart, so the list keeps the pasted order (it sorts by created_at);
      // the owner never sees these times, and 3,000 parties span three seconds.
      const rows = parties.map((party, i) => ({
        id: newPartyId(),
        card_id: cardId,
        name: party.name,
        phone: party.phone,
        allowance: party.allowance,
        group_name: party.group,
        note: party.note,
        created_at: nowIso(new Date(now.getTime() + i)),
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await executor
          .insertInto('guest_parties')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      return rows.map((row) => row.id);
    },

    /** What an import's line brings to a listed party (merged: see planImport). */
    async mergeInto(
      executor: Kysely<Database> | Transaction<Database>,
      cardId: string,
      phone: string,
      party: Party,
    ): Promise<void> {
      const listed = await executor
        .selectFrom('guest_parties')
        .select(['allowance', 'group_name', 'note'])
        .where('card_id', '=', cardId)
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!listed) return;
      await executor
        .updateTable('guest_parties')
        .set({
          allowance: Math.max(listed.allowance, party.allowance),
          group_name: listed.group_name || party.group,
          note: listed.note || party.note,
        })
        .where('card_id', '=', cardId)
        .where('phone', '=', phone)
        .execute();
    },

    async remove(cardId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('guest_parties')
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Records that the owner sent the party its invitation (or a reminder) now. */
    async markSent(
      cardId: string,
      id: string,
      kind: 'invitation' | 'reminder',
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set(kind === 'invitation' ? { sent_at: nowIso(now) } : { reminded_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type GuestPartyRow = Awaited<
  ReturnType<ReturnType<typeof guestsRepository>['listOfCard']>
>[number];

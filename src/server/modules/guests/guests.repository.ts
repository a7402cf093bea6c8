import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Party } from '@shared/guests/guest-party';
import type { PartyMajlisAnswer } from '@shared/guests/party-majlis';
import { readMajlisIds } from '@shared/guests/party-majlis';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

// A card's guest list: its parties, each with the RSVP that answered it.

/** Rows per insert: well under SQLite's 32,766 bound parameters at 10 columns a row. */
const INSERT_CHUNK = 500;

export const newPartyId = () => randomId(12);

/**
 * The majlis a party is invited to, from its row: the ids chosen, or null when the owner never
 * chose (the card's open majlis).
 */
export function invitedMajlisIds(row: { majlis_ids: string | null }): string[] | null {
  return readMajlisIds(row.majlis_ids);
}

/** The majlis chosen for a party, as its row keeps them. */
const keptMajlisIds = (ids: readonly string[] | null) =>
  ids === null ? null : JSON.stringify(ids);

/** A party's answer for one majlis, with when it was checked in there. */
export type CheckedMajlisAnswer = PartyMajlisAnswer & { checkedInAt: string | null };

/** Each RSVP's answers per majlis, by the RSVP's id. */
export type AnswersByRsvp = ReadonlyMap<string, CheckedMajlisAnswer[]>;

function answersByRsvp(
  rows: readonly {
    rsvp_id: string;
    majlis_id: string;
    attending: number;
    guests: number;
    session_id: string | null;
    checked_in_at: string | null;
  }[],
): Map<string, CheckedMajlisAnswer[]> {
  const answers = new Map<string, CheckedMajlisAnswer[]>();
  for (const row of rows) {
    const answer = {
      id: row.majlis_id,
      attending: Number(row.attending) === 1,
      guests: row.guests,
      sessionId: row.session_id,
      checkedInAt: row.checked_in_at,
    };
    const known = answers.get(row.rsvp_id);
    if (known) known.push(answer);
    else answers.set(row.rsvp_id, [answer]);
  }
  return answers;
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
        'p.thanked_at',
        'p.changed_by_host_id',
        'p.sent_by_host_id',
        'r.attending',
        'r.guests',
      ]);

  return {
    /** The owner's message templates, or undefined while the defaults stand. */
    templates(cardId: string) {
      return db
        .selectFrom('guest_list_settings')
        .select([
          'invitation_template',
          'reminder_template',
          'day_before_template',
          'thanks_template',
        ])
        .where('card_id', '=', cardId)
        .executeTakeFirst();
    },

    /** Saves the templates given; the day-before and thank-you ones left out stay as they were. */
    async saveTemplates(
      cardId: string,
      templates: { invitation: string; reminder: string; dayBefore?: string; thanks?: string },
      now: Date,
    ): Promise<void> {
      const values = {
        invitation_template: templates.invitation,
        reminder_template: templates.reminder,
        ...(templates.dayBefore === undefined ? {} : { day_before_template: templates.dayBefore }),
        ...(templates.thanks === undefined ? {} : { thanks_template: templates.thanks }),
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

    /**
     * The answers per majlis of the RSVPs the card's parties sent (of one party when `partyId`
     * is given), by RSVP: through the parties' RSVP links, so the card's open-link RSVPs are
     * never read.
     */
    async answersOfParties(cardId: string, partyId?: string): Promise<AnswersByRsvp> {
      let query = db
        .selectFrom('guest_parties as p')
        .innerJoin('rsvp_attendance as a', 'a.rsvp_id', 'p.rsvp_id')
        .select([
          'a.rsvp_id',
          'a.majlis_id',
          'a.attending',
          'a.guests',
          'a.session_id',
          'a.checked_in_at',
        ])
        .where('p.card_id', '=', cardId);
      if (partyId !== undefined) query = query.where('p.id', '=', partyId);
      return answersByRsvp(await query.execute());
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

    /**
     * The owner's edit of a party (its phone may change, to one no other party has), with the
     * majlis it is invited to when given (undefined: as they were).
     */
    async update(
      cardId: string,
      id: string,
      party: Party,
      majlisIds?: readonly string[] | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('guest_parties')
        .set({
          name: party.name,
          phone: party.phone,
          allowance: party.allowance,
          group_name: party.group,
          note: party.note,
          ...(majlisIds === undefined ? {} : { majlis_ids: keptMajlisIds(majlisIds) }),
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

    /**
     * New parties, in one transaction with whatever else the caller does in it, invited to
     * `majlisIds` (null: the card's open majlis).
     */
    async insertMany(
      executor: Kysely<Database> | Transaction<Database>,
      cardId: string,
      parties: readonly Party[],
      now: Date,
      majlisIds: readonly string[] | null = null,
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
        majlis_ids: keptMajlisIds(majlisIds),
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

import type { Kysely, Selectable } from 'kysely';
import type { HostRole } from '@shared/card/card-roles';
import type { CardHostsTable, Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

export type CardHostRow = Selectable<CardHostsTable>;

/** Who a session is: the user's id and e-mail (a co-host is invited by e-mail before they log in). */
export interface HostUser {
  id: string;
  email: string;
}

/**
 * A card's co-hosts. A live row (removed_at null) grants its role; a removed one is kept so the
 * writes it made still say who made them.
 */
export function cardHostsRepository(db: Kysely<Database>) {
  return {
    async insert(
      host: {
        id: string;
        cardId: string;
        email: string;
        name: string;
        role: HostRole;
        invitedBy: string;
      },
      now: Date,
    ): Promise<CardHostRow> {
      const at = nowIso(now);
      const row: CardHostRow = {
        id: host.id,
        card_id: host.cardId,
        email: host.email,
        name: host.name,
        role: host.role,
        user_id: null,
        invited_by_user_id: host.invitedBy,
        created_at: at,
        updated_at: at,
        removed_at: null,
      };
      await db.insertInto('card_hosts').values(row).execute();
      return row;
    },

    /** The card's live co-hosts, first invited first. */
    listLive(cardId: string): Promise<CardHostRow[]> {
      return db
        .selectFrom('card_hosts')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('removed_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async countLive(cardId: string): Promise<number> {
      const row = await db
        .selectFrom('card_hosts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('card_id', '=', cardId)
        .where('removed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findLive(cardId: string, id: string): Promise<CardHostRow | undefined> {
      return db
        .selectFrom('card_hosts')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /** A new name or role; the row as it is now, or undefined when it is not live. */
    async update(
      cardId: string,
      id: string,
      change: { name?: string | undefined; role?: HostRole | undefined },
      now: Date,
    ): Promise<CardHostRow | undefined> {
      await db
        .updateTable('card_hosts')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.role !== undefined ? { role: change.role } : {}),
          updated_at: nowIso(now),
        })
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .execute();
      return this.findLive(cardId, id);
    },

    /** Ends a co-host's access (the row stays for the record); false when it was not live. */
    async remove(cardId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('card_hosts')
        .set({ removed_at: nowIso(now), updated_at: nowIso(now) })
        .where('card_id', '=', cardId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the e-mail (lowercased) is already a live co-host of the card. */
    async hasLiveEmail(cardId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('card_hosts')
        .select('id')
        .where('card_id', '=', cardId)
        .where('removed_at', 'is', null)
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The user's live co-host row on the card: matched by the user, or by their e-mail while the
     * invitation waits for its first login (then linked to the user, once).
     */
    async liveOf(cardId: string, user: HostUser): Promise<CardHostRow | undefined> {
      const row = await db
        .selectFrom('card_hosts')
        .selectAll()
        .where('card_id', '=', cardId)
        .where('removed_at', 'is', null)
        .where((eb) =>
          eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email.toLowerCase())]),
        )
        .orderBy('created_at')
        .executeTakeFirst();
      if (row && row.user_id === null) await link(row.id, user.id);
      return row;
    },

    /** Every card the user helps with (live rows), with the role; pending invitations linked. */
    async cardsOf(user: HostUser): Promise<{ cardId: string; role: HostRole; hostId: string }[]> {
      const rows = await db
        .selectFrom('card_hosts')
        .select(['id', 'card_id', 'role', 'user_id'])
        .where('removed_at', 'is', null)
        .where((eb) =>
          eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email.toLowerCase())]),
        )
        .execute();
      for (const row of rows) if (row.user_id === null) await link(row.id, user.id);
      return rows.map((row) => ({ cardId: row.card_id, role: row.role, hostId: row.id }));
    },

    /** The card's co-hosts' names by id (removed ones too: what they did still says who). */
    async namesOfCard(cardId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('card_hosts')
        .select(['id', 'name'])
        .where('card_id', '=', cardId)
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };

  /** The first login with an invited e-mail: the row is the user's from now on. */
  async function link(id: string, userId: string): Promise<void> {
    await db
      .updateTable('card_hosts')
      .set({ user_id: userId })
      .where('id', '=', id)
      .where('user_id', 'is', null)
      .execute();
  }
}

/**
 * Who made a write: each write a co-host makes on a card records their row, and the owner's
 * (or an usher link's) clears it (null), so the latest write says who made it.
 */
export function hostMarks(db: Kysely<Database>) {
  return {
    /** Parties added, imported or changed (by id, or by phone for an import). */
    async partiesChanged(
      cardId: string,
      which: { ids: readonly string[] } | { phones: readonly string[] },
      hostId: string | null,
    ): Promise<void> {
      const ids = 'ids' in which ? which.ids : null;
      const list = ids ?? ('phones' in which ? which.phones : []);
      if (list.length === 0) return;
      await db
        .updateTable('guest_parties')
        .set({ changed_by_host_id: hostId })
        .where('card_id', '=', cardId)
        .where(ids ? 'id' : 'phone', 'in', [...list])
        .execute();
    },

    async partySent(cardId: string, partyId: string, hostId: string | null): Promise<void> {
      await db
        .updateTable('guest_parties')
        .set({ sent_by_host_id: hostId })
        .where('card_id', '=', cardId)
        .where('id', '=', partyId)
        .execute();
    },

    /** An answer recorded or corrected by hand. */
    async rsvpAnswered(cardId: string, rsvpId: string, hostId: string | null): Promise<void> {
      await db
        .updateTable('rsvps')
        .set({ answered_by_host_id: hostId })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .execute();
    },

    /** A wish hidden or shown. */
    async wishSet(cardId: string, rsvpId: string, hostId: string | null): Promise<void> {
      await db
        .updateTable('rsvps')
        .set({ wish_by_host_id: hostId })
        .where('card_id', '=', cardId)
        .where('id', '=', rsvpId)
        .execute();
    },

    /** A check-in (or its undo, which clears it) at one majlis, or at every one (null). */
    async checkIn(
      cardId: string,
      rsvpId: string,
      majlisId: string | null,
      hostId: string | null,
    ): Promise<void> {
      let query = db
        .updateTable('rsvp_attendance')
        .set({ checked_in_by_host_id: hostId })
        .where('card_id', '=', cardId)
        .where('rsvp_id', '=', rsvpId);
      if (majlisId !== null) query = query.where('majlis_id', '=', majlisId);
      await query.execute();
    },
  };
}

import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CardContent, CardStatus, Majlis } from '@shared/card/card-content';
import { cardContentSchema } from '@shared/card/card-content';
import { englishColumn, englishFromColumn } from '@shared/card/english-texts';
import { firstMajlis } from '@shared/card/majlis';
import { cardState } from '@shared/card/trial';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { CardsTable, Database, Flag } from '../../db/schema';
import { nowIso } from '../../lib/clock';

export type CardRow = Selectable<CardsTable>;

export interface CardFeatures {
  rsvp: boolean;
  email_input: boolean;
  music: boolean;
  music_activation: boolean;
  yt_id: string | null;
  music_start: number;
  gift: boolean;
  /** Set 'true' on a new card. */
  gift_button: boolean;
  salamkaut_activation: boolean;
  event: string | null;
}

export interface NewCard {
  id: string;
  userId: string | null;
  client: { name: string; email: string; mobile: string };
  status: CardStatus;
  content: CardContent;
  features?: Partial<CardFeatures>;
  /** The language of its fixed words; the column's default (Malay) when left out. */
  language?: CardLanguage;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * The spec's card fields to columns: H2 → h2, H2size → h2_size, fontP → font_p, lists as JSON,
 * and the earliest majlis's date as `wedding_date` (what staff lists sort by).
 */
export function contentToColumns(content: CardContent) {
  const {
    H2,
    H2size,
    fontP,
    contacts,
    majlis,
    toggle_walima,
    show_hijri,
    walimatulurus_en,
    walimatulurus2_en,
    parent_name_en,
    message_en,
    doa_en,
    ...text
  } = content;
  return {
    ...text,
    english_texts: englishColumn({
      walimatulurus_en,
      walimatulurus2_en,
      parent_name_en,
      message_en,
      doa_en,
    }),
    toggle_walima: flag(toggle_walima),
    contacts: JSON.stringify(contacts),
    majlis: JSON.stringify(majlis),
    wedding_date: firstMajlis(majlis).date,
    show_hijri: flag(show_hijri),
    h2: H2,
    h2_size: H2size,
    font_p: fontP,
  };
}

/** Columns back to the spec's card fields; lists are parsed and checked with the shared schema. */
export function columnsToContent(row: CardRow): CardContent {
  return cardContentSchema.parse({
    theme: row.theme,
    walimatulurus: row.walimatulurus,
    walimatulurus2: row.walimatulurus2,
    toggle_walima: row.toggle_walima === 1,
    groom_name: row.groom_name,
    bride_name: row.bride_name,
    parent_name: row.parent_name,
    message: row.message,
    groom_fullname: row.groom_fullname,
    bride_fullname: row.bride_fullname,
    doa: row.doa,
    contacts: JSON.parse(row.contacts) as unknown,
    majlis: JSON.parse(row.majlis) as unknown,
    show_hijri: row.show_hijri === 1,
    hijri_adjust: row.hijri_adjust,
    H2: row.h2,
    H2size: row.h2_size,
    fontP: row.font_p,
    ...englishFromColumn(row.english_texts),
  });
}

function featuresToColumns(features: Partial<CardFeatures>): Partial<Insertable<CardsTable>> {
  const columns: Partial<Insertable<CardsTable>> = {};
  for (const key of [
    'rsvp',
    'email_input',
    'music',
    'music_activation',
    'gift',
    'gift_button',
  ] as const) {
    const value = features[key];
    if (value !== undefined) columns[key] = flag(value);
  }
  if (features.salamkaut_activation !== undefined) {
    columns.salamkaut_activation = flag(features.salamkaut_activation);
  }
  if (features.yt_id !== undefined) columns.yt_id = features.yt_id;
  if (features.music_start !== undefined) columns.music_start = features.music_start;
  if (features.event !== undefined) columns.event = features.event;
  return columns;
}

export function cardsRepository(db: Kysely<Database>) {
  /** Cards as the dashboard lists them: with their state by the clock and their RSVP count. */
  async function listCards(which: { userId: string } | { ids: string[] }, now: Date) {
    const rows = await db
      .selectFrom('cards')
      .select([
        'id',
        'groom_name',
        'bride_name',
        'wedding_date',
        'status',
        'theme',
        'created_at',
        'trial_ends_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('rsvps')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('rsvps.card_id', '=', 'cards.id')
          .as('rsvp_count'),
      )
      .where((eb) =>
        'userId' in which ? eb('user_id', '=', which.userId) : eb('id', 'in', which.ids),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(({ rsvp_count, ...card }) => ({
      ...card,
      state: cardState(card.status, card.created_at, now, card.trial_ends_at),
      rsvpCount: Number(rsvp_count),
    }));
  }

  /** Writes columns of a card whatever its version, raising it by one; the new version. */
  const bumped = async (id: string, columns: Updateable<CardsTable>, now: Date) => {
    const row = await db
      .updateTable('cards')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: nowIso(now) }))
      .where('id', '=', id)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  };

  return {
    async findById(id: string): Promise<CardRow | undefined> {
      return db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(card: NewCard, now: Date): Promise<void> {
      const at = nowIso(now);
      await db
        .insertInto('cards')
        .values({
          id: card.id,
          user_id: card.userId,
          client_name: card.client.name,
          client_email: card.client.email.toLowerCase(),
          client_mobile: card.client.mobile,
          status: card.status,
          created_at: at,
          updated_at: at,
          activated_at: card.status === 'active' ? at : null,
          ...contentToColumns(card.content),
          ...featuresToColumns(card.features ?? {}),
          ...(card.language ? { language: card.language } : {}),
        })
        .execute();
    },

    /**
     * The cards of an owner (the user who published them), newest first, each
     * with how many RSVPs it holds (the owner sees how near it is to MAX_RSVPS_PER_CARD).
     */
    /** The owner's cards, newest first, for their dashboard. */
    listByOwner(userId: string, now: Date) {
      return listCards({ userId }, now);
    },

    /** The cards of these ids (the ones a co-host helps with), newest first. */
    async listByIds(ids: readonly string[], now: Date) {
      if (ids.length === 0) return [];
      return listCards({ ids: [...ids] }, now);
    },

    /**
     * Saves a card's content if it is still at `version` (the version the editor started from),
     * raising the version by one. Returns the new version, or null when someone else saved first
     * (or the card is gone): the caller answers 409 and nothing is overwritten.
     */
    async updateContent(
      id: string,
      content: CardContent,
      version: number,
      now: Date,
    ): Promise<number | null> {
      const row = await db
        .updateTable('cards')
        .set((eb) => ({
          ...contentToColumns(content),
          version: eb('version', '+', 1),
          updated_at: nowIso(now),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .returning('version')
        .executeTakeFirst();
      return row?.version ?? null;
    },

    /** Puts the card in another theme with the fonts it then has; raises the version. */
    async setTheme(
      id: string,
      look: Pick<CardContent, 'theme' | 'H2' | 'H2size' | 'fontP'>,
      now: Date,
    ): Promise<number> {
      return bumped(
        id,
        { theme: look.theme, h2: look.H2, h2_size: look.H2size, font_p: look.fontP },
        now,
      );
    },

    /** The card hashtag; raises the version. */
    async setHashtag(id: string, hashtag: string, now: Date): Promise<number> {
      return bumped(id, { event: hashtag }, now);
    },

    /**
     * Takes the card's row for the rest of the caller's transaction and returns its status:
     * whatever sells the card (a checkout, a payment settling, a free activation) starts here,
     * so two of them on one card take turns and each sees what the other did. (A write that
     * changes nothing: PostgreSQL locks the row, SQLite the database.)
     */
    async lockForSale(id: string): Promise<CardsTable['status'] | undefined> {
      const row = await db
        .updateTable('cards')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .returning('status')
        .executeTakeFirst();
      return row?.status;
    },

    /**
     * Takes the card's row until the transaction ends (a write that changes nothing), so RSVPs
     * taking its sessions' seats take turns; the row as it stands then.
     */
    async lockForAnswers(id: string): Promise<CardRow | undefined> {
      return db
        .updateTable('cards')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A paid (or free) card becomes active, from its trial or after it expired: one conditional
     * write, true when this call did it (an active card stays as it was).
     */
    async activate(id: string, now: Date): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('cards')
        .set({ status: 'active', activated_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'unverified')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Switches of the card: only those given change. */
    async setFeatures(id: string, features: Partial<CardFeatures>, now: Date): Promise<void> {
      const columns = featuresToColumns(features);
      if (Object.keys(columns).length === 0) return;
      await db
        .updateTable('cards')
        .set({ ...columns, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    /** The billing name and phone last given at checkout (the card's client record). */
    async setClient(id: string, client: { name: string; mobile: string }): Promise<void> {
      await db
        .updateTable('cards')
        .set({ client_name: client.name, client_mobile: client.mobile })
        .where('id', '=', id)
        .execute();
    },

    /** New majlis for the card (the demo card's, moved to the coming days); the new version. */
    async setMajlis(id: string, majlis: Majlis[], now: Date): Promise<number> {
      return bumped(
        id,
        { majlis: JSON.stringify(majlis), wedding_date: firstMajlis(majlis).date },
        now,
      );
    },
  };
}

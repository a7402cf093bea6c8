import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '@shared/card/sample-card';
import { defaultItinerary } from '@shared/itinerary/default-itinerary';
import { DEFAULT_PRICE_SEN } from '@shared/schemas/settings';
import { QUICK_PICK_COUNT } from '@shared/schemas/music';
import {
  DEMO_CARD_ID,
  DEMO_WEDDING_DAYS_AHEAD,
  DEMO_WISHES,
  demoCardContent,
} from '@server/db/demo-card';
import { DEMO_SONG } from '@server/db/demo-extras';
import { SEED_GIFT_IDEAS } from '@server/db/gift-ideas-seed';
import { SEED_RECOMMENDED_ITEMS } from '@server/db/recommended-items-seed';
import { migrationProvider } from '@server/db/migrations/index';
import type { Database } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { malaysiaToday } from '@server/lib/clock';
import type { CardRow } from '@server/modules/cards/cards.repository';
import { cardsRepository, columnsToContent } from '@server/modules/cards/cards.repository';
import { rsvpsRepository } from '@server/modules/rsvps/rsvps.repository';
import { settingsRepository } from '@server/modules/settings/settings.repository';
import type { TestDatabase, TestDialect } from '../support/test-database';
import { createTestDatabase, testDialects } from '../support/test-database';

// The seed is idempotent: it creates what is missing and never overwrites what an operator or
// couple changed; it refreshes only an empty support number and a demo wedding that has passed,
// and fills in the demo's song and sample salam kaut where an older database lacks them.

// The seed's "today": a fixed moment, so the demo card's dates are the same on every run.
const SEEDED_AT = new Date('2026-03-01T04:00:00Z');

/**
 * Every table and column of src/server/db/schema.ts. The mapped type makes the compiler insist that
 * each table and each column is listed, and nothing else: a new table or column in the schema
 * type breaks this file until the test knows it.
 */
const SCHEMA: { [T in keyof Database]: Record<keyof Database[T], true> } = {
  settings: {
    id: true,
    price_sen: true,
    whatsapp_no: true,
    maintenance_mode: true,
    updated_at: true,
  },
  users: {
    id: true,
    email: true,
    role: true,
    name: true,
    mobile: true,
    created_at: true,
    last_login_at: true,
    locale: true,
  },
  sessions: {
    id: true,
    token_hash: true,
    user_id: true,
    created_at: true,
    expires_at: true,
    last_seen_at: true,
  },
  login_codes: {
    id: true,
    email: true,
    code_hash: true,
    created_at: true,
    expires_at: true,
    attempts: true,
    consumed_at: true,
    attempt_hash: true,
    client_hash: true,
    link_hash: true,
    mailed: true,
  },
  cards: {
    id: true,
    version: true,
    user_id: true,
    client_name: true,
    client_email: true,
    client_mobile: true,
    status: true,
    created_at: true,
    updated_at: true,
    activated_at: true,
    theme: true,
    walimatulurus: true,
    walimatulurus2: true,
    toggle_walima: true,
    groom_name: true,
    bride_name: true,
    wedding_date: true,
    parent_name: true,
    message: true,
    groom_fullname: true,
    bride_fullname: true,
    doa: true,
    contacts: true,
    majlis: true,
    show_hijri: true,
    hijri_adjust: true,
    rsvp_closes_on: true,
    h2: true,
    h2_size: true,
    font_p: true,
    rsvp: true,
    email_input: true,
    music: true,
    music_activation: true,
    yt_id: true,
    music_start: true,
    gift: true,
    gift_button: true,
    salam_kaut: true,
    salamkaut_activation: true,
    event: true,
    trial_ends_at: true,
    thanks_note: true,
    after_day: true,
    photos_version: true,
    language: true,
    english_texts: true,
  },
  rsvps: {
    id: true,
    card_id: true,
    name: true,
    phone_number: true,
    email: true,
    guests: true,
    attending: true,
    checked_in: true,
    ucapan: true,
    created_at: true,
    wish_hidden: true,
    pass_hash: true,
    checked_in_at: true,
    walk_in: true,
    client_ref: true,
    answered_by_host_id: true,
    wish_by_host_id: true,
  },
  rsvp_attendance: {
    rsvp_id: true,
    card_id: true,
    majlis_id: true,
    attending: true,
    guests: true,
    session_id: true,
    checked_in_at: true,
    updated_at: true,
    checked_in_by_host_id: true,
  },
  promo_codes: {
    code: true,
    discount_sen: true,
    expiration_date: true,
    claimed: true,
    valid: true,
    created_at: true,
    disabled: true,
    updated_at: true,
  },
  payments: {
    id: true,
    card_id: true,
    provider: true,
    provider_ref: true,
    amount_sen: true,
    promo_code: true,
    status: true,
    created_at: true,
    updated_at: true,
    user_id: true,
    price_sen: true,
    discount_sen: true,
    payer_name: true,
    payer_email: true,
    payer_mobile: true,
    pay_url: true,
    paid_at: true,
    checked_at: true,
    provider_notice: true,
    receipt_sent_at: true,
    refund_status: true,
    refunded_at: true,
    refunded_by: true,
    promo_use: true,
    bill_deleted_at: true,
  },
  mail_outbox: {
    id: true,
    kind: true,
    dedupe_key: true,
    payment_id: true,
    to_address: true,
    subject: true,
    text_body: true,
    html_body: true,
    attempts: true,
    next_attempt_at: true,
    locked_until: true,
    last_error: true,
    sent_at: true,
    created_at: true,
  },
  gift_ideas: {
    id: true,
    title: true,
    title_en: true,
    image: true,
    link: true,
    position: true,
    hidden: true,
    updated_at: true,
  },
  recommended_items: {
    id: true,
    title: true,
    title_en: true,
    price_sen: true,
    image: true,
    link: true,
    position: true,
    hidden: true,
    updated_at: true,
  },
  feedback: {
    id: true,
    name: true,
    comment: true,
    rating: true,
    created_at: true,
    card_id: true,
    user_id: true,
    hidden: true,
    updated_at: true,
  },
  audit_log: {
    id: true,
    actor_email: true,
    action: true,
    card_id: true,
    detail: true,
    created_at: true,
  },
  ushers: {
    id: true,
    card_id: true,
    label: true,
    created_at: true,
    revoked_at: true,
    majlis_id: true,
  },
  guest_parties: {
    id: true,
    card_id: true,
    name: true,
    phone: true,
    allowance: true,
    group_name: true,
    note: true,
    link_version: true,
    sent_at: true,
    reminded_at: true,
    opened_at: true,
    rsvp_id: true,
    created_at: true,
    majlis_ids: true,
    thanked_at: true,
    changed_by_host_id: true,
    sent_by_host_id: true,
  },
  guest_list_settings: {
    card_id: true,
    invitation_template: true,
    reminder_template: true,
    updated_at: true,
    day_before_template: true,
    thanks_template: true,
  },
  guest_party_day_before: {
    party_id: true,
    card_id: true,
    majlis_id: true,
    sent_at: true,
  },
  music_quick_picks: {
    position: true,
    title: true,
    artist: true,
    yt_id: true,
    start: true,
    updated_at: true,
  },
  card_opens: { card_id: true, day: true, opens: true },
  card_open_visitors: { day: true, visitor_hash: true },
  card_hosts: {
    id: true,
    card_id: true,
    email: true,
    name: true,
    role: true,
    user_id: true,
    invited_by_user_id: true,
    created_at: true,
    updated_at: true,
    removed_at: true,
  },
  card_photos: {
    id: true,
    card_id: true,
    position: true,
    caption: true,
    width: true,
    height: true,
    name: true,
    widths: true,
    created_at: true,
  },
};

/** The calendar date `days` after a `YYYY-MM-DD` date. */
/** The demo card's majlis as stored, the resepsi (its last) among them. */
function lastMajlis(card: CardRow) {
  const majlis = columnsToContent(card).majlis.at(-1);
  if (!majlis) throw new Error('The demo card has no majlis');
  return majlis;
}

/** Puts every majlis of the demo card on `date`, as if the card had been seeded then. */
async function moveDemoTo(
  cards: ReturnType<typeof cardsRepository>,
  date: string,
  now: Date,
): Promise<void> {
  const demo = await cards.findById(DEMO_CARD_ID);
  if (!demo) throw new Error('No demo card');
  const majlis = columnsToContent(demo).majlis.map((one) => ({ ...one, date }));
  await cards.setMajlis(DEMO_CARD_ID, majlis, now);
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Column names of a table as the database reports them, in the test's own schema. */
async function columnsOf(db: Kysely<Database>, dialect: TestDialect, table: string) {
  if (dialect === 'sqlite') {
    const result = await sql<{
      name: string;
    }>`select name from pragma_table_info(${table})`.execute(db);
    return result.rows.map((row) => row.name).sort();
  }
  const result = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return result.rows.map((row) => row.column_name).sort();
}

describe.each(testDialects)('migrations and seed on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.drop()));
  });

  /** A fresh, empty database for one test. */
  async function freshDatabase(): Promise<Kysely<Database>> {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    return database.handle.db;
  }

  /** Migrates one of this file's databases (taking turns with other files on PostgreSQL). */
  function migrate(db: Kysely<Database>) {
    const database = opened.find((candidate) => candidate.handle.db === db);
    if (!database) throw new Error('not a database of this file');
    return database.migrate();
  }

  /** The data folder of the test's database (where the seed stores the demo's media). */
  function dataDir(): string {
    const database = opened.at(-1);
    if (!database) throw new Error('no database opened yet');
    return database.dataDir;
  }

  async function migratedDatabase(): Promise<Kysely<Database>> {
    const db = await freshDatabase();
    await migrate(db);
    return db;
  }

  describe('migrations', () => {
    it('applies every migration once and then is a no-op', async () => {
      const db = await freshDatabase();
      const every = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(every[0]).toBe('0001-initial');
      expect(await migrate(db)).toEqual(every);
      expect(await migrate(db)).toEqual([]);
      expect(await migrate(db)).toEqual([]);
    });

    it('keeps the data when run again', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      await migrate(db);
      expect(await countRows(db, 'settings')).toBe(1);
      expect(await countRows(db, 'cards')).toBe(1);
    });

    it('creates every table of schema.ts with exactly its columns', async () => {
      const db = await migratedDatabase();
      for (const [table, columns] of Object.entries(SCHEMA)) {
        expect(await columnsOf(db, dialect, table), table).toEqual(Object.keys(columns).sort());
      }
    });

    it('leaves every table queryable through Kysely, with all its columns, holding only what the seed puts there', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      const seeded: Partial<Record<keyof Database, number>> = {
        settings: 1,
        cards: 1,
        rsvps: DEMO_WISHES.length,
        rsvp_attendance: DEMO_WISHES.length,
        gift_ideas: SEED_GIFT_IDEAS.length,
        recommended_items: SEED_RECOMMENDED_ITEMS.length,
        music_quick_picks: QUICK_PICK_COUNT,
      };
      for (const table of Object.keys(SCHEMA) as (keyof Database)[]) {
        const columns = Object.keys(SCHEMA[table]);
        const rows = await db
          .selectFrom(table)
          .select(columns.map((column) => sql.ref(column).as(column)))
          .execute();
        expect(rows, table).toHaveLength(seeded[table] ?? 0);
        for (const row of rows) expect(Object.keys(row).sort(), table).toEqual(columns.sort());
      }
    });

    it('seeds the settings and the demo card with the demo content', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      expect(await settingsRepository(db).find()).toEqual({
        price: DEFAULT_PRICE_SEN,
        whatsapp_no: '60123456789',
        maintenance_mode: false,
      });
      const demo = await cardsRepository(db).findById('demoplus');
      if (!demo) throw new Error('demo card missing');
      expect(columnsToContent(demo)).toEqual(
        demoCardContent(new Date(`${malaysiaToday(SEEDED_AT)}T00:00:00`)),
      );
      const wishes = await rsvpsRepository(db).listWishes('demoplus');
      expect(wishes.map((wish) => wish.name).sort()).toEqual(
        DEMO_WISHES.map((wish) => wish.name).sort(),
      );
    });
  });

  describe('seeding twice', () => {
    it('leaves exactly one settings row and one demoplus card', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect(await countRows(db, 'settings')).toBe(1);
      expect(await countRows(db, 'cards')).toBe(1);
      const demo = await db
        .selectFrom('cards')
        .select('id')
        .where('id', '=', DEMO_CARD_ID)
        .execute();
      expect(demo).toHaveLength(1);
    });

    it('gives the default settings on a fresh database', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect(await settingsRepository(db).find()).toEqual({
        price: DEFAULT_PRICE_SEN,
        whatsapp_no: '',
        maintenance_mode: false,
      });
    });

    it('keeps a changed price and maintenance switch', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      const settings = settingsRepository(db);
      await settings.update({ price: 7900, maintenance_mode: true }, SEEDED_AT);
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      expect(await settings.find()).toEqual({
        price: 7900,
        whatsapp_no: '60123456789',
        maintenance_mode: true,
      });
    });

    it('keeps maintenance switched off by the operator off', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const settings = settingsRepository(db);
      await settings.update({ maintenance_mode: true }, SEEDED_AT);
      await settings.update({ maintenance_mode: false, price: 0 }, SEEDED_AT);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect(await settings.find()).toMatchObject({ price: 0, maintenance_mode: false });
    });

    it('fills an empty support number once SUPPORT_WHATSAPP_NO is configured', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect((await settingsRepository(db).find())?.whatsapp_no).toBe('');
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      expect((await settingsRepository(db).find())?.whatsapp_no).toBe('60123456789');
    });

    it('never overwrites a support number that is set', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      await seed(db, { supportWhatsappNo: '60199999999', dataDir: dataDir() }, SEEDED_AT);
      expect((await settingsRepository(db).find())?.whatsapp_no).toBe('60123456789');
    });

    it('never overwrites a support number the operator set, nor clears it', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      await settingsRepository(db).update({ whatsapp_no: '60111111111' }, SEEDED_AT);
      await seed(db, { supportWhatsappNo: '60123456789', dataDir: dataDir() }, SEEDED_AT);
      expect((await settingsRepository(db).find())?.whatsapp_no).toBe('60111111111');
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect((await settingsRepository(db).find())?.whatsapp_no).toBe('60111111111');
    });
  });

  describe('the demo card', () => {
    it('holds an open akad nikah the evening before a resepsi of two sessions', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      const [akad, resepsi] = columnsToContent(demo!).majlis;
      expect(akad).toMatchObject({ kind: 'akad', invite_only: false, start_time: '20:30' });
      expect(resepsi).toMatchObject({ id: 'm1', kind: 'resepsi', invite_only: false });
      expect(addDays(akad!.date, 1)).toBe(resepsi!.date);
      expect(resepsi!.sessions.map((session) => session.seats)).toEqual([300, 300]);
    });

    it('gives a demo seeded with one majlis the demo’s majlis on the next start', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const cards = cardsRepository(db);
      const [, resepsi] = columnsToContent((await cards.findById(DEMO_CARD_ID))!).majlis;
      await cards.setMajlis(DEMO_CARD_ID, [{ ...resepsi!, sessions: [] }], SEEDED_AT);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const majlis = columnsToContent((await cards.findById(DEMO_CARD_ID))!).majlis;
      expect(majlis.map((one) => one.id)).toEqual(['akad', 'm1']);
      expect(majlis[1]?.sessions).toHaveLength(2);
    });

    it('is an active Adam & Hawa card with RSVP, two contacts, one direction and the default programme', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(demo).toBeDefined();
      if (!demo) return;
      expect(demo.status).toBe('active');
      expect(demo.activated_at).not.toBeNull();
      expect(demo.user_id).toBeNull();
      expect(demo.groom_name).toBe('Adam');
      expect(demo.bride_name).toBe('Hawa');
      expect(Number(demo.rsvp)).toBe(1);
      const contacts = JSON.parse(demo.contacts) as { name: string; phoneNumber: string }[];
      expect(contacts).toHaveLength(2);
      for (const contact of contacts) {
        expect(contact.name.length).toBeGreaterThan(0);
        expect(contact.phoneNumber.length).toBeGreaterThan(0);
      }
      const resepsi = lastMajlis(demo);
      expect(resepsi.directions).toHaveLength(1);
      expect(resepsi.directions[0]?.googleMapsUrl).toMatch(/^https:\/\//);
      expect(resepsi.directions[0]?.wazeUrl).toMatch(/^https:\/\//);
      expect(resepsi.tentative).toEqual(defaultItinerary(DEFAULT_START_TIME, DEFAULT_END_TIME));
      expect(resepsi.start_time).toBe(DEFAULT_START_TIME);
      expect(resepsi.end_time).toBe(DEFAULT_END_TIME);
    });

    it('carries no owner e-mail or mobile (it is public)', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(demo?.client_email).toBe('');
      expect(demo?.client_mobile).toBe('');
    });

    it('has its wedding date in the future', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      const weddingDate = demo?.wedding_date ?? '';
      expect(weddingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(weddingDate > malaysiaToday(SEEDED_AT)).toBe(true);
    });

    it('puts the wedding the set number of days after today in Malaysia', async () => {
      const db = await migratedDatabase();
      // 20:00 UTC on 10 March is already 04:00 on 11 March in Kuala Lumpur.
      const now = new Date('2025-03-10T20:00:00Z');
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(DEMO_WEDDING_DAYS_AHEAD).toBe(60);
      // The resepsi on the day, the akad nikah the evening before: the card's earliest majlis.
      expect(lastMajlis(demo!).date).toBe('2025-05-10');
      expect(demo?.wedding_date).toBe('2025-05-09');
    });

    it('moves a wedding date that has passed forward on a re-seed', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const cards = cardsRepository(db);
      await moveDemoTo(cards, '2020-01-01', SEEDED_AT);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cards.findById(DEMO_CARD_ID);
      expect(lastMajlis(demo!).date).toBe(
        addDays(malaysiaToday(SEEDED_AT), DEMO_WEDDING_DAYS_AHEAD),
      );
      expect(await countRows(db, 'cards')).toBe(1);
    });

    it('moves yesterday’s wedding forward, measured by the Malaysian calendar', async () => {
      const db = await migratedDatabase();
      const now = new Date('2025-06-30T17:00:00Z'); // 1 July, 01:00 in Kuala Lumpur
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      const cards = cardsRepository(db);
      await moveDemoTo(cards, '2025-06-30', now);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      expect(lastMajlis((await cards.findById(DEMO_CARD_ID))!).date).toBe('2025-08-30');
    });

    it('leaves a wedding that is today or ahead where it is', async () => {
      const db = await migratedDatabase();
      const now = new Date('2025-06-30T17:00:00Z'); // 1 July in Kuala Lumpur
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      const cards = cardsRepository(db);
      await moveDemoTo(cards, '2025-07-01', now);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      expect((await cards.findById(DEMO_CARD_ID))?.wedding_date).toBe('2025-07-01');
      await moveDemoTo(cards, '2025-07-05', now);
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, now);
      expect((await cards.findById(DEMO_CARD_ID))?.wedding_date).toBe('2025-07-05');
    });

    it('keeps what staff changed on the demo card', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      await db
        .updateTable('cards')
        .set({ groom_name: 'Adam Demo', theme: 'theme2', rsvp: 0 })
        .where('id', '=', DEMO_CARD_ID)
        .execute();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(demo).toMatchObject({ groom_name: 'Adam Demo', theme: 'theme2' });
      expect(Number(demo?.rsvp)).toBe(0);
    });

    it('does not touch other cards', async () => {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      if (!demo) throw new Error('demo card missing');
      await db
        .insertInto('cards')
        .values({ ...demo, id: 'other123', wedding_date: '2020-01-01', status: 'unverified' })
        .execute();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const other = await cardsRepository(db).findById('other123');
      expect(other).toMatchObject({ wedding_date: '2020-01-01', status: 'unverified' });
      expect(await countRows(db, 'cards')).toBe(2);
    });
  });

  describe('the demo card’s extras (music, salam kaut, gift ideas)', () => {
    const PNG_MAGIC = Buffer.from('89504e470d0a1a0a', 'hex');

    async function seededDemo() {
      const db = await migratedDatabase();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      if (!demo) throw new Error('demo card missing');
      return { db, demo };
    }

    const qrFolder = () => path.join(dataDir(), 'media', 'salam-kaut');

    it('plays a song, so the intro overlay shows', async () => {
      const { demo } = await seededDemo();
      expect(Number(demo.music)).toBe(1);
      expect(Number(demo.music_activation)).toBe(1);
      expect(demo.yt_id).toBe(DEMO_SONG.yt_id);
      expect(demo.yt_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(Number(demo.music_start)).toBeGreaterThanOrEqual(0);
      expect(Number(demo.music_start)).toBeLessThanOrEqual(30);
    });

    it('shows gift ideas, with the six seeded ones', async () => {
      const { db, demo } = await seededDemo();
      expect(Number(demo.gift)).toBe(1);
      expect(await countRows(db, 'gift_ideas')).toBe(6);
    });

    it('has a sample salam kaut QR, switched on, stored as a PNG of about 480 px', async () => {
      const { demo } = await seededDemo();
      expect(Number(demo.salamkaut_activation)).toBe(1);
      expect(demo.salam_kaut).toMatch(/^[a-z0-9]{24}\.png$/);
      const file = path.join(qrFolder(), demo.salam_kaut ?? '');
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 8)).toEqual(PNG_MAGIC);
      const { width, height } = await sharp(bytes).metadata();
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(400);
      expect(width).toBeLessThanOrEqual(520);
    });

    it('draws the QR in deep green on white, and nothing else', async () => {
      const { demo } = await seededDemo();
      const bytes = fs.readFileSync(path.join(qrFolder(), demo.salam_kaut ?? ''));
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      const colours = new Set<string>();
      for (let i = 0; i < data.length; i += info.channels) {
        colours.add(data.subarray(i, i + 3).toString('hex'));
      }
      expect([...colours].sort()).toEqual(['0f4c45', 'ffffff']);
    });

    it('keeps its song and QR on a second run, without a second picture', async () => {
      const { db, demo } = await seededDemo();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const again = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(again).toMatchObject({
        yt_id: demo.yt_id,
        music_start: demo.music_start,
        salam_kaut: demo.salam_kaut,
      });
      expect(fs.readdirSync(qrFolder())).toEqual([demo.salam_kaut]);
    });

    it('fills in the song and QR on an older database whose demo lacks them', async () => {
      const { db } = await seededDemo();
      fs.rmSync(qrFolder(), { recursive: true });
      await db
        .updateTable('cards')
        .set({
          yt_id: null,
          music_start: 0,
          music_activation: 0,
          salam_kaut: null,
          salamkaut_activation: 0,
        })
        .where('id', '=', DEMO_CARD_ID)
        .execute();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const demo = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(demo?.yt_id).toBe(DEMO_SONG.yt_id);
      expect(Number(demo?.music_start)).toBe(DEMO_SONG.music_start);
      expect(Number(demo?.music_activation)).toBe(1);
      expect(Number(demo?.salamkaut_activation)).toBe(1);
      expect(demo?.salam_kaut).toMatch(/^[a-z0-9]{24}\.png$/);
      expect(fs.readdirSync(qrFolder())).toEqual([demo?.salam_kaut]);
    });

    it('never overwrites a song, a QR or switches that staff set', async () => {
      const { db, demo } = await seededDemo();
      await db
        .updateTable('cards')
        .set({ yt_id: 'AbCdEfGhIj0', music_start: 42, music: 0, salamkaut_activation: 0 })
        .where('id', '=', DEMO_CARD_ID)
        .execute();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      const again = await cardsRepository(db).findById(DEMO_CARD_ID);
      expect(again).toMatchObject({ yt_id: 'AbCdEfGhIj0', salam_kaut: demo.salam_kaut });
      expect(Number(again?.music_start)).toBe(42);
      expect(Number(again?.music)).toBe(0);
      expect(Number(again?.salamkaut_activation)).toBe(0);
    });

    it('puts the sample back when the database names a picture the storage lost', async () => {
      const { db, demo } = await seededDemo();
      fs.rmSync(qrFolder(), { recursive: true });
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect((await cardsRepository(db).findById(DEMO_CARD_ID))?.salam_kaut).toBe(demo.salam_kaut);
      const bytes = fs.readFileSync(path.join(qrFolder(), demo.salam_kaut ?? ''));
      expect(bytes.subarray(0, 8)).toEqual(PNG_MAGIC);
    });

    it('starts even when staff gave the demo a picture name of another kind', async () => {
      const { db } = await seededDemo();
      await db
        .updateTable('cards')
        .set({ salam_kaut: 'QR Lama.PNG' })
        .where('id', '=', DEMO_CARD_ID)
        .execute();
      await seed(db, { supportWhatsappNo: '', dataDir: dataDir() }, SEEDED_AT);
      expect((await cardsRepository(db).findById(DEMO_CARD_ID))?.salam_kaut).toBe('QR Lama.PNG');
    });
  });
});

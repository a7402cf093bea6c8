import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvent } from '@shared/card/calendar-event';
import type { Majlis } from '@shared/card/card-content';
import { FIRST_MAJLIS_ID, visibleMajlis } from '@shared/card/majlis';
import { isPartyToken } from '@shared/guests/personal-link';
import { cardMessageIn } from '@shared/i18n/card-words';
import type { Database } from '@server/db/schema';
import { columnsToContent } from '@server/modules/cards/cards.repository';
import { cardWords } from '@server/render/card-catalogue';
import { publicCard } from '@server/modules/cards/cards.service';
import { doorRepository } from '@server/modules/door/door.repository';
import { passHash } from '@server/modules/door/door-tokens';
import { partyLinkReader } from '@server/modules/guests/party-link-reader';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase, testDialects } from '../support/test-database';

// Migration 0017 (one majlis per card) on a database filled by the product as it was before it.
//
// tests/fixtures/before-majlis.json was made by the code at commit 4d643aa (production before
// the majlis), through its own API: its createTestApp and app.inject published three cards (one
// active with a direction, programme and contacts; one in its trial; one with a four-line venue
// from 20:00 to 00:30), took RSVPs (coming, not coming, with wishes, one wish hidden), a guest
// list (a party that answered through its personal link, one that has not), usher links (one
// revoked) and, on the wedding day, check-ins (a pass scanned by an usher, a walk-in, the owner's
// own, one undone). It holds every row of the tables the migration touches (and the owners the
// cards point to), the pass tokens handed to guests, and what guests then saw: each card's public
// card and calendar event.
//
// Here a fresh database is migrated up to 0016, given those rows, then migrated to the end:
// nothing may be lost, and nothing may change meaning.

type Value = string | number | null;
type Row = Record<string, Value>;
/** Rows as 4d643aa's schema had them (no type of today's describes them). */
type OldDatabase = Record<'users' | 'cards' | 'rsvps' | 'guest_parties' | 'ushers', Row>;
type FixtureTable = keyof OldDatabase;

/** What a card held of its one event before: the majlis is made of these. */
interface OldEvent {
  wedding_date: string;
  start_time: string;
  end_time: string;
  location: string;
  directions: unknown[];
  tentative: unknown[];
}
type OldContent = OldEvent & Record<string, unknown>;
type OldPublicCard =
  | { id: string; state: 'live'; content: OldContent; features: Record<string, unknown> }
  | { id: string; state: 'expired' };

interface Fixture {
  publicCardsReadAt: string;
  appSecret: string;
  passes: { rsvpName: string; token: string }[];
  publicCards: Record<string, OldPublicCard>;
  calendarEvents: Record<string, { title: string; start: string; end: string; location: string }>;
  tables: Record<FixtureTable, Row[]>;
}

const fixture = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../fixtures/before-majlis.json'), 'utf8'),
) as Fixture;
const before = fixture.tables;
/** Parents first: the foreign keys hold at every insert. */
const INSERT_ORDER: FixtureTable[] = ['users', 'cards', 'rsvps', 'guest_parties', 'ushers'];
const MOVED_COLUMNS = ['start_time', 'end_time', 'location', 'directions', 'tentative'];

const text = (row: Row, column: string) => String(row[column]);
const rsvpNamed = (name: string) => before.rsvps.find((r) => r.name === name);
const cardUrl = (id: string) => `https://jemput.test/kad/${id}`;

/** The one majlis an old card becomes: its date, times, venue, directions and programme. */
function majlisOf(old: OldEvent): Majlis {
  return {
    id: FIRST_MAJLIS_ID,
    kind: 'resepsi',
    title: '',
    date: old.wedding_date,
    start_time: old.start_time,
    end_time: old.end_time,
    location: old.location,
    directions: old.directions as Majlis['directions'],
    hosts: '',
    tentative: old.tentative as Majlis['tentative'],
    invite_only: false,
    sessions: [],
  };
}

const withoutColumns = (row: Row, columns: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

describe('the fixture', () => {
  it('holds each case the migration must carry', () => {
    const { cards, rsvps, guest_parties: parties, ushers } = before;
    expect(cards.map((c) => c.status).sort()).toEqual(['active', 'active', 'active', 'unverified']);
    expect(cards.some((c) => JSON.parse(text(c, 'directions')).length > 0)).toBe(true);
    expect(cards.some((c) => text(c, 'location').split('\n').length >= 4)).toBe(true);
    expect(cards.some((c) => text(c, 'end_time') < text(c, 'start_time'))).toBe(true);
    expect(rsvps.filter((r) => r.checked_in === 1).map((r) => r.walk_in)).toContain(1);
    expect(rsvps.some((r) => r.checked_in === 0 && r.attending === 1)).toBe(true);
    expect(rsvps.some((r) => r.wish_hidden === 1)).toBe(true);
    expect(rsvps.some((r) => r.attending === 0)).toBe(true);
    expect(parties.map((p) => p.rsvp_id === null).sort()).toEqual([false, true]);
    expect(ushers.map((u) => u.revoked_at === null).sort()).toEqual([false, true]);
  });
});

describe.each(testDialects)('migration 0017-majlis on %s', (dialect) => {
  let database: TestDatabase;
  let after: Awaited<ReturnType<typeof readTables>>;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    expect((await database.migrate('0016-login-code-mailed')).at(-1)).toBe(
      '0016-login-code-mailed',
    );
    const old = db() as unknown as Kysely<OldDatabase>;
    for (const table of INSERT_ORDER) await old.insertInto(table).values(before[table]).execute();

    // The tables as this migration leaves them (later ones add columns of their own, tested on
    // their own); then the rest, so that today's code (the passes) can read the database.
    expect(await database.migrate('0017-majlis')).toEqual(['0017-majlis']);
    after = await readTables(db());
    await database.migrate();
  });
  afterAll(() => database.drop());

  const cardAfter = (id: Value | undefined) => after.cards.find((c) => c.id === id);

  it('moves each card’s date, times, venue, directions and programme into its one majlis', () => {
    expect(after.cards.map((c) => c.id)).toEqual(before.cards.map((c) => c.id));
    for (const old of before.cards) {
      const row = cardAfter(old.id)!;
      const majlis = majlisOf({
        wedding_date: text(old, 'wedding_date'),
        start_time: text(old, 'start_time'),
        end_time: text(old, 'end_time'),
        location: text(old, 'location'),
        directions: JSON.parse(text(old, 'directions')) as unknown[],
        tentative: JSON.parse(text(old, 'tentative')) as unknown[],
      });
      // Exactly these keys: the shared schema below would drop any extra one silently.
      expect(JSON.parse(row.majlis), String(old.id)).toStrictEqual([majlis]);
      expect(columnsToContent(row).majlis).toEqual([majlis]);
    }
  });

  it('keeps every other column of each card, wedding_date too, and adds the new ones unset', () => {
    for (const old of before.cards) {
      expect(cardAfter(old.id)).toEqual({
        ...withoutColumns(old, MOVED_COLUMNS),
        majlis: expect.any(String) as unknown,
        show_hijri: 0,
        hijri_adjust: 0,
        rsvp_closes_on: null,
      });
    }
  });

  it('shows guests each card as before: its content, date, time, venue and features', () => {
    const readAt = new Date(fixture.publicCardsReadAt);
    for (const row of after.cards) {
      const was = fixture.publicCards[row.id]!;
      const now = publicCard(row, readAt);
      expect(now.state, row.id).toBe(was.state);
      if (was.state !== 'live' || now.state !== 'live') continue;
      const { wedding_date, start_time, end_time, location, directions, tentative, ...kept } =
        was.content;
      const moved = { wedding_date, start_time, end_time, location, directions, tentative };
      expect(now.content).toEqual({
        ...kept,
        majlis: [majlisOf(moved)],
        show_hijri: false,
        hijri_adjust: 0,
      });
      // The RSVP's last day came with the majlis: unset on every card that was. (Later
      // features, such as the card after the day, are added beside these.)
      expect(now.features).toMatchObject({ ...was.features, rsvp_closes_on: null });
    }
  });

  it('gives each card the calendar event it had (past midnight too)', () => {
    for (const row of after.cards) {
      const content = columnsToContent(row);
      // The cards of then were in Malay, the only language there was.
      const event = calendarEvent(content, content.majlis[0]!, cardUrl(row.id), (id, values) =>
        cardMessageIn(cardWords('ms'), id, values),
      );
      const was = fixture.calendarEvents[row.id]!;
      const seen = event && {
        ...event,
        start: event.start.toISOString(),
        end: event.end.toISOString(),
      };
      expect(seen, row.id).toEqual(was);
    }
  });

  it('keeps every RSVP as it was', () => {
    expect(after.rsvps).toEqual(before.rsvps);
  });

  it('gives each RSVP exactly one attendance, for the first majlis, with its answer', () => {
    expect(after.attendance.map((a) => a.rsvp_id).sort()).toEqual(
      before.rsvps.map((r) => String(r.id)).sort(),
    );
    for (const rsvp of before.rsvps) {
      expect(after.attendance.find((a) => a.rsvp_id === rsvp.id)).toEqual({
        rsvp_id: rsvp.id,
        card_id: rsvp.card_id,
        majlis_id: FIRST_MAJLIS_ID,
        attending: rsvp.attending,
        guests: rsvp.guests,
        session_id: null,
        // Checked in when, exactly for those checked in: the check-in undone is not.
        checked_in_at: rsvp.checked_in === 1 ? rsvp.checked_in_at : null,
        updated_at: expect.any(String) as unknown,
      });
    }
  });

  it('checks in the pass holder, the walk-in and the owner’s own check-in, and nobody else', () => {
    const checkedIn = after.attendance
      .filter((a) => a.checked_in_at !== null)
      .map((a) => before.rsvps.find((r) => r.id === a.rsvp_id)?.name)
      .sort();
    expect(checkedIn).toEqual(['Encik Hadir Contoh', 'Mak Long Contoh', 'Pak Cik Datang Terus']);
    expect(rsvpNamed('Pak Cik Datang Terus')?.walk_in).toBe(1);
  });

  it('keeps the guest list, each party invited to the open majlis (the card’s one)', () => {
    // Every column it had, as it was (later migrations may add columns of their own).
    expect(after.parties).toEqual(before.guest_parties.map((p) => ({ ...p, majlis_ids: null })));
    for (const party of after.parties) {
      const { majlis } = columnsToContent(cardAfter(party.card_id)!);
      const invited = party.majlis_ids === null ? null : (JSON.parse(party.majlis_ids) as string[]);
      expect(visibleMajlis(majlis, invited).map((m) => m.id)).toEqual([FIRST_MAJLIS_ID]);
    }
  });

  it('keeps the usher links, each for every majlis, the revoked one revoked', () => {
    expect(after.ushers).toEqual(before.ushers.map((u) => ({ ...u, majlis_id: null })));
  });

  it('finds every pass by its token: the RSVP’s by its hash, the party’s by its link', async () => {
    const door = doorRepository(db());
    const partyOfLink = partyLinkReader(db(), fixture.appSecret);
    for (const { rsvpName, token } of fixture.passes) {
      const rsvpId = rsvpNamed(rsvpName)?.id;
      if (isPartyToken(token)) {
        expect((await partyOfLink(null, token))?.rsvp_id, rsvpName).toBe(rsvpId);
      } else {
        const hash = passHash(fixture.appSecret, token) ?? '';
        expect((await door.findPassAnywhere(hash))?.id, rsvpName).toBe(rsvpId);
      }
    }
    expect(fixture.passes.filter((p) => isPartyToken(p.token))).toHaveLength(1);
  });
});

/** The migrated tables, each in its id's order (as the fixture's, whatever the collation). */
async function readTables(db: Kysely<Database>) {
  const byId = <T extends { id: string }>(rows: T[]) =>
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    cards: byId(await db.selectFrom('cards').selectAll().execute()),
    rsvps: byId(await db.selectFrom('rsvps').selectAll().execute()),
    attendance: await db.selectFrom('rsvp_attendance').selectAll().execute(),
    parties: byId(await db.selectFrom('guest_parties').selectAll().execute()),
    ushers: byId(await db.selectFrom('ushers').selectAll().execute()),
  };
}

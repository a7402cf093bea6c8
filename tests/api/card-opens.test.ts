import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCardDetail, CardSearchReply, Counters } from '@shared/schemas/admin';
import type { CardOpens } from '@shared/schemas/card-opens';
import { CARD_OPENS_DAYS } from '@shared/schemas/card-opens';
import { DEMO_CARD_ID } from '@server/db/demo-card';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { createCard, newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';
import { makeWebDir } from '../support/web-dir';

// How many opened a card: the card's page served to a person's browser, each browser once a
// day (a keyed hash of the day, never the address or user agent), read by the owner and staff.

const STAFF = 'staf.kiraan@jemput.test';
const DAY_MS = 24 * 60 * 60 * 1000;
// 10:00 in Malaysia on 28 November 2026.
const START = new Date('2026-11-28T02:00:00Z');

// Browsers with a mark of their own, so the tables can be searched for them.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 UjianKiraan/41';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0 UjianKiraan/42';
const ROBOTS = [
  'WhatsApp/2.23.20.0 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'TelegramBot (like TwitterBot)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'curl/8.5.0',
];

describe.each(testDialects)('card opens on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  const clock = testClock(START);
  let owner: { id: string; email: string; cookie: string };
  let other: string;
  let staff: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, clock, env: { ADMIN_EMAILS: STAFF } });
    owner = await newOwnersCard(t);
    other = await logIn(t, 'orang.lain.kiraan@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;

  /** A browser opening a page: its address and user agent, and anything else it sends. */
  const open = (
    url: string,
    address: string,
    userAgent: string | undefined,
    more: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: more.method ?? 'GET',
      url,
      remoteAddress: address,
      headers: { ...(userAgent ? { 'user-agent': userAgent } : {}), ...more.headers },
    });
  const opensOf = async (id: string, cookie = owner.cookie) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${id}/opens`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CardOpens>();
  };
  const newCard = () => createCard(db(), { ownerEmail: owner.email });

  it('counts one browser once a day however often it opens the card, and each browser', async () => {
    const id = await newCard();
    for (let i = 0; i < 3; i += 1) {
      expect((await open(`/kad/${id}`, '198.51.100.7', PHONE)).statusCode).toBe(200);
    }
    expect(await opensOf(id)).toMatchObject({ total: 1, today: 1 });
    // Another browser: another address, or another browser at the same address.
    await open(`/kad/${id}`, '198.51.100.8', PHONE);
    await open(`/kad/${id}`, '198.51.100.7', LAPTOP);
    // With a guest's name, from a link shared with a query of its own: still the card.
    await open(`/kad/${id}/?kepada=Pak%20Long&fbclid=abc`, '203.0.113.9', PHONE);
    const opens = await opensOf(id);
    expect(opens).toMatchObject({ total: 4, today: 4 });
    expect(opens.days).toHaveLength(CARD_OPENS_DAYS);
    expect(opens.days.at(-1)).toEqual({ date: '2026-11-28', opens: 4 });
    expect(opens.days[0]).toEqual({ date: '2026-10-30', opens: 0 });
  });

  it('counts a phone’s addresses within its /64 as one browser', async () => {
    const id = await newCard();
    await open(`/kad/${id}`, '2001:db8:1:2::aa', PHONE);
    await open(`/kad/${id}`, '2001:db8:1:2:ffff::1', PHONE);
    await open(`/kad/${id}`, '2001:db8:1:3::aa', PHONE);
    expect(await opensOf(id)).toMatchObject({ total: 2, today: 2 });
  });

  it('counts the same browser again the next day in Malaysia, and forgets the day before', async () => {
    const id = await newCard();
    await open(`/kad/${id}`, '198.51.100.20', PHONE);
    // 23:59 in Malaysia: the same day.
    clock.set(new Date('2026-11-28T15:59:00Z'));
    await open(`/kad/${id}`, '198.51.100.20', PHONE);
    expect(await opensOf(id)).toMatchObject({ total: 1, today: 1 });
    // Midnight in Malaysia: a new day.
    clock.set(new Date('2026-11-28T16:00:00Z'));
    await open(`/kad/${id}`, '198.51.100.20', PHONE);
    await open(`/kad/${id}`, '198.51.100.20', PHONE);
    const opens = await opensOf(id);
    expect(opens).toMatchObject({ total: 2, today: 1 });
    expect(opens.days.slice(-2)).toEqual([
      { date: '2026-11-28', opens: 1 },
      { date: '2026-11-29', opens: 1 },
    ]);
    // Yesterday's hashes are gone: only today's are kept.
    const days = await db().selectFrom('card_open_visitors').select('day').distinct().execute();
    expect(days.map((row) => row.day)).toEqual(['2026-11-29']);
    // A week on, the chart moves with the days and the total stays.
    clock.advance(7 * DAY_MS);
    const later = await opensOf(id);
    expect(later).toMatchObject({ total: 2, today: 0 });
    expect(later.days.at(-1)).toEqual({ date: '2026-12-06', opens: 0 });
    expect(later.days.filter((day) => day.opens > 0)).toEqual([
      { date: '2026-11-28', opens: 1 },
      { date: '2026-11-29', opens: 1 },
    ]);
    clock.set(START);
  });

  it('leaves out link previews, crawlers, tools and requests naming no browser', async () => {
    const id = await newCard();
    for (const [i, robot] of [...ROBOTS, undefined].entries()) {
      const res = await open(`/kad/${id}`, `192.0.2.${i + 1}`, robot);
      expect(res.statusCode).toBe(200);
    }
    expect(await opensOf(id)).toMatchObject({ total: 0, today: 0 });
  });

  it('leaves out HEAD, a prefetch, a theme’s demo and a card whose trial is over', async () => {
    const id = await newCard();
    expect((await open(`/kad/${id}`, '192.0.2.50', PHONE, { method: 'HEAD' })).statusCode).toBe(
      200,
    );
    await open(`/kad/${id}`, '192.0.2.51', PHONE, { headers: { 'sec-purpose': 'prefetch' } });
    expect((await open(`/kad/${id}/theme7`, '192.0.2.52', PHONE)).statusCode).toBe(200);
    expect(await opensOf(id)).toMatchObject({ total: 0 });

    const expired = await createCard(db(), {
      ownerEmail: owner.email,
      status: 'unverified',
      ageMinutes: 0,
    });
    await db()
      .updateTable('cards')
      .set({ created_at: new Date(START.getTime() - 2 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', expired)
      .execute();
    const page = await open(`/kad/${expired}`, '192.0.2.53', PHONE);
    expect(page.body).toContain('Tempoh percubaan');
    expect(await opensOf(expired)).toMatchObject({ total: 0 });
  });

  it('counts nothing for a card that does not exist', async () => {
    const before = await db().selectFrom('card_opens').selectAll().execute();
    for (const url of ['/kad/tiadakad99', '/kad/BUKAN-ID', '/kad/tiadakad99/theme7']) {
      expect((await open(url, '192.0.2.60', PHONE)).statusCode).toBe(404);
    }
    await opensOf(owner.id); // waits for the writes in flight
    expect(await db().selectFrom('card_opens').selectAll().execute()).toEqual(before);
    const cards = await db()
      .selectFrom('card_opens')
      .select('card_id')
      .where('card_id', 'like', 'tiada%')
      .execute();
    expect(cards).toEqual([]);
  });

  it('counts a browser shown the copy it kept (304) as an open', async () => {
    const id = await newCard();
    const first = await open(`/kad/${id}`, '198.51.100.30', PHONE);
    // Another browser of the same phone's owner asks with the page it kept, unchanged.
    const again = await open(`/kad/${id}`, '198.51.100.31', PHONE, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(await opensOf(id)).toMatchObject({ total: 2, today: 2 });
  });

  it('does not count the owner or staff looking at the card while logged in', async () => {
    const id = await newCard();
    await open(`/kad/${id}`, '198.51.100.40', PHONE, { headers: { cookie: owner.cookie } });
    await open(`/kad/${id}`, '198.51.100.41', PHONE, { headers: { cookie: staff } });
    expect(await opensOf(id)).toMatchObject({ total: 0 });
    // Someone else logged in is a guest like any other; so is a stale cookie.
    await open(`/kad/${id}`, '198.51.100.42', PHONE, { headers: { cookie: other } });
    await open(`/kad/${id}`, '198.51.100.43', PHONE, {
      headers: { cookie: `jemput_session=${'x'.repeat(43)}` },
    });
    expect(await opensOf(id)).toMatchObject({ total: 2 });
  });

  it('does not count the family helping with the card (a co-host) looking at it', async () => {
    const id = await newCard();
    const email = `mak.kiraan.${id}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${id}/hosts`,
      headers: { cookie: owner.cookie },
      payload: { email, name: 'Mak', role: 'pengurus' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mak = await logIn(t, email);
    await open(`/kad/${id}`, '198.51.100.44', PHONE, { headers: { cookie: mak } });
    expect(await opensOf(id)).toMatchObject({ total: 0 });
    // Removed, they are a guest like any other.
    const [host] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}/hosts`,
        headers: { cookie: owner.cookie },
      })
    ).json<{ hosts: { id: string }[] }>().hosts;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${id}/hosts/${host?.id ?? ''}`,
      headers: { cookie: owner.cookie },
    });
    await open(`/kad/${id}`, '198.51.100.45', PHONE, { headers: { cookie: mak } });
    expect(await opensOf(id)).toMatchObject({ total: 1 });
  });

  it('stores no address and no user agent anywhere, only keyed hashes', async () => {
    const id = await newCard();
    const address = '203.0.113.177';
    await open(`/kad/${id}`, address, PHONE);
    await open(`/kad/${id}`, '2001:db8:77:88::1234', LAPTOP);
    expect(await opensOf(id)).toMatchObject({ total: 2 });
    const visitors = await db().selectFrom('card_open_visitors').selectAll().execute();
    expect(visitors.length).toBeGreaterThan(0);
    for (const row of visitors) {
      expect(Object.keys(row).sort()).toEqual(['day', 'visitor_hash']);
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(
      Object.keys((await db().selectFrom('card_opens').selectAll().execute())[0]!).sort(),
    ).toEqual(['card_id', 'day', 'opens']);
    // Every table, every row: neither the addresses nor the browsers' marks.
    const tables = await db().introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('card_open_visitors');
    for (const table of tables) {
      if (table.name.startsWith('kysely_')) continue;
      const rows = await db()
        .selectFrom(table.name as 'cards')
        .selectAll()
        .execute();
      const text = JSON.stringify(rows);
      for (const clear of [address, '2001:db8:77:88', 'UjianKiraan', 'SM-A546E', 'Firefox/132']) {
        expect(text, `${table.name} holds ${clear}`).not.toContain(clear);
      }
    }
  });

  it('lets the owner and staff read the count, nobody else', async () => {
    const url = `/api/cards/${owner.id}/opens`;
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const stranger = await t.app.inject({ method: 'GET', url, headers: { cookie: other } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: { code: 'forbidden' } });
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const theirs = await t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual(mine.json());
    // Staff reading a couple's count is on the record.
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('card_id', '=', owner.id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('GET /api/cards/:id/opens');
    for (const bad of ['/api/cards/tiadakad99/opens', '/api/cards/BUKAN%00/opens']) {
      const res = await t.app.inject({
        method: 'GET',
        url: bad,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('counts the demo card like any card', async () => {
    // Other tests open the demo card too, in any order: this one counts its own open.
    const before = await opensOf(DEMO_CARD_ID, staff);
    await open(`/kad/${DEMO_CARD_ID}`, '198.51.100.90', PHONE);
    const after = await opensOf(DEMO_CARD_ID, staff);
    expect(after.total - before.total).toBe(1);
  });

  it('shows staff each card’s opens and the opens of every couple’s card', async () => {
    const staffGet = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const id = await newCard();
    const before = await staffGet<Counters>('/api/admin/counters');
    await open(`/kad/${id}`, '198.51.100.100', PHONE);
    await open(`/kad/${id}`, '198.51.100.101', PHONE);
    await open(`/kad/${DEMO_CARD_ID}`, '198.51.100.102', PHONE);
    await opensOf(id);
    const after = await staffGet<Counters>('/api/admin/counters');
    // The demo's open is nobody's wedding.
    expect(after.cardOpens - before.cardOpens).toBe(2);
    const found = await staffGet<CardSearchReply>(`/api/admin/cards?q=${id}`);
    expect(found.cards.find((card) => card.id === id)?.opens).toBe(2);
    const detail = await staffGet<AdminCardDetail>(`/api/admin/cards/${id}`);
    expect(detail.opens).toEqual({ total: 2, today: 2 });
    clock.advance(DAY_MS);
    expect((await staffGet<AdminCardDetail>(`/api/admin/cards/${id}`)).opens).toEqual({
      total: 2,
      today: 0,
    });
    clock.set(START);
  });
});

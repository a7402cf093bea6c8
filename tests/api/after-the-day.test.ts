import { cardText } from '@shared/i18n/card-catalogues';
import fs from 'node:fs';
import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AFTER_DAY_MESSAGES } from '@shared/card/after-the-day';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import type { AfterTheDay, AfterTheDayReply } from '@shared/schemas/after-the-day';
import type { PublicCard } from '@shared/schemas/card';
import { DEMO_CARD_ID } from '@shared/schemas/card-id';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { createCard, newOwnersCard } from '../support/cards';
import { GUEST, akadMajlis, postRsvp, resepsiMajlis } from '../support/majlis';
import { makeWebDir } from '../support/web-dir';
import { asVisitor } from '../support/visitors';

// The card after the day: once every majlis of the card is over the card says it has been held,
// refuses RSVPs, keeps its wishes and shows the couple's thank-you note; the owner may have it
// taken down then (410 to guests), while their own pages and the wishes stay.

const STAFF = 'staf.selepas@jemput.test';
// An akad for the family only, then the resepsi, which ends at 17:00 in Kuala Lumpur (09:00 UTC).
const AKAD = akadMajlis({ date: '2030-06-14', start_time: '20:00', end_time: '22:00' });
const RESEPSI = resepsiMajlis({ date: '2030-06-15', start_time: '11:30', end_time: '17:00' });
const WEDDING = [AKAD, RESEPSI];
const LAST_END = new Date('2030-06-15T09:00:00Z');
const BEFORE = new Date('2030-06-13T02:00:00Z');

/**
 * What the page shows: its HTML without its data (which carries the card's whole catalogue in its
 * language, the words of the held card among them).
 */
const shownOf = (html: string) =>
  html.replace(
    new RegExp(`<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">.*?</script>`, 's'),
    '',
  );

const dataOf = (html: string): CardPageData => {
  const start = `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">`;
  const json = html.slice(
    html.indexOf(start) + start.length,
    html.indexOf('</script>', html.indexOf(start)),
  );
  return JSON.parse(json) as CardPageData;
};

describe.each(testDialects)('the card after the day on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  let other: string;
  let staff: string;
  const clock = testClock(BEFORE);
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, {
      webDir,
      clock,
      env: { ADMIN_EMAILS: STAFF, PUBLIC_URL: 'https://jemput.test' },
    });
    other = await logIn(t, 'orang.lain.selepas@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(() => clock.set(BEFORE));

  const get = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: freshAddress(),
      headers: cookie ? { cookie } : {},
    });
  const put = (id: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}/after-the-day`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const publicCard = async (id: string) => (await get(`/api/cards/${id}`)).json<PublicCard>();

  it('takes RSVPs until the last majlis ends, then refuses them in Malay', async () => {
    const id = await createCard(t.database.handle.db, { majlis: WEDDING });
    const answer = {
      ...GUEST,
      majlis: [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi1' }],
    };
    clock.set(new Date(LAST_END.getTime() - 60_000));
    const before = await postRsvp(t, id, answer);
    expect(before.statusCode, before.body).toBe(201);
    // Over for the guest who sees only the resepsi when the resepsi ends (the akad was earlier).
    clock.set(LAST_END);
    const after = await postRsvp(t, id, answer);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({
      error: { code: 'forbidden', message: malay(AFTER_DAY_MESSAGES.rsvpHeld) },
    });
  });

  it('waits for every majlis of the card, also one the guest does not see', async () => {
    // The akad (invite only) comes after the resepsi here: the card is held once it is over.
    const lateAkad = akadMajlis({ date: '2030-06-16', start_time: '09:00', end_time: '10:00' });
    const id = await createCard(t.database.handle.db, { majlis: [RESEPSI, lateAkad] });
    clock.set(new Date(LAST_END.getTime() + 3600_000));
    const card = await publicCard(id);
    expect(card.state === 'live' && card.features.held_at).toBe('2030-06-16T02:00:00.000Z');
    const answer = {
      ...GUEST,
      majlis: [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi1' }],
    };
    expect((await postRsvp(t, id, answer)).statusCode).toBe(201);
    clock.set(new Date('2030-06-16T02:00:00Z'));
    expect((await postRsvp(t, id, answer)).statusCode).toBe(403);
  });

  it('shows the held card with the couple’s note, and the page turns on the minute it ends', async () => {
    const { id, cookie } = await newOwnersCard(t, { majlis: WEDDING });
    const note = 'Terima kasih atas kehadiran.\nJumpa lagi!';
    expect((await put(id, { thanksNote: note, afterDay: 'keep' }, cookie)).statusCode).toBe(200);

    // Before: the note is not sent; the page says nothing of being held.
    clock.set(new Date(LAST_END.getTime() - 20_000));
    const before = await get(`/kad/${id}`);
    expect(before.statusCode).toBe(200);
    expect(shownOf(before.body)).not.toContain('telah pun berlangsung');
    expect(shownOf(before.body)).toContain('Menghitung Hari');
    const beforeData = dataOf(before.body);
    expect(beforeData.state === 'live' && beforeData.card.features).toMatchObject({
      held_at: LAST_END.toISOString(),
      thanks_note: null,
      after_day: 'keep',
    });

    // Within the same minute, once it is over: never the page drawn before.
    clock.set(new Date(LAST_END.getTime() + 10_000));
    const after = await get(`/kad/${id}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(shownOf(after.body)).toContain('Majlis telah pun berlangsung pada');
    expect(shownOf(after.body)).toContain(cardText('ms', 'card.held.thanks'));
    expect(after.body).toContain('Jumpa lagi!');
    expect(shownOf(after.body)).not.toContain('Menghitung Hari');
    expect(after.body).toContain('aria-label="Ucapan"');
    const afterData = dataOf(after.body);
    expect(afterData.state === 'live' && afterData.card.features.thanks_note).toBe(note);
    const card = await publicCard(id);
    expect(card.state === 'live' && card.features.thanks_note).toBe(note);
    // The wishes stay readable.
    expect((await get(`/api/cards/${id}/wishes`)).statusCode).toBe(200);
  });

  it('takes the card down after the day when the owner chose so, and only then', async () => {
    const { id, cookie } = await newOwnersCard(t, { majlis: WEDDING });
    const saved = await put(id, { thanksNote: '', afterDay: 'down' }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AfterTheDayReply>()).toMatchObject({
      thanksNote: null,
      afterDay: 'down',
      held: false,
      heldAt: LAST_END.toISOString(),
      url: `https://jemput.test/kad/${id}`,
      message: 'Tetapan selepas majlis disimpan.',
    });
    // Before the day nothing changes for guests.
    expect((await get(`/kad/${id}`)).statusCode).toBe(200);

    clock.set(LAST_END);
    const page = await get(`/kad/${id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(malay(AFTER_DAY_MESSAGES.takenDown));
    expect(page.body).not.toContain('Aminah');
    // Nothing of the card but its id, and the words of its screen in the card's language.
    expect(dataOf(page.body)).toMatchObject({ state: 'closed', id, words: { language: 'ms' } });
    expect(Object.keys(dataOf(page.body))).toEqual(['state', 'id', 'words']);
    expect(await publicCard(id)).toEqual({ id, state: 'closed' });
    const wishes = await get(`/api/cards/${id}/wishes`);
    expect(wishes.statusCode).toBe(410);
    expect(wishes.json()).toEqual({
      error: { code: 'gone', message: malay(AFTER_DAY_MESSAGES.takenDown) },
    });

    // The owner still has the card and its settings, and may put it up again.
    const mine = await get(`/api/cards/${id}/edit`, cookie);
    expect(mine.statusCode).toBe(200);
    expect((await get(`/api/cards/${id}/after-the-day`, cookie)).json<AfterTheDay>()).toMatchObject(
      { afterDay: 'down', held: true },
    );
    expect((await put(id, { thanksNote: '', afterDay: 'keep' }, cookie)).statusCode).toBe(200);
    expect((await get(`/kad/${id}`)).statusCode).toBe(200);
  });

  it('says a taken-down English card is gone in English, even to a Malay browser', async () => {
    const { id, cookie } = await newOwnersCard(t, { majlis: WEDDING, language: 'en' });
    expect((await put(id, { thanksNote: '', afterDay: 'down' }, cookie)).statusCode).toBe(200);
    clock.set(LAST_END);
    const wishes = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${id}/wishes`,
      remoteAddress: freshAddress(),
      headers: asVisitor('ms'),
    });
    expect(wishes.statusCode).toBe(410);
    expect(wishes.json()).toEqual({
      error: { code: 'gone', message: cardText('en', 'card.closed.title') },
    });
  });

  it('refuses a bad note or choice with a Malay message', async () => {
    const { id, cookie } = await newOwnersCard(t, { majlis: WEDDING });
    const refused = async (payload: unknown, message: string, field?: string) => {
      const res = await put(id, payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { message: string; field?: string } }>().error).toMatchObject({
        message,
        ...(field ? { field } : {}),
      });
    };
    await refused(
      { thanksNote: 'x'.repeat(501), afterDay: 'keep' },
      malay(AFTER_DAY_MESSAGES.thanksNoteTooLong),
      'thanksNote',
    );
    await refused(
      { thanksNote: 'a\n'.repeat(13), afterDay: 'keep' },
      malay(AFTER_DAY_MESSAGES.thanksNoteLines),
      'thanksNote',
    );
    await refused(
      { thanksNote: 'a\u0000b', afterDay: 'keep' },
      malay(AFTER_DAY_MESSAGES.thanksNoteInvalid),
      'thanksNote',
    );
    await refused(
      { thanksNote: 'ok', afterDay: 'padam' },
      malay(AFTER_DAY_MESSAGES.choiceInvalid),
      'afterDay',
    );
    await refused(
      { thanksNote: 5, afterDay: 'keep' },
      malay(AFTER_DAY_MESSAGES.thanksNoteInvalid),
      'thanksNote',
    );
    await refused({ afterDay: 'keep' }, malay(AFTER_DAY_MESSAGES.thanksNoteInvalid), 'thanksNote');
    await refused(['teks'], malay(AFTER_DAY_MESSAGES.choiceInvalid));
    // 500 characters, an emoji and invisible edges: kept, trimmed.
    const ok = await put(
      id,
      { thanksNote: `\u200B ${'x'.repeat(497)}🌸 `, afterDay: 'keep' },
      cookie,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AfterTheDayReply>().thanksNote).toBe(`${'x'.repeat(497)}🌸`);
  });

  it('lets only the owner read and set it', async () => {
    const { id, cookie } = await newOwnersCard(t, { majlis: WEDDING });
    const body = { thanksNote: 'Terima kasih', afterDay: 'down' };
    expect((await get(`/api/cards/${id}/after-the-day`)).statusCode).toBe(401);
    expect((await put(id, body)).statusCode).toBe(401);
    expect((await get(`/api/cards/${id}/after-the-day`, other)).statusCode).toBe(403);
    expect((await put(id, body, other)).statusCode).toBe(403);
    // Staff cannot change what the couple's card shows after the day.
    expect((await get(`/api/cards/${id}/after-the-day`, staff)).statusCode).toBe(403);
    expect((await put(id, body, staff)).statusCode).toBe(403);
    // A refused caller changed nothing.
    expect((await get(`/api/cards/${id}/after-the-day`, cookie)).json<AfterTheDay>()).toMatchObject(
      { thanksNote: null, afterDay: 'keep', held: false },
    );
    expect((await put(id, body, cookie)).statusCode).toBe(200);
  });

  it('never turns the demo card, whose wedding moves ahead', async () => {
    clock.set(new Date('2099-01-01T00:00:00Z'));
    const demo = await publicCard(DEMO_CARD_ID);
    expect(demo.state === 'live' && demo.features.held_at).toBe(null);
  });
});

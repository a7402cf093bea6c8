import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '@shared/card/sample-card';
import { ANSWERS_BY_HAND_MESSAGES } from '@shared/schemas/answers-by-hand';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import {
  akadMajlis,
  attendanceOf,
  listParty,
  resepsiMajlis,
  resepsiSessions,
} from '../support/majlis';

// The owner answers for a guest by hand, per majlis, even after the RSVP's last day: the
// guest list records a party's answer, the RSVP page corrects an RSVP's.

const STAFF = 'staf.jawapan@example.com';
const AKAD = akadMajlis({ start_time: DEFAULT_START_TIME, end_time: DEFAULT_END_TIME });
const RESEPSI = resepsiMajlis({ sessions: resepsiSessions(5) });

describe.each(testDialects)('answers recorded by hand on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const call = (method: 'PUT' | 'POST', url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
    });

  async function weddingWithParty() {
    const card = await newOwnersCard(t, { majlis: [AKAD, RESEPSI] });
    const makLong = { name: 'Mak Long Som', phone: '012-345 6789', allowance: 4 };
    const { party } = await listParty(t, card, makLong, ['akad1', 'resepsi1']);
    return { card, party };
  }
  const both = (session = 'sesi1', guests = 3) => ({
    majlis: [
      { id: 'akad1', attending: true, guests: 2 },
      { id: 'resepsi1', attending: true, guests, session },
    ],
  });

  it('records a party’s answer per majlis after the RSVP closed, and replaces it later', async () => {
    const { card, party } = await weddingWithParty();
    await db()
      .updateTable('cards')
      .set({ rsvp_closes_on: '2020-01-01' })
      .where('id', '=', card.id)
      .execute();
    const url = `/api/cards/${card.id}/guests/${party.id}/answer`;
    const first = await call('PUT', url, both(), card.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const { rsvpId } = first.json<{ rsvpId: string }>();
    expect(first.json()).toEqual({ rsvpId, message: malay(ANSWERS_BY_HAND_MESSAGES.saved) });
    expect(await attendanceOf(t, rsvpId)).toEqual([
      { majlis_id: 'akad1', attending: 1, guests: 2, session_id: null, checked_in_at: null },
      { majlis_id: 'resepsi1', attending: 1, guests: 3, session_id: 'sesi1', checked_in_at: null },
    ]);
    const again = await call(
      'PUT',
      url,
      {
        majlis: [
          { id: 'akad1', attending: false, guests: 1 },
          { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
        ],
      },
      card.cookie,
    );
    expect(again.json()).toMatchObject({ rsvpId });
    const rows = await db()
      .selectFrom('rsvps')
      .selectAll()
      .where('card_id', '=', card.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attending: 1, guests: 4, name: 'Mak Long Som' });
  });

  it('corrects an RSVP’s answers, keeping its wish and the check-in of a majlis still attended', async () => {
    const { card, party } = await weddingWithParty();
    const res = await call(
      'PUT',
      `/api/cards/${card.id}/guests/${party.id}/answer`,
      both(),
      card.cookie,
    );
    const { rsvpId } = res.json<{ rsvpId: string }>();
    await db().updateTable('rsvps').set({ ucapan: 'Tahniah!' }).where('id', '=', rsvpId).execute();
    await db()
      .updateTable('rsvp_attendance')
      .set({ checked_in_at: '2027-01-01T03:00:00.000Z' })
      .where('rsvp_id', '=', rsvpId)
      .execute();
    const fixed = await call(
      'PUT',
      `/api/cards/${card.id}/rsvps/${rsvpId}/answers`,
      {
        majlis: [
          { id: 'akad1', attending: false, guests: 2 },
          { id: 'resepsi1', attending: true, guests: 3, session: 'sesi1' },
        ],
      },
      card.cookie,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await attendanceOf(t, rsvpId)).toEqual([
      { majlis_id: 'akad1', attending: 0, guests: 2, session_id: null, checked_in_at: null },
      {
        majlis_id: 'resepsi1',
        attending: 1,
        guests: 3,
        session_id: 'sesi1',
        checked_in_at: '2027-01-01T03:00:00.000Z',
      },
    ]);
    const rsvp = await db()
      .selectFrom('rsvps')
      .selectAll()
      .where('id', '=', rsvpId)
      .executeTakeFirstOrThrow();
    expect(rsvp).toMatchObject({ ucapan: 'Tahniah!', checked_in: 1 });
  });

  it('holds the seats and the guest’s own majlis, in Malay', async () => {
    const { card, party } = await weddingWithParty();
    const url = `/api/cards/${card.id}/guests/${party.id}/answer`;
    const full = await call('PUT', url, both('sesi1', 6), card.cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: { message: malay(MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1')) },
    });
    const stranger = await call(
      'PUT',
      url,
      { majlis: [{ id: 'lain1', attending: true, guests: 1 }] },
      card.cookie,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      error: { message: malay(MAJLIS_ANSWER_MESSAGES.notInvited) },
    });
    const noSession = await call(
      'PUT',
      url,
      {
        majlis: [
          { id: 'akad1', attending: false, guests: 1 },
          { id: 'resepsi1', attending: true, guests: 1 },
        ],
      },
      card.cookie,
    );
    expect(noSession.json()).toMatchObject({
      error: { message: malay(MAJLIS_ANSWER_MESSAGES.session), field: 'majlis.1.session' },
    });
    const noParty = await call(
      'PUT',
      `/api/cards/${card.id}/guests/tiadapihak12/answer`,
      both(),
      card.cookie,
    );
    expect(noParty.statusCode).toBe(404);
    const noRsvp = await call(
      'PUT',
      `/api/cards/${card.id}/rsvps/${'x'.repeat(16)}/answers`,
      both(),
      card.cookie,
    );
    expect(noRsvp.statusCode).toBe(404);
    expect(
      await db().selectFrom('rsvps').selectAll().where('card_id', '=', card.id).execute(),
    ).toEqual([]);
  });

  it('is the owner’s alone: anonymous 401, another owner and staff 403, whatever is sent', async () => {
    const { card, party } = await weddingWithParty();
    const other = await newOwnersCard(t);
    const urls = [
      `/api/cards/${card.id}/guests/${party.id}/answer`,
      `/api/cards/${card.id}/rsvps/${'a'.repeat(16)}/answers`,
    ];
    for (const url of urls) {
      for (const body of [both(), { nonsense: true }]) {
        expect((await call('PUT', url, body)).statusCode, url).toBe(401);
        expect((await call('PUT', url, body, other.cookie)).statusCode, url).toBe(403);
        expect((await call('PUT', url, body, staff)).statusCode, url).toBe(403);
      }
    }
  });
});

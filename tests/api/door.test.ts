import type { AddressInfo } from 'node:net';
import { eventStreamReader } from '../support/event-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInReply,
  DoorGuestPage,
  DoorSummary,
  Pass,
  RsvpChange,
  UsherLink,
} from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGES, USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import type { RsvpCreated } from '@shared/schemas/rsvp';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';

// Passes, usher links and the door's calls. An usher link
// checks guests in for its own card only, sees no phone number or e-mail, and stops when
// revoked; the owner and staff use the same calls with their session. Every change reaches the
// card's event stream.

const STAFF = 'staf.pintu@jemput.test';

describe.each(testDialects)('the door on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, 'orang.lain.pintu@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const ownersCard = () => newOwnersCard(t);

  const headers = (auth?: { cookie?: string; usher?: string }) => ({
    ...(auth?.cookie ? { cookie: auth.cookie } : {}),
    ...(auth?.usher ? { [USHER_TOKEN_HEADER]: auth.usher } : {}),
  });
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    auth?: { cookie?: string; usher?: string },
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: headers(auth),
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A guest's RSVP through the public call: their pass token (attending) and RSVP id. */
  async function rsvp(cardId: string, name: string, attending = true) {
    const res = await call('POST', `/api/cards/${cardId}/rsvps`, undefined, {
      name,
      phoneNumber: '012-345 6789',
      guests: 3,
      attending,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<RsvpCreated>();
    const row = await db()
      .selectFrom('rsvps')
      .select('id')
      .where('card_id', '=', cardId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return { pass: reply.pass?.token ?? '', url: reply.pass?.url ?? '', rsvpId: row.id };
  }

  async function usherLink(cardId: string, cookie: string, label = 'Pintu utama') {
    const res = await call('POST', `/api/cards/${cardId}/ushers`, { cookie }, { label });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<UsherLink>();
    return { link, token: link.url.split('#')[1] ?? '' };
  }

  describe('passes', () => {
    it('an attending guest gets a pass; a guest not coming gets none; only a hash is kept', async () => {
      const { id } = await ownersCard();
      const coming = await rsvp(id, 'Tetamu Hadir');
      expect(coming.pass).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(coming.url).toBe(`${t.config.publicUrl}/pas#${coming.pass}`);
      const res = await call('POST', `/api/cards/${id}/rsvps`, undefined, {
        name: 'Tetamu Tak Hadir',
        phoneNumber: '012-345 6789',
        guests: 1,
        attending: false,
      });
      expect(res.json<RsvpCreated>().pass).toBeUndefined();
      const stored = await db()
        .selectFrom('rsvps')
        .select('pass_hash')
        .where('card_id', '=', id)
        .execute();
      expect(stored.map((r) => r.pass_hash).filter(Boolean)).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(coming.pass);
    });

    it('the pass page reads a pass by its token (in the body), and nothing for a wrong one', async () => {
      const { id } = await ownersCard();
      const { pass } = await rsvp(id, 'Puan Pas');
      const res = await call('POST', '/api/passes/lookup', undefined, { token: pass });
      expect(res.statusCode).toBe(200);
      expect(res.json<Pass>()).toMatchObject({
        cardId: id,
        couple: 'Ali & Aminah',
        name: 'Puan Pas',
        guests: 3,
        checkedIn: false,
        checkedInAt: null,
      });
      expect(Object.keys(res.json<Pass>())).not.toContain('phoneNumber');
      const unknown = await call('POST', '/api/passes/lookup', undefined, {
        token: 'A'.repeat(22),
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await call('POST', '/api/passes/lookup', undefined, { token: 'pendek' });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('usher links', () => {
    it('the owner makes, lists and revokes them; others cannot', async () => {
      const { id, cookie } = await ownersCard();
      const { link } = await usherLink(id, cookie, 'Sepupu Aina');
      expect(link.url).toMatch(new RegExp(`/sambut/${id}#[a-z0-9]{12}\\.[A-Za-z0-9_-]{43}$`));
      const listed = await call('GET', `/api/cards/${id}/ushers`, { cookie });
      expect(listed.json<{ ushers: UsherLink[] }>().ushers).toEqual([link]);
      for (const auth of [undefined, { cookie: other }, { cookie: staff }]) {
        const status = auth ? 403 : 401;
        expect((await call('GET', `/api/cards/${id}/ushers`, auth)).statusCode).toBe(status);
        expect(
          (await call('POST', `/api/cards/${id}/ushers`, auth, { label: 'x' })).statusCode,
        ).toBe(status);
        expect((await call('DELETE', `/api/cards/${id}/ushers/${link.id}`, auth)).statusCode).toBe(
          status,
        );
      }
      const revoked = await call('DELETE', `/api/cards/${id}/ushers/${link.id}`, { cookie });
      expect(revoked.json<UsherLink>().revokedAt).not.toBeNull();
      expect(
        (await call('POST', `/api/cards/${id}/ushers`, { cookie }, { label: '' })).statusCode,
      ).toBe(400);
    });

    it.each(['%00', `abcdefgh1234%00`, 'ABCDEFGH1234', 'abc', '%E2%80%AEabcdefgh1234', '..%2f'])(
      'revoking the malformed usher id %s answers 404 (never a 500), and revokes nothing',
      async (usherId) => {
        const { id, cookie } = await ownersCard();
        const { link } = await usherLink(id, cookie);
        const res = await call('DELETE', `/api/cards/${id}/ushers/${usherId}`, { cookie });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 'not_found', message: CHECK_IN_MESSAGES.usherInvalid },
        });
        const listed = await call('GET', `/api/cards/${id}/ushers`, { cookie });
        expect(listed.json<{ ushers: UsherLink[] }>().ushers).toEqual([link]);
      },
    );
  });

  describe('who may use the door', () => {
    it('an usher link of this card, the owner and staff; nobody else', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const summary = (auth?: { cookie?: string; usher?: string }) =>
        call('GET', `/api/cards/${id}/door`, auth);
      expect((await summary({ usher: token })).json<DoorSummary>().via).toBe('usher');
      expect((await summary({ cookie })).json<DoorSummary>().via).toBe('owner');
      expect((await summary({ cookie: staff })).json<DoorSummary>().via).toBe('staff');
      expect((await summary()).statusCode).toBe(401);
      expect((await summary({ cookie: other })).statusCode).toBe(403);
      const forged = `${token.slice(0, 13)}${'A'.repeat(43)}`;
      expect((await summary({ usher: forged })).json()).toMatchObject({
        error: { message: CHECK_IN_MESSAGES.usherInvalid },
      });
      expect((await summary({ usher: 'sampah' })).statusCode).toBe(401);
      // A link of another card opens nothing here.
      const theirs = await ownersCard();
      const elsewhere = await usherLink(theirs.id, theirs.cookie);
      expect((await summary({ usher: elsewhere.token })).statusCode).toBe(403);
    });

    it('a revoked link stops at once, whatever it sends', async () => {
      const { id, cookie } = await ownersCard();
      const { link, token } = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Encik Batal');
      await call('DELETE', `/api/cards/${id}/ushers/${link.id}`, { cookie });
      const res = await call(
        'POST',
        `/api/cards/${id}/door/check-ins`,
        { usher: token },
        {
          pass: guest.pass,
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { message: CHECK_IN_MESSAGES.usherRevoked } });
      const bad = await call('POST', `/api/cards/${id}/door/check-ins`, { usher: token }, 'x');
      expect(bad.statusCode).toBe(403);
    });

    it('ushers see names and party sizes, never phone numbers or e-mails', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      await rsvp(id, 'Cik Rahsia');
      const res = await call('GET', `/api/cards/${id}/door/guests?q=rahsia`, { usher: token });
      const page = res.json<DoorGuestPage>();
      expect(page.guests).toEqual([
        {
          id: expect.any(String),
          name: 'Cik Rahsia',
          guests: 3,
          attending: true,
          checkedIn: false,
          checkedInAt: null,
          sessionId: null,
          walkIn: false,
          allowance: null,
          awaitingReply: false,
        },
      ]);
      expect(res.body).not.toContain('012-345');
    });
  });

  describe('checking in', () => {
    it('by pass: once; a second scan says when; undo; the counts follow', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Haji Imbas');
      const url = `/api/cards/${id}/door/check-ins`;
      const first = await call('POST', url, { usher: token }, { pass: guest.pass });
      expect(first.statusCode, first.body).toBe(200);
      const reply = first.json<CheckInReply>();
      expect(reply).toMatchObject({ already: false, message: 'Haji Imbas telah didaftar masuk.' });
      expect(reply.guest.checkedInAt).not.toBeNull();
      const second = (
        await call('POST', url, { usher: token }, { pass: guest.pass })
      ).json<CheckInReply>();
      expect(second.already).toBe(true);
      expect(second.message).toMatch(/^Haji Imbas sudah didaftar masuk pada \d+ \w+ \d{4}, /);
      expect(second.guest.checkedInAt).toBe(reply.guest.checkedInAt);
      const summary = (
        await call('GET', `/api/cards/${id}/door`, { usher: token })
      ).json<DoorSummary>();
      expect(summary.counts['checked-in']).toEqual({ parties: 1, guests: 3 });
      const undone = await call('DELETE', `${url}/${guest.rsvpId}`, { usher: token });
      expect(undone.json()).toMatchObject({ checkedIn: false, checkedInAt: null });
    });

    it('a pass of another card, a malformed one, a guest not coming: refused, nothing changes', async () => {
      const { id, cookie } = await ownersCard();
      const theirs = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const foreign = await rsvp(theirs.id, 'Tetamu Lain');
      const notComing = await rsvp(id, 'Tak Datang', false);
      const url = `/api/cards/${id}/door/check-ins`;
      const wrongCard = await call('POST', url, { usher: token }, { pass: foreign.pass });
      expect(wrongCard.statusCode).toBe(404);
      expect(wrongCard.json()).toMatchObject({ error: { message: CHECK_IN_MESSAGES.passUnknown } });
      expect((await call('POST', url, { usher: token }, { pass: 'bukan-pas' })).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', url, { usher: token }, { pass: foreign.pass, x: 1 })).statusCode,
      ).toBe(400);
      const refused = await call('POST', url, { usher: token }, { rsvpId: notComing.rsvpId });
      expect(refused.statusCode).toBe(409);
      const rows = await db()
        .selectFrom('rsvps')
        .select('checked_in')
        .where('checked_in', '=', 1)
        .where('card_id', 'in', [id, theirs.id])
        .execute();
      expect(rows).toHaveLength(0);
    });

    it.each(['%00', 'abcd1234%00', 'ABCD1234', 'party:abc', '%E2%80%8Babcd1234', '..%2f'])(
      'undoing the check-in of the malformed id %s answers 404 (never a 500)',
      async (rsvpId) => {
        const { id, cookie } = await ownersCard();
        const guest = await rsvp(id, 'Tetamu Sedia');
        const url = `/api/cards/${id}/door/check-ins`;
        expect((await call('POST', url, { cookie }, { pass: guest.pass })).statusCode).toBe(200);
        const res = await call('DELETE', `${url}/${rsvpId}`, { cookie });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 'not_found', message: CHECK_IN_MESSAGES.guestUnknown },
        });
        const row = await db()
          .selectFrom('rsvps')
          .select('checked_in')
          .where('id', '=', guest.rsvpId)
          .executeTakeFirstOrThrow();
        expect(row.checked_in).toBe(1);
      },
    );

    it.each(['\u0000', 'abcd1234\u0000', 'party:\u0000', 'ABCD', 'party:ABCDEFGH1234', ''])(
      'checking in the searched guest id %j that names nobody answers 404 (never a 500)',
      async (rsvpId) => {
        const { id, cookie } = await ownersCard();
        const res = await call('POST', `/api/cards/${id}/door/check-ins`, { cookie }, { rsvpId });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 'not_found', message: CHECK_IN_MESSAGES.guestUnknown },
        });
      },
    );

    it('two ushers at once: one check-in, one time', async () => {
      const { id, cookie } = await ownersCard();
      const a = await usherLink(id, cookie, 'A');
      const b = await usherLink(id, cookie, 'B');
      const guest = await rsvp(id, 'Dato Serentak');
      const url = `/api/cards/${id}/door/check-ins`;
      const replies = await Promise.all([
        call('POST', url, { usher: a.token }, { pass: guest.pass }),
        call('POST', url, { usher: b.token }, { rsvpId: guest.rsvpId }),
      ]);
      const already = replies.map((r) => r.json<CheckInReply>().already).sort();
      expect(already).toEqual([false, true]);
    });

    it('a walk-in is checked in at once; the phone’s replay adds nobody', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const url = `/api/cards/${id}/door/walk-ins`;
      const body = { name: 'Pak Cik Singgah', guests: 2, clientRef: 'tap-0001-abcdef' };
      const first = await call('POST', url, { usher: token }, body);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<CheckInReply>().guest).toMatchObject({ walkIn: true, checkedIn: true });
      const replays = await Promise.all(
        [1, 2, 3].map(() => call('POST', url, { usher: token }, body)),
      );
      expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const rows = await db().selectFrom('rsvps').select('id').where('card_id', '=', id).execute();
      expect(rows).toHaveLength(1);
      for (const bad of [
        { ...body, name: '' },
        { ...body, guests: 0 },
        { ...body, clientRef: '!' },
      ]) {
        expect((await call('POST', url, { usher: token }, bad)).statusCode).toBe(400);
      }
    });
  });

  describe('in the visitor’s language', () => {
    const english = (
      method: 'POST' | 'GET',
      url: string,
      auth: { usher?: string },
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...headers(auth), 'accept-language': 'en-GB,en;q=0.9' },
        remoteAddress: freshAddress(),
        ...(payload === undefined ? {} : { payload }),
      });

    it('says check-ins, their time and the refusals in English to an English browser', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Haji Inggeris');
      const url = `/api/cards/${id}/door/check-ins`;
      const first = await english('POST', url, { usher: token }, { pass: guest.pass });
      expect(first.json<CheckInReply>().message).toBe('Haji Inggeris has been checked in.');
      const second = await english('POST', url, { usher: token }, { pass: guest.pass });
      expect(second.json<CheckInReply>().message).toMatch(
        /^Haji Inggeris was already checked in on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m\.$/,
      );
      const walkIn = await english(
        'POST',
        `/api/cards/${id}/door/walk-ins`,
        { usher: token },
        { name: 'Pak Cik Singgah', guests: 2, clientRef: 'tap-0002-abcdef' },
      );
      expect(walkIn.json<CheckInReply>().message).toBe('Pak Cik Singgah has been checked in.');

      const refusals = [
        [await english('POST', url, { usher: token }, { rsvpId: 'abcd1234efgh5678' }), 404],
        [await english('POST', url, { usher: token }, { pass: 'x' }), 400],
        [
          await english(
            'POST',
            `/api/cards/${id}/door/walk-ins`,
            { usher: token },
            { name: '', guests: 2, clientRef: 'tap-0003-abcdef' },
          ),
          400,
        ],
        [await english('POST', '/api/passes/lookup', {}, { token: 'A'.repeat(22) }), 404],
        [await english('GET', `/api/cards/${id}/door`, { usher: 'x' }), 401],
      ] as const;
      expect(refusals.map(([res, status]) => [res.statusCode, status])).toEqual(
        refusals.map(([, status]) => [status, status]),
      );
      expect(
        refusals.map(([res]) => res.json<{ error: { message: string } }>().error.message),
      ).toEqual([
        'This guest was not found.',
        'This QR code is not a Jemput guest pass.',
        'Please enter the guest’s name.',
        'This pass was not found.',
        'This usher link is not valid.',
      ]);
    });
  });

  describe('the event stream', () => {
    it('tells an usher’s screen of a check-in made elsewhere, at once', async () => {
      const { id, cookie } = await ownersCard();
      const { token } = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Cik Langsung');
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const { port } = t.app.server.address() as AddressInfo;
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/cards/${id}/door/events`, {
        headers: { [USHER_TOKEN_HEADER]: token },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const events = eventStreamReader(res.body!);
      expect(await events.readUntil(': ready')).toBe(true);
      // The owner checks the guest in on their page.
      const patched = await call(
        'POST',
        `/api/cards/${id}/door/check-ins`,
        { cookie },
        {
          rsvpId: guest.rsvpId,
        },
      );
      expect(patched.statusCode).toBe(200);
      expect(await events.readUntil('event: rsvp')).toBe(true);
      expect(await events.readUntil('}\n\n')).toBe(true);
      const data = /event: rsvp\ndata: (.*)\n\n/.exec(events.text)?.[1] ?? '';
      expect(JSON.parse(data) as RsvpChange).toMatchObject({
        cardId: id,
        rsvpId: guest.rsvpId,
        change: 'checked-in',
      });
      abort.abort();
      // A new RSVP elsewhere reaches a new listener too (another card's changes never do).
      await events.cancel();
    });

    it('an usher link revoked while its stream is open hears nothing more: the stream ends', async () => {
      const { id, cookie } = await ownersCard();
      const { link, token } = await usherLink(id, cookie);
      const guest = await rsvp(id, 'Cik Dibatalkan');
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const { port } = t.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/cards/${id}/door/events`, {
        headers: { [USHER_TOKEN_HEADER]: token },
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes(': ready')) {
        const chunk = await reader.read();
        text += decoder.decode(chunk.value, { stream: true });
      }
      await call('DELETE', `/api/cards/${id}/ushers/${link.id}`, { cookie });
      await call('POST', `/api/cards/${id}/door/check-ins`, { cookie }, { rsvpId: guest.rsvpId });
      // The next read is the end of the stream, without the change.
      let rest = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        rest += decoder.decode(chunk.value, { stream: true });
      }
      expect(rest).not.toContain('event: rsvp');
    });

    it('refuses the stream without the right to the door', async () => {
      const { id } = await ownersCard();
      expect((await call('GET', `/api/cards/${id}/door/events`)).statusCode).toBe(401);
      expect(
        (await call('GET', `/api/cards/${id}/door/events`, { cookie: other })).statusCode,
      ).toBe(403);
    });

    it('is at /rsvps/events; its first address, /door/events, answers too but is undocumented', async () => {
      const { id, cookie } = await ownersCard();
      const guest = await rsvp(id, 'Cik Alamat Baharu');
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const { port } = t.app.server.address() as AddressInfo;
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/cards/${id}/rsvps/events`, {
        headers: { cookie },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      const events = eventStreamReader(res.body!);
      expect(await events.readUntil(': ready')).toBe(true);
      await call('POST', `/api/cards/${id}/door/check-ins`, { cookie }, { rsvpId: guest.rsvpId });
      expect(await events.readUntil('}\n\n')).toBe(true);
      expect(events.text).toContain(`"rsvpId":"${guest.rsvpId}"`);
      abort.abort();
      await events.cancel();
      expect((await call('GET', `/api/cards/${id}/rsvps/events`)).statusCode).toBe(401);
      const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const paths = Object.keys((JSON.parse(doc.body) as { paths: object }).paths);
      expect(paths).toContain('/api/cards/{id}/rsvps/events');
      expect(paths).not.toContain('/api/cards/{id}/door/events');
    });
  });
});

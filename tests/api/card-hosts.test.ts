import { malay } from '@shared/i18n/rule-words-in';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import type { CardHost, CardHostList } from '@shared/schemas/card-hosts';
import { CARD_HOST_MESSAGES, MAX_HOSTS_PER_CARD } from '@shared/schemas/card-hosts';
import type { GuestList } from '@shared/schemas/guest-list';
import type { MyCardList } from '@shared/schemas/owner';
import type { OwnerRsvpPage } from '@shared/schemas/rsvp';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';
import { outboxFiles } from '../support/outbox';

// Co-hosts: the owner invites family by e-mail as Pengurus or Penyambut, changes a role, removes
// them; the guard grants each role what it covers and reads the table on every call.

const STAFF = 'staf.hos@jemput.test';

describe.each(testDialects)('co-hosts on %s', (dialect) => {
  let t: TestApp;
  let card: { id: string; email: string; cookie: string };
  let other: { id: string; email: string; cookie: string };
  let staff: string;
  let n = 0;
  /** An e-mail no other test of the file uses. */
  const fresh = (who: string) => {
    n += 1;
    return `${who}.${n}.${dialect}@example.com`;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    card = await newOwnersCard(t);
    other = await newOwnersCard(t);
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const hostsUrl = (id = card.id) => `/api/cards/${id}/hosts`;
  /** Co-hosts a test invited to the shared card, removed after it. */
  const invited: string[] = [];
  const invite = async (role: 'pengurus' | 'penyambut', name = 'Mak', email = fresh(role)) => {
    const res = await call('POST', hostsUrl(), card.cookie, { email, name, role });
    expect(res.statusCode, res.body).toBe(201);
    const { host } = res.json<{ host: CardHost; message: string }>();
    invited.push(host.id);
    return { email, host };
  };
  // A card keeps at most MAX_HOSTS_PER_CARD co-hosts: left in place, the tests' invitations
  // would fill the shared card, and whichever test the shuffle ran last would be refused.
  afterEach(async () => {
    for (const id of invited.splice(0)) await call('DELETE', `${hostsUrl()}/${id}`, card.cookie);
  });

  describe('inviting', () => {
    it('adds a co-host, lists them, and mails them in Malay to log in with that e-mail', async () => {
      const email = fresh('Mak.Besar').toUpperCase();
      const res = await call('POST', hostsUrl(), card.cookie, {
        email: `  ${email} `,
        name: 'Mak',
        role: 'pengurus',
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ host: CardHost; message: string }>();
      expect(body.host).toMatchObject({
        email: email.toLowerCase(),
        name: 'Mak',
        role: 'pengurus',
        joined: false,
      });
      expect(body.message).toBe(CARD_HOST_MESSAGES.invited('Mak'));
      const list = (await call('GET', hostsUrl(), card.cookie)).json<CardHostList>();
      expect(list.max).toBe(MAX_HOSTS_PER_CARD);
      expect(list.hosts.map((host) => host.id)).toContain(body.host.id);
      const [mail] = outboxFiles(t.database.dataDir, email.toLowerCase());
      expect(mail, 'the invitation is mailed').toBeDefined();
      const text = fs.readFileSync(mail ?? '', 'utf8');
      expect(text).toContain('Subject: Jemputan membantu Kad Ali & Aminah');
      expect(text).toContain('sebagai Pengurus');
      expect(text).toContain('/dashboard');
      // The queued mail is marked sent.
      const queued = await t.database.handle.db
        .selectFrom('mail_outbox')
        .select(['kind', 'sent_at'])
        .where('to_address', '=', email.toLowerCase())
        .execute();
      expect(queued).toEqual([{ kind: 'co_host_invite', sent_at: expect.any(String) }]);
    });

    it.each([
      [{ email: 'bukan-email', name: 'Mak', role: 'pengurus' }, 'email'],
      [{ email: 'a@example.com', name: '', role: 'pengurus' }, 'name'],
      [{ email: 'a@example.com', name: 'x'.repeat(41), role: 'pengurus' }, 'name'],
      [{ email: 'a@example.com', name: 'Mak\u202E', role: 'pengurus' }, 'name'],
      [{ email: 'a@example.com', name: 'Mak', role: 'pemilik' }, 'role'],
      [{ email: 'a@example.com', name: 'Mak' }, 'role'],
    ])('refuses %j (400 on %s)', async (payload, field) => {
      const res = await call('POST', hostsUrl(), card.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe(field);
    });

    it('refuses the owner’s own e-mail and a second live invitation of one e-mail', async () => {
      const own = await call('POST', hostsUrl(), card.cookie, {
        email: card.email.toUpperCase(),
        name: 'Saya',
        role: 'pengurus',
      });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({
        error: { code: 'bad_request', message: malay(CARD_HOST_MESSAGES.ownEmail), field: 'email' },
      });
      const { email } = await invite('penyambut', 'Abang Long');
      const again = await call('POST', hostsUrl(), card.cookie, {
        email,
        name: 'Along',
        role: 'pengurus',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: { message: string } }>().error.message).toBe(
        malay(CARD_HOST_MESSAGES.alreadyHost),
      );
    });

    it(`keeps at most ${MAX_HOSTS_PER_CARD} co-hosts on a card; a removed one frees a place`, async () => {
      const own = await newOwnersCard(t);
      const ids: string[] = [];
      for (let i = 0; i < MAX_HOSTS_PER_CARD; i += 1) {
        const res = await call('POST', hostsUrl(own.id), own.cookie, {
          email: fresh('ramai'),
          name: `Saudara ${i + 1}`,
          role: 'penyambut',
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json<{ host: CardHost }>().host.id);
      }
      const over = { email: fresh('lebih'), name: 'Lebih', role: 'penyambut' };
      const full = await call('POST', hostsUrl(own.id), own.cookie, over);
      expect(full.statusCode).toBe(409);
      expect(full.json<{ error: { message: string } }>().error.message).toBe(
        malay(CARD_HOST_MESSAGES.tooMany),
      );
      expect((await call('DELETE', `${hostsUrl(own.id)}/${ids[0]}`, own.cookie)).statusCode).toBe(
        200,
      );
      expect((await call('POST', hostsUrl(own.id), own.cookie, over)).statusCode).toBe(201);
    });

    it('limits how many invitations an owner sends in an hour (429 in Malay)', async () => {
      const own = await newOwnersCard(t);
      const refusedOwnEmail = { email: own.email, name: 'Saya', role: 'pengurus' };
      for (let i = 0; i < 20; i += 1) {
        expect((await call('POST', hostsUrl(own.id), own.cookie, refusedOwnEmail)).statusCode).toBe(
          400,
        );
      }
      const res = await call('POST', hostsUrl(own.id), own.cookie, refusedOwnEmail);
      expect(res.statusCode).toBe(429);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(
        /^Terlalu banyak jemputan dihantar\. Sila cuba semula dalam \d+ minit\.$/,
      );
    });
  });

  describe('changing and removing', () => {
    it('changes a role and a name; an unknown or malformed id is 404', async () => {
      const { host } = await invite('penyambut', 'Adik');
      const res = await call('PATCH', `${hostsUrl()}/${host.id}`, card.cookie, {
        role: 'pengurus',
        name: 'Adik Bongsu',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ host: CardHost }>().host).toMatchObject({
        role: 'pengurus',
        name: 'Adik Bongsu',
      });
      expect((await call('PATCH', `${hostsUrl()}/${host.id}`, card.cookie, {})).statusCode).toBe(
        400,
      );
      for (const id of ['aaaaaaaaaaaa', 'BAD%00']) {
        const missing = await call('PATCH', `${hostsUrl()}/${id}`, card.cookie, {
          role: 'pengurus',
        });
        expect(missing.statusCode).toBe(404);
        expect((await call('DELETE', `${hostsUrl()}/${id}`, card.cookie)).statusCode).toBe(404);
      }
    });

    it('ends a co-host’s access at once: their next call is refused', async () => {
      const { email, host } = await invite('pengurus', 'Mak Ngah');
      const cookie = await logIn(t, email);
      const guests = `/api/cards/${card.id}/guests`;
      expect((await call('GET', guests, cookie)).statusCode).toBe(200);
      const removed = await call('DELETE', `${hostsUrl()}/${host.id}`, card.cookie);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: CARD_HOST_MESSAGES.removed('Mak Ngah') });
      const next = await call('GET', guests, cookie);
      expect(next.statusCode).toBe(403);
      expect(next.json()).toEqual({
        error: { code: 'forbidden', message: AUTH_MESSAGES.notCardOwner },
      });
      // Gone from the list and from their dashboard; a second removal finds nobody.
      const list = (await call('GET', hostsUrl(), card.cookie)).json<CardHostList>();
      expect(list.hosts.map((one) => one.id)).not.toContain(host.id);
      const mine = (await call('GET', '/api/me/cards', cookie)).json<MyCardList>();
      expect(mine.cards.map((one) => one.id)).not.toContain(card.id);
      expect((await call('DELETE', `${hostsUrl()}/${host.id}`, card.cookie)).statusCode).toBe(404);
    });

    it('gives a smaller role its smaller reach from the next call', async () => {
      const { email, host } = await invite('pengurus', 'Pak Su');
      const cookie = await logIn(t, email);
      const guests = `/api/cards/${card.id}/guests`;
      expect((await call('GET', guests, cookie)).statusCode).toBe(200);
      await call('PATCH', `${hostsUrl()}/${host.id}`, card.cookie, { role: 'penyambut' });
      const refused = await call('GET', guests, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'forbidden', message: malay(CARD_HOST_MESSAGES.roleRefused) },
      });
      expect((await call('GET', `/api/cards/${card.id}/door`, cookie)).statusCode).toBe(200);
    });
  });

  describe('what each role reaches', () => {
    it('matches an invitation by e-mail at the first login, and lists the card with its role', async () => {
      const pengurus = await invite('pengurus', 'Mak');
      const penyambut = await invite('penyambut', 'Abang Long');
      const pengurusCookie = await logIn(t, pengurus.email);
      const penyambutCookie = await logIn(t, penyambut.email);
      const listed = async (cookie: string) =>
        (await call('GET', '/api/me/cards', cookie))
          .json<MyCardList>()
          .cards.map((one) => ({ id: one.id, role: one.role }));
      expect(await listed(pengurusCookie)).toEqual([{ id: card.id, role: 'pengurus' }]);
      expect(await listed(penyambutCookie)).toEqual([{ id: card.id, role: 'penyambut' }]);
      // Linked to the user: the owner's list now says they have joined.
      const list = (await call('GET', hostsUrl(), card.cookie)).json<CardHostList>();
      expect(list.hosts.find((one) => one.id === pengurus.host.id)?.joined).toBe(true);
    });

    it('serves a Pengurus the card (viewer pengurus), never a Penyambut', async () => {
      const pengurus = await invite('pengurus', 'Kak Long');
      const penyambut = await invite('penyambut', 'Sepupu');
      const edit = `/api/cards/${card.id}/edit`;
      const seen = await call('GET', edit, await logIn(t, pengurus.email));
      expect(seen.statusCode).toBe(200);
      expect(seen.json<OwnerCard>().viewer).toBe('pengurus');
      expect((await call('GET', edit, card.cookie)).json<OwnerCard>().viewer).toBe('owner');
      const refused = await call('GET', edit, await logIn(t, penyambut.email));
      expect(refused.statusCode).toBe(403);
    });

    it('lets a Penyambut open the door, with the role on its header, and nothing of the list', async () => {
      const penyambut = await invite('penyambut', 'Pak Lang');
      const cookie = await logIn(t, penyambut.email);
      const door = await call('GET', `/api/cards/${card.id}/door`, cookie);
      expect(door.statusCode, door.body).toBe(200);
      expect(door.json<{ via: string }>().via).toBe('penyambut');
      for (const url of ['guests', 'rsvps', 'ushers', 'hosts', 'edit']) {
        expect((await call('GET', `/api/cards/${card.id}/${url}`, cookie)).statusCode).toBe(403);
      }
    });

    it('refuses the hosts calls to everyone but the owner (staff may read, on the record)', async () => {
      const pengurus = await invite('pengurus', 'Mak Teh');
      const pengurusCookie = await logIn(t, pengurus.email);
      const body = { email: fresh('x'), name: 'X', role: 'penyambut' };
      expect((await call('GET', hostsUrl())).statusCode).toBe(401);
      expect((await call('POST', hostsUrl(), undefined, body)).statusCode).toBe(401);
      expect((await call('GET', hostsUrl(), other.cookie)).statusCode).toBe(403);
      expect((await call('POST', hostsUrl(), other.cookie, body)).statusCode).toBe(403);
      expect((await call('GET', hostsUrl(), pengurusCookie)).statusCode).toBe(403);
      expect((await call('POST', hostsUrl(), pengurusCookie, body)).statusCode).toBe(403);
      const path = `${hostsUrl()}/${pengurus.host.id}`;
      expect((await call('PATCH', path, pengurusCookie, { role: 'pengurus' })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', path, pengurusCookie)).statusCode).toBe(403);
      expect((await call('DELETE', path, other.cookie)).statusCode).toBe(403);
      // Another owner's co-host is nobody on this card.
      expect((await call('GET', `/api/cards/${other.id}/guests`, pengurusCookie)).statusCode).toBe(
        403,
      );
      const staffRead = await call('GET', hostsUrl(), staff);
      expect(staffRead.statusCode).toBe(200);
      expect((await call('POST', hostsUrl(), staff, body)).statusCode).toBe(403);
      expect((await call('DELETE', path, staff)).statusCode).toBe(403);
      const audit = await t.database.handle.db
        .selectFrom('audit_log')
        .select('action')
        .where('card_id', '=', card.id)
        .execute();
      expect(audit.map((row) => row.action)).toContain('GET /api/cards/:id/hosts');
      // An unknown card is 404 for everyone logged in.
      expect((await call('GET', hostsUrl('tiadakad00'), card.cookie)).statusCode).toBe(404);
    });
  });
  describe('every write says who made it', () => {
    it('names the co-host on the party, its sending, the answer by hand and the check-in', async () => {
      const own = await newOwnersCard(t);
      const add = async (role: 'pengurus' | 'penyambut', name: string) => {
        const email = fresh(role);
        const res = await call('POST', hostsUrl(own.id), own.cookie, { email, name, role });
        expect(res.statusCode, res.body).toBe(201);
        return logIn(t, email);
      };
      const mak = await add('pengurus', 'Mak');
      const along = await add('penyambut', 'Abang Long');
      const base = `/api/cards/${own.id}`;
      const added = await call('POST', `${base}/guests`, mak, {
        name: 'Pak Cik Hamid',
        phone: '012-345 6789',
        allowance: 3,
      });
      expect(added.statusCode, added.body).toBe(201);
      const partyId = added.json<{ id: string }>().id;
      expect(added.json()).toMatchObject({ changedBy: 'Mak' });
      const sent = await call('POST', `${base}/guests/${partyId}/sent`, mak, {
        kind: 'invitation',
      });
      expect(sent.json()).toMatchObject({ changedBy: 'Mak', sentBy: 'Mak' });
      const card = (await call('GET', `${base}/edit`, own.cookie)).json<OwnerCard>();
      const majlisId = card.content.majlis[0]?.id ?? '';
      const answered = await call('PUT', `${base}/guests/${partyId}/answer`, mak, {
        majlis: [{ id: majlisId, attending: true, guests: 2 }],
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const { rsvpId } = answered.json<{ rsvpId: string }>();
      const checked = await call('POST', `${base}/door/check-ins`, along, {
        rsvpId,
        majlis: majlisId,
      });
      expect(checked.statusCode, checked.body).toBe(200);
      const page = (await call('GET', `${base}/rsvps`, own.cookie)).json<OwnerRsvpPage>();
      const row = page.rsvps.find((one) => one.id === rsvpId);
      expect(row?.answeredBy).toBe('Mak');
      expect(row?.majlis[0]).toMatchObject({ checkedIn: true, checkedInBy: 'Abang Long' });
      // The owner's own edit names nobody; a removed co-host's name stays on what they did.
      await call('PUT', `${base}/guests/${partyId}`, own.cookie, {
        name: 'Pak Cik Hamid',
        phone: '012-345 6789',
        allowance: 4,
      });
      const list = (await call('GET', `${base}/guests`, own.cookie)).json<GuestList>();
      const party = list.parties.find((one) => one.id === partyId);
      expect(party?.changedBy).toBeUndefined();
      expect(party?.sentBy).toBe('Mak');
      // Undoing the check-in clears who made it.
      await call('DELETE', `${base}/door/check-ins/${rsvpId}?majlis=${majlisId}`, own.cookie);
      const after = (await call('GET', `${base}/rsvps`, own.cookie)).json<OwnerRsvpPage>();
      expect(after.rsvps.find((one) => one.id === rsvpId)?.majlis[0]?.checkedInBy).toBeUndefined();
    });
  });
});

import { malay } from '@shared/i18n/rule-words-in';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import { INVITATION_MESSAGES, PARTY_TOKEN_PATTERN } from '@shared/guests/personal-link';
import type { CheckInReply, DoorGuestPage, DoorSummary, Pass } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGES } from '@shared/schemas/check-in';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import type { Invitation } from '@shared/schemas/invitation';
import { INVITATION_NOT_FOUND } from '@shared/schemas/invitation';
import type { OwnerRsvpPage, RsvpCreated } from '@shared/schemas/rsvp';
import { withoutSecrets } from '@server/logging';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress } from '../support/auth';
import { makeWebDir } from '../support/web-dir';

// One guest, one token: a party's personal link greets it by name, prefills its RSVP,
// caps it at its allowance, lets it change its answer, records the first open, and is its pass
// at the door. A wrong or renewed token is the plain card and opens nothing of anyone's.

function cardData(html: string): CardPageData {
  const pattern = new RegExp(
    `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  );
  return JSON.parse(pattern.exec(html)?.[1] ?? 'null') as CardPageData;
}

describe.each(testDialects)('personal links on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  const clock = testClock(new Date('2026-11-25T02:00:00Z'));
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, {
      webDir,
      clock,
      env: { PUBLIC_URL: 'https://jemput.test' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const asOwner = (cookie: string) => ({ cookie });

  /** A card with one party (Mak Long Som, two guests) on its list, and the party's token. */
  async function cardWithParty(allowance = 2) {
    const card = await newOwnersCard(t);
    const res = await call(
      'POST',
      `/api/cards/${card.id}/guests`,
      { name: 'Mak Long Som', phone: '012-345 6789', allowance, group: 'Keluarga' },
      asOwner(card.cookie),
    );
    expect(res.statusCode, res.body).toBe(201);
    const party = res.json<GuestParty>();
    const token = party.link.split('/').at(-1) ?? '';
    return { card, party, token };
  }
  const partyOf = async (cardId: string, cookie: string) =>
    (await call('GET', `/api/cards/${cardId}/guests`, undefined, asOwner(cookie))).json<GuestList>()
      .parties[0]!;
  const answer = (cardId: string, token: string | undefined, guests: number, attending = true) =>
    call('POST', `/api/cards/${cardId}/rsvps`, {
      name: 'Mak Long Som',
      phoneNumber: '012-345 6789',
      guests,
      attending,
      ucapan: 'Tahniah!',
      ...(token === undefined ? {} : { invitation: token }),
    });

  it('gives each party a link of its own: the card with its token', async () => {
    const { card, party, token } = await cardWithParty();
    expect(token).toMatch(PARTY_TOKEN_PATTERN);
    expect(party.link).toBe(`https://jemput.test/kad/${card.id}/${token}`);
    expect(token.startsWith(party.id)).toBe(true);
    // Logs keep the path, never the token.
    expect(withoutSecrets(`/kad/${card.id}/${token}?x=1`)).toBe(`/kad/${card.id}/<pautan>`);
  });

  it('greets the party by its name on the page; a wrong or another card’s token is the plain card', async () => {
    const { card, token } = await cardWithParty();
    const page = await call('GET', `/kad/${card.id}/${token}`);
    expect(page.statusCode).toBe(200);
    expect(cardData(page.body)).toMatchObject({ state: 'live', greeting: 'Mak Long Som' });
    // Nothing of the party but its name is in the page: not its phone, not its token.
    expect(page.body).not.toContain('345 6789');
    expect(page.body).not.toContain(token);

    const forged = `${token.slice(0, 12)}${'A'.repeat(12)}`;
    const plain = await call('GET', `/kad/${card.id}/${forged}`);
    expect(plain.statusCode).toBe(200);
    expect(cardData(plain.body)).toMatchObject({ state: 'live', greeting: null });

    const another = await newOwnersCard(t);
    const elsewhere = await call('GET', `/kad/${another.id}/${token}`);
    expect(cardData(elsewhere.body)).toMatchObject({ state: 'live', greeting: null });
    // `?kepada=` cannot rename a party on its own link.
    const renamed = await call('GET', `/kad/${card.id}/${token}?kepada=Orang%20Lain`);
    expect(cardData(renamed.body)).toMatchObject({ greeting: 'Mak Long Som' });
  });

  it('tells the link’s script the party’s name, phone and allowance, and records the first open once', async () => {
    const { card, token } = await cardWithParty(3);
    expect((await partyOf(card.id, card.cookie)).status).toBe('not-sent');
    clock.set(new Date('2026-11-25T03:00:00Z'));
    const res = await call('POST', `/api/cards/${card.id}/invitation`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Invitation>()).toEqual({
      name: 'Mak Long Som',
      phoneNumber: '012-345 6789',
      allowance: 3,
      majlis: [expect.objectContaining({ id: 'm1' })],
      answer: null,
      pass: null,
    });
    const opened = await partyOf(card.id, card.cookie);
    expect(opened.status).toBe('opened');
    expect(opened.openedAt).toBe('2026-11-25T03:00:00.000Z');
    clock.set(new Date('2026-11-25T05:00:00Z'));
    await call('POST', `/api/cards/${card.id}/invitation`, { token });
    expect((await partyOf(card.id, card.cookie)).openedAt).toBe('2026-11-25T03:00:00.000Z');
    // The page alone (a link preview's robot) does not count as opened.
    const fresh = await cardWithParty();
    await call('GET', `/kad/${fresh.card.id}/${fresh.token}`);
    expect((await partyOf(fresh.card.id, fresh.card.cookie)).openedAt).toBeNull();
  });

  it('opens nothing for a guessed, malformed, renewed or another card’s token', async () => {
    const { card, party, token } = await cardWithParty();
    const another = await newOwnersCard(t);
    const guessed = `${party.id}${'x'.repeat(12)}`;
    for (const [cardId, tried, status] of [
      [card.id, guessed, 404],
      [another.id, token, 404],
      [card.id, 'pendek', 400],
      [card.id, `${token}A`, 400],
    ] as const) {
      const res = await call('POST', `/api/cards/${cardId}/invitation`, { token: tried });
      expect(res.statusCode, tried).toBe(status);
      expect(res.json().error.message).toBe(malay(INVITATION_NOT_FOUND));
    }
    expect((await partyOf(card.id, card.cookie)).openedAt).toBeNull();

    const renewed = await call(
      'POST',
      `/api/cards/${card.id}/guests/${party.id}/link`,
      undefined,
      asOwner(card.cookie),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newToken = renewed.json<GuestParty>().link.split('/').at(-1) ?? '';
    expect(newToken).not.toBe(token);
    expect((await call('POST', `/api/cards/${card.id}/invitation`, { token })).statusCode).toBe(
      404,
    );
    const page = await call('GET', `/kad/${card.id}/${token}`);
    expect(cardData(page.body)).toMatchObject({ greeting: null });
    expect(
      (await call('POST', `/api/cards/${card.id}/invitation`, { token: newToken })).statusCode,
    ).toBe(200);
    // The old link's RSVP is an open-link one: kept, but not the party's.
    expect((await answer(card.id, token, 1)).statusCode).toBe(201);
    expect((await partyOf(card.id, card.cookie)).rsvp).toBeNull();
  });

  it('caps the answer at the allowance, links it, and lets the party change it through the same link', async () => {
    const { card, token } = await cardWithParty(2);
    const over = await answer(card.id, token, 3);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      message: malay(INVITATION_MESSAGES.overAllowance(2)),
      field: 'guests',
    });

    const first = await answer(card.id, token, 2);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<RsvpCreated>();
    expect(created).toMatchObject({ saved: true, changed: false });
    // The party's pass is its link's token.
    expect(created.pass).toEqual({ token, url: `https://jemput.test/pas#${token}` });
    let party = await partyOf(card.id, card.cookie);
    expect(party.status).toBe('attending');
    expect(party.rsvp).toEqual({
      attending: true,
      guests: 2,
      majlis: [{ id: 'm1', attending: true, guests: 2, sessionId: null, checkedInAt: null }],
    });
    const look = await call('POST', `/api/cards/${card.id}/invitation`, { token });
    expect(look.json<Invitation>().answer).toEqual({
      attending: true,
      guests: 2,
      email: null,
      ucapan: 'Tahniah!',
      majlis: [{ id: 'm1', attending: true, guests: 2, session: null }],
    });
    // Its pass, for "Pas saya" on whichever phone opens the link.
    expect(look.json<Invitation>().pass).toEqual(created.pass);

    const changed = await answer(card.id, token, 1, false);
    expect(changed.json<RsvpCreated>()).toMatchObject({
      message: malay(INVITATION_MESSAGES.changed),
      changed: true,
    });
    expect(changed.json<RsvpCreated>().pass).toBeUndefined();
    const after = await call('POST', `/api/cards/${card.id}/invitation`, { token });
    expect(after.json<Invitation>().pass).toBeNull();
    party = await partyOf(card.id, card.cookie);
    expect(party.status).toBe('declined');
    const list = await call('GET', `/api/cards/${card.id}/guests`, undefined, asOwner(card.cookie));
    expect(list.json<GuestList>().totals).toMatchObject({ replied: 1, attending: 0 });

    // One RSVP for the party, marked as from the list; an open-link RSVP is not.
    await answer(card.id, undefined, 1);
    const rsvps = (
      await call('GET', `/api/cards/${card.id}/rsvps`, undefined, asOwner(card.cookie))
    ).json<OwnerRsvpPage>().rsvps;
    expect(rsvps.map((r) => [r.attending, r.fromList]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('makes the party’s token its pass: the usher sees its allowance beside those checked in', async () => {
    const { card, token } = await cardWithParty(2);
    await answer(card.id, token, 2);
    const pass = await call('POST', '/api/passes/lookup', { token });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json<Pass>()).toMatchObject({
      name: 'Mak Long Som',
      guests: 2,
      allowance: 2,
      checkedIn: false,
    });
    const scan = await call(
      'POST',
      `/api/cards/${card.id}/door/check-ins`,
      { pass: token },
      asOwner(card.cookie),
    );
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json<CheckInReply>()).toMatchObject({
      already: false,
      guest: { name: 'Mak Long Som', guests: 2, allowance: 2, checkedIn: true },
    });
    expect((await call('POST', '/api/passes/lookup', { token })).json<Pass>().checkedIn).toBe(true);
    // Another card's door does not know the pass; a forged one is no pass.
    const another = await newOwnersCard(t);
    const elsewhere = await call(
      'POST',
      `/api/cards/${another.id}/door/check-ins`,
      { pass: token },
      asOwner(another.cookie),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(CHECK_IN_MESSAGES.passUnknown);
    const forged = `${token.slice(0, 12)}${'B'.repeat(12)}`;
    expect((await call('POST', '/api/passes/lookup', { token: forged })).statusCode).toBe(404);
  });

  it('lets the door find and check in a party that never replied, with its allowance', async () => {
    const { card, party } = await cardWithParty(4);
    const summary = () =>
      call('GET', `/api/cards/${card.id}/door`, undefined, asOwner(card.cookie)).then(
        (res) => res.json<DoorSummary>().awaitingReply,
      );
    expect(await summary()).toEqual({ parties: 1, guests: 4 });
    const page = await call(
      'GET',
      `/api/cards/${card.id}/door/guests?q=long`,
      undefined,
      asOwner(card.cookie),
    );
    expect(page.statusCode, page.body).toBe(200);
    const [guest] = page.json<DoorGuestPage>().guests;
    expect(guest).toMatchObject({
      id: `party:${party.id}`,
      name: 'Mak Long Som',
      guests: 4,
      allowance: 4,
      awaitingReply: true,
      checkedIn: false,
    });
    const tap = await call(
      'POST',
      `/api/cards/${card.id}/door/check-ins`,
      { rsvpId: guest!.id },
      asOwner(card.cookie),
    );
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.json<CheckInReply>().guest).toMatchObject({
      guests: 4,
      allowance: 4,
      checkedIn: true,
      awaitingReply: false,
    });
    // A second tap (another usher, a replay) adds no second RSVP.
    const again = await call(
      'POST',
      `/api/cards/${card.id}/door/check-ins`,
      { rsvpId: guest!.id },
      asOwner(card.cookie),
    );
    expect(again.json<CheckInReply>().already).toBe(true);
    const after = await call(
      'GET',
      `/api/cards/${card.id}/door/guests`,
      undefined,
      asOwner(card.cookie),
    );
    expect(after.json<DoorGuestPage>().guests).toHaveLength(1);
    expect((await partyOf(card.id, card.cookie)).status).toBe('attending');
    expect(await summary()).toEqual({ parties: 0, guests: 0 });
    // Another card's door cannot reach this party.
    const another = await newOwnersCard(t);
    const foreign = await call(
      'POST',
      `/api/cards/${another.id}/door/check-ins`,
      { rsvpId: `party:${party.id}` },
      asOwner(another.cookie),
    );
    expect(foreign.statusCode).toBe(404);
  });
});

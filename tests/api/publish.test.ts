import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import type { CardContent } from '@shared/card/card-content';
import {
  CARD_INPUT_MESSAGES,
  CARD_TEXT_RULES,
  MAJLIS_TEXT_RULES,
  MAX_CONTACTS,
  MAX_PROGRAMME_ITEMS,
  textMessages,
} from '@shared/card/card-input';
import { programmeItem } from '@shared/itinerary/default-itinerary';
import { PROMO_MESSAGES } from '@shared/promo/promo-code';
import type { PublicCard } from '@shared/schemas/card';
import type { MyCardList } from '@shared/schemas/owner';
import type { PublishCardReply } from '@shared/schemas/publish';
import { PROFILE_MESSAGES, PUBLISH_RATE_LIMIT } from '@shared/schemas/publish';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn } from '../support/auth';
import { claimedOf, flatDraft, malaysiaDay, publishDraft, seedPromo } from '../support/promo';

// Profile → Publish: a new card is unverified with gift_button on and has an unguessable id;
// refusals carry the profile's and the promo's messages; a promo that takes the total to zero
// activates the card at once, claimed atomically.

const PROFILE = { name: 'Amir Kamal', mobile: '012-345 6789' };
const PRICE_SEN = 5000; // the seed's default price (RM50)

describe.each(testDialects)('POST /api/cards on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  let userCounter = 0;
  /** A newly logged-in owner of their own (publish limits count per owner). */
  const newOwner = async (email = `pemilik${++userCounter}@example.com`) => logIn(t, email);

  const publish = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cards',
      payload: body as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
    });

  const countRows = async (table: 'cards' | 'payments') => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const cardRow = (id: string) =>
    db().selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const userIdOf = async (email: string) =>
    (
      await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  describe('without a session', () => {
    it('asks to log in (401, in Malay) and keeps nothing', async () => {
      const before = await countRows('cards');
      const res = await publish({ draft: publishDraft(), profile: PROFILE });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Sila log masuk dahulu.' },
      });
      expect(await countRows('cards')).toBe(before);
    });

    it('asks to log in with a forged session cookie too', async () => {
      const res = await publish({ draft: publishDraft(), profile: PROFILE }, 'jemput_session=x');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('a valid draft', () => {
    const email = 'pengantin.baru@example.com';
    let owners = 0;
    /** A new owner (whose e-mail is `email`, written in capitals) and the card they published. */
    const published = async () => {
      owners += 1;
      const address = `Pengantin.Baru+${owners}@Example.com`;
      const cookie = await newOwner(address);
      const res = await publish(
        { draft: publishDraft(), profile: { name: ' Amir Kamal ', mobile: ' 012-345 6789 ' } },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      return { cookie, email: address.toLowerCase(), reply: res.json<PublishCardReply>() };
    };

    it('answers 201 with an unguessable id, the full price and checkout next', async () => {
      const { reply } = await published();
      expect(reply).toEqual({
        id: expect.stringMatching(/^[a-z0-9]{10}$/),
        totalSen: PRICE_SEN,
        discountSen: 0,
        next: 'checkout',
      });
    });

    it('shows exactly what was typed on the public card', async () => {
      const { reply } = await published();
      const res = await t.app.inject({ method: 'GET', url: `/api/cards/${reply.id}` });
      expect(res.statusCode).toBe(200);
      const card = res.json<PublicCard>();
      expect(card.state).toBe('live');
      if (card.state !== 'live') return;
      expect(card.content).toEqual(publishDraft());
    });

    it('stores it unverified, gift button on, owned by the session’s user', async () => {
      const { reply, email: owner } = await published();
      const row = await cardRow(reply.id);
      expect(row).toMatchObject({
        status: 'unverified',
        gift_button: 1,
        activated_at: null,
        user_id: await userIdOf(owner),
        client_email: owner,
        client_name: 'Amir Kamal',
        client_mobile: '012-345 6789',
      });
      const payments = await db()
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', reply.id)
        .execute();
      expect(payments).toEqual([]);
    });

    it('lists the card for its owner and for no one else', async () => {
      const { reply, cookie } = await published();
      const mine = await t.app.inject({ method: 'GET', url: '/api/me/cards', headers: { cookie } });
      expect(mine.json<MyCardList>().cards.map((card) => card.id)).toEqual([reply.id]);
      const other = await newOwner();
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/api/me/cards',
        headers: { cookie: other },
      });
      expect(theirs.json<MyCardList>().cards.map((card) => card.id)).not.toContain(reply.id);
    });

    it('gives each card its own id', async () => {
      const { reply, cookie } = await published();
      const again = await publish({ draft: publishDraft(), profile: PROFILE }, cookie);
      expect(again.statusCode).toBe(201);
      expect(again.json<PublishCardReply>().id).not.toBe(reply.id);
    });

    it('ignores who the body says the owner is', async () => {
      const { cookie, email: owner } = await published();
      const res = await publish(
        {
          draft: publishDraft(),
          profile: { ...PROFILE, email: 'orang.lain@example.com' },
          email: 'orang.lain@example.com',
          status: 'active',
          user_id: 'someone',
        },
        cookie,
      );
      expect(res.statusCode).toBe(201);
      const row = await cardRow(res.json<PublishCardReply>().id);
      expect(row.client_email).toBe(owner);
      expect(row.status).toBe('unverified');
      expect(row.user_id).toBe(await userIdOf(owner));
      expect(email).toBe('pengantin.baru@example.com');
    });
  });

  describe('the limits', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await newOwner();
    });

    it(`takes ${MAX_PROGRAMME_ITEMS} programme items and ${MAX_CONTACTS} contacts`, async () => {
      const published = publishDraft();
      const draft: CardContent = {
        ...published,
        majlis: [
          {
            ...published.majlis[0]!,
            tentative: Array.from({ length: MAX_PROGRAMME_ITEMS }, (_, i) =>
              programmeItem(`Perkara ${i + 1}`, '12:00'),
            ),
          },
        ],
        contacts: Array.from({ length: MAX_CONTACTS }, (_, i) => ({
          name: `Contact ${i + 1}`,
          phoneNumber: `01234567${String(i).padStart(2, '0')}`,
          contactMethod: 'both' as const,
        })),
      };
      const res = await publish({ draft, profile: PROFILE }, cookie);
      expect(res.statusCode, res.body).toBe(201);
      const card = (
        await t.app.inject({ method: 'GET', url: `/api/cards/${res.json<PublishCardReply>().id}` })
      ).json<PublicCard>();
      expect(card.state === 'live' && card.content).toEqual(draft);
    });

    it('refuses a body over 64 KB (413, in Malay) and keeps nothing', async () => {
      const before = await countRows('cards');
      const res = await publish(
        { draft: { ...publishDraft(), filler: 'x'.repeat(70 * 1024) }, profile: PROFILE },
        cookie,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'Maaf. Saiz data terlalu besar.' },
      });
      expect(await countRows('cards')).toBe(before);
    });
  });

  describe('bad input', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await newOwner();
    });

    // The spec's flat draft: its fields are patched one by one below.
    const draft = flatDraft();
    const item = programmeItem('Perkara', '12:00');
    const contact = { name: 'Pak Long', phoneNumber: '012-345 6789', contactMethod: 'both' };
    const direction = draft.directions[0];
    const withDraft = (patch: Record<string, unknown>) => ({
      draft: { ...draft, ...patch },
      profile: PROFILE,
    });

    const cases: [string, unknown, string][] = [
      [
        'no profile name',
        { draft, profile: { mobile: PROFILE.mobile } },
        malay(PROFILE_MESSAGES.name),
      ],
      [
        'a blank profile name',
        { draft, profile: { ...PROFILE, name: '  ' } },
        malay(PROFILE_MESSAGES.name),
      ],
      ['no profile at all', { draft }, malay(PROFILE_MESSAGES.name)],
      ['no mobile', { draft, profile: { name: PROFILE.name } }, malay(PROFILE_MESSAGES.mobile)],
      [
        'a blank mobile',
        { draft, profile: { ...PROFILE, mobile: '' } },
        malay(PROFILE_MESSAGES.mobile),
      ],
      [
        'a mobile that is not a phone number',
        { draft, profile: { ...PROFILE, mobile: 'tiada' } },
        malay(PROFILE_MESSAGES.mobileInvalid),
      ],
      ['no draft', { profile: PROFILE }, malay(CARD_INPUT_MESSAGES.draft)],
      [
        'no groom name',
        withDraft({ groom_name: '' }),
        malay(textMessages(CARD_TEXT_RULES.groom_name).required),
      ],
      [
        'a bride name over its length',
        withDraft({ bride_name: 'B'.repeat(41) }),
        malay(textMessages(CARD_TEXT_RULES.bride_name).tooLong),
      ],
      [
        'parents’ names over 6 lines',
        withDraft({ parent_name: 'a\nb\nc\nd\ne\nf\ng' }),
        malay(textMessages(CARD_TEXT_RULES.parent_name).tooManyLines),
      ],
      [
        'a message over 12 lines',
        withDraft({ message: Array.from({ length: 13 }, () => 'baris').join('\n') }),
        malay(textMessages(CARD_TEXT_RULES.message).tooManyLines),
      ],
      [
        'a doa over its length',
        withDraft({ doa: 'd'.repeat(CARD_TEXT_RULES.doa.maxLength + 1) }),
        malay(textMessages(CARD_TEXT_RULES.doa).tooLong),
      ],
      [
        'a location over 6 lines',
        withDraft({ location: 'a\nb\nc\nd\ne\nf\ng' }),
        malay(textMessages(MAJLIS_TEXT_RULES.location).tooManyLines),
      ],
      ['an unknown theme', withDraft({ theme: 'theme101' }), malay(CARD_INPUT_MESSAGES.theme)],
      [
        'a heading font we do not host',
        withDraft({ H2: 'Papyrus' }),
        malay(CARD_INPUT_MESSAGES.headingFont),
      ],
      [
        'a body font we do not host',
        withDraft({ fontP: 'Arial' }),
        malay(CARD_INPUT_MESSAGES.bodyFont),
      ],
      [
        'a heading size we do not have',
        withDraft({ H2size: '99px' }),
        malay(CARD_INPUT_MESSAGES.headingSize),
      ],
      [
        'an impossible date',
        withDraft({ wedding_date: '2027-02-30' }),
        malay(CARD_INPUT_MESSAGES.weddingDate),
      ],
      [
        'a start time not HH:MM',
        withDraft({ start_time: '10am' }),
        malay(CARD_INPUT_MESSAGES.startTime),
      ],
      [
        `${MAX_PROGRAMME_ITEMS + 1} programme items`,
        withDraft({ tentative: Array.from({ length: MAX_PROGRAMME_ITEMS + 1 }, () => item) }),
        malay(CARD_INPUT_MESSAGES.programmeTooLong),
      ],
      [
        'a programme item without a title',
        withDraft({ tentative: [{ ...item, title: '' }] }),
        malay(CARD_INPUT_MESSAGES.programmeTitle),
      ],
      [
        `${MAX_CONTACTS + 1} contacts`,
        withDraft({ contacts: Array.from({ length: MAX_CONTACTS + 1 }, () => contact) }),
        malay(CARD_INPUT_MESSAGES.contactsTooMany),
      ],
      [
        'a contact phone that is not a number',
        withDraft({ contacts: [{ ...contact, phoneNumber: '12ab' }] }),
        malay(CARD_INPUT_MESSAGES.contactPhone),
      ],
      [
        'a contact without a name',
        withDraft({ contacts: [{ ...contact, name: ' ' }] }),
        malay(CARD_INPUT_MESSAGES.contactName),
      ],
      [
        'a javascript: maps link',
        withDraft({
          directions: [{ ...direction, googleMapsUrl: 'javascript:alert(document.cookie)' }],
        }),
        malay(CARD_INPUT_MESSAGES.googleMapsUrl),
      ],
      [
        'an http://evil maps link',
        withDraft({
          directions: [
            { ...direction, googleMapsUrl: 'http://evil.example/maps?query=3.073838,101.518347' },
          ],
        }),
        malay(CARD_INPUT_MESSAGES.googleMapsUrl),
      ],
      [
        'a Waze link to another site',
        withDraft({
          directions: [{ ...direction, wazeUrl: 'https://evil.example/ul?ll=3.073838,101.518347' }],
        }),
        malay(CARD_INPUT_MESSAGES.wazeUrl),
      ],
      [
        'two directions',
        withDraft({ directions: [direction, direction] }),
        malay(CARD_INPUT_MESSAGES.directionsTooMany),
      ],
      [
        'a direction without a location name',
        withDraft({ directions: [{ ...direction, locationName: '' }] }),
        malay(CARD_INPUT_MESSAGES.locationName),
      ],
    ];

    it.each(cases)('refuses %s (400, in Malay) and keeps nothing', async (_kind, body, message) => {
      const before = await countRows('cards');
      const res = await publish(body, cookie);
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json<{ error: { code: string; message: string; field?: string } }>().error;
      expect(error).toEqual({ code: 'bad_request', message, field: expect.any(String) });
      // The field is named (draft.…, profile.…), so the web can point at it.
      expect(error.field).toMatch(/^(draft|profile)(\.|$)/);
      expect(await countRows('cards')).toBe(before);
    });

    it.each([
      ['a NUL in a name', { groom_name: 'Adam\u0000' }, 'draft.groom_name'],
      ['a bidi override in the message', { message: 'Jemput\u202Eajam' }, 'draft.message'],
      ['a lone surrogate in the doa', { doa: 'Amin\uD800' }, 'draft.doa'],
      ['a name of zero-width spaces', { bride_name: '\u200B\u200C' }, 'draft.bride_name'],
      [
        'a NUL in a programme title',
        { tentative: [programmeItem('Makan\u0000', '12:00')] },
        'draft.majlis.0.tentative.0.title',
      ],
      [
        'a Hangul filler for a contact name',
        { contacts: [{ name: '\u3164', phoneNumber: '012-345 6789', contactMethod: 'both' }] },
        'draft.contacts.0.name',
      ],
      [
        'an escape in the location name',
        { directions: [{ ...flatDraft().directions[0], locationName: '\u001bDewan' }] },
        'draft.majlis.0.directions.0.locationName',
      ],
    ])('refuses %s, naming the field, and keeps nothing', async (_kind, patch, field) => {
      const before = await countRows('cards');
      const res = await publish({ draft: { ...flatDraft(), ...patch }, profile: PROFILE }, cookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { field?: string } }>().error.field).toBe(field);
      expect(await countRows('cards')).toBe(before);
    });

    it('refuses junk in the profile name and a NUL in a promo code', async () => {
      const before = await countRows('cards');
      const name = await publish(
        { draft: publishDraft(), profile: { ...PROFILE, name: 'Amir\u0007' } },
        cookie,
      );
      expect(name.json()).toEqual({
        error: {
          code: 'bad_request',
          message: malay(PROFILE_MESSAGES.nameCharacters),
          field: 'profile.name',
        },
      });
      const promo = await publish(
        { draft: publishDraft(), profile: PROFILE, promo: 'raya\u0000' },
        cookie,
      );
      expect(promo.json()).toEqual({
        error: { code: 'bad_request', message: malay(PROMO_MESSAGES.invalid), field: 'promo' },
      });
      expect(await countRows('cards')).toBe(before);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cards',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"draft":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('bad_request');
    });
  });

  describe('with a promo code', () => {
    it('takes a partial discount off the total, leaves the card for checkout, claims nothing', async () => {
      await seedPromo(db(), 'raya10', { discountSen: 1000, valid: 5 });
      const res = await publish(
        { draft: publishDraft(), profile: PROFILE, promo: ' RAYA 10 ' },
        await newOwner(),
      );
      expect(res.statusCode, res.body).toBe(201);
      const reply = res.json<PublishCardReply>();
      expect(reply).toMatchObject({ totalSen: 4000, discountSen: 1000, next: 'checkout' });
      expect((await cardRow(reply.id)).status).toBe('unverified');
      expect(await claimedOf(db(), 'raya10')).toBe(0);
    });

    it('treats a blank or null promo as none', async () => {
      const cookie = await newOwner();
      for (const promo of ['', '   ', null]) {
        const res = await publish({ draft: publishDraft(), profile: PROFILE, promo }, cookie);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json<PublishCardReply>()).toMatchObject({
          totalSen: PRICE_SEN,
          next: 'checkout',
        });
      }
    });

    it('activates the card when the code takes the total to zero, claiming it once', async () => {
      await seedPromo(db(), 'percuma', { discountSen: 9000, valid: 3, claimed: 1 });
      const paymentsBefore = await countRows('payments');
      const res = await publish(
        { draft: publishDraft(), profile: PROFILE, promo: 'PerCuma' },
        await newOwner(),
      );
      expect(res.statusCode, res.body).toBe(201);
      const reply = res.json<PublishCardReply>();
      expect(reply).toMatchObject({ totalSen: 0, discountSen: 9000, next: 'dashboard' });
      const row = await cardRow(reply.id);
      expect(row.status).toBe('active');
      expect(row.activated_at).not.toBeNull();
      expect(row.gift_button).toBe(1);
      expect(await claimedOf(db(), 'percuma')).toBe(2);
      expect(await countRows('payments')).toBe(paymentsBefore + 1);
      const payment = await db()
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', reply.id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({
        provider: 'promo',
        amount_sen: 0,
        promo_code: 'percuma',
        status: 'paid',
      });
    });

    it('accepts a code on its last day', async () => {
      await seedPromo(db(), 'hariakhir', {
        discountSen: PRICE_SEN,
        valid: 1,
        expirationDate: malaysiaDay(0),
      });
      const res = await publish(
        { draft: publishDraft(), profile: PROFILE, promo: 'hariakhir' },
        await newOwner(),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<PublishCardReply>().next).toBe('dashboard');
    });

    const refusals: [string, string, Parameters<typeof seedPromo>[2] | null, string][] = [
      [
        'a fully claimed code',
        'habis',
        { discountSen: 1000, valid: 2, claimed: 2 },
        malay(PROMO_MESSAGES.fullyClaimed),
      ],
      [
        'a fully claimed free code',
        'habispercuma',
        { discountSen: PRICE_SEN, valid: 1, claimed: 1 },
        malay(PROMO_MESSAGES.fullyClaimed),
      ],
      [
        'an expired code',
        'luput',
        { discountSen: PRICE_SEN, valid: 10, expirationDate: malaysiaDay(-1) },
        malay(PROMO_MESSAGES.expired),
      ],
      ['an unknown code', 'tiadasiapa', null, malay(PROMO_MESSAGES.invalid)],
    ];

    it.each(refusals)(
      'refuses %s with the spec’s message and keeps nothing',
      async (_kind, code, promo, message) => {
        if (promo) await seedPromo(db(), code, promo);
        const cookie = await newOwner();
        const cards = await countRows('cards');
        const payments = await countRows('payments');
        const res = await publish({ draft: publishDraft(), profile: PROFILE, promo: code }, cookie);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
        expect(await countRows('cards')).toBe(cards);
        expect(await countRows('payments')).toBe(payments);
        if (promo) expect(await claimedOf(db(), code)).toBe(promo.claimed ?? 0);
      },
    );

    it('gives the last claim of a code to exactly one of two owners publishing at once', async () => {
      await seedPromo(db(), 'terakhir', { discountSen: PRICE_SEN, valid: 1 });
      const [first, second] = await Promise.all([newOwner(), newOwner()]);
      const cards = await countRows('cards');
      const body = { draft: publishDraft(), profile: PROFILE, promo: 'terakhir' };
      const results = await Promise.all([publish(body, first), publish(body, second)]);
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 400]);
      const refused = results.find((res) => res.statusCode === 400);
      expect(refused?.json()).toEqual({
        error: { code: 'bad_request', message: malay(PROMO_MESSAGES.fullyClaimed) },
      });
      expect(await claimedOf(db(), 'terakhir')).toBe(1);
      expect(await countRows('cards')).toBe(cards + 1);
      const payments = await db()
        .selectFrom('payments')
        .select('card_id')
        .where('promo_code', '=', 'terakhir')
        .execute();
      expect(payments).toHaveLength(1);
    });

    it('never lets more claims through than a code allows, under a crowd', async () => {
      await seedPromo(db(), 'ramai', { discountSen: PRICE_SEN, valid: 3 });
      const owners = await Promise.all(Array.from({ length: 8 }, () => newOwner()));
      const body = { draft: publishDraft(), profile: PROFILE, promo: 'ramai' };
      const results = await Promise.all(owners.map((cookie) => publish(body, cookie)));
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(3);
      expect(results.filter((res) => res.statusCode === 400)).toHaveLength(5);
      expect(await claimedOf(db(), 'ramai')).toBe(3);
    });
  });

  describe('when the price is zero', () => {
    it('activates the card without a promo and sends the owner to the dashboard', async () => {
      await db().updateTable('settings').set({ price_sen: 0 }).execute();
      // Put back at once: other tests of this file (in any order) expect the seed's price.
      const res = await publish(
        { draft: publishDraft(), profile: PROFILE },
        await newOwner(),
      ).finally(() => db().updateTable('settings').set({ price_sen: PRICE_SEN }).execute());
      expect(res.statusCode, res.body).toBe(201);
      const reply = res.json<PublishCardReply>();
      expect(reply).toMatchObject({ totalSen: 0, discountSen: 0, next: 'dashboard' });
      expect((await cardRow(reply.id)).status).toBe('active');
      const payment = await db()
        .selectFrom('payments')
        .selectAll()
        .where('card_id', '=', reply.id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ provider: 'free', amount_sen: 0, promo_code: null });
    });
  });

  describe('rate limit', () => {
    it(`allows ${PUBLISH_RATE_LIMIT.max} cards an hour per owner, then 429 in Malay`, async () => {
      const cookie = await newOwner();
      const body = { draft: publishDraft(), profile: PROFILE };
      for (let i = 0; i < PUBLISH_RATE_LIMIT.max; i++) {
        expect((await publish(body, cookie)).statusCode).toBe(201);
      }
      const cards = await countRows('cards');
      const refused = await publish(body, cookie);
      expect(refused.statusCode).toBe(429);
      const error = refused.json<{ error: { code: string; message: string; retryAfter: number } }>()
        .error;
      expect(error.code).toBe('rate_limited');
      expect(error.message).toMatch(
        /^Terlalu banyak kad dicipta dalam masa yang singkat\. Sila cuba semula dalam \d+ (minit|saat)\.$/,
      );
      expect(error.retryAfter).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBe(error.retryAfter);
      expect(await countRows('cards')).toBe(cards);
      // Another owner is not held back by the first one.
      expect((await publish(body, await newOwner())).statusCode).toBe(201);
    });
  });
});

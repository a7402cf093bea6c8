import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardContent, Majlis } from '@shared/card/card-content';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import type { PublicCard } from '@shared/schemas/card';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { logIn } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { publishDraft } from '../support/promo';
import { makeWebDir } from '../support/web-dir';

// The couple's texts in English: saved with the card (PUT /api/cards/:id) under each Malay field's
// own rules and messages, read back whole by the owner (GET /api/cards/:id/edit) whatever the
// card's language, and sent to guests (the card's page, GET /api/cards/:id) only of a card in
// both languages.

const OTHER = 'orang.lain.english@example.com';
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const MALAY = { 'accept-language': 'ms-MY,ms;q=0.9' };

type ErrorReply = { error: { code: string; message: string; field?: string } };

/** The draft with English versions of every translatable text. */
function bilingualCard(): CardContent {
  const card = publishDraft();
  const [majlis] = card.majlis as [Majlis];
  return {
    ...card,
    walimatulurus_en: 'King for a Day',
    walimatulurus2_en: 'Wedding Invitation',
    parent_name_en: 'Tuan Haji Kamal bin Yusof\n&\nMrs Hajah Rosnah binti Ali',
    message_en: 'With gratitude, we invite you\nto the wedding of our children',
    doa_en: 'May they be blessed with a happy home.\nAmin.',
    majlis: [
      {
        ...majlis,
        kind: 'lain',
        title: 'Majlis Kesyukuran',
        title_en: 'Thanksgiving Reception',
        hosts: 'Keluarga Kamal',
        hosts_en: 'The Kamal family',
        location_en: 'Section 7 Community Hall\nShah Alam, Selangor',
        tentative: majlis.tentative.map((item, i) =>
          i === 0 ? { ...item, title_en: 'Guests arrive' } : item,
        ),
        sessions: [
          {
            id: 'sesi1',
            label: 'Sesi Pagi',
            label_en: 'Morning session',
            start_time: '10:00',
            end_time: '12:00',
            seats: 100,
          },
        ],
      },
    ],
  };
}

const pageData = (html: string): CardPageData => {
  const start = `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">`;
  const from = html.indexOf(start) + start.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as CardPageData;
};

describe.each(testDialects)('English versions of the couple’s texts on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  let other: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir });
    other = await logIn(t, OTHER);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const save = (id: string, cookie: string | undefined, card: unknown, headers = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: { version: 1, card } as object,
    });
  const edit = async (id: string, cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/cards/${id}/edit`, headers: { cookie } })
    ).json<OwnerCard>();
  const setLanguage = async (id: string, cookie: string, language: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}/language`,
      headers: { cookie },
      payload: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const guestContent = async (id: string) => {
    const api = (await t.app.inject({ method: 'GET', url: `/api/cards/${id}` })).json<PublicCard>();
    const page = await t.app.inject({ method: 'GET', url: `/kad/${id}` });
    const data = pageData(page.body);
    if (api.state !== 'live' || data.state !== 'live') throw new Error('the card is not live');
    // The HTML the server drew, without the data the browser takes over from.
    const html = page.body.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    return { api: api.content, page: data.card.content, html };
  };

  it('saves them and gives them back to the owner, in every language of the card', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const card = bilingualCard();
    const res = await save(id, cookie, card);
    expect(res.statusCode, res.body).toBe(200);
    for (const language of ['ms', 'en', 'both']) {
      await setLanguage(id, cookie, language);
      const { content } = await edit(id, cookie);
      expect(content.message_en).toBe(card.message_en);
      expect(content.parent_name_en).toBe(card.parent_name_en);
      expect(content.walimatulurus_en).toBe(card.walimatulurus_en);
      expect(content.walimatulurus2_en).toBe(card.walimatulurus2_en);
      expect(content.doa_en).toBe(card.doa_en);
      expect(content.majlis).toEqual(card.majlis.map((majlis) => expect.objectContaining(majlis)));
    }
  });

  it('forgets one saved empty, and keeps a card without any as it was', async () => {
    const { id, cookie } = await newOwnersCard(t);
    expect((await save(id, cookie, bilingualCard())).statusCode).toBe(200);
    const cleared = { ...bilingualCard(), message_en: '', doa_en: '   ' };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}`,
      headers: { cookie },
      payload: { version: 2, card: cleared },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { content } = await edit(id, cookie);
    expect(content).not.toHaveProperty('message_en');
    expect(content).not.toHaveProperty('doa_en');
    expect(content.parent_name_en).toBe(cleared.parent_name_en);
    const plain = await newOwnersCard(t);
    expect(JSON.stringify((await edit(plain.id, plain.cookie)).content)).not.toMatch(/_en"/);
  });

  it('shows them to guests of a card in both languages only', async () => {
    const { id, cookie } = await newOwnersCard(t);
    expect((await save(id, cookie, bilingualCard())).statusCode).toBe(200);
    for (const language of ['ms', 'en']) {
      await setLanguage(id, cookie, language);
      const { api, page, html } = await guestContent(id);
      expect(JSON.stringify(api)).not.toMatch(/_en"/);
      expect(JSON.stringify(page)).not.toMatch(/_en"/);
      expect(html).not.toContain('Guests arrive');
    }
    await setLanguage(id, cookie, 'both');
    const { api, page, html } = await guestContent(id);
    expect(api.message_en).toBe(bilingualCard().message_en);
    expect(page.majlis[0]!.tentative[0]!.title_en).toBe('Guests arrive');
    // Drawn by the server too, beneath the Malay.
    for (const english of [
      'Guests arrive',
      'The Kamal family',
      'Morning session',
      'King for a Day',
    ]) {
      expect(html).toContain(english);
    }
    expect(html.indexOf('Keluarga Kamal')).toBeLessThan(html.indexOf('The Kamal family'));
  });

  it.each([
    ['message', 'x'.repeat(1001)],
    ['message', Array.from({ length: 13 }, () => 'line').join('\n')],
    ['walimatulurus', 'One\nTwo'],
    ['parent_name', 'p'.repeat(401)],
    ['doa', 'd'.repeat(1501)],
  ] as const)(
    'refuses a too long %s_en with 400 and its Malay field’s message',
    async (field, text) => {
      const { id, cookie } = await newOwnersCard(t);
      for (const headers of [MALAY, ENGLISH]) {
        const english = await save(
          id,
          cookie,
          { ...bilingualCard(), [`${field}_en`]: text },
          headers,
        );
        const malay = await save(id, cookie, { ...bilingualCard(), [field]: text }, headers);
        expect(english.statusCode, english.body).toBe(400);
        expect(malay.statusCode).toBe(400);
        expect(english.json<ErrorReply>().error.message).toBe(
          malay.json<ErrorReply>().error.message,
        );
        expect(english.json<ErrorReply>().error.field).toBe(`card.${field}_en`);
      }
      expect((await edit(id, cookie)).version).toBe(1);
    },
  );

  it('refuses a majlis’s English versions past their Malay fields’ limits', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const card = bilingualCard();
    const [majlis] = card.majlis as [Majlis];
    const cases: [Partial<Majlis>, Partial<Majlis>][] = [
      [{ hosts_en: 'h'.repeat(401) }, { hosts: 'h'.repeat(401) }],
      [{ location_en: 'l\n'.repeat(7) + 'l' }, { location: 'l\n'.repeat(7) + 'l' }],
      [{ title_en: 't'.repeat(61) }, { title: 't'.repeat(61) }],
      [
        { tentative: [{ ...majlis.tentative[0]!, title_en: 'p'.repeat(81) }] },
        { tentative: [{ ...majlis.tentative[0]!, title: 'p'.repeat(81) }] },
      ],
      [
        { sessions: [{ ...majlis.sessions[0]!, label_en: 's'.repeat(61) }] },
        { sessions: [{ ...majlis.sessions[0]!, label: 's'.repeat(61) }] },
      ],
    ];
    for (const [english, malay] of cases) {
      for (const headers of [MALAY, ENGLISH]) {
        const refused = await save(
          id,
          cookie,
          { ...card, majlis: [{ ...majlis, ...english }] },
          headers,
        );
        const same = await save(
          id,
          cookie,
          { ...card, majlis: [{ ...majlis, ...malay }] },
          headers,
        );
        expect(refused.statusCode, JSON.stringify(english)).toBe(400);
        expect(refused.json<ErrorReply>().error.message).toBe(
          same.json<ErrorReply>().error.message,
        );
      }
    }
    expect((await edit(id, cookie)).version).toBe(1);
  });

  it('answers a visitor 401 and another owner 403 before reading the body', async () => {
    const { id, cookie } = await newOwnersCard(t);
    for (const card of [bilingualCard(), { ...bilingualCard(), message_en: 'x'.repeat(5000) }]) {
      const anonymous = await save(id, undefined, card);
      expect(anonymous.statusCode).toBe(401);
      const refused = await save(id, other, card);
      expect(refused.statusCode).toBe(403);
    }
    expect((await edit(id, cookie)).content).not.toHaveProperty('message_en');
  });
});

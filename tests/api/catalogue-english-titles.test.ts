import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay, ruleTextIn } from '@shared/i18n/rule-words-in';
import type {
  AdminCatalogueItem,
  AdminCatalogueItemReply,
  AdminCatalogueList,
  CatalogueKind,
} from '@shared/schemas/catalogue-admin';
import { CATALOGUE_MESSAGES } from '@shared/schemas/catalogue-admin';
import { CARD_LANGUAGE_MESSAGES } from '@shared/schemas/card-language';
import type { GiftIdea, GiftIdeaList } from '@shared/schemas/gift-idea';
import { giftIdeaListSchema } from '@shared/schemas/gift-idea';
import type { RecommendedItemList } from '@shared/schemas/owner-card';
import { freshAddress, logIn } from '../support/auth';
import { multipartForm } from '../support/multipart';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// The staff catalogues' English titles: staff add and edit them beside the Malay (optional, the
// Malay title's text rule, refused in the visitor's language); guests of a card read the gift
// ideas in the card's language (a Malay card's guests get no English title at all, an English
// card's the English or else the Malay, a card in both the two); owners read the recommended
// items in the site's language. Each test makes its own entries and reads only those.

const STAFF = 'staf.inggeris@jemput.test';
const OWNER = 'pemilik.inggeris@example.com';
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const MALAY = { 'accept-language': 'ms-MY,ms;q=0.9' };
const KINDS: CatalogueKind[] = ['gift-ideas', 'recommended-items'];

type Method = 'GET' | 'POST' | 'PATCH';

const png = () =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

let counter = 0;
/** A Malay title no other entry of the run has. */
const uniqueTitle = (words: string) => `${words} ${(counter += 1)}`;

describe.each(testDialects)('the catalogues’ English titles on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    staff = await logIn(t, STAFF);
    owner = await logIn(t, OWNER);
  }, 60_000);
  afterAll(() => t.close());

  const call = (
    method: Method,
    url: string,
    cookie: string | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const post = async (
    kind: CatalogueKind,
    cookie: string | undefined,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const form = multipartForm(
      {
        link: 'https://shopee.com.my/search?keyword=hadiah',
        ...(kind === 'recommended-items' ? { price: '30' } : {}),
        ...fields,
      },
      { field: 'picture', bytes: await png() },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/${kind}`,
      remoteAddress: freshAddress(),
      payload: form.payload,
      headers: { ...form.headers, ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  /** Staff add an entry; its reply's item. */
  const add = async (kind: CatalogueKind, fields: Record<string, string>) => {
    const res = await post(kind, staff, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminCatalogueItemReply>().item;
  };
  const adminItem = async (kind: CatalogueKind, id: string) =>
    (await call('GET', `/api/admin/${kind}`, staff))
      .json<AdminCatalogueList>()
      .items.find((item) => item.id === id);
  const refused = (res: LightMyRequestResponse, message: string, field?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string; field?: string } }>();
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe(message);
    if (field) expect(error.field).toBe(field);
  };

  describe.each(KINDS)('staff’s %s', (kind) => {
    const base = `/api/admin/${kind}`;

    it('anonymous 401 and owners 403 when adding or editing an English title', async () => {
      const item = await add(kind, { title: uniqueTitle('Set Kunci') });
      const anonymous = await post(kind, undefined, { title: 'Set', title_en: 'Set' });
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      const byOwner = await post(kind, owner, { title: 'Set', title_en: 'Set' });
      expect(byOwner.statusCode, byOwner.body).toBe(403);
      const edit = { title_en: 'Key Set' };
      expect((await call('PATCH', `${base}/${item.id}`, undefined, edit)).statusCode).toBe(401);
      expect((await call('PATCH', `${base}/${item.id}`, owner, edit)).statusCode).toBe(403);
      expect((await adminItem(kind, item.id))?.title_en).toBe('');
    });

    it('staff add one with an English title and one without', async () => {
      const withEnglish = await add(kind, {
        title: uniqueTitle('Set Cawan'),
        title_en: '  Cup Set  ',
      });
      expect(withEnglish.title_en).toBe('Cup Set');
      expect(await adminItem(kind, withEnglish.id)).toEqual(withEnglish);

      const without = await add(kind, { title: uniqueTitle('Set Piring') });
      expect(without.title_en).toBe('');
      // An English title of nothing visible is none.
      const invisible = await add(kind, { title: uniqueTitle('Set Sudu'), title_en: '\u200B ' });
      expect(invisible.title_en).toBe('');
    });

    it('staff set, change and clear the English title on an edit; the Malay one stays', async () => {
      const title = uniqueTitle('Set Gelas');
      const item = await add(kind, { title });
      const patch = (body: object) => call('PATCH', `${base}/${item.id}`, staff, body);

      const set = await patch({ title_en: 'Glass Set' });
      expect(set.statusCode, set.body).toBe(200);
      const reply = set.json<AdminCatalogueItemReply>();
      expect(reply.item).toMatchObject({ title, title_en: 'Glass Set' });
      expect(reply.message).toBe(malay(CATALOGUE_MESSAGES.saved));

      const both = await patch({ title: `${title} Baru`, title_en: 'New Glass Set' });
      expect(both.json<AdminCatalogueItemReply>().item).toMatchObject({
        title: `${title} Baru`,
        title_en: 'New Glass Set',
      });
      // Other changes leave it alone.
      await patch({ link: 'https://shopee.com.my/search?keyword=gelas' });
      expect((await adminItem(kind, item.id))?.title_en).toBe('New Glass Set');

      const cleared = await patch({ title_en: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await adminItem(kind, item.id))?.title_en).toBe('');

      const english = await call('PATCH', `${base}/${item.id}`, staff, { title_en: 'X' }, ENGLISH);
      expect(english.json<AdminCatalogueItemReply>().message).toBe('The item has been updated.');
    });

    it.each([
      ['81 characters', 'x'.repeat(81)],
      ['a line break', 'Glass\nSet'],
      ['a bidi override', 'Set \u202EssalG'],
      ['NUL', 'Glass\u0000Set'],
      ['an escape sequence', 'Glass \u001b[31mSet'],
    ])(
      'refuses an English title of %s, added or edited, in Malay and English',
      async (_what, english) => {
        const message = CATALOGUE_MESSAGES.titleEn;
        const title = uniqueTitle('Set Dulang');
        for (const [headers, words] of [
          [MALAY, malay(message)],
          [ENGLISH, ruleTextIn('en', message)],
        ] as const) {
          refused(
            await post(kind, staff, { title, title_en: english }, headers),
            words,
            'title_en',
          );
        }
        const listed = (await call('GET', base, staff)).json<AdminCatalogueList>().items;
        expect(listed.some((item) => item.title === title)).toBe(false);

        const item = await add(kind, { title, title_en: 'Tray Set' });
        for (const [headers, words] of [
          [MALAY, malay(message)],
          [ENGLISH, ruleTextIn('en', message)],
        ] as const) {
          const res = await call(
            'PATCH',
            `${base}/${item.id}`,
            staff,
            { title_en: english },
            headers,
          );
          refused(res, words, 'title_en');
        }
        expect((await adminItem(kind, item.id))?.title_en).toBe('Tray Set');
      },
    );

    it('refuses an English title that is not text', async () => {
      const item = await add(kind, { title: uniqueTitle('Set Teko') });
      refused(
        await call('PATCH', `${base}/${item.id}`, staff, { title_en: 7 }, MALAY),
        malay(CATALOGUE_MESSAGES.titleEn),
        'title_en',
      );
      expect(ruleTextIn('en', CATALOGUE_MESSAGES.titleEn)).toBe(
        'Please enter a valid English title (at most 80 characters), or leave it empty.',
      );
    });
  });

  describe('GET /api/gift-ideas in the card’s language', () => {
    const read = async (query: string) => {
      const res = await call('GET', `/api/gift-ideas${query}`, undefined);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(giftIdeaListSchema.safeParse(res.json()).success).toBe(true);
      return { body: res.body, ideas: res.json<GiftIdeaList>().giftIdeas };
    };
    const ours = (ideas: GiftIdea[], ...items: AdminCatalogueItem[]) =>
      items.map((item) => ideas.find((idea) => idea.id === item.id));

    it('a Malay card’s guests get the Malay titles and no English title at all', async () => {
      const given = await add('gift-ideas', {
        title: uniqueTitle('Set Bantal'),
        title_en: 'Pillow Set',
      });
      const none = await add('gift-ideas', { title: uniqueTitle('Set Selimut') });
      for (const query of ['', '?language=ms']) {
        const { body, ideas } = await read(query);
        expect(ours(ideas, given, none)).toEqual([
          { id: given.id, title: given.title, image: given.image, link: given.link },
          { id: none.id, title: none.title, image: none.image, link: none.link },
        ]);
        // Not a word of English on the wire: not ours, not the seeded ideas'.
        expect(body).not.toContain('title_en');
        expect(body).not.toContain('Pillow Set');
        expect(body).not.toContain('Bedsheet Set');
      }
    });

    it('an English card’s guests get the English title, else the Malay marked as Malay, one title each', async () => {
      const given = await add('gift-ideas', {
        title: uniqueTitle('Set Langsir'),
        title_en: 'Curtain Set',
      });
      const none = await add('gift-ideas', { title: uniqueTitle('Set Alas Meja') });
      const { body, ideas } = await read('?language=en');
      expect(ours(ideas, given, none)).toEqual([
        { id: given.id, title: 'Curtain Set', image: given.image, link: given.link },
        // The Malay standing in for English says it is Malay (the page marks it lang="ms").
        { id: none.id, title: none.title, title_lang: 'ms', image: none.image, link: none.link },
      ]);
      expect(body).not.toContain('title_en');
      expect(body).not.toContain(given.title);
      // The seeded ideas come with their English titles.
      expect(ideas.find((idea) => idea.id === 'set-pinggan-mangkuk')?.title).toBe('Dinnerware Set');
    });

    it('a card in both: the Malay title, with the English beside it when staff gave one', async () => {
      const given = await add('gift-ideas', {
        title: uniqueTitle('Set Periuk'),
        title_en: 'Cookware Set',
      });
      const none = await add('gift-ideas', { title: uniqueTitle('Set Cerek') });
      const { ideas } = await read('?language=both');
      expect(ours(ideas, given, none)).toEqual([
        {
          id: given.id,
          title: given.title,
          title_en: 'Cookware Set',
          image: given.image,
          link: given.link,
        },
        { id: none.id, title: none.title, image: none.image, link: none.link },
      ]);
    });

    it('follows staff’s edits: a cleared English title is gone from every language', async () => {
      const item = await add('gift-ideas', {
        title: uniqueTitle('Set Mangkuk'),
        title_en: 'Bowl Set',
      });
      await call('PATCH', `/api/admin/gift-ideas/${item.id}`, staff, { title_en: '' });
      for (const query of ['?language=en', '?language=both']) {
        const { ideas } = await read(query);
        expect(ideas.find((idea) => idea.id === item.id)).toEqual({
          id: item.id,
          title: item.title,
          ...(query === '?language=en' ? { title_lang: 'ms' } : {}),
          image: item.image,
          link: item.link,
        });
      }
    });

    it('refuses a language it does not know, in the visitor’s language', async () => {
      for (const [headers, words] of [
        [MALAY, malay(CARD_LANGUAGE_MESSAGES.invalid)],
        [ENGLISH, ruleTextIn('en', CARD_LANGUAGE_MESSAGES.invalid)],
      ] as const) {
        for (const query of ['?language=fr', '?language=', '?language=EN']) {
          refused(
            await call('GET', `/api/gift-ideas${query}`, undefined, undefined, headers),
            words,
          );
        }
      }
    });
  });

  describe('GET /api/recommended-items in the site’s language', () => {
    const read = async (headers: Record<string, string>, cookie = owner) => {
      const res = await call('GET', '/api/recommended-items', cookie, undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      // One address, two languages: caches keep them apart by what decides the language.
      const vary = String(res.headers.vary).toLowerCase();
      expect(vary).toContain('accept-language');
      expect(vary).toContain('cookie');
      return res.json<RecommendedItemList>().items;
    };
    const titleOf = (items: RecommendedItemList['items'], id: string) =>
      items.find((item) => item.id === id)?.title;

    it('an owner reading in English gets the English title, else the Malay marked as Malay', async () => {
      const given = await add('recommended-items', {
        title: uniqueTitle('Kotak Cincin'),
        title_en: 'Ring Box',
      });
      const none = await add('recommended-items', { title: uniqueTitle('Kipas Tangan') });
      const englishReaders: [Record<string, string>, string][] = [
        [ENGLISH, owner],
        [MALAY, `${owner}; bahasa=en`],
      ];
      for (const [headers, cookie] of englishReaders) {
        const items = await read(headers, cookie);
        expect(titleOf(items, given.id)).toBe('Ring Box');
        expect(titleOf(items, none.id)).toBe(none.title);
        expect(titleOf(items, 'buku-tetamu')).toBe('Guest Book');
        for (const item of items) expect(Object.keys(item)).not.toContain('title_en');
        const langOf = (id: string) => items.find((item) => item.id === id)?.titleLang;
        expect([langOf(given.id), langOf(none.id), langOf('buku-tetamu')]).toEqual([
          undefined,
          'ms',
          undefined,
        ]);
      }
    });

    it('an owner reading in Malay gets the Malay titles', async () => {
      const given = await add('recommended-items', {
        title: uniqueTitle('Tepak Sirih'),
        title_en: 'Betel Box',
      });
      const malayReaders: [Record<string, string>, string][] = [
        [MALAY, owner],
        [{}, owner],
        [ENGLISH, `${owner}; bahasa=ms`],
      ];
      for (const [headers, cookie] of malayReaders) {
        const items = await read(headers, cookie);
        expect(titleOf(items, given.id)).toBe(given.title);
        expect(titleOf(items, 'buku-tetamu')).toBe('Buku Tetamu');
        // Malay read in Malay is no stand-in: nothing marks it.
        for (const item of items) expect(item.titleLang).toBeUndefined();
      }
    });
  });
});

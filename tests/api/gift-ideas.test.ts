import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftIdea } from '@shared/schemas/gift-idea';
import { giftIdeaListSchema } from '@shared/schemas/gift-idea';
import { SEED_GIFT_IDEAS } from '@server/db/gift-ideas-seed';
import { seed } from '@server/db/seed';
import { giftIdeasRepository } from '@server/modules/gift-ideas/gift-ideas.repository';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// GET /api/gift-ideas: the 'Idea Hadiah Kahwin' list, in order,
// the same for every card, with our own pictures under src/web/public.

const PUBLIC_DIR = path.resolve('src/web/public');

describe.each(testDialects)('GET /api/gift-ideas on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gift-ideas' });
    expect(res.statusCode).toBe(200);
    return res.json<{ giftIdeas: GiftIdea[] }>().giftIdeas;
  };

  it('answers every guest with the list, cacheable for five minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gift-ideas' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(giftIdeaListSchema.safeParse(res.json()).success).toBe(true);
    for (const idea of res.json<{ giftIdeas: GiftIdea[] }>().giftIdeas) {
      expect(Object.keys(idea).sort()).toEqual(['id', 'image', 'link', 'title']);
    }
  });

  it('starts with the six seeded ideas, in their order, in Malay', async () => {
    expect(await list()).toEqual(
      SEED_GIFT_IDEAS.map(({ id, title, image, link }) => ({ id, title, image, link })),
    );
    expect((await list()).map((idea) => idea.title)).toEqual([
      'Set Cadar',
      'Set Pinggan Mangkuk',
      'Sejadah & Telekung',
      'Periuk Nasi Elektrik',
      'Set Tuala',
      'Pembancuh Kopi',
    ]);
  });

  it('orders by position, whatever the order of insertion', async () => {
    const repo = giftIdeasRepository(db());
    const own = [
      { id: 'ujian-akhir', title: 'Akhir', position: 99 },
      { id: 'ujian-awal', title: 'Awal', position: -1 },
      { id: 'ujian-tengah', title: 'Tengah', position: 3 },
    ].map((idea) => ({
      ...idea,
      image: '/gift-ideas/set-tuala.svg',
      link: 'https://shopee.com.my/search?keyword=ujian',
    }));
    await repo.insertMissing(own);
    try {
      const ids = (await list()).map((idea) => idea.id);
      expect(ids[0]).toBe('ujian-awal');
      expect(ids.at(-1)).toBe('ujian-akhir');
      // Position 3 ties with the third seeded idea; ties are broken by id, so it is stable.
      expect(ids.indexOf('ujian-tengah')).toBe(ids.indexOf('sejadah-telekung') + 1);
    } finally {
      await db()
        .deleteFrom('gift_ideas')
        .where(
          'id',
          'in',
          own.map((idea) => idea.id),
        )
        .execute();
    }
  });

  it('links each idea to a search on a Malaysian shop', async () => {
    for (const idea of await list()) {
      const url = new URL(idea.link);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe('shopee.com.my');
      expect(url.searchParams.get('keyword')?.length).toBeGreaterThan(2);
    }
  });

  it('shows our own small, square, script-free pictures that exist under src/web/public', async () => {
    for (const idea of await list()) {
      expect(idea.image).toBe(`/gift-ideas/${idea.id}.svg`);
      const file = path.join(PUBLIC_DIR, idea.image);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(3 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"/);
      expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\(|\son[a-z]+=/i);
      // The namespace is the only address in the file: nothing is fetched from anywhere.
      expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
    }
  });

  it('is seeded once: a second seed adds nothing, and ideas staff removed stay removed', async () => {
    const repo = giftIdeasRepository(db());
    await seed(db(), t.config, t.app.clock.now());
    expect(await repo.count()).toBe(SEED_GIFT_IDEAS.length);
    await db().deleteFrom('gift_ideas').where('id', '=', 'set-tuala').execute();
    try {
      await seed(db(), t.config, t.app.clock.now());
      expect((await list()).map((idea) => idea.id)).not.toContain('set-tuala');
      expect(await repo.count()).toBe(SEED_GIFT_IDEAS.length - 1);
    } finally {
      await repo.insertMissing(SEED_GIFT_IDEAS);
    }
  });

  it('is in the OpenAPI document with its reply schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { tags?: string[]; responses: Record<string, unknown> } }>;
    }>();
    const operation = doc.paths['/api/gift-ideas']?.get;
    expect(operation?.tags).toEqual(['gift-ideas']);
    expect(operation?.responses['200']).toBeDefined();
  });

  it('refuses other methods with the one error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gift-ideas', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

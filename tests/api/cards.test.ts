import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCard } from '@shared/schemas/card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { OWNER, createCard } from '../support/cards';

describe.each(testDialects)('GET /api/cards/:id on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/cards/${id}` });

  it('gives guests the couple’s content and the guest-facing features', async () => {
    const id = await createCard(t.database.handle.db, {
      features: { email_input: true, gift: true },
    });
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    const card = res.json<PublicCard>();
    expect(card.state).toBe('live');
    if (card.state !== 'live') return;
    expect(card.content).toMatchObject({ groom_name: 'Ali', bride_name: 'Aminah' });
    expect(card.content.majlis).toHaveLength(1);
    expect(card.content.majlis[0]?.start_time).toBe('11:30');
    expect(card.content.majlis[0]?.tentative).toHaveLength(4);
    expect(card.features).toMatchObject({
      rsvp: true,
      email_input: true,
      gift: true,
      salam_kaut: null,
    });
  });

  it('never sends the owner’s name, e-mail or mobile', async () => {
    const id = await createCard(t.database.handle.db);
    const body = (await get(id)).body;
    expect(body).not.toContain(OWNER.email);
    expect(body).not.toContain(OWNER.mobile);
    expect(body).not.toContain(OWNER.name);
    expect(body).not.toMatch(/client_|user_id/);
  });

  it('plays music exactly when the couple switched it on and chose a song', async () => {
    const db = t.database.handle.db;
    const off = await createCard(db, { features: { music: false, yt_id: 'dQw4w9WgXcQ' } });
    const noSong = await createCard(db, { features: { music: true, yt_id: null } });
    // No staff activation is needed any more: the couple switch music on their own page.
    const on = await createCard(db, {
      features: { music: true, music_activation: false, yt_id: 'dQw4w9WgXcQ' },
    });
    const features = async (id: string) => {
      const card = (await get(id)).json<PublicCard>();
      return card.state === 'live' ? card.features : null;
    };
    expect(await features(off)).toMatchObject({ music: false, yt_id: null });
    expect(await features(noSong)).toMatchObject({ music: false, yt_id: null });
    expect(await features(on)).toMatchObject({ music: true, yt_id: 'dQw4w9WgXcQ' });
  });

  it('keeps an unverified card live for its first hour', async () => {
    const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 59 });
    expect((await get(id)).json<PublicCard>().state).toBe('live');
  });

  it('sends nothing of an unverified card after its hour but its expired state', async () => {
    const id = await createCard(t.database.handle.db, { status: 'unverified', ageMinutes: 61 });
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, state: 'expired' });
  });

  it('keeps an active card live whatever its age', async () => {
    const id = await createCard(t.database.handle.db, {
      status: 'active',
      ageMinutes: 60 * 24 * 400,
    });
    expect((await get(id)).json<PublicCard>().state).toBe('live');
  });

  it('serves the seeded demo card', async () => {
    const card = (await get('demoplus')).json<PublicCard>();
    expect(card.state).toBe('live');
  });

  it('answers an unknown or malformed id with 404 in Malay', async () => {
    for (const id of ['tiadakadini', 'ABC', '../etc', 'a'.repeat(40)]) {
      const res = await get(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(
        id === '../etc' || id === 'ABC' || id.length > 32 ? 400 : 404,
      );
      expect(res.json().error.message).toBe('Maaf. Kad ini tidak dijumpai.');
    }
  });
});

describe('GET /api/cards/:id/calendar.ics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://kad.example.my' } });
  });
  afterAll(() => t.close());

  it('gives the wedding as an iCalendar event in UTC with the venue and a link to the card', async () => {
    const id = await createCard(t.database.handle.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/cards/${id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="jemputan-${id}.ics"`);
    const ics = res.body;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Walimatulurus: Ali & Aminah');
    // The sample wedding is tomorrow at 11:30 in Kuala Lumpur, 03:30 UTC.
    expect(ics).toMatch(/DTSTART:\d{8}T033000Z/);
    expect(ics).toMatch(/DTEND:\d{8}T090000Z/);
    expect(ics).toContain(`URL:https://kad.example.my/kad/${id}`);
    expect(ics).toContain('LOCATION:Dewan Seri Kenanga\\, Hotel Sri Mutiara');
  });

  it('gives nothing for an expired trial or an unknown card', async () => {
    const expired = await createCard(t.database.handle.db, {
      status: 'unverified',
      ageMinutes: 90,
    });
    for (const id of [expired, 'tiadakadini']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cards/${id}/calendar.ics` });
      expect(res.statusCode).toBe(404);
    }
  });
});

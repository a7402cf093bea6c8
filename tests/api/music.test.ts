import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malay } from '@shared/i18n/rule-words-in';
import type { PublicCard } from '@shared/schemas/card';
import type { MusicSettingsReply, QuickPickList } from '@shared/schemas/music';
import { MUSIC_MESSAGES, QUICK_PICK_COUNT } from '@shared/schemas/music';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { logIn } from '../support/auth';

// The music page (a YouTube link or one of 12 preset songs, and the second it starts at): the
// quick picks, the
// card's song and switch (the owner only: staff 403, others 403, anonymous 401 whatever the
// body), and the guest card following on its next load.

const STAFF = 'staf.lagu@jemput.test';
const VIDEO = 'dQw4w9WgXcQ';

describe.each(testDialects)('the music page on %s', (dialect) => {
  let t: TestApp;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: STAFF } });
    other = await logIn(t, 'orang.lain.lagu@example.com');
    staff = await logIn(t, STAFF);
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const ownersCard = () => newOwnersCard(t);

  const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setMusic = (id: string, cookie: string | undefined, body: unknown) =>
    call('PUT', `/api/cards/${id}/music`, cookie, body);
  const publicFeatures = async (id: string) => {
    const card = (await call('GET', `/api/cards/${id}`)).json<PublicCard>();
    return card.state === 'live' ? card.features : null;
  };

  describe('GET /api/music/quick-picks', () => {
    it('lists the 12 songs in order, each with a valid YouTube id, to anyone', async () => {
      const res = await call('GET', '/api/music/quick-picks');
      expect(res.statusCode, res.body).toBe(200);
      const { picks } = res.json<QuickPickList>();
      expect(picks).toHaveLength(QUICK_PICK_COUNT);
      expect(picks.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const pick of picks) {
        expect(pick.ytId).toMatch(/^[A-Za-z0-9_-]{11}$/);
        expect(pick.title.length).toBeGreaterThan(0);
        expect(pick.artist.length).toBeGreaterThan(0);
      }
    });
  });

  describe('PUT /api/cards/:id/music', () => {
    it.each([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', '1:05', 65],
      ['https://youtu.be/dQw4w9WgXcQ', '20', 20],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 45, 45],
      ['dQw4w9WgXcQ', '0:20', 20],
      ['https://m.youtube.com/shorts/dQw4w9WgXcQ', '1:5', 0],
      ['https://www.youtube.com/v/dQw4w9WgXcQ', 'satu minit', 0],
      ['https://www.youtube.com/e/dQw4w9WgXcQ', -5, 0],
      ['https://youtu.be/dQw4w9WgXcQ', '9999999999999999', 0],
      ['https://youtu.be/dQw4w9WgXcQ', 1e20, 0],
    ])('saves %s starting at %j as %i s', async (link, start, seconds) => {
      const { id, cookie } = await ownersCard();
      const res = await setMusic(id, cookie, { yt_id: link, start });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<MusicSettingsReply>()).toEqual({
        music: true,
        ytId: VIDEO,
        musicStart: seconds,
        message: MUSIC_MESSAGES.saved,
      });
      const card = (await call('GET', `/api/cards/${id}/edit`, cookie)).json<OwnerCard>();
      expect(card.features).toMatchObject({ song: true, ytId: VIDEO, musicStart: seconds });
    });

    it.each([
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/dQw4w9WgXcQ1',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'bukan pautan',
      '',
      'x'.repeat(501),
    ])('refuses the link %j with the spec’s message', async (link) => {
      const { id, cookie } = await ownersCard();
      const res = await setMusic(id, cookie, { yt_id: link, start: '0:20' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { message: malay(MUSIC_MESSAGES.badLink) } });
      expect((await publicFeatures(id))?.yt_id).toBeNull();
    });

    it('refuses fields it does not know and a switch that is not a boolean', async () => {
      const { id, cookie } = await ownersCard();
      expect((await setMusic(id, cookie, { music: 'ya' })).statusCode).toBe(400);
      expect((await setMusic(id, cookie, { music_activation: true })).statusCode).toBe(400);
    });

    it('answers 401 without a session, whatever the body', async () => {
      const { id } = await ownersCard();
      expect((await setMusic(id, undefined, { yt_id: VIDEO })).statusCode).toBe(401);
      expect((await setMusic(id, undefined, { yt_id: 'rosak' })).statusCode).toBe(401);
    });

    it('answers 403 to another owner and to staff, and changes nothing', async () => {
      const { id } = await ownersCard();
      for (const cookie of [other, staff]) {
        const res = await setMusic(id, cookie, { yt_id: VIDEO, music: true });
        expect(res.statusCode, res.body).toBe(403);
      }
      expect((await publicFeatures(id))?.yt_id).toBeNull();
    });

    it('answers 404 for an unknown card', async () => {
      const { cookie } = await ownersCard();
      expect((await setMusic('tiadakad99', cookie, { music: false })).statusCode).toBe(404);
    });

    it('lets staff read the music through the owner’s card (read-only for them)', async () => {
      const { id, cookie } = await ownersCard();
      await setMusic(id, cookie, { yt_id: VIDEO, start: 30 });
      const read = await call('GET', `/api/cards/${id}/edit`, staff);
      expect(read.statusCode).toBe(200);
      expect(read.json<OwnerCard>()).toMatchObject({
        viewer: 'staff',
        features: { music: true, ytId: VIDEO, musicStart: 30 },
      });
    });

    it('puts the music on the public card when on with a song, and none when off', async () => {
      const { id, cookie } = await ownersCard();
      // Music is on by default, but without a song there is nothing to play.
      expect(await publicFeatures(id)).toMatchObject({ music: false, yt_id: null });

      await setMusic(id, cookie, { yt_id: `https://youtu.be/${VIDEO}`, start: '1:05' });
      expect(await publicFeatures(id)).toMatchObject({
        music: true,
        yt_id: VIDEO,
        music_start: 65,
      });

      const off = await setMusic(id, cookie, { music: false });
      expect(off.json<MusicSettingsReply>()).toMatchObject({
        music: false,
        ytId: VIDEO,
        message: MUSIC_MESSAGES.musicOff,
      });
      expect(await publicFeatures(id)).toMatchObject({ music: false, yt_id: null });

      const on = await setMusic(id, cookie, { music: true });
      expect(on.json<MusicSettingsReply>().message).toBe(MUSIC_MESSAGES.musicOn);
      expect(await publicFeatures(id)).toMatchObject({ music: true, yt_id: VIDEO });
    });
  });

  describe('PUT /api/admin/music/quick-picks', () => {
    const picks = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        title: `Lagu ${i + 1}`,
        artist: 'Penyanyi',
        ytId: `https://youtu.be/${VIDEO}`,
        start: i === 0 ? '0:20' : 0,
      }));

    it('is for staff only: 401 anonymous, 403 an owner', async () => {
      expect((await call('PUT', '/api/admin/music/quick-picks', undefined, {})).statusCode).toBe(
        401,
      );
      const body = { picks: picks(QUICK_PICK_COUNT) };
      expect((await call('PUT', '/api/admin/music/quick-picks', other, body)).statusCode).toBe(403);
    });

    it('refuses a list that is not 12 songs with good links', async () => {
      for (const body of [
        { picks: picks(11) },
        { picks: picks(QUICK_PICK_COUNT).map((p, i) => (i === 3 ? { ...p, ytId: 'rosak' } : p)) },
        { picks: picks(QUICK_PICK_COUNT).map((p, i) => (i === 5 ? { ...p, title: ' ' } : p)) },
      ]) {
        const res = await call('PUT', '/api/admin/music/quick-picks', staff, body);
        expect(res.statusCode, res.body).toBe(400);
      }
    });

    it.each([
      ['a bidi override in a title', { title: 'Lagu \u202Eabc' }],
      ['a bidi isolate in an artist', { artist: '\u2066Penyanyi' }],
      ['a control character in an artist', { artist: 'Pe\u0007nyanyi' }],
      ['NUL in a title', { title: 'Lagu\u0000' }],
      ['a title of zero-width characters only', { title: '\u200B\u200C\u2060' }],
      ['an artist of Hangul fillers only', { artist: '\u3164\u3164' }],
      ['a line break in a title', { title: 'Lagu\nBaru' }],
    ])('refuses %s (the shared text rule) and keeps the list', async (_what, change) => {
      const before = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
      const body = {
        picks: picks(QUICK_PICK_COUNT).map((p, i) => (i === 2 ? { ...p, ...change } : p)),
      };
      const res = await call('PUT', '/api/admin/music/quick-picks', staff, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        malay(MUSIC_MESSAGES.badPicks),
      );
      expect((await call('GET', '/api/music/quick-picks')).json<QuickPickList>()).toEqual(before);
    });

    it('keeps what staff type, tidied: trimmed, NFC, an emoji and another script untouched', async () => {
      const before = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
      try {
        const body = {
          picks: picks(QUICK_PICK_COUNT).map((p, i) =>
            i === 0
              ? { ...p, title: '  Selamat Pengantin Baru 💍 ', artist: 'Cafe\u0301 سلام' }
              : p,
          ),
        };
        const res = await call('PUT', '/api/admin/music/quick-picks', staff, body);
        expect(res.statusCode, res.body).toBe(200);
        const [first] = res.json<QuickPickList>().picks;
        expect(first).toMatchObject({ title: 'Selamat Pengantin Baru 💍', artist: 'Café سلام' });
      } finally {
        await call('PUT', '/api/admin/music/quick-picks', staff, {
          picks: before.picks.map(({ title, artist, ytId, start }) => ({
            title,
            artist,
            ytId,
            start,
          })),
        });
      }
    });

    it('ends six saves sent at once with one whole list of them, and no 5xx', async () => {
      const before = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
      try {
        // Six different lists: the one left must be exactly one of them, never a mix.
        const lists = Array.from({ length: 6 }, (_, n) =>
          picks(QUICK_PICK_COUNT).map((p) => ({ ...p, title: `${p.title} (simpanan ${n + 1})` })),
        );
        const replies = await Promise.all(
          lists.map((list) => call('PUT', '/api/admin/music/quick-picks', staff, { picks: list })),
        );
        expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const after = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
        expect(after.picks.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        const saved = after.picks.map((p) => p.title);
        expect(lists.map((list) => list.map((p) => p.title))).toContainEqual(saved);
      } finally {
        await call('PUT', '/api/admin/music/quick-picks', staff, {
          picks: before.picks.map(({ title, artist, ytId, start }) => ({
            title,
            artist,
            ytId,
            start,
          })),
        });
      }
    });

    it('replaces the list for everyone, audit-logged', async () => {
      const before = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
      try {
        const res = await call('PUT', '/api/admin/music/quick-picks', staff, {
          picks: picks(QUICK_PICK_COUNT),
        });
        expect(res.statusCode, res.body).toBe(200);
        const after = (await call('GET', '/api/music/quick-picks')).json<QuickPickList>();
        expect(after.picks[0]).toEqual({
          position: 1,
          title: 'Lagu 1',
          artist: 'Penyanyi',
          ytId: VIDEO,
          start: 20,
        });
        const audit = await db()
          .selectFrom('audit_log')
          .select(['actor_email', 'action'])
          .where('action', '=', 'update-music-quick-picks')
          .execute();
        expect(audit).toContainEqual({ actor_email: STAFF, action: 'update-music-quick-picks' });
      } finally {
        await call('PUT', '/api/admin/music/quick-picks', staff, {
          picks: before.picks.map(({ title, artist, ytId, start }) => ({
            title,
            artist,
            ytId,
            start,
          })),
        });
      }
    });
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '@server/lib/ids';
import type { UsherLink } from '@shared/schemas/check-in';
import { CHECK_IN_MESSAGES, USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import { SESSION_MS } from '@server/modules/auth/sessions.service';
import { EVENT_STREAM_LIMITS } from '@server/plugins/event-streams';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress, logIn } from '../support/auth';

// The card's live RSVP stream (`GET /api/cards/:id/door/events`: the usher screen, the owner's
// RSVP page, the guest list) over a real socket: how many may be open at once, that a closed
// stream gives its place back, and that a stream ends with the session it was opened with.

const { perHolder: PER_HOLDER, perAddress: PER_ADDRESS } = EVENT_STREAM_LIMITS;

/** Waits until `check` holds (the server notices a closed socket a moment after the client). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

interface OpenStream {
  status: number;
  /** The reply's body when the stream was refused. */
  refusal: unknown;
  retryAfter: string | null;
  /** Reads until the text holds `marker`; false if the stream ended first. */
  readUntil(marker: string): Promise<boolean>;
  text(): string;
  close(): void;
}

describe.each(testDialects)('event streams on %s', (dialect) => {
  let t: TestApp;
  let port = 0;
  const clock = testClock();
  const opened: OpenStream[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t.close();
  });

  const openStreams = () => t.app.eventStreams.open;

  /** Opens the card's stream as a browser does, with a session cookie or an usher's token. */
  async function open(cardId: string, auth: { cookie?: string; usher?: string }) {
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/cards/${cardId}/door/events`, {
      headers: {
        accept: 'text/event-stream',
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(auth.usher ? { [USHER_TOKEN_HEADER]: auth.usher } : {}),
      },
      signal: abort.signal,
    });
    let text = '';
    const ok = res.status === 200;
    const reader = ok ? res.body?.getReader() : undefined;
    const decoder = new TextDecoder();
    const stream: OpenStream = {
      status: res.status,
      refusal: ok ? null : await res.json(),
      retryAfter: res.headers.get('retry-after'),
      async readUntil(marker) {
        while (!text.includes(marker)) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) return false;
          text += decoder.decode(chunk.value, { stream: true });
        }
        return true;
      },
      text: () => text,
      close: () => abort.abort(),
    };
    if (ok) {
      opened.push(stream);
      expect(await stream.readUntil(': ready')).toBe(true);
    }
    return stream;
  }

  async function closeAll(streams: OpenStream[]) {
    for (const stream of streams) stream.close();
    await until(() => openStreams() === 0, 'every stream closed');
  }

  async function usherToken(cardId: string, cookie: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${cardId}/ushers`,
      headers: { cookie },
      payload: { label: 'Pintu utama' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<UsherLink>().url.split('#')[1] ?? '';
  }

  /** A change on the card: an usher checks a walk-in in, which every stream of the card hears. */
  async function walkIn(cardId: string, usher: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${cardId}/door/walk-ins`,
      headers: { [USHER_TOKEN_HEADER]: usher },
      payload: { name: 'Pak Cik Singgah', guests: 1, clientRef: `ref-${randomId(12)}` },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  const TOO_MANY = {
    error: { code: 'rate_limited', message: CHECK_IN_MESSAGES.tooManyStreams, retryAfter: 30 },
  };

  describe('how many may be open', () => {
    it(`refuses a session's stream past ${PER_HOLDER} with a 429 in Malay; closing one frees its place`, async () => {
      const { id, email, cookie } = await newOwnersCard(t);
      const streams: OpenStream[] = [];
      for (let i = 0; i < PER_HOLDER; i += 1) {
        const stream = await open(id, { cookie });
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
      expect(openStreams()).toBe(PER_HOLDER);
      // The metrics endpoint reads the same count.
      const scraped = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(scraped.body).toMatch(new RegExp(`^jemput_event_streams_open ${PER_HOLDER}$`, 'm'));
      const refused = await open(id, { cookie });
      expect(refused.status).toBe(429);
      expect(refused.refusal).toEqual(TOO_MANY);
      expect(refused.retryAfter).toBe('30');
      expect(openStreams()).toBe(PER_HOLDER);
      // The same owner's other session (another device) has places of its own.
      const laptop = await open(id, { cookie: await logIn(t, email) });
      expect(laptop.status).toBe(200);
      // A closed stream gives its place back.
      streams[0]?.close();
      await until(() => openStreams() === PER_HOLDER, 'the closed stream is let go');
      const again = await open(id, { cookie });
      expect(again.status).toBe(200);
      await closeAll([...streams, laptop, again]);
    });

    it(`gives an usher link ${PER_HOLDER} streams of its own`, async () => {
      const { id, cookie } = await newOwnersCard(t);
      const usher = await usherToken(id, cookie);
      const streams: OpenStream[] = [];
      for (let i = 0; i < PER_HOLDER; i += 1) {
        const stream = await open(id, { usher });
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
      const refused = await open(id, { usher });
      expect(refused.status).toBe(429);
      expect(refused.refusal).toEqual(TOO_MANY);
      // The owner's session is another holder.
      const owner = await open(id, { cookie });
      expect(owner.status).toBe(200);
      await closeAll([...streams, owner]);
    });

    it(`refuses a client address's stream past ${PER_ADDRESS}, whoever holds it`, async () => {
      const { id, cookie } = await newOwnersCard(t);
      const streams: OpenStream[] = [];
      while (streams.length < PER_ADDRESS) {
        const usher = await usherToken(id, cookie);
        for (let i = 0; i < PER_HOLDER && streams.length < PER_ADDRESS; i += 1) {
          const stream = await open(id, { usher });
          expect(stream.status).toBe(200);
          streams.push(stream);
        }
      }
      expect(openStreams()).toBe(PER_ADDRESS);
      const refused = await open(id, { cookie });
      expect(refused.status).toBe(429);
      expect(refused.refusal).toEqual(TOO_MANY);
      streams.pop()?.close();
      await until(() => openStreams() === PER_ADDRESS - 1, 'the closed stream is let go');
      const owner = await open(id, { cookie });
      expect(owner.status).toBe(200);
      await closeAll([...streams, owner]);
    });

    it('still refuses a stream without the right to the card before counting it', async () => {
      const { id } = await newOwnersCard(t);
      const other = await logIn(t, 'orang.lain.strim@example.com');
      expect((await open(id, {})).status).toBe(401);
      expect((await open(id, { cookie: other })).status).toBe(403);
      expect(openStreams()).toBe(0);
    });
  });

  describe('a stream ends with its session', () => {
    /** An owner's card with an usher link to make changes, and a stream of `cookie`. */
    async function listening() {
      const card = await newOwnersCard(t);
      const usher = await usherToken(card.id, card.cookie);
      const stream = await open(card.id, { cookie: card.cookie });
      expect(stream.status).toBe(200);
      return { ...card, usher, stream };
    }

    /** After a change on the card: the stream has ended without it, or has heard it. */
    async function afterChange(cardId: string, usher: string, stream: OpenStream) {
      await walkIn(cardId, usher);
      const heard = await stream.readUntil('event: rsvp');
      return heard ? 'heard the change' : 'ended';
    }

    it('a live session keeps hearing changes', async () => {
      const { id, usher, stream } = await listening();
      expect(await afterChange(id, usher, stream)).toBe('heard the change');
      await closeAll([stream]);
    });

    it('logging out ends it at the next change', async () => {
      const { id, cookie, usher, stream } = await listening();
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(await afterChange(id, usher, stream)).toBe('ended');
      expect(stream.text()).not.toContain('event: rsvp');
      await until(() => openStreams() === 0, 'the ended stream is let go');
    });

    it('"Log keluar semua peranti" from another device ends it', async () => {
      const { id, email, usher, stream } = await listening();
      const laptop = await logIn(t, email);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers: { cookie: laptop },
      });
      expect(out.statusCode).toBe(200);
      expect(await afterChange(id, usher, stream)).toBe('ended');
      await until(() => openStreams() === 0, 'the ended stream is let go');
    });

    it('removing a co-host ends their stream at the next change', async () => {
      const card = await newOwnersCard(t);
      const usher = await usherToken(card.id, card.cookie);
      const email = `penyambut.strim.${Date.now()}@example.com`;
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${card.id}/hosts`,
        headers: { cookie: card.cookie },
        payload: { email, name: 'Abang Long', role: 'penyambut' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const stream = await open(card.id, { cookie: await logIn(t, email) });
      // Let in as Penyambut (the stream is the door's); the owner then removes them.
      expect(stream.status).toBe(200);
      const hostId = invited.json<{ host: { id: string } }>().host.id;
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/cards/${card.id}/hosts/${hostId}`,
        headers: { cookie: card.cookie },
      });
      expect(removed.statusCode).toBe(200);
      expect(await afterChange(card.id, usher, stream)).toBe('ended');
      await until(() => openStreams() === 0, 'the ended stream is let go');
    });

    it('a session that runs out ends it', async () => {
      const { id, usher, stream } = await listening();
      clock.advance(SESSION_MS + 1000);
      expect(await afterChange(id, usher, stream)).toBe('ended');
      await until(() => openStreams() === 0, 'the ended stream is let go');
    });
  });
});

describe('event streams when the server closes', () => {
  it('ends every open stream, so the close does not wait for them, and frees their places', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const { id, cookie } = await newOwnersCard(t);
      const readers = await Promise.all(
        [1, 2].map(async () => {
          const res = await fetch(`http://127.0.0.1:${port}/api/cards/${id}/door/events`, {
            headers: { cookie },
          });
          expect(res.status).toBe(200);
          const reader = res.body!.getReader();
          await reader.read();
          return reader;
        }),
      );
      expect(t.app.eventStreams.open).toBe(2);
      await t.app.close();
      expect(t.app.eventStreams.open).toBe(0);
      for (const reader of readers) {
        let done = false;
        while (!done) done = (await reader.read().catch(() => ({ done: true }))).done;
      }
    } finally {
      await t.database.drop();
    }
  });
});

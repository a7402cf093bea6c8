import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsherLink } from '@shared/schemas/check-in';
import { USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import { SERVER_TIMEOUTS } from '@server/http/server-timeouts';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { freshAddress } from '../support/auth';
import { eventStreamReader } from '../support/event-stream';

// The HTTP server closes sockets whose client does not do its part (connects and sends nothing,
// or never finishes its request), but never an event stream, which sends a heartbeat instead.
// A real server on 127.0.0.1 with the timeouts shortened to a few hundred milliseconds.

const SHORT = { headersMs: 300, requestMs: 300, checkEveryMs: 50 };

/** A raw socket to the server: what it received by the time the server closed it. */
async function rawSocket(port: number, send?: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  if (send) socket.write(send);
  return {
    closed: async () => {
      if (!socket.closed) await once(socket, 'close');
      return received;
    },
  };
}

describe.each(testDialects)('the HTTP server’s timeouts on %s', (dialect) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { serverTimeouts: SHORT });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a socket that connects and never sends a request', async () => {
    const idle = await rawSocket(port);
    expect(await idle.closed()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a socket whose request body never comes', async () => {
    const body = JSON.stringify({ email: 'lambat@example.com' });
    const slow = await rawSocket(
      port,
      'POST /api/auth/code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length + 10}\r\n\r\n${body}`,
    );
    expect(await slow.closed()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves an event stream open past those timeouts: it still hears the next change', async () => {
    const { id, cookie } = await newOwnersCard(t);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${id}/ushers`,
      headers: { cookie },
      payload: { label: 'Pintu utama' },
      remoteAddress: freshAddress(),
    });
    const usher = made.json<UsherLink>().url.split('#')[1] ?? '';
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/cards/${id}/door/events`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const events = eventStreamReader(res.body!);
    expect(await events.readUntil(': ready')).toBe(true);
    // A socket opened after the stream is closed by the timeout: by then the stream is older
    // than the timeout too, and the server has looked at it and left it alone.
    const idle = await rawSocket(port);
    await idle.closed();
    const walkIn = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${id}/door/walk-ins`,
      headers: { [USHER_TOKEN_HEADER]: usher },
      payload: { name: 'Mak Cik Lewat', guests: 1, clientRef: 'lewat-000001' },
      remoteAddress: freshAddress(),
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(await events.readUntil('event: rsvp')).toBe(true);
    abort.abort();
  });
});

describe('the HTTP server’s own timeouts', () => {
  it('close a silent socket well within a minute, and give a slow upload minutes', async () => {
    const t = await createTestApp('sqlite');
    try {
      const server = t.app.server;
      // Checked every few seconds: a silent socket lasts at most headers + one check.
      expect(SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(20_000);
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
      const checking = server as unknown as { connectionsCheckingInterval: number };
      expect(checking.connectionsCheckingInterval).toBe(SERVER_TIMEOUTS.checkEveryMs);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
      expect(server.requestTimeout).toBeGreaterThanOrEqual(120_000);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
      // No inactivity cut: a request waiting on the payment provider is not dropped.
      expect(server.timeout).toBe(0);
    } finally {
      await t.close();
    }
  });
});

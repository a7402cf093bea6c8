import type { FastifyInstance } from 'fastify';
import { HttpError } from '@server/http/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { loadConfig } from '@server/config';
import { seed } from '@server/db/seed';
import type * as LoggingModule from '@server/logging';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase, testDialects } from '../support/test-database';

// logging.ts: one line per request with method, route pattern, status and time; no query
// strings, no addresses, no bodies, no cookies (guests' names and numbers must stay out of logs).
//
// buildApp() accepts only `logger?: boolean`, so there is no way to hand it a destination. The
// test keeps the real logger options and the real onResponse hook, and only adds a capturing
// `stream` to what loggerOptions() returns (Fastify passes `logger.stream` on to pino).

const captured = vi.hoisted(() => ({ lines: [] as string[] }));

vi.mock('@server/logging', async (importOriginal) => {
  const { capturingLogging } = await import('../support/captured-logs');
  return capturingLogging(await importOriginal<typeof LoggingModule>(), captured.lines);
});

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  [key: string]: unknown;
}

const parse = (line: string) => JSON.parse(line) as LogLine;
const requestLines = () => captured.lines.map(parse).filter((line) => line.msg === 'request');

const GUEST_IP = '203.0.113.77';
const FORWARDED_IP = '198.51.100.99';
const COOKIE_VALUE = 'sess-0123456789abcdef-secret';

describe.each(testDialects)('request logging on %s', (dialect) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, LOG_LEVEL: 'info' }),
      database: database.config,
    };
    await database.migrate();
    await seed(database.handle.db, config, new Date());
    // No `logger` option: the app's own logger at config.logLevel.
    app = await buildApp(config, { database: database.handle });
    app.get('/api/__probe/boom', () => {
      throw new Error('boom for the log');
    });
    app.get('/api/__probe/http-500', () => {
      throw new HttpError(500, 'internal', 'Tetapan belum disediakan.');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => {
    captured.lines.length = 0;
  });

  it('writes JSON lines through the configured destination', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(captured.lines.length).toBeGreaterThan(0);
    for (const line of captured.lines) expect(() => parse(line)).not.toThrow();
  });

  it('logs one line per request: method, route, status and ms', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings?kepada=Encik%20Ali',
      remoteAddress: GUEST_IP,
      headers: {
        cookie: `jemput_session=${COOKIE_VALUE}`,
        'x-forwarded-for': FORWARDED_IP,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) WhatsApp',
      },
    });
    expect(res.statusCode).toBe(200);

    const lines = requestLines();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ method: 'GET', route: '/api/settings', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    // Nothing else about the request: not the URL, headers, address or body.
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    expect(line).not.toHaveProperty('url');
  });

  it('keeps the query string, addresses, cookies and user agent out of every line', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/settings?kepada=Encik%20Ali',
      remoteAddress: GUEST_IP,
      headers: {
        cookie: `jemput_session=${COOKIE_VALUE}`,
        'x-forwarded-for': FORWARDED_IP,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) WhatsApp',
      },
    });
    expect(captured.lines.length).toBeGreaterThan(0);
    const everything = captured.lines.join('\n');
    for (const secret of [
      'kepada',
      'Encik',
      'Ali',
      '?',
      GUEST_IP,
      FORWARDED_IP,
      '127.0.0.1',
      COOKIE_VALUE,
      'jemput_session',
      'WhatsApp',
    ]) {
      expect(everything, `log mentions ${secret}`).not.toContain(secret);
    }
    // No IPv4 or IPv6 address of any client at all.
    expect(everything).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
    expect(everything).not.toMatch(/remoteAddress|remotePort|"ip"|"ips"|hostname":"[\d.:]+"/);
  });

  it('logs an unmatched path as "unmatched", never the path itself', async () => {
    await app.inject({ method: 'GET', url: '/api/cards/0123456789/Encik-Ali?telefon=0123456789' });
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    const everything = captured.lines.join('\n');
    expect(everything).not.toContain('0123456789');
    expect(everything).not.toContain('Encik-Ali');
  });

  it('keeps a request body out of the log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      payload: { name: 'Siti Nurhaliza', phoneNumber: '0129876543' },
    });
    const everything = captured.lines.join('\n');
    expect(everything).not.toContain('Siti');
    expect(everything).not.toContain('0129876543');
    expect(requestLines()).toHaveLength(1);
  });

  it('logs a failing request once as a line and once as the error, without the query', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/__probe/boom?kepada=Encik%20Ali',
      remoteAddress: GUEST_IP,
    });
    expect(res.statusCode).toBe(500);
    const lines = captured.lines.map(parse);
    const errors = lines.filter((line) => line.msg === 'request failed');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.level).toBe(50);
    expect(requestLines()).toEqual([
      expect.objectContaining({ route: '/api/__probe/boom', status: 500 }),
    ]);
    const everything = captured.lines.join('\n');
    expect(everything).not.toContain('kepada');
    expect(everything).not.toContain(GUEST_IP);
  });

  it('logs a deliberate 500 (HttpError) as an error line too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__probe/http-500' });
    expect(res.statusCode).toBe(500);
    const errors = captured.lines.map(parse).filter((line) => line.msg === 'request failed');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.level).toBe(50);
  });

  it('ties the lines of one request together by request id only', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const [line] = requestLines();
    expect(line).toHaveProperty('reqId');
  });
});

describe('request logging at LOG_LEVEL=warn', () => {
  it('writes no request lines', async () => {
    const database = await createTestDatabase('sqlite');
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' }),
      database: database.config,
    };
    await database.migrate();
    await seed(database.handle.db, config, new Date());
    const app = await buildApp(config, { database: database.handle });
    try {
      captured.lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/settings?kepada=Encik%20Ali' });
      expect(requestLines()).toHaveLength(0);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

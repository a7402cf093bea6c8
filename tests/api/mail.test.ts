import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import type * as LoggingModule from '@server/logging';
import { maskEmail } from '@server/mail/mailer';
import { outboxFileName } from '@server/mail/outbox-mailer';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { attemptCookieOf, freshAddress } from '../support/auth';
import { LOGIN_CODE_SUBJECT, loginCodeIn, loginLinkIn, outboxFiles } from '../support/outbox';
import { BILLPLZ_TEST_ENV } from '../support/payments';

// Nodemailer over SMTP when SMTP_URL is set, otherwise a .eml file per message
// in DATA_DIR/outbox. One log line per message, the address masked, never the code.
//
// The app's own logger writes into `captured` (as in logging.test.ts: the real logger options
// with a capturing stream), so the tests can read every line production would write.

const captured = vi.hoisted(() => ({ lines: [] as string[] }));

vi.mock('@server/logging', async (importOriginal) => {
  const { capturingLogging } = await import('../support/captured-logs');
  return capturingLogging(await importOriginal<typeof LoggingModule>(), captured.lines);
});

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server for the test: no TLS, no login, keeps what it is sent. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A local port nothing listens on (SMTP "down"). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://jemput.example',
  ...BILLPLZ_TEST_ENV,
};

const requestCode = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/code',
    payload: { email },
    remoteAddress: freshAddress(),
  });
/** Checks the code from the browser that asked for it (the attempt cookie its request set). */
const verify = (t: TestApp, email: string, code: string, asked: LightMyRequestResponse) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { email, code },
    remoteAddress: freshAddress(),
    headers: { cookie: attemptCookieOf(asked) },
  });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  captured.lines.length = 0;
});

describe.each(testDialects)('login mail over SMTP (production) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { ...PRODUCTION, SMTP_URL: smtp.url },
      logger: true,
    });
  });
  afterAll(() => t.close());

  it('sends the code through a real SMTP server, and that code logs in', async () => {
    const email = `siti.smtp.${dialect}@example.com`;
    const res = await requestCode(t, email);
    expect(res.statusCode).toBe(200);

    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message, 'the SMTP server received the message').toBeDefined();
    const raw = message?.raw ?? '';
    expect(message?.from).toBe('no-reply@jemput.local');
    expect(raw).toMatch(/^From: Jemput <no-reply@jemput\.local>\r?$/m);
    expect(raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r?$`, 'm'));
    expect(raw).toMatch(LOGIN_CODE_SUBJECT);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('Kod OTP anda untuk log masuk ke Jemput ialah:');
    expect(raw).toContain('10 minit');
    const code = loginCodeIn(raw);
    expect(code).toMatch(/^\d{6}$/);
    // The code is in the body too, not only the subject.
    expect(
      raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    ).toContain(code);

    // The one-click sign-in link is in the body too, under PUBLIC_URL.
    expect(loginLinkIn(raw)).toMatch(/^https:\/\/jemput\.example\/masuk#[A-Za-z0-9_-]{43}$/);
    expect(raw).toContain('Atau tekan pautan ini untuk terus log masuk');

    const login = await verify(t, email, code, res);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ user: { email, role: 'owner' } });
    // No outbox in SMTP mode.
    expect(outboxFiles(t.database.dataDir)).toEqual([]);
  });

  it('logs one masked line per message and never the code or the address', async () => {
    const email = `aminah.log.${dialect}@example.com`;
    expect((await requestCode(t, email)).statusCode).toBe(200);
    const message = smtp.received.find((m) => m.to.includes(email));
    const code = loginCodeIn(message?.raw ?? '');

    const everything = captured.lines.join('\n');
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('aminah');
    const mailLines = captured.lines
      .map((line) => JSON.parse(line) as { msg: string; to?: string; via?: string })
      .filter((line) => line.msg === 'mail sent');
    expect(mailLines).toEqual([expect.objectContaining({ to: `a***@example.com`, via: 'smtp' })]);
  });
});

describe.each(testDialects)('login mail into the outbox (no SMTP_URL) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { logger: true });
  });
  afterAll(() => t.close());

  it('writes a real RFC 822 message to DATA_DIR/outbox/<time>-<to>.eml', async () => {
    const email = `farid.outbox.${dialect}@example.com`;
    const before = new Date();
    const asked = await requestCode(t, email);
    expect(asked.statusCode).toBe(200);

    const files = outboxFiles(t.database.dataDir, email);
    expect(files).toHaveLength(1);
    const name = path.basename(files[0] ?? '');
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-/);
    expect(name.endsWith(`-${email}.eml`)).toBe(true);
    const written = Date.parse(name.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3'));
    expect(written).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const eml = fs.readFileSync(files[0] ?? '', 'utf8');
    // Headers, a blank line, the body; CRLF line ends throughout.
    const [head = ''] = eml.split('\r\n\r\n');
    expect(eml.replace(/\r\n/g, '')).not.toContain('\n');
    for (const header of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version']) {
      expect(head).toMatch(new RegExp(`^${header}: .+$`, 'm'));
    }
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('10 minit');

    const code = loginCodeIn(eml);
    expect(loginLinkIn(eml)).toMatch(/^http:\/\/localhost:\d+\/masuk#[A-Za-z0-9_-]{43}$/);
    expect((await verify(t, email, code, asked)).statusCode).toBe(200);
  });

  it('logs the masked address and the outbox folder, not the code', async () => {
    const email = `nurul.outbox.${dialect}@example.com`;
    await requestCode(t, email);
    const code = loginCodeIn(
      fs.readFileSync(outboxFiles(t.database.dataDir, email)[0] ?? '', 'utf8'),
    );
    const everything = captured.lines.join('\n');
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(email);
    const line = captured.lines
      .map((l) => JSON.parse(l) as { msg: string; to?: string; outbox?: string })
      .find((l) => l.msg === 'mail written to the outbox');
    expect(line).toMatchObject({
      to: 'n***@example.com',
      outbox: path.join(t.database.dataDir, 'outbox'),
    });
  });
});

describe('an outbox in a production-like setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { ...PRODUCTION, SMTP_URL: smtp.url },
      config: { smtpUrl: null },
      logger: true,
    });
  });
  afterAll(() => t.close());

  it('never logs the code either', async () => {
    const email = 'rahman.prod@example.com';
    expect((await requestCode(t, email)).statusCode).toBe(200);
    const code = loginCodeIn(
      fs.readFileSync(outboxFiles(t.database.dataDir, email)[0] ?? '', 'utf8'),
    );
    expect(captured.lines.length).toBeGreaterThan(0);
    expect(captured.lines.join('\n')).not.toContain(code);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      logger: true,
    });
  });
  afterAll(() => t.close());

  it('answers 503 in Malay, keeps no code and lets the owner try again at once', async () => {
    const email = 'zainab.down@example.com';
    const res = await requestCode(t, email);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: AUTH_MESSAGES.mailFailed },
    });
    const rows = await t.database.handle.db
      .selectFrom('login_codes')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([]);
    // No resend wait for a code that never left.
    expect((await requestCode(t, email)).statusCode).toBe(503);
    const notSent = captured.lines
      .map((line) => JSON.parse(line) as { msg: string; to?: string })
      .filter((line) => line.msg === 'mail not sent');
    expect(notSent[0]).toMatchObject({ to: 'z***@example.com' });
    expect(captured.lines.join('\n')).not.toContain(email);
  });
});

describe('mail helpers', () => {
  it.each([
    ['siti@example.com', 's***@example.com'],
    ['a@b.my', 'a***@b.my'],
    ['bukan-email', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('names outbox files by ISO time (":" as "-") and recipient', () => {
    expect(outboxFileName(new Date('2026-05-01T09:30:00.123Z'), 'Siti@Example.com')).toBe(
      '2026-05-01T09-30-00.123Z-siti@example.com.eml',
    );
    expect(outboxFileName(new Date('2026-05-01T09:30:00.123Z'), 'a/../b@x.my')).toBe(
      '2026-05-01T09-30-00.123Z-a_.._b@x.my.eml',
    );
  });
});

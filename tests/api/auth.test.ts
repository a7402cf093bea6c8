import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LOGIN_CODES_PER_EMAIL_PER_HOUR,
  LOGIN_CODE_MAX_ATTEMPTS,
} from '@shared/schemas/auth';
import { CODE_RATE_LIMIT, VERIFY_RATE_LIMIT } from '@server/modules/auth/auth.routes';
import { randomId } from '@server/lib/ids';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress, logIn, requestCode, sessionCookieOf } from '../support/auth';
import { latestLoginCode, outboxFiles } from '../support/outbox';

// DESIGN.md item 1, owner-side §4/§5/§8: login codes are made, kept hashed and checked on the
// server; the session is a random token in an HttpOnly, SameSite=Lax cookie.

const CODE_SENT = {
  message: AUTH_MESSAGES.codeSent,
  resendAfter: 30,
  expiresIn: 600,
};
const DAY = 24 * 60 * 60 * 1000;

let emailCounter = 0;
/** An e-mail no other test uses (the per-e-mail limits then never link tests). */
const freshEmail = (name = 'pemilik') => `${name}.${++emailCounter}.${randomId(6)}@example.com`;

describe.each(testDialects)('login by e-mail code on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADMIN_EMAILS: 'staf@jemput.test' } });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;

  const sendCode = (payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/code', payload, remoteAddress });
  const verify = (email: string, code: string, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
      remoteAddress,
    });
  const session = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    });
  const codeRows = (email: string) =>
    db().selectFrom('login_codes').selectAll().where('email', '=', email).execute();
  /** A code that is not the real one (the real one plus one, six digits). */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('asking for a code', () => {
    it('mails a 6-digit code and answers with the resend wait and validity', async () => {
      const email = freshEmail();
      const res = await sendCode({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(CODE_SENT);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(outboxFiles(t.database.dataDir, email)).toHaveLength(1);
      expect(latestLoginCode(t.database.dataDir, email)).toMatch(/^\d{6}$/);
    });

    it('stores only a hash of the code, with a 10-minute expiry', async () => {
      const email = freshEmail();
      await sendCode({ email });
      const code = latestLoginCode(t.database.dataDir, email);
      const [row] = await codeRows(email);
      expect(row).toBeDefined();
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.attempts).toBe(0);
      expect(row?.consumed_at).toBeNull();
      const life = Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '');
      expect(life).toBe(10 * 60 * 1000);
    });

    it('lowercases and trims the e-mail', async () => {
      const email = freshEmail();
      const res = await sendCode({ email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(await codeRows(email)).toHaveLength(1);
      const code = latestLoginCode(t.database.dataDir, email);
      const ok = await verify(email.toUpperCase(), code);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ user: { email, role: 'owner' } });
    });

    it.each([
      [{}, AUTH_MESSAGES.emailRequired],
      [{ email: '' }, AUTH_MESSAGES.emailRequired],
      [{ email: '   ' }, AUTH_MESSAGES.emailRequired],
      [{ email: 'bukan-email' }, AUTH_MESSAGES.emailInvalid],
      [{ email: 'a@b' }, AUTH_MESSAGES.emailInvalid],
      [{ email: `${'x'.repeat(250)}@example.com` }, AUTH_MESSAGES.emailInvalid],
    ])('refuses a bad e-mail in Malay (%j)', async (payload, message) => {
      const res = await sendCode(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
    });

    it('gives a bot that fills the honeypot the same reply and sends nothing', async () => {
      const email = freshEmail();
      const res = await sendCode({ email, website: 'http://spam.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(CODE_SENT);
      expect(outboxFiles(t.database.dataDir, email)).toHaveLength(0);
      expect(await codeRows(email)).toHaveLength(0);
    });
  });

  describe('no enumeration', () => {
    it('answers a registered and an unknown e-mail the same way', async () => {
      const known = freshEmail('dikenali');
      await logIn(t, known);
      // Past the resend wait, so the registered e-mail may be sent a code again.
      await db()
        .updateTable('login_codes')
        .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
        .where('email', '=', known)
        .execute();
      const unknown = freshEmail('tidakdikenali');
      const a = await sendCode({ email: known });
      const b = await sendCode({ email: unknown });
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      expect(a.headers['content-type']).toBe(b.headers['content-type']);
      const keys = (res: typeof a) =>
        Object.keys(res.headers)
          .filter((key) => !/^(date|x-ratelimit-)/.test(key))
          .sort();
      expect(keys(a)).toEqual(keys(b));
      // Both are mailed: a new e-mail registers through the same code.
      expect(outboxFiles(t.database.dataDir, unknown)).toHaveLength(1);
    });

    it('takes a similar time for registered and unknown e-mails', async () => {
      const known: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const email = freshEmail('berdaftar');
        await db()
          .insertInto('users')
          .values({ id: randomId(16), email, role: 'owner', created_at: new Date().toISOString() })
          .execute();
        known.push(email);
      }
      const unknown = known.map(() => freshEmail('baharu'));
      const timeOf = async (email: string) => {
        const started = performance.now();
        const res = await sendCode({ email });
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      // Interleaved, so a slow moment of the machine falls on both.
      for (let i = 0; i < known.length; i += 1) {
        knownTimes.push(await timeOf(known[i] ?? ''));
        unknownTimes.push(await timeOf(unknown[i] ?? ''));
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[3] ?? 0;
      // The same work is done for both (no branch on "registered"); the bound only catches a
      // difference of kind, such as mailing one and not the other, not a noisy millisecond.
      const ratio = median(knownTimes) / median(unknownTimes);
      expect(ratio).toBeGreaterThan(1 / 3);
      expect(ratio).toBeLessThan(3);
    });
  });

  describe('checking the code', () => {
    it('logs in with the right code: user created, session cookie set', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      const res = await verify(email, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email, role: 'owner' } });
      expect(res.headers['cache-control']).toBe('no-store');

      const user = await db()
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('owner');
      expect(user.last_login_at).not.toBeNull();

      const cookie = res.cookies.find((c) => c.name === 'jemput_session');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      const sessions = await db()
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(1);
      // Stored hashed: the token itself is nowhere in the database.
      expect(JSON.stringify(sessions)).not.toContain(cookie?.value);
      const life = Date.parse(sessions[0]?.expires_at ?? '') - Date.now();
      expect(life).toBeGreaterThan(30 * DAY - 60_000);
      expect(life).toBeLessThanOrEqual(30 * DAY);
    });

    it('sets the cookie HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure outside production', async () => {
      const email = freshEmail();
      const res = await verify(email, await requestCode(t, email));
      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toMatch(/^jemput_session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(header).not.toMatch(/Secure/i);
    });

    it('keeps the user the same on a second login', async () => {
      const email = freshEmail();
      await logIn(t, email);
      await logIn(t, email);
      const users = await db().selectFrom('users').selectAll().where('email', '=', email).execute();
      expect(users).toHaveLength(1);
    });

    it('gives staff (ADMIN_EMAILS) the admin role, case-insensitively', async () => {
      const res = await verify('STAF@Jemput.test', await requestCode(t, 'Staf@Jemput.Test'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email: 'staf@jemput.test', role: 'admin' } });
    });

    it('refuses a wrong code with the spec’s message and no cookie', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      const res = await verify(email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: 'Maaf. Kod OTP tidak tepat.' },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(
        await db().selectFrom('users').selectAll().where('email', '=', email).execute(),
      ).toEqual([]);
    });

    it('refuses a code for an e-mail that was never sent one, in the same words', async () => {
      const res = await verify(freshEmail(), '123456');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
    });

    it.each(['12345', '1234567', 'abcdef', ''])('refuses a malformed code %j', async (code) => {
      const res = await verify(freshEmail(), code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(AUTH_MESSAGES.codeFormat);
    });

    it('lets a code work once', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      expect((await verify(email, code)).statusCode).toBe(200);
      const again = await verify(email, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('lets only one of two simultaneous checks of the same code succeed', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      const results = await Promise.all([verify(email, code), verify(email, code)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses an expired code, in Malay', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      await db()
        .updateTable('login_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', email)
        .execute();
      const res = await verify(email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Maaf. Kod OTP ini telah tamat tempoh. Sila minta kod baharu.',
      );
    });

    it('kills the code after 5 wrong tries, even for the right code after', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i += 1) {
        const res = await verify(email, wrong(code));
        expect(res.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      const fifth = await verify(email, wrong(code));
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().error.message).toBe(
        'Maaf. Kod OTP ini telah dibatalkan selepas 5 cubaan yang salah. Sila minta kod baharu.',
      );
      const right = await verify(email, code);
      expect(right.statusCode).toBe(400);
      expect(right.json().error.message).toBe(AUTH_MESSAGES.lockedCode);
      expect(right.headers['set-cookie']).toBeUndefined();
      // A new code (after the resend wait) works again.
      const fresh = await requestCode(t, email);
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i += 1) await verify(email, wrong(code));
      expect((await verify(email, code)).statusCode).toBe(200);
    });

    it('cannot beat the 5-try lock with many guesses at once', async () => {
      const email = freshEmail();
      const code = await requestCode(t, email);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      await Promise.all(guesses.map((guess) => verify(email, guess)));
      const [row] = await codeRows(email);
      expect(row?.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);
      expect((await verify(email, code)).statusCode).toBe(400);
    });
  });

  describe('resend and rate limits', () => {
    it('refuses a new code within 30 s with 429, the seconds left and Retry-After', async () => {
      const email = freshEmail();
      await sendCode({ email });
      // As if the first code was sent 20 s ago: 10 s remain.
      await db()
        .updateTable('login_codes')
        .set({ created_at: new Date(Date.now() - 20_000).toISOString() })
        .where('email', '=', email)
        .execute();
      const res = await sendCode({ email });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Sila tunggu 10 saat lagi sebelum meminta kod OTP baharu.',
          retryAfter: 10,
        },
      });
      expect(res.headers['retry-after']).toBe('10');
      expect(outboxFiles(t.database.dataDir, email)).toHaveLength(1);
    });

    it('sends a new code after 30 s, and only the newest code works', async () => {
      const email = freshEmail();
      await sendCode({ email });
      const first = latestLoginCode(t.database.dataDir, email);
      await db()
        .updateTable('login_codes')
        .set({ created_at: new Date(Date.now() - 31_000).toISOString() })
        .where('email', '=', email)
        .execute();
      const res = await sendCode({ email });
      expect(res.statusCode).toBe(200);
      const files = outboxFiles(t.database.dataDir, email);
      expect(files).toHaveLength(2);
      const second = latestLoginCode(t.database.dataDir, email);
      if (first !== second) {
        expect((await verify(email, first)).json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      expect((await verify(email, second)).statusCode).toBe(200);
    });

    it(`sends one e-mail at most ${LOGIN_CODES_PER_EMAIL_PER_HOUR} codes an hour`, async () => {
      const email = freshEmail();
      const other = freshEmail();
      for (let i = 0; i < LOGIN_CODES_PER_EMAIL_PER_HOUR; i += 1) {
        expect((await sendCode({ email })).statusCode).toBe(200);
        // As if sent 10, 9, 8, 7 and 6 minutes ago: past the resend wait, within the hour.
        await db()
          .updateTable('login_codes')
          .set({ created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString() })
          .where('email', '=', email)
          .where('created_at', '>', new Date(Date.now() - 60_000).toISOString())
          .execute();
      }
      const res = await sendCode({ email });
      expect(res.statusCode).toBe(429);
      const body = res.json<{ error: { message: string; retryAfter: number } }>().error;
      expect(body.message).toMatch(
        /^Terlalu banyak permintaan kod OTP untuk email ini\. Sila cuba semula dalam \d+ minit\.$/,
      );
      // The oldest of the five leaves the hour in 50 minutes.
      expect(body.retryAfter).toBeGreaterThan(49 * 60);
      expect(body.retryAfter).toBeLessThanOrEqual(50 * 60);
      expect(outboxFiles(t.database.dataDir, email)).toHaveLength(LOGIN_CODES_PER_EMAIL_PER_HOUR);
      // Another e-mail is not held back.
      expect((await sendCode({ email: other })).statusCode).toBe(200);
    });

    it(`limits code requests per address (${CODE_RATE_LIMIT.max} in 10 minutes), in Malay`, async () => {
      const address = freshAddress();
      for (let i = 0; i < CODE_RATE_LIMIT.max; i += 1) {
        expect((await sendCode({ email: freshEmail() }, address)).statusCode).toBe(200);
      }
      const email = freshEmail();
      const res = await sendCode({ email }, address);
      expect(res.statusCode).toBe(429);
      const body = res.json<{ error: { code: string; message: string; retryAfter: number } }>();
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(
        /^Terlalu banyak cubaan dari rangkaian anda\. Sila cuba semula dalam \d+ minit\.$/,
      );
      expect(body.error.retryAfter).toBeGreaterThan(0);
      expect(body.error.retryAfter).toBeLessThanOrEqual(600);
      expect(Number(res.headers['retry-after'])).toBe(body.error.retryAfter);
      expect(outboxFiles(t.database.dataDir, email)).toHaveLength(0);
      // Another address is not held back.
      expect((await sendCode({ email })).statusCode).toBe(200);
    });

    it(`limits code checks per address (${VERIFY_RATE_LIMIT.max} in 10 minutes)`, async () => {
      const address = freshAddress();
      for (let i = 0; i < VERIFY_RATE_LIMIT.max; i += 1) {
        expect((await verify(freshEmail(), '000000', address)).statusCode).toBe(400);
      }
      const res = await verify(freshEmail(), '000000', address);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toMatch(/^Terlalu banyak cubaan dari rangkaian anda\./);
    });

    it('does not let a client dodge the address limit with X-Forwarded-For (no TRUST_PROXY)', async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= CODE_RATE_LIMIT.max; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/code',
          payload: { email: freshEmail() },
          remoteAddress: address,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('the session', () => {
    it('says who is logged in, or nobody', async () => {
      const email = freshEmail();
      const cookie = await logIn(t, email);
      const res = await session(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email, role: 'owner' } });
      expect(res.headers['cache-control']).toBe('no-store');

      const nobody = await session();
      expect(nobody.statusCode).toBe(200);
      expect(nobody.json()).toEqual({ user: null });
    });

    it('does not renew a fresh session on every request', async () => {
      const cookie = await logIn(t, freshEmail());
      const res = await session(cookie);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('slides: an older session is extended to 30 days from now, cookie re-sent', async () => {
      const email = freshEmail();
      const cookie = await logIn(t, email);
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      // As if last renewed 28 days ago: two days are left.
      await db()
        .updateTable('sessions')
        .set({
          expires_at: new Date(Date.now() + 2 * DAY).toISOString(),
          last_seen_at: new Date(Date.now() - 28 * DAY).toISOString(),
        })
        .where('user_id', '=', user.id)
        .execute();
      const res = await session(cookie);
      expect(res.json()).toEqual({ user: { email, role: 'owner' } });
      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toContain(cookie);
      expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(header).toContain('HttpOnly');
      const row = await db()
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
      expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
    });

    it('ends an expired session: nobody, row removed, cookie cleared', async () => {
      const email = freshEmail();
      const cookie = await logIn(t, email);
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const res = await session(cookie);
      expect(res.json()).toEqual({ user: null });
      expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/jemput_session=;.*Max-Age=0/);
      expect(
        await db().selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute(),
      ).toHaveLength(0);
    });

    it('ignores a forged or unknown cookie', async () => {
      for (const value of ['x', 'a'.repeat(43), "'; drop table sessions; --"]) {
        const res = await session(`jemput_session=${encodeURIComponent(value)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ user: null });
      }
    });

    it('follows ADMIN_EMAILS for the role, not a stale role in the database', async () => {
      const email = freshEmail();
      const cookie = await logIn(t, email);
      await db().updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
      expect((await session(cookie)).json()).toEqual({ user: { email, role: 'owner' } });
      const user = await db()
        .selectFrom('users')
        .select('role')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('owner');
    });

    it('logs out: session removed, cookie cleared, the old cookie no longer works', async () => {
      const email = freshEmail();
      const cookie = await logIn(t, email);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toMatch(/^jemput_session=;/);
      expect(header).toContain('Max-Age=0');
      expect(header).toContain('Path=/');
      expect((await session(cookie)).json()).toEqual({ user: null });
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(
        await db().selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute(),
      ).toHaveLength(0);
    });

    it('logs out only the one session (another device stays in)', async () => {
      const email = freshEmail();
      const phone = await logIn(t, email);
      const laptop = await logIn(t, email);
      await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/session',
        headers: { cookie: phone },
      });
      expect((await session(phone)).json()).toEqual({ user: null });
      expect((await session(laptop)).json()).toEqual({ user: { email, role: 'owner' } });
    });

    it('answers a logout without a session the same way', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/session' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    });
  });
});

describe('the session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-characters',
        PUBLIC_URL: 'https://jemput.example',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
      // Mail into the outbox here (the SMTP path has its own test in mail.test.ts).
      config: { smtpUrl: null },
    });
  });
  afterAll(() => t.close());

  it('is Secure as well as HttpOnly and SameSite=Lax', async () => {
    const email = 'siti.produksi@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code: await requestCode(t, email) },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    const header = [res.headers['set-cookie']].flat().join('\n');
    expect(header).toContain('Secure');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    const cookie = sessionCookieOf(res);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect([logout.headers['set-cookie']].flat().join('\n')).toContain('Secure');
  });
});

describe('per-address limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('counts each forwarded client on its own', async () => {
    const viaProxy = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: freshEmail() },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < CODE_RATE_LIMIT.max; i += 1) {
      expect((await viaProxy('203.0.113.10')).statusCode).toBe(200);
    }
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.11')).statusCode).toBe(200);
  });
});

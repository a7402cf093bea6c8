import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_MAILS_PER_EMAIL_PER_DAY,
  LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY,
} from '@shared/schemas/auth';
import {
  CODE_RATE_LIMIT,
  LINK_RATE_LIMIT,
  VERIFY_RATE_LIMIT,
} from '@server/modules/auth/auth.routes';
import { buildApp } from '@server/app';
import { randomId } from '@server/lib/ids';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { statementRecorder } from '../support/statement-recorder';
import { testDialects } from '../support/test-database';
import {
  attemptCookieOf,
  freshAddress,
  knownBrowserCookieOf,
  logIn,
  sessionCookieOf,
  startLogin,
  verifyCode,
} from '../support/auth';
import {
  latestLoginCode,
  latestLoginLink,
  linkTokenOf,
  loginLinkIn,
  outboxFiles,
} from '../support/outbox';
import { BILLPLZ_TEST_ENV } from '../support/payments';

// Login codes are made, kept hashed and checked on the
// server; the session is a random token in an HttpOnly, SameSite=Lax cookie. Hardened so that a
// stranger who knows an owner's e-mail never keeps the owner out: a code belongs to the browser
// that asked (cookie `jemput_login`), sending limits count per (e-mail, address), wrong guesses
// have a per-e-mail daily budget, and every mail carries a one-click sign-in link outside it.
//
// Time is the app's test clock (it only moves forward here); every test makes its own e-mails
// and addresses, so the order the tests run in does not matter.

const CODE_SENT = {
  message: AUTH_MESSAGES.codeSent,
  resendAfter: 30,
  expiresIn: 600,
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BUDGET = LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY;
const MAIL_CAP = LOGIN_MAILS_PER_EMAIL_PER_DAY;

let emailCounter = 0;
/** An e-mail no other test uses (the per-e-mail limits then never link tests). */
const freshEmail = (name = 'pemilik') => `${name}.${++emailCounter}.${randomId(6)}@example.com`;

/** A code that is not the real one (the real one plus `by`, six digits). */
const wrong = (code: string, by = 1) => String((Number(code) + by) % 1_000_000).padStart(6, '0');

/** The attributes of the cookies a reply set, without their (random) values. */
const cookieShapes = (res: LightMyRequestResponse) =>
  res.cookies.map((cookie) => ({
    name: cookie.name,
    path: cookie.path,
    maxAge: cookie.maxAge,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite,
    secure: cookie.secure,
    domain: cookie.domain,
  }));

describe.each(testDialects)('login by e-mail code on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  const recorder = statementRecorder();
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { ADMIN_EMAILS: 'staf@jemput.test' },
      clock,
      queryPlugin: recorder.plugin,
    });
  });
  afterAll(() => t.close());
  const db = () => t.database.handle.db;
  const dataDir = () => t.database.dataDir;

  const sendCode = (
    payload: object,
    { remoteAddress = freshAddress(), cookie }: { remoteAddress?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  /** A check from a browser with this attempt cookie (or none), from its own address. */
  const verify = (email: string, code: string, cookie?: string, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const signInWithLink = (payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/link', payload, remoteAddress });
  const session = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    });
  const codeRows = (email: string) =>
    db()
      .selectFrom('login_codes')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at')
      .execute();
  const spentTries = async (email: string) =>
    (await codeRows(email)).reduce((sum, row) => sum + row.attempts, 0);
  /** A browser that has logged in to `email` before: its known-browser cookie. */
  const returningBrowser = async (email: string) => {
    const attempt = await startLogin(t, email);
    const res = await verify(email, attempt.code, attempt.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return knownBrowserCookieOf(res);
  };

  describe('asking for a code', () => {
    it('mails a 6-digit code and a sign-in link, and binds them to this browser', async () => {
      const email = freshEmail();
      const res = await sendCode({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(CODE_SENT);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(outboxFiles(dataDir(), email)).toHaveLength(1);
      expect(latestLoginCode(dataDir(), email)).toMatch(/^\d{6}$/);
      expect(latestLoginLink(dataDir(), email)).toMatch(
        new RegExp(`^${t.config.publicUrl}/masuk#[A-Za-z0-9_-]{43}$`),
      );

      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toMatch(/^jemput_login=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Strict');
      expect(header).toContain('Path=/api/auth');
      expect(header).toContain('Max-Age=900'); // the code's 10 minutes and 5 more
      expect(header).not.toMatch(/Secure/i);
    });

    it('stores only hashes: no code, link, attempt token or address at rest', async () => {
      const email = freshEmail();
      const address = freshAddress();
      const res = await sendCode({ email }, { remoteAddress: address });
      const code = latestLoginCode(dataDir(), email);
      const token = linkTokenOf(latestLoginLink(dataDir(), email));
      const attempt = attemptCookieOf(res).split('=')[1] ?? '';
      const [row] = await codeRows(email);
      expect(row).toBeDefined();
      const stored = JSON.stringify(row);
      for (const secret of [code, token, attempt, address]) expect(stored).not.toContain(secret);
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.attempt_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.link_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.client_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.attempts).toBe(0);
      expect(row?.consumed_at).toBeNull();
      const life = Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '');
      expect(life).toBe(10 * MINUTE);
    });

    it('keeps the token the browser already has, and replaces a malformed one', async () => {
      const email = freshEmail();
      const first = attemptCookieOf(await sendCode({ email }));
      const again = await sendCode({ email: freshEmail() }, { cookie: first });
      expect(attemptCookieOf(again)).toBe(first);
      const forged = await sendCode({ email: freshEmail() }, { cookie: 'jemput_login=pendek' });
      expect(attemptCookieOf(forged)).toMatch(/^jemput_login=[A-Za-z0-9_-]{43}$/);
    });

    it('lowercases and trims the e-mail', async () => {
      const email = freshEmail();
      const res = await sendCode({ email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(await codeRows(email)).toHaveLength(1);
      const code = latestLoginCode(dataDir(), email);
      const ok = await verify(email.toUpperCase(), code, attemptCookieOf(res));
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
      expect(res.json().error).toMatchObject({ code: 'bad_request', message });
    });

    it('gives a bot that fills the honeypot the same reply and sends nothing', async () => {
      const email = freshEmail();
      const res = await sendCode({ email, website: 'http://spam.example' });
      const human = await sendCode({ email: freshEmail() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(CODE_SENT);
      expect(cookieShapes(res)).toEqual(cookieShapes(human));
      expect(outboxFiles(dataDir(), email)).toHaveLength(0);
      expect(await codeRows(email)).toHaveLength(0);
    });
  });

  describe('no enumeration', () => {
    it('answers a registered and an unknown e-mail the same way, cookies included', async () => {
      const known = freshEmail('dikenali');
      await logIn(t, known);
      const unknown = freshEmail('tidakdikenali');
      const a = await sendCode({ email: known });
      const b = await sendCode({ email: unknown });
      expect(a.statusCode).toBe(200);
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      expect(a.headers['content-type']).toBe(b.headers['content-type']);
      const keys = (res: typeof a) =>
        Object.keys(res.headers)
          .filter((key) => !/^(date|x-ratelimit-)/.test(key))
          .sort();
      expect(keys(a)).toEqual(keys(b));
      expect(cookieShapes(a)).toEqual(cookieShapes(b));
      expect(cookieShapes(a).map((cookie) => cookie.name)).toEqual(['jemput_login']);
      // Both are mailed: a new e-mail registers through the same code.
      expect(outboxFiles(dataDir(), unknown)).toHaveLength(1);
    });

    it('does the same work for registered and unknown e-mails: the same statements, one mail each', async () => {
      const registered = freshEmail('berdaftar');
      await db()
        .insertInto('users')
        .values({
          id: randomId(16),
          email: registered,
          role: 'owner',
          created_at: new Date().toISOString(),
        })
        .execute();
      const unknown = freshEmail('baharu');
      // Counted, not timed: a reply that skipped a step for one of them would show here on any
      // machine, where wall-clock times on a busy one are noise.
      const workFor = async (email: string) => {
        const { result, statements } = await recorder.record(() => sendCode({ email }));
        expect(result.statusCode, result.body).toBe(200);
        return { statements, mails: outboxFiles(dataDir(), email).length };
      };
      const known = await workFor(registered);
      expect(known.mails).toBe(1);
      expect(known.statements.length).toBeGreaterThan(0);
      expect(await workFor(unknown)).toEqual(known);
    });
  });

  describe('checking the code', () => {
    it('logs in with the right code: user created, session cookie set', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const res = await verify(email, attempt.code, attempt.cookie);
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
      // The app's clock, which this file moves: exactly 30 days from the login.
      const life = Date.parse(sessions[0]?.expires_at ?? '') - clock.now().getTime();
      expect(life).toBe(30 * DAY);
    });

    it('sets the cookie HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure outside production', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const res = await verify(email, attempt.code, attempt.cookie);
      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toMatch(/^jemput_session=[A-Za-z0-9_-]{43};/);
      const session = header.split('\n').find((line) => line.startsWith('jemput_session=')) ?? '';
      expect(session).toContain('HttpOnly');
      expect(session).toContain('SameSite=Lax');
      expect(session).toContain('Path=/');
      expect(session).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
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
      const attempt = await startLogin(t, 'Staf@Jemput.Test');
      const res = await verify('STAF@Jemput.test', attempt.code, attempt.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email: 'staf@jemput.test', role: 'admin' } });
    });

    it('refuses a wrong code with the spec’s message and no cookie', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const res = await verify(email, wrong(attempt.code), attempt.cookie);
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
      const res = await verify(
        freshEmail(),
        '123456',
        attemptCookieOf(await sendCode({ email: freshEmail() })),
      );
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
      const attempt = await startLogin(t, email);
      expect((await verify(email, attempt.code, attempt.cookie)).statusCode).toBe(200);
      const again = await verify(email, attempt.code, attempt.cookie);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('lets only one of two simultaneous checks of the same code succeed', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const results = await Promise.all([
        verify(email, attempt.code, attempt.cookie),
        verify(email, attempt.code, attempt.cookie),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses a code 10 minutes after it was sent, in Malay', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      clock.advance(10 * MINUTE);
      const res = await verify(email, attempt.code, attempt.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Maaf. Kod OTP ini telah tamat tempoh. Sila minta kod baharu.',
      );
    });

    it('kills the code after 5 wrong tries, even for the right code after', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i += 1) {
        const res = await verify(email, wrong(attempt.code, i), attempt.cookie);
        expect(res.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      const fifth = await verify(email, wrong(attempt.code, 5), attempt.cookie);
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().error.message).toBe(
        'Maaf. Kod OTP ini telah dibatalkan selepas 5 cubaan yang salah. Sila minta kod baharu.',
      );
      const right = await verify(email, attempt.code, attempt.cookie);
      expect(right.statusCode).toBe(400);
      expect(right.json().error.message).toBe(AUTH_MESSAGES.lockedCode);
      expect(right.headers['set-cookie']).toBeUndefined();
      // A new code for the same browser works again.
      clock.advance(SECOND);
      const fresh = await startLogin(t, email, { cookie: attempt.cookie });
      expect((await verify(email, fresh.code, fresh.cookie)).statusCode).toBe(200);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i += 1) {
        await verify(email, wrong(attempt.code, i), attempt.cookie);
      }
      expect((await verify(email, attempt.code, attempt.cookie)).statusCode).toBe(200);
    });

    it('cannot beat the 5-try lock with many guesses at once', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const guesses = Array.from({ length: 12 }, (_, i) => wrong(attempt.code, i + 1));
      await Promise.all(guesses.map((guess) => verify(email, guess, attempt.cookie)));
      const [row] = await codeRows(email);
      expect(row?.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);
      expect((await verify(email, attempt.code, attempt.cookie)).statusCode).toBe(400);
    });
  });

  describe('a code belongs to the browser that asked for it', () => {
    it('ignores 100 guesses from other browsers or none: the owner’s tries are untouched', async () => {
      const email = freshEmail();
      const owner = await startLogin(t, email);
      // Another browser that asked for a code of its own (for some other e-mail).
      const stranger = attemptCookieOf(await sendCode({ email: freshEmail() }));
      for (let i = 0; i < 100; i += 1) {
        const cookie = [undefined, stranger, 'jemput_login=' + 'A'.repeat(43)][i % 3];
        const res = await verify(email, wrong(owner.code, i + 1), cookie);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      expect(await spentTries(email)).toBe(0);
      const res = await verify(email, owner.code, owner.cookie);
      expect(res.statusCode).toBe(200);
    });

    it('keeps each browser’s newest code; a new code elsewhere retires nothing here', async () => {
      const email = freshEmail();
      const laptopFirst = await startLogin(t, email);
      clock.advance(SECOND); // the test clock stands still; a real one has moved on
      const laptop = await startLogin(t, email, { cookie: laptopFirst.cookie });
      expect(laptop.cookie).toBe(laptopFirst.cookie);
      const phone = await startLogin(t, email);
      expect(phone.cookie).not.toBe(laptop.cookie);
      // The laptop's older code was retired by its newer one (when they differ).
      if (laptopFirst.code !== laptop.code) {
        const old = await verify(email, laptopFirst.code, laptop.cookie);
        expect(old.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      // The phone's code is no use in the laptop, and the phone asking did not retire the laptop's.
      if (phone.code !== laptop.code) {
        expect((await verify(email, phone.code, laptop.cookie)).statusCode).toBe(400);
      }
      expect((await verify(email, laptop.code, laptop.cookie)).statusCode).toBe(200);
      expect((await verify(email, phone.code, phone.cookie)).statusCode).toBe(200);
    });
  });

  describe(`the e-mail's wrong-guess budget (${BUDGET} a day)`, () => {
    /** `count` wrong guesses on `email` from fresh browsers, 5 (a whole code) at a time. */
    async function spendBudget(email: string, count = BUDGET) {
      let left = count;
      while (left > 0) {
        const browser = await startLogin(t, email);
        for (let i = 1; i <= Math.min(LOGIN_CODE_MAX_ATTEMPTS, left); i += 1) {
          expect((await verify(email, wrong(browser.code, i), browser.cookie)).statusCode).toBe(
            400,
          );
        }
        left -= LOGIN_CODE_MAX_ATTEMPTS;
      }
    }

    it('then refuses codes, even the right one, pointing to the link; the link works', async () => {
      const email = freshEmail();
      await spendBudget(email);
      const mine = await startLogin(t, email);
      const refused = await verify(email, mine.code, mine.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: AUTH_MESSAGES.codesPaused },
      });
      expect(AUTH_MESSAGES.codesPaused).toContain('pautan log masuk dalam email');
      expect(refused.headers['set-cookie']).toBeUndefined();
      // No code was compared, so nothing was learnt or spent.
      expect(await spentTries(email)).toBe(BUDGET);

      const link = await signInWithLink({ token: linkTokenOf(mine.link) });
      expect(link.statusCode).toBe(200);
      expect(link.json()).toEqual({ user: { email, role: 'owner' } });
    });

    it('lasts 24 hours from stored rows, then codes work again', async () => {
      const email = freshEmail();
      await spendBudget(email);
      clock.advance(DAY - MINUTE);
      const early = await startLogin(t, email);
      expect((await verify(email, early.code, early.cookie)).statusCode).toBe(429);
      clock.advance(MINUTE + SECOND);
      const late = await startLogin(t, email);
      expect((await verify(email, late.code, late.cookie)).statusCode).toBe(200);
      // Housekeeping removed the rows that fell out of the window.
      expect(await codeRows(email)).toHaveLength(2);
    });

    it('does not count right codes: many logins in a day spend nothing', async () => {
      const email = freshEmail();
      for (let i = 0; i < BUDGET + 2; i += 1) await logIn(t, email);
      expect(await spentTries(email)).toBe(0);
      const attempt = await startLogin(t, email);
      await verify(email, wrong(attempt.code), attempt.cookie);
      expect((await verify(email, attempt.code, attempt.cookie)).statusCode).toBe(200);
    });

    it('cannot be beaten by many browsers guessing at once', async () => {
      const email = freshEmail();
      const browsers = [];
      for (let i = 0; i < 4; i += 1) browsers.push(await startLogin(t, email));
      const results = await Promise.all(
        browsers.flatMap((browser) =>
          Array.from({ length: LOGIN_CODE_MAX_ATTEMPTS }, (_, i) =>
            verify(email, wrong(browser.code, i + 1), browser.cookie),
          ),
        ),
      );
      expect(await spentTries(email)).toBe(BUDGET);
      expect(results.filter((res) => res.statusCode === 429)).toHaveLength(
        4 * LOGIN_CODE_MAX_ATTEMPTS - BUDGET,
      );
    });
  });

  // The risk: anyone who knew an owner's e-mail could keep them out of login by
  // asking for codes and guessing wrong. Here an attacker does both at full speed for a whole
  // (simulated) hour from ever new addresses, with its own browsers and with none. The owner
  // asks from a browser they logged in with before, which the e-mail's daily mail cap (used up
  // by the attacker in the first minutes) does not hold back.
  describe('an attacker cannot lock the owner out', () => {
    const ATTACK_STEP = 10 * SECOND;

    it(
      '(a) before the guess budget is spent, the owner’s own code works',
      { timeout: 120_000 },
      async () => {
        const email = freshEmail('sasaran');
        const ownerAddress = freshAddress();
        const ownerBrowser = await returningBrowser(email);
        // A browser that asked for a code of its own, for another e-mail.
        const stranger = attemptCookieOf(await sendCode({ email: freshEmail() }));
        let owner: Awaited<ReturnType<typeof startLogin>> | undefined;
        let counted = 0;
        for (let at = 0; at < HOUR; at += ATTACK_STEP) {
          // The owner asks for a code near the end of the hour, in the middle of the attack.
          if (!owner && at >= 55 * MINUTE) {
            owner = await startLogin(t, email, {
              remoteAddress: ownerAddress,
              cookie: ownerBrowser,
            });
          }
          const asked = await sendCode({ email });
          expect(asked.statusCode).toBe(200);
          const attacker = attemptCookieOf(asked);
          const its = latestLoginCode(dataDir(), email);
          // Guesses that reach no code: without a cookie, and with another browser's.
          expect((await verify(email, wrong(its, 7))).json().error.message).toBe(
            AUTH_MESSAGES.wrongCode,
          );
          const guess = owner ? wrong(owner.code) : wrong(its, 8);
          expect((await verify(email, guess, stranger)).json().error.message).toBe(
            AUTH_MESSAGES.wrongCode,
          );
          // Guesses on its own codes, stopping one short of the e-mail's budget.
          if (counted < BUDGET - 1) {
            expect((await verify(email, wrong(its), attacker)).statusCode).toBe(400);
            counted += 1;
          }
          clock.advance(ATTACK_STEP);
        }
        expect(owner).toBeDefined();
        if (!owner) return;
        expect(await spentTries(email)).toBe(BUDGET - 1);
        const res = await verify(email, owner.code, owner.cookie, ownerAddress);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ user: { email, role: 'owner' } });
        // The attacker's requests used up none of the owner's own allowance either.
        clock.advance(30 * SECOND);
        const again = await sendCode(
          { email },
          { remoteAddress: ownerAddress, cookie: owner.cookie },
        );
        expect(again.statusCode).toBe(200);
      },
    );

    it(
      '(b) after the attacker spends the budget, the owner logs in with the mailed link',
      { timeout: 120_000 },
      async () => {
        const email = freshEmail('sasaran');
        const ownerAddress = freshAddress();
        const ownerBrowser = await returningBrowser(email);
        for (let at = 0; at < HOUR; at += ATTACK_STEP) {
          const asked = await sendCode({ email });
          expect(asked.statusCode).toBe(200);
          const attacker = attemptCookieOf(asked);
          const its = latestLoginCode(dataDir(), email);
          for (let i = 1; i <= 3; i += 1) {
            const guess = await verify(email, wrong(its, i), attacker);
            expect([400, 429]).toContain(guess.statusCode);
          }
          expect((await verify(email, wrong(its, 9))).statusCode).toBe(400);
          clock.advance(ATTACK_STEP);
        }
        // However hard it tried, the attacker got exactly the budget's guesses.
        expect(await spentTries(email)).toBe(BUDGET);

        // The owner still gets a code (their own allowance is whole) ...
        const owner = await startLogin(t, email, {
          remoteAddress: ownerAddress,
          cookie: ownerBrowser,
        });
        // ... which is refused with the words that send them to the link ...
        const refused = await verify(email, owner.code, owner.cookie, ownerAddress);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.message).toBe(AUTH_MESSAGES.codesPaused);
        // ... and the link in the newest mail logs them in.
        const link = latestLoginLink(dataDir(), email);
        expect(link).toBe(owner.link);
        const res = await signInWithLink({ token: linkTokenOf(link) }, ownerAddress);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ user: { email, role: 'owner' } });
        expect((await session(sessionCookieOf(res))).json()).toEqual({
          user: { email, role: 'owner' },
        });
      },
    );
  });

  // A stranger asking for codes from a hundred addresses used to land a hundred mails in the
  // owner's mailbox. Now an e-mail is mailed at most MAIL_CAP login mails a day; past that, the
  // reply is the same, no mail leaves, and no code already mailed is retired.
  describe(`the e-mail's daily mail cap (${MAIL_CAP} a day)`, () => {
    /** Asks for a code for `email` from `count` fresh addresses and browsers; their replies. */
    async function flood(email: string, count: number) {
      const replies: LightMyRequestResponse[] = [];
      for (let i = 0; i < count; i += 1) replies.push(await sendCode({ email }));
      return replies;
    }

    it(`100 requests from 100 addresses mail ${MAIL_CAP}; every reply is the same`, async () => {
      const email = freshEmail('banjir');
      const replies = await flood(email, 100);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
      const first = replies[0];
      if (!first) throw new Error('no reply');
      for (const res of replies) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first.body);
        expect(Object.keys(res.headers).sort()).toEqual(Object.keys(first.headers).sort());
        expect(cookieShapes(res)).toEqual(cookieShapes(first));
      }
      expect(first.json()).toEqual(CODE_SENT);
      // Every request was recorded (the sending limits count them), only the first were mailed.
      const rows = await codeRows(email);
      expect(rows).toHaveLength(100);
      expect(rows.filter((row) => row.mailed === 1)).toHaveLength(MAIL_CAP);
    });

    it('a request past the cap keeps its resend wait, like any other', async () => {
      const email = freshEmail('banjir');
      await flood(email, MAIL_CAP);
      const address = freshAddress();
      const asked = await sendCode({ email }, { remoteAddress: address });
      expect(asked.statusCode).toBe(200);
      const again = await sendCode({ email }, { remoteAddress: address });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.retryAfter).toBe(30);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
    });

    it('retires no code: the newest code of the browser and the newest link still work', async () => {
      const email = freshEmail('banjir');
      const owner = await startLogin(t, email);
      await flood(email, MAIL_CAP - 1);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
      const newestLink = latestLoginLink(dataDir(), email);
      // The owner's browser asks again (from another address: no resend wait): no mail.
      const again = await sendCode({ email }, { cookie: owner.cookie });
      expect(again.statusCode).toBe(200);
      expect(attemptCookieOf(again)).toBe(owner.cookie);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
      // Its code from before still works, and so does the link in the newest mail.
      const res = await verify(email, owner.code, owner.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const link = await signInWithLink({ token: linkTokenOf(newestLink) });
      expect(link.statusCode, link.body).toBe(200);
    });

    it('mails a browser that logged in to the e-mail before, past the cap', async () => {
      const email = freshEmail('banjir');
      const browser = await returningBrowser(email);
      await flood(email, MAIL_CAP);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
      const owner = await startLogin(t, email, { cookie: browser });
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP + 1);
      expect((await verify(email, owner.code, owner.cookie)).statusCode).toBe(200);
      // Another e-mail's known-browser cookie, or a forged one, is no way past it.
      const other = await returningBrowser(freshEmail());
      for (const cookie of [other, `jemput_known=${'a'.repeat(64)}`]) {
        expect((await sendCode({ email }, { cookie })).statusCode).toBe(200);
      }
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP + 1);
    });

    it('keeps the browser’s last few logins in its known-browser cookie', async () => {
      const emails = [freshEmail(), freshEmail(), freshEmail(), freshEmail()];
      let cookie = '';
      for (const email of emails) {
        const attempt = await startLogin(t, email, cookie ? { cookie } : {});
        const res = await verify(email, attempt.code, `${attempt.cookie}; ${cookie}`);
        expect(res.statusCode).toBe(200);
        cookie = knownBrowserCookieOf(res);
        const line = [res.headers['set-cookie']]
          .flat()
          .find((set) => String(set).startsWith('jemput_known='));
        expect(line).toMatch(/HttpOnly/);
        expect(line).toMatch(/SameSite=Strict/);
        expect(line).toMatch(/Path=\/api\/auth/);
      }
      // Three hashes, newest first; no e-mail in it.
      const marks = cookie.split('=')[1]?.split('.') ?? [];
      expect(marks).toHaveLength(3);
      for (const mark of marks) expect(mark).toMatch(/^[0-9a-f]{64}$/);
      for (const email of emails) expect(cookie).not.toContain(email);
      const [oldest, ...kept] = emails;
      for (const email of kept) {
        await flood(email, MAIL_CAP);
        await startLogin(t, email, { cookie });
        expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP + 1);
      }
      await flood(oldest ?? '', MAIL_CAP);
      const before = outboxFiles(dataDir(), oldest).length;
      expect((await sendCode({ email: oldest }, { cookie })).statusCode).toBe(200);
      expect(outboxFiles(dataDir(), oldest)).toHaveLength(before);
    });

    it('holds across instances on one database', async () => {
      const email = freshEmail('banjir');
      // A second instance of the app on the same database (and so the same outbox).
      const second = await buildApp(t.config, {
        database: t.database.handle,
        logger: false,
        clock,
      });
      try {
        for (let i = 0; i < 50; i += 1) {
          for (const app of [t.app, second]) {
            const res = await app.inject({
              method: 'POST',
              url: '/api/auth/code',
              payload: { email },
              remoteAddress: freshAddress(),
            });
            expect(res.statusCode).toBe(200);
          }
        }
      } finally {
        await second.close();
      }
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
    });

    it('holds when the requests come all at once', async () => {
      const email = freshEmail('banjir');
      const replies = await Promise.all(
        Array.from({ length: MAIL_CAP + 20 }, () => sendCode({ email })),
      );
      expect(replies.every((res) => res.statusCode === 200)).toBe(true);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
    });

    it('lasts 24 hours, counted from the mails sent', async () => {
      const email = freshEmail('banjir');
      await flood(email, MAIL_CAP);
      clock.advance(DAY - MINUTE);
      await flood(email, 1);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP);
      clock.advance(MINUTE + SECOND);
      const fresh = await startLogin(t, email);
      expect(outboxFiles(dataDir(), email)).toHaveLength(MAIL_CAP + 1);
      expect((await verify(email, fresh.code, fresh.cookie)).statusCode).toBe(200);
    });
  });

  describe('the sign-in link', () => {
    it('works once, from another address and without the attempt cookie', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      const token = linkTokenOf(attempt.link);
      const res = await signInWithLink({ token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email, role: 'owner' } });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = sessionCookieOf(res);
      expect((await session(cookie)).json()).toEqual({ user: { email, role: 'owner' } });

      const again = await signInWithLink({ token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: { code: 'bad_request', message: AUTH_MESSAGES.linkInvalid },
      });
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('is in the text and the HTML of the mail, and registers a new e-mail', async () => {
      const email = freshEmail('baharu');
      await startLogin(t, email);
      const [file] = outboxFiles(dataDir(), email);
      const eml = fs.readFileSync(file ?? '', 'utf8');
      const link = loginLinkIn(eml);
      expect(eml).toContain('Atau tekan pautan ini untuk terus log masuk, dari mana-mana peranti:');
      expect(eml).toMatch(/^Subject: Kod OTP Jemput anda: \d{6}\r?$/m);
      const html = eml.slice(eml.indexOf('text/html')).replace(/=\r?\n/g, '');
      expect(html).toContain(link.replace(/=/g, '=3D'));
      const res = await signInWithLink({ token: linkTokenOf(link) });
      expect(res.statusCode).toBe(200);
      expect(
        await db().selectFrom('users').select('email').where('email', '=', email).execute(),
      ).toEqual([{ email }]);
    });

    it('expires with its code after 10 minutes', async () => {
      const email = freshEmail();
      const attempt = await startLogin(t, email);
      clock.advance(10 * MINUTE - SECOND);
      const other = await startLogin(t, freshEmail());
      expect((await signInWithLink({ token: linkTokenOf(other.link) })).statusCode).toBe(200);
      clock.advance(SECOND);
      const res = await signInWithLink({ token: linkTokenOf(attempt.link) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'bad_request', message: AUTH_MESSAGES.linkExpired },
      });
    });

    it('is used up by its code, and its code by it', async () => {
      const email = freshEmail();
      const byCode = await startLogin(t, email);
      expect((await verify(email, byCode.code, byCode.cookie)).statusCode).toBe(200);
      const deadLink = await signInWithLink({ token: linkTokenOf(byCode.link) });
      expect(deadLink.statusCode).toBe(400);
      expect(deadLink.json().error.message).toBe(AUTH_MESSAGES.linkInvalid);

      const byLink = await startLogin(t, email);
      expect((await signInWithLink({ token: linkTokenOf(byLink.link) })).statusCode).toBe(200);
      const deadCode = await verify(email, byLink.code, byLink.cookie);
      expect(deadCode.statusCode).toBe(400);
      expect(deadCode.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
    });

    it.each([
      [{}],
      [{ token: '' }],
      [{ token: 'abc' }],
      [{ token: `${'a'.repeat(42)}!` }],
      [{ token: 'a'.repeat(44) }],
      [{ token: 12345 }],
      [{ token: 'A'.repeat(43) }], // well formed, but no mail ever carried it
    ])('refuses a garbage token with 400 in the one error shape (%j)', async (payload) => {
      const res = await signInWithLink(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'bad_request',
        message: AUTH_MESSAGES.linkInvalid,
      });
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it(`is limited per address (${LINK_RATE_LIMIT.max} in 10 minutes), in Malay`, async () => {
      const address = freshAddress();
      for (let i = 0; i < LINK_RATE_LIMIT.max; i += 1) {
        const res = await signInWithLink({ token: randomId(43) }, address);
        expect(res.statusCode).toBe(400);
      }
      const res = await signInWithLink({ token: randomId(43) }, address);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(res.json().error.message).toMatch(/^Terlalu banyak cubaan dari rangkaian anda\./);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('resend and rate limits', () => {
    it('refuses a new code within 30 s with 429, the seconds left and Retry-After', async () => {
      const email = freshEmail();
      const address = freshAddress();
      const first = await sendCode({ email }, { remoteAddress: address });
      clock.advance(20 * SECOND);
      const res = await sendCode(
        { email },
        { remoteAddress: address, cookie: attemptCookieOf(first) },
      );
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Sila tunggu 10 saat lagi sebelum meminta kod OTP baharu.',
          retryAfter: 10,
        },
      });
      expect(res.headers['retry-after']).toBe('10');
      expect(outboxFiles(dataDir(), email)).toHaveLength(1);
      // The wait is this address's: a request from elsewhere is not held back by it.
      expect((await sendCode({ email })).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64', async () => {
      const email = freshEmail();
      const prefix = `2001:db8:${(++emailCounter).toString(16)}:7`;
      expect((await sendCode({ email }, { remoteAddress: `${prefix}::1` })).statusCode).toBe(200);
      const same = await sendCode({ email }, { remoteAddress: `${prefix}:aa:bb:cc:dd` });
      expect(same.statusCode).toBe(429);
      expect(same.json().error.message).toBe(
        'Sila tunggu 30 saat lagi sebelum meminta kod OTP baharu.',
      );
    });

    it('sends a new code after 30 s, and only the newest code of the browser works', async () => {
      const email = freshEmail();
      const address = freshAddress();
      const first = await startLogin(t, email, { remoteAddress: address });
      clock.advance(30 * SECOND);
      const second = await startLogin(t, email, { remoteAddress: address, cookie: first.cookie });
      expect(outboxFiles(dataDir(), email)).toHaveLength(2);
      if (first.code !== second.code) {
        const old = await verify(email, first.code, second.cookie);
        expect(old.json().error.message).toBe(AUTH_MESSAGES.wrongCode);
      }
      expect((await verify(email, second.code, second.cookie)).statusCode).toBe(200);
    });

    it(`sends one e-mail at most ${LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR} codes an hour from one address`, async () => {
      const email = freshEmail();
      const other = freshEmail();
      const address = freshAddress();
      for (let i = 0; i < LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR; i += 1) {
        expect((await sendCode({ email }, { remoteAddress: address })).statusCode).toBe(200);
        clock.advance(2 * MINUTE);
      }
      // Sent 10, 8, 6, 4 and 2 minutes ago: the oldest leaves the hour in 50 minutes.
      const res = await sendCode({ email }, { remoteAddress: address });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: {
          code: 'rate_limited',
          message:
            'Terlalu banyak permintaan kod OTP untuk email ini dari rangkaian anda. Sila cuba semula dalam 50 minit.',
          retryAfter: 50 * 60,
        },
      });
      expect(outboxFiles(dataDir(), email)).toHaveLength(
        LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR,
      );
      // Another e-mail from this address, and this e-mail from another address, are not held back.
      expect((await sendCode({ email: other }, { remoteAddress: address })).statusCode).toBe(200);
      expect((await sendCode({ email })).statusCode).toBe(200);
      clock.advance(50 * MINUTE);
      expect((await sendCode({ email }, { remoteAddress: address })).statusCode).toBe(200);
    });

    it(`limits code requests per address (${CODE_RATE_LIMIT.max} in 10 minutes), in Malay`, async () => {
      const address = freshAddress();
      for (let i = 0; i < CODE_RATE_LIMIT.max; i += 1) {
        expect(
          (await sendCode({ email: freshEmail() }, { remoteAddress: address })).statusCode,
        ).toBe(200);
      }
      const email = freshEmail();
      const res = await sendCode({ email }, { remoteAddress: address });
      expect(res.statusCode).toBe(429);
      const body = res.json<{ error: { code: string; message: string; retryAfter: number } }>();
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(
        /^Terlalu banyak cubaan dari rangkaian anda\. Sila cuba semula dalam \d+ minit\.$/,
      );
      expect(body.error.retryAfter).toBeGreaterThan(0);
      expect(body.error.retryAfter).toBeLessThanOrEqual(600);
      expect(Number(res.headers['retry-after'])).toBe(body.error.retryAfter);
      expect(outboxFiles(dataDir(), email)).toHaveLength(0);
      // Another address is not held back.
      expect((await sendCode({ email })).statusCode).toBe(200);
    });

    it(`limits code checks per address (${VERIFY_RATE_LIMIT.max} in 10 minutes)`, async () => {
      const address = freshAddress();
      for (let i = 0; i < VERIFY_RATE_LIMIT.max; i += 1) {
        expect((await verify(freshEmail(), '000000', undefined, address)).statusCode).toBe(400);
      }
      const res = await verify(freshEmail(), '000000', undefined, address);
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
          expires_at: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
          last_seen_at: new Date(clock.now().getTime() - 28 * DAY).toISOString(),
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
      expect(Date.parse(row.expires_at) - clock.now().getTime()).toBe(30 * DAY);
      expect(row.last_seen_at).toBe(clock.now().toISOString());
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
        .set({ expires_at: new Date(clock.now().getTime() - 1000).toISOString() })
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

  describe('log out everywhere (DELETE /api/auth/sessions)', () => {
    it('ends every session of the user and no one else’s', async () => {
      const email = freshEmail();
      const phone = await logIn(t, email);
      const laptop = await logIn(t, email);
      const otherEmail = freshEmail('lain');
      const other = await logIn(t, otherEmail);

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers: { cookie: laptop },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
      expect(res.headers['cache-control']).toBe('no-store');
      const header = [res.headers['set-cookie']].flat().join('\n');
      expect(header).toMatch(/^jemput_session=;/);
      expect(header).toContain('Max-Age=0');

      expect((await session(phone)).json()).toEqual({ user: null });
      expect((await session(laptop)).json()).toEqual({ user: null });
      expect((await session(other)).json()).toEqual({ user: { email: otherEmail, role: 'owner' } });
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(
        await db().selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute(),
      ).toHaveLength(0);
    });

    it.each([undefined, 'jemput_session=' + 'a'.repeat(43)])(
      'answers 401 in the one error shape without a session (%s)',
      async (cookie) => {
        const res = await t.app.inject({
          method: 'DELETE',
          url: '/api/auth/sessions',
          ...(cookie ? { headers: { cookie } } : {}),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'unauthorized', message: AUTH_MESSAGES.loginRequired },
        });
      },
    );
  });
});

describe('the login cookies in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-characters',
        PUBLIC_URL: 'https://jemput.example',
        SMTP_URL: 'smtp://127.0.0.1:1',
        ...BILLPLZ_TEST_ENV,
      },
      // Mail into the outbox here (the SMTP path has its own test in mail.test.ts).
      config: { smtpUrl: null },
    });
  });
  afterAll(() => t.close());

  it('are Secure as well as HttpOnly, with their SameSite', async () => {
    const email = 'siti.produksi@example.com';
    const attempt = await startLogin(t, email);
    expect(attempt.link).toMatch(/^https:\/\/jemput\.example\/masuk#[A-Za-z0-9_-]{43}$/);
    const res = await verifyCode(t, email, attempt.code, attempt.cookie);
    expect(res.statusCode).toBe(200);
    const lines = [res.headers['set-cookie']].flat().map(String);
    const sessionLine = lines.find((line) => line.startsWith('jemput_session=')) ?? '';
    expect(sessionLine).toContain('Secure');
    expect(sessionLine).toContain('HttpOnly');
    expect(sessionLine).toContain('SameSite=Lax');

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: 'lain.produksi@example.com' },
      remoteAddress: freshAddress(),
    });
    const attemptHeader = [asked.headers['set-cookie']].flat().join('\n');
    expect(attemptHeader).toMatch(/^jemput_login=/);
    expect(attemptHeader).toContain('Secure');
    expect(attemptHeader).toContain('HttpOnly');
    expect(attemptHeader).toContain('SameSite=Strict');

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

  const viaProxy = (client: string, email = freshEmail()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('counts each forwarded client on its own', async () => {
    for (let i = 0; i < CODE_RATE_LIMIT.max; i += 1) {
      expect((await viaProxy('203.0.113.10')).statusCode).toBe(200);
    }
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.11')).statusCode).toBe(200);
  });

  it('gives the owner their own resend wait, not the proxy’s', async () => {
    const email = freshEmail();
    expect((await viaProxy('203.0.113.20', email)).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.20', email)).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.21', email)).statusCode).toBe(200);
  });
});

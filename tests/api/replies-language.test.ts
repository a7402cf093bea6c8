import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import { MESSAGES } from '@server/http/errors';
import { randomId } from '@server/lib/ids';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { attemptCookieOf, freshAddress, sessionCookieOf } from '../support/auth';
import { newOwnersCard } from '../support/cards';
import { loginCodeIn, outboxFiles } from '../support/outbox';
import { checkoutToPay, postCallback, sandboxOf } from '../support/payments';
import type { Visitor } from '../support/visitors';
import { VISITORS, asVisitor, byChoice } from '../support/visitors';

// The server's replies follow the visitor's language: the one they chose on the site (the
// `bahasa` cookie), else their browser's (Accept-Language), else Malay. The same refusal comes
// in Malay to a browser that asks for nothing or for Malay, and in English to one that asks for
// English; e-mails are written in the language of the person whose act sent them.

const ENGLISH = asVisitor('en');
const MALAY = asVisitor('ms');

/** How each visitor asks; the words they must get back are the test's. */
const ASKING: Visitor[] = [
  { who: 'no language asked (Malay)', headers: {}, english: false },
  ...VISITORS,
  { who: 'the English choice (cookie)', headers: { ...MALAY, ...byChoice('en') }, english: true },
  {
    who: 'the Malay choice over an English browser',
    headers: { ...ENGLISH, ...byChoice('ms') },
    english: false,
  },
];

let emails = 0;
const freshEmail = (who = 'bahasa') => `${who}.${++emails}.${randomId(6)}@example.com`;

/** Quoted-printable bytes (`=E2=80=99`) as the UTF-8 text they spell. */
const decodeBytes = (run: string) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8');

/**
 * A raw message as its reader sees it: encoded-word headers (`=?UTF-8?Q?…?=`, which any subject
 * with a ’ becomes) and quoted-printable bodies decoded, soft line breaks joined.
 */
function readable(eml: string): string {
  return eml
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, words: string) =>
      words.replace(/_/g, ' ').replace(/(?:=[0-9A-F]{2})+/gi, decodeBytes),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, decodeBytes);
}

/** The reply's error message, after checking its one shape and status. */
function refusal(res: LightMyRequestResponse, status: number, code: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe(code);
  expect(String(res.headers.vary)).toContain('Accept-Language');
  expect(String(res.headers.vary)).toContain('Cookie');
  return body.error.message;
}

describe.each(testDialects)('the server’s replies in the visitor’s language on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const askCode = (
    email: string,
    headers: Record<string, string> = {},
    remoteAddress = freshAddress(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email },
      headers,
      remoteAddress,
    });
  const withCookie = (headers: Record<string, string>, cookie: string) => ({
    ...headers,
    cookie: headers.cookie ? `${headers.cookie}; ${cookie}` : cookie,
  });
  const newestMail = (to: string) => {
    const file = outboxFiles(t.database.dataDir, to).at(-1);
    return readable(fs.readFileSync(file ?? '', 'utf8'));
  };

  describe.each(ASKING)('to $who', ({ headers, english }) => {
    it('says a wrong code is wrong', async () => {
      // No attempt cookie: the plain wrong-code reply, and nobody's tries are spent.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email: freshEmail(), code: '123456' },
        headers,
        remoteAddress: freshAddress(),
      });
      expect(refusal(res, 400, 'bad_request')).toBe(
        english ? 'Sorry. The OTP code is incorrect.' : AUTH_MESSAGES.wrongCode,
      );
    });

    it('says the code was sent, and mails it in the same language', async () => {
      const email = freshEmail();
      const res = await askCode(email, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ message: string }>().message).toBe(
        english
          ? 'An OTP code has been sent to your email. Please check your inbox (and spam folder). The code is valid for 10 minutes.'
          : AUTH_MESSAGES.codeSent,
      );
      const eml = newestMail(email);
      const code = loginCodeIn(eml);
      if (english) {
        expect(eml).toMatch(new RegExp(`^Subject: Your Jemput OTP code: ${code}\\r?$`, 'm'));
        expect(eml).toContain('Your OTP code to log in to Jemput is:');
        expect(eml).toContain('This code and link are valid for 10 minutes');
        expect(eml).toContain('<html lang="en">');
        expect(eml).not.toContain('Kod OTP anda');
      } else {
        expect(eml).toMatch(new RegExp(`^Subject: Kod OTP Jemput anda: ${code}\\r?$`, 'm'));
        expect(eml).toContain('Kod OTP anda untuk log masuk ke Jemput ialah:');
        expect(eml).toContain('Kod dan pautan ini sah selama 10 minit');
        expect(eml).toContain('<html lang="ms">');
      }
    });

    it('says how long to wait before another code', async () => {
      const email = freshEmail();
      const address = freshAddress();
      const first = await askCode(email, headers, address);
      expect(first.statusCode).toBe(200);
      const again = await askCode(email, withCookie(headers, attemptCookieOf(first)), address);
      expect(refusal(again, 429, 'rate_limited')).toBe(
        english
          ? 'Please wait 30 seconds more before asking for a new OTP code.'
          : 'Sila tunggu 30 saat lagi sebelum meminta kod OTP baharu.',
      );
      expect(again.json<{ error: { retryAfter: number } }>().error.retryAfter).toBe(30);
    });

    it('refuses a bad e-mail, an over-long field and a broken body in the same language', async () => {
      const invalid = await askCode('bukan-email', headers);
      expect(refusal(invalid, 400, 'bad_request')).toBe(
        english ? 'Please enter a valid email.' : AUTH_MESSAGES.emailInvalid,
      );
      // A rule with no words of its own: zod's refusal in ours.
      const long = await t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: freshEmail(), website: 'x'.repeat(201) },
        headers,
        remoteAddress: freshAddress(),
      });
      expect(refusal(long, 400, 'bad_request')).toBe(
        english
          ? 'This is too long or too large.'
          : 'Maklumat ini terlalu panjang atau terlalu besar.',
      );
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: '{"email":',
        headers: { ...headers, 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
      });
      expect(refusal(broken, 400, 'bad_request')).toBe(
        english ? 'The details sent are damaged (invalid JSON).' : MESSAGES.badJson,
      );
    });

    it('asks to log in first, from the auth module and from the guards', async () => {
      const everywhere = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/sessions',
        headers,
      });
      const guarded = await t.app.inject({ method: 'GET', url: '/api/me/cards', headers });
      for (const res of [everywhere, guarded]) {
        expect(refusal(res, 401, 'unauthorized')).toBe(
          english ? 'Please log in first.' : MESSAGES.unauthorized,
        );
      }
    });

    it('says an unknown API address is not found', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
      expect(refusal(res, 404, 'not_found')).toBe(
        english ? 'Sorry. This page or data could not be found.' : MESSAGES.notFound,
      );
    });

    it('says the location search is not set up (no geocoder here)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/places/search?q=Dewan%20Seri%20Endon',
        headers,
        remoteAddress: freshAddress(),
      });
      expect(refusal(res, 503, 'internal')).toBe(
        english
          ? 'The location search is not set up yet. For now, please copy the coordinates from Google Maps and enter them by hand.'
          : 'Carian lokasi belum disediakan. Buat masa ini, sila salin koordinat dari Google Maps dan masukkan secara manual.',
      );
    });
  });

  it('says the per-address limit with its wait in minutes', async () => {
    const address = freshAddress();
    const replies: LightMyRequestResponse[] = [];
    for (let i = 0; i < 21; i += 1) replies.push(await askCode(freshEmail(), ENGLISH, address));
    expect(replies.slice(0, 20).every((res) => res.statusCode === 200)).toBe(true);
    expect(refusal(replies[20]!, 429, 'rate_limited')).toMatch(
      /^Too many attempts from your network\. Please try again in 10 minutes\.$/,
    );
    const malay = await askCode(freshEmail(), {}, address);
    expect(refusal(malay, 429, 'rate_limited')).toBe(
      'Terlalu banyak cubaan dari rangkaian anda. Sila cuba semula dalam 10 minit.',
    );
  });

  it('keeps the language a user logs in and visits in', async () => {
    const email = freshEmail('pengguna');
    const asked = await askCode(email, ENGLISH);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code: loginCodeIn(newestMail(email)) },
      headers: { ...ENGLISH, cookie: attemptCookieOf(asked) },
      remoteAddress: freshAddress(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const localeOf = async () =>
      (
        await db()
          .selectFrom('users')
          .select('locale')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).locale;
    expect(await localeOf()).toBe('en');
    // The visitor switches the site to Malay: the session is asked again, in Malay.
    const session = sessionCookieOf(verified);
    const asMalay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { ...ENGLISH, cookie: `${session}; bahasa=ms` },
    });
    expect(asMalay.json()).toEqual({ user: { email, role: 'owner' } });
    expect(await localeOf()).toBe('ms');
  });

  it('invites a co-host in the language of the owner inviting', async () => {
    const card = await newOwnersCard(t);
    const invite = async (headers: Record<string, string>) => {
      const email = freshEmail('mak');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cards/${card.id}/hosts`,
        payload: { email, name: 'Mak', role: 'penyambut' },
        headers: withCookie(headers, card.cookie),
      });
      expect(res.statusCode, res.body).toBe(201);
      return newestMail(email);
    };
    const english = await invite(ENGLISH);
    expect(english).toContain('Subject: An invitation to help with Ali & Aminah’s card');
    expect(english).toContain('as its Usher.');
    expect(english).toContain('The usher screen at the door only: checking guests in.');
    expect(english).not.toContain('Penyambut');
    const malay = await invite({});
    expect(malay).toContain('Subject: Jemputan membantu Kad Ali & Aminah');
    expect(malay).toContain('sebagai Penyambut.');
  });

  it('mails the receipt in the language the paying owner reads the site in', async () => {
    const pay = async (headers: Record<string, string>) => {
      const owner = await newOwnersCard(t, { status: 'unverified', ageMinutes: 5 });
      // Each owner page asks who is logged in: the language is kept then.
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: withCookie(headers, owner.cookie),
      });
      const { bill } = await checkoutToPay(t, owner.id, owner.cookie);
      const settled = sandboxOf(t).settle(bill, 'paid', clock.now());
      expect((await postCallback(t, settled?.callback ?? {})).statusCode).toBe(200);
      return newestMail(owner.email);
    };
    const english = await pay(ENGLISH);
    expect(english).toMatch(/^Subject: Jemput payment receipt: RM\d+ \(\w+\)\r?$/m);
    expect(english).toContain('Thank you. Your payment has been received');
    expect(english).toContain('Amount paid: RM');
    const malay = await pay({});
    expect(malay).toMatch(/^Subject: Resit pembayaran Jemput: RM\d+ \(\w+\)\r?$/m);
    expect(malay).toContain('Jumlah dibayar: RM');
  });
});

describe('a login refused because the mail cannot leave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('says so in the visitor’s language (503)', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        payload: { email: freshEmail() },
        headers,
        remoteAddress: freshAddress(),
      });
    const english = await ask(ENGLISH);
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Sorry. The email could not be sent just now. Please try again in a moment.',
      },
    });
    expect((await ask({})).json()).toEqual({
      error: { code: 'internal', message: AUTH_MESSAGES.mailFailed },
    });
  });
});

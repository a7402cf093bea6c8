import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { latestLoginCode, latestLoginLink } from './outbox';

let addressCounter = 0;
/** A client address no other request of the run used, so per-address limits never link tests. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** `name=value` of the session cookie a reply set (for the next request's Cookie header). */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'jemput_session');
  expect(cookie, 'a session cookie is set').toBeDefined();
  return `jemput_session=${cookie?.value ?? ''}`;
}

/**
 * `name=value` of the login-attempt cookie a code request set: a code belongs to the browser
 * that asked for it, so the check must send this back (as the browser does).
 */
export function attemptCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'jemput_login');
  expect(cookie, 'a login-attempt cookie is set').toBeDefined();
  return `jemput_login=${cookie?.value ?? ''}`;
}

/**
 * `name=value` of the known-browser cookie a login set: with it, the browser's later code
 * requests for that e-mail are mailed past the e-mail's daily mail cap.
 */
export function knownBrowserCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'jemput_known');
  expect(cookie, 'a known-browser cookie is set').toBeDefined();
  return `jemput_known=${cookie?.value ?? ''}`;
}

/** One browser's login in progress: the code and link mailed to it, and its attempt cookie. */
export interface LoginAttempt {
  email: string;
  code: string;
  /** `jemput_login=…`, for the Cookie header of the check. */
  cookie: string;
  /** The mail's sign-in link, `…/masuk#<token>`. */
  link: string;
}

export interface LoginRequestOptions {
  /** The client address (default: one no other request used). */
  remoteAddress?: string;
  /** The browser's cookies so far (e.g. an attempt cookie it already has). */
  cookie?: string;
}

/** Asks for a code like a browser (its own address unless told), reads the mail from the outbox. */
export async function startLogin(
  t: TestApp,
  email: string,
  options: LoginRequestOptions = {},
): Promise<LoginAttempt> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/code',
    payload: { email },
    remoteAddress: options.remoteAddress ?? freshAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const to = email.trim().toLowerCase();
  const attempt = {
    email: to,
    code: latestLoginCode(t.database.dataDir, to),
    cookie: attemptCookieOf(res),
    link: latestLoginLink(t.database.dataDir, to),
  };
  remember(t, to, attempt.cookie);
  return attempt;
}

// requestCode() keeps its old shape (the code only); the attempt cookie of the last request per
// app and e-mail is kept here so verifyCode() and logIn() can send it back.
const attemptCookies = new WeakMap<TestApp, Map<string, string>>();
function remember(t: TestApp, email: string, cookie: string) {
  const byEmail = attemptCookies.get(t) ?? new Map<string, string>();
  byEmail.set(email, cookie);
  attemptCookies.set(t, byEmail);
}

/** The attempt cookie of the last code asked for this e-mail through these helpers, if any. */
export function attemptCookieFor(t: TestApp, email: string): string | undefined {
  return attemptCookies.get(t)?.get(email.trim().toLowerCase());
}

/** Asks for a code (from its own address), reads it from the outbox. */
export async function requestCode(t: TestApp, email: string): Promise<string> {
  return (await startLogin(t, email)).code;
}

/** Checks a code from the browser that asked for it (its attempt cookie), from a fresh address. */
export function verifyCode(
  t: TestApp,
  email: string,
  code: string,
  cookie = attemptCookieFor(t, email),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { email, code },
    remoteAddress: freshAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Logs in through the real code flow; the Cookie header value for the session. */
export async function logIn(t: TestApp, email: string): Promise<string> {
  const attempt = await startLogin(t, email);
  const res = await verifyCode(t, email, attempt.code, attempt.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

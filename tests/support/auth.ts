import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { latestLoginCode } from './outbox';

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

/** Asks for a code (from its own address), reads it from the outbox. */
export async function requestCode(t: TestApp, email: string): Promise<string> {
  // Earlier codes of this e-mail are made older than the resend wait (tests log in often).
  await t.database.handle.db
    .updateTable('login_codes')
    .set({ created_at: new Date(Date.now() - 31_000).toISOString() })
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', new Date(Date.now() - 31_000).toISOString())
    .execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/code',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return latestLoginCode(t.database.dataDir, email.toLowerCase());
}

/** Logs in through the real code flow; the Cookie header value for the session. */
export async function logIn(t: TestApp, email: string): Promise<string> {
  const code = await requestCode(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { email, code },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

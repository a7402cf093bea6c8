import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutReply } from '@shared/schemas/checkout';
import { SandboxProvider } from '@server/modules/payments/providers/sandbox-provider';
import type { TestApp } from './test-app';
import { freshAddress } from './auth';
import { outboxFiles } from './outbox';

export const BILLING = { name: 'Amir Kamal', mobile: '012-345 6789' };

/** `POST /api/cards/:id/checkout` as the owner's browser sends it. */
export function checkout(
  t: TestApp,
  cardId: string,
  cookie: string | undefined,
  body: unknown = BILLING,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/cards/${cardId}/checkout`,
    payload: body as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshAddress(),
  });
}

/** A checkout that must lead to the provider's page: its reply and the sandbox bill's id. */
export async function checkoutToPay(
  t: TestApp,
  cardId: string,
  cookie: string,
  body: unknown = BILLING,
): Promise<{ reply: CheckoutReply; bill: string }> {
  const res = await checkout(t, cardId, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  const reply = res.json<CheckoutReply>();
  expect(reply.next).toBe('pay');
  const bill = new URL(reply.payUrl ?? '').pathname.split('/').at(-1) ?? '';
  return { reply, bill };
}

/** The app's sandbox (the provider outside production). */
export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.payments.provider;
  if (!(provider instanceof SandboxProvider)) throw new Error('the app is not on the sandbox');
  return provider;
}

/** Posts a callback's form fields as Billplz does. */
export function postCallback(
  t: TestApp,
  fields: Record<string, string>,
  provider = 'sandbox',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/callback`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The payer's browser coming back: where it is sent next. */
export async function followReturn(t: TestApp, redirectTo: string): Promise<string> {
  const url = new URL(redirectTo);
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

/** The receipts mailed to an address (the outbox's files whose subject says so). */
export function receiptsTo(dataDir: string, to: string): string[] {
  return outboxFiles(dataDir, to)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((eml) => /^Subject: Resit pembayaran Jemput/m.test(eml));
}

/**
 * Billplz settings for tests that start the app in production (where the sandbox is refused);
 * nothing in those tests pays, so the address is never called.
 */
export const BILLPLZ_TEST_ENV = {
  PAYMENT_PROVIDER: 'billplz',
  BILLPLZ_API_KEY: 'test-api-key-0001',
  BILLPLZ_COLLECTION_ID: 'testcoll',
  BILLPLZ_X_SIGNATURE_KEY: 'test-x-signature-key',
  BILLPLZ_BASE_URL: 'http://127.0.0.1:9',
} as const;

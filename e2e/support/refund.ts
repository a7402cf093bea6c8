import type { APIRequestContext } from '@playwright/test';
import type { TestServer } from '../../scripts/lib/built-server';
import type { CheckoutReply } from '../../src/shared/schemas/checkout';

/** The billing details the owner gives at checkout. */
export const BILLING = { name: 'Siti Pemilik', mobile: '019-876 5432' };

async function checkout(
  request: APIRequestContext,
  server: TestServer,
  cardId: string,
  body: Record<string, string>,
): Promise<CheckoutReply> {
  const res = await request.post(`${server.url}/api/cards/${cardId}/checkout`, { data: body });
  if (res.status() !== 201) throw new Error(`checkout: ${res.status()} ${await res.text()}`);
  return (await res.json()) as CheckoutReply;
}

/**
 * A card paid twice, as the real flow leaves it, for journeys and screenshots of the refunds:
 * the owner (whoever `request` is logged in as) checks out and is given the sandbox's RM50 bill,
 * then comes back with a promo code that makes the card free: the card is sold (active) and the
 * server withdraws the waiting bill, which the sandbox deletes at once.
 *
 * The one step the browser cannot drive is what follows at Billplz when that deletion fails and
 * the old bill is paid anyway: the sandbox always deletes, and its deleted bill cannot be paid. So
 * that step is written to the server's database as the server itself records such a payment (the
 * one conditional write that settles a payment, `markPaid` with `refund`): paid now, flagged as
 * money owed back. Everything after it (the owner's pages, the console's list, Sudah
 * dipulangkan) runs through the real server. The server's own tests drive this step through
 * its local Billplz (tests/api/one-sale.test.ts).
 *
 * Returns the old bill's reference (what staff and the owner know it by) and the promo code.
 */
export async function cardPaidTwice(
  request: APIRequestContext,
  server: TestServer,
  cardId: string,
): Promise<{ reference: string; promo: string }> {
  const bill = await checkout(request, server, cardId, BILLING);
  if (bill.next !== 'pay' || !bill.payUrl) throw new Error('checkout did not lead to a bill');
  const reference = new URL(bill.payUrl).pathname.split('/').at(-1) ?? '';

  const promo = `percuma${cardId}`;
  server.sql(
    "INSERT INTO promo_codes (code, discount_sen, expiration_date, claimed, valid, created_at) VALUES (?, 5000, NULL, 0, 1, '2026-01-01T00:00:00.000Z')",
    promo,
  );
  const free = await checkout(request, server, cardId, { ...BILLING, promo });
  if (free.next !== 'active') throw new Error('the promo did not make the card free');

  // Billplz could not delete the old bill, and the owner's old tab paid it a moment later.
  const at = new Date(Date.now() + 1000).toISOString();
  server.sql(
    "UPDATE payments SET status = 'paid', paid_at = ?, updated_at = ?, refund_status = 'due' WHERE provider_ref = ? AND card_id = ?",
    at,
    at,
    reference,
    cardId,
  );
  return { reference, promo };
}

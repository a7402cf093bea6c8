import { z } from 'zod';
import type { SignedFields } from './billplz-signature';
import { hasValidXSignature } from './billplz-signature';
import type { BillNotice } from './payment-provider';

// Billplz's side of the conversation (API v3), shared by the real Billplz adapter and the local
// sandbox, which speaks the same protocol so that the path a real payment takes is the one the
// tests and the developers exercise.

const AMOUNT = /^\d{1,9}$/;

/** A callback (form fields, server to server) whose X Signature checks out; null otherwise. */
export function billplzCallbackNotice(fields: SignedFields, key: string): BillNotice | null {
  const { x_signature: signature, id, paid, state, amount, collection_id: collectionId } = fields;
  if (signature === undefined || !hasValidXSignature(fields, signature, key)) return null;
  if (
    !id ||
    (paid !== 'true' && paid !== 'false') ||
    amount === undefined ||
    !AMOUNT.test(amount)
  ) {
    return null;
  }
  return {
    ref: id,
    // Both must say so: `paid` alone on a bill in another state is not money received.
    paid: paid === 'true' && state === 'paid',
    amountSen: Number(amount),
    ...(state === undefined ? {} : { state }),
    ...(collectionId === undefined ? {} : { collectionId }),
    fields: withoutSignature(fields),
  };
}

/** A redirect (`?billplz[id]=…&billplz[paid]=…&billplz[x_signature]=…`) that checks out. */
export function billplzRedirectNotice(query: SignedFields, key: string): BillNotice | null {
  const signature = query['billplz[x_signature]'];
  const id = query['billplz[id]'];
  const paid = query['billplz[paid]'];
  if (signature === undefined || !hasValidXSignature(query, signature, key)) return null;
  if (!id || (paid !== 'true' && paid !== 'false')) return null;
  return { ref: id, paid: paid === 'true', fields: withoutSignature(query) };
}

/** What `GET /api/v3/bills/:id` answers (the fields we use). */
export const billplzBillSchema = z.object({
  id: z.string().min(1),
  collection_id: z.string(),
  paid: z.boolean(),
  state: z.string(),
  amount: z.number().int().nonnegative(),
  paid_amount: z.number().int().nonnegative().optional(),
  url: z.string(),
  paid_at: z.string().nullable().optional(),
});
export type BillplzBill = z.infer<typeof billplzBillSchema>;

/** A bill read back with our API key: as trustworthy as a signed callback. */
export function billplzBillNotice(bill: BillplzBill): BillNotice {
  return {
    ref: bill.id,
    paid: bill.paid && bill.state === 'paid',
    state: bill.state,
    amountSen: bill.amount,
    collectionId: bill.collection_id,
    fields: {
      id: bill.id,
      collection_id: bill.collection_id,
      paid: String(bill.paid),
      state: bill.state,
      amount: String(bill.amount),
      paid_at: bill.paid_at ?? '',
    },
  };
}

function withoutSignature(fields: SignedFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key]) => key !== 'x_signature' && key !== 'billplz[x_signature]',
    ),
  );
}

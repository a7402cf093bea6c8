import { createHmac, timingSafeEqual } from 'node:crypto';

// Billplz's "X Signature" (API v3 documentation): every field Billplz sends, as the string it
// sent (empty values too), except `x_signature`, becomes one element "key" + "value"; on the
// redirect the keys are `billplz[id]` and so on, which become `billplzid`. The elements are
// sorted ascending, case-insensitively, joined with "|", and signed with HMAC-SHA256 (hex) under
// the collection owner's X Signature key.

export type SignedFields = Readonly<Record<string, string>>;

/** The string Billplz signs, from the fields it sent (the signature itself left out). */
export function xSignatureSource(fields: SignedFields): string {
  return Object.entries(fields)
    .filter(([key]) => key !== 'x_signature' && key !== 'billplz[x_signature]')
    .map(([key, value]) => `${key.replace(/[[\]]/g, '')}${value}`)
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    })
    .join('|');
}

/** The X Signature of the fields under the key (hex). */
export function xSignature(fields: SignedFields, key: string): string {
  return createHmac('sha256', key).update(xSignatureSource(fields)).digest('hex');
}

/** Whether `signature` is the fields' X Signature under the key, compared in constant time. */
export function hasValidXSignature(fields: SignedFields, signature: string, key: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(xSignature(fields, key), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

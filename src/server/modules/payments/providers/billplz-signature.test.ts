import { describe, expect, it } from 'vitest';
import { hasValidXSignature, xSignature, xSignatureSource } from './billplz-signature';
import {
  BILLPLZ_EXAMPLE_CALLBACK,
  BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE,
  BILLPLZ_EXAMPLE_KEY,
  BILLPLZ_EXAMPLE_REDIRECT,
  BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
} from './billplz-vectors';

// Billplz's published examples (billplz-vectors.ts).
const KEY = BILLPLZ_EXAMPLE_KEY;
const CALLBACK = BILLPLZ_EXAMPLE_CALLBACK;
const CALLBACK_SIGNATURE = BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE;
const REDIRECT = BILLPLZ_EXAMPLE_REDIRECT;
const REDIRECT_SIGNATURE = BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE;

describe('Billplz X Signature', () => {
  it('signs the published callback vector', () => {
    expect(xSignature(CALLBACK, KEY)).toBe(CALLBACK_SIGNATURE);
  });

  it('signs the published redirect vector (keys without brackets)', () => {
    expect(xSignatureSource(REDIRECT)).toBe(
      'billplzidzq0tm2wc|billplzpaid_at2018-09-27 15:15:09 +0800|billplzpaidtrue',
    );
    expect(xSignature(REDIRECT, KEY)).toBe(REDIRECT_SIGNATURE);
  });

  it('leaves the signature field itself out, and keeps empty values', () => {
    const withSignature = { ...CALLBACK, x_signature: CALLBACK_SIGNATURE };
    expect(xSignature(withSignature, KEY)).toBe(CALLBACK_SIGNATURE);
    expect(xSignatureSource(CALLBACK)).toContain('|mobile|');
  });

  it('accepts the right signature in either case, refuses anything else', () => {
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE, KEY)).toBe(true);
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE.toUpperCase(), KEY)).toBe(true);
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE, 'another-key')).toBe(false);
    expect(hasValidXSignature({ ...CALLBACK, amount: '1' }, CALLBACK_SIGNATURE, KEY)).toBe(false);
    expect(hasValidXSignature({ ...CALLBACK, extra: '' }, CALLBACK_SIGNATURE, KEY)).toBe(false);
    expect(hasValidXSignature(CALLBACK, '', KEY)).toBe(false);
    expect(hasValidXSignature(CALLBACK, 'zz'.repeat(32), KEY)).toBe(false);
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE.slice(2), KEY)).toBe(false);
  });
});

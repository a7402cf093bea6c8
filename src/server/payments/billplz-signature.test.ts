import { describe, expect, it } from 'vitest';
import { hasValidXSignature, xSignature, xSignatureSource } from './billplz-signature';

// Billplz's published test vectors (API documentation, "X Signature").
const KEY = 'S-s7b4yWpp9h7rrkNM1i3Z_g';

const CALLBACK = {
  id: 'zq0tm2wc',
  collection_id: 'yhx5t1pp',
  paid: 'true',
  state: 'paid',
  amount: '100',
  paid_amount: '100',
  due_at: '2018-9-27',
  email: 'tester@test.com',
  mobile: '',
  name: 'TESTER',
  url: 'http://www.billplz-sandbox.com/bills/zq0tm2wc',
  paid_at: '2018-09-27 15:15:09 +0800',
};
const CALLBACK_SIGNATURE = '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e';

const REDIRECT = {
  'billplz[id]': 'zq0tm2wc',
  'billplz[paid]': 'true',
  'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
};
const REDIRECT_SIGNATURE = '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b';

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

import { describe, expect, it } from 'vitest';
import { xSignature } from './billplz-signature';
import {
  billplzBillNotice,
  billplzCallbackNotice,
  billplzRedirectNotice,
} from './billplz-protocol';

// What Jemput believes of Billplz's messages: only what the X Signature vouches for, and a bill
// counts as paid only when both `paid` and `state` say so.

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
const signed = (fields: Record<string, string>) => ({
  ...fields,
  x_signature: xSignature(fields, KEY),
});

describe('a Billplz callback', () => {
  it('Billplz’s published example: paid, 100 sen, collection yhx5t1pp; signature not kept', () => {
    const notice = billplzCallbackNotice(
      {
        ...CALLBACK,
        x_signature: '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e',
      },
      KEY,
    );
    expect(notice).toEqual({
      ref: 'zq0tm2wc',
      paid: true,
      state: 'paid',
      amountSen: 100,
      collectionId: 'yhx5t1pp',
      fields: CALLBACK,
    });
  });

  it('paid only when the state says paid too', () => {
    expect(billplzCallbackNotice(signed({ ...CALLBACK, state: 'due' }), KEY)?.paid).toBe(false);
    expect(billplzCallbackNotice(signed({ ...CALLBACK, paid: 'false' }), KEY)?.paid).toBe(false);
  });

  it('refuses a bad signature, and signed fields that make no sense', () => {
    expect(billplzCallbackNotice({ ...CALLBACK, x_signature: 'f'.repeat(64) }, KEY)).toBeNull();
    expect(billplzCallbackNotice(CALLBACK, KEY)).toBeNull();
    expect(billplzCallbackNotice(signed({ ...CALLBACK, paid: 'yes' }), KEY)).toBeNull();
    expect(billplzCallbackNotice(signed({ ...CALLBACK, amount: '1.5' }), KEY)).toBeNull();
    expect(billplzCallbackNotice(signed({ ...CALLBACK, amount: '-1' }), KEY)).toBeNull();
    expect(billplzCallbackNotice(signed({ ...CALLBACK, id: '' }), KEY)).toBeNull();
  });
});

describe('a Billplz redirect', () => {
  const REDIRECT = {
    'billplz[id]': 'zq0tm2wc',
    'billplz[paid]': 'true',
    'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
  };

  it('Billplz’s published example: paid, without an amount (it is read back)', () => {
    const notice = billplzRedirectNotice(
      {
        ...REDIRECT,
        'billplz[x_signature]': '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b',
      },
      KEY,
    );
    expect(notice).toEqual({ ref: 'zq0tm2wc', paid: true, fields: REDIRECT });
  });

  it('refuses a redirect whose signature does not match', () => {
    const tampered = { ...REDIRECT, 'billplz[paid]': 'false' };
    expect(
      billplzRedirectNotice(
        {
          ...tampered,
          'billplz[x_signature]':
            '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b',
        },
        KEY,
      ),
    ).toBeNull();
  });
});

describe('a bill read back with the API key', () => {
  it('is paid only when paid and in state paid', () => {
    const bill = {
      id: 'abc12345',
      collection_id: 'yhx5t1pp',
      paid: true,
      state: 'paid',
      amount: 4000,
      url: 'https://www.billplz-sandbox.com/bills/abc12345',
      paid_at: '2026-11-24 15:15:09 +0800',
    };
    expect(billplzBillNotice(bill)).toMatchObject({ paid: true, amountSen: 4000 });
    expect(billplzBillNotice({ ...bill, state: 'deleted' }).paid).toBe(false);
    expect(billplzBillNotice({ ...bill, paid: false, state: 'due', paid_at: null }).paid).toBe(
      false,
    );
  });
});

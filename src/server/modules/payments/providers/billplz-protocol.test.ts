import { describe, expect, it } from 'vitest';
import { xSignature } from './billplz-signature';
import {
  BILLPLZ_EXAMPLE_CALLBACK,
  BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE,
  BILLPLZ_EXAMPLE_KEY,
  BILLPLZ_EXAMPLE_REDIRECT,
  BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
} from './billplz-vectors';
import {
  billplzBillNotice,
  billplzCallbackNotice,
  billplzRedirectNotice,
} from './billplz-protocol';

// What Jemput believes of Billplz's messages: only what the X Signature vouches for, and a bill
// counts as paid only when both `paid` and `state` say so.

const KEY = BILLPLZ_EXAMPLE_KEY;
const CALLBACK: Record<string, string> = BILLPLZ_EXAMPLE_CALLBACK;
const signed = (fields: Record<string, string>) => ({
  ...fields,
  x_signature: xSignature(fields, KEY),
});

describe('a Billplz callback', () => {
  it('Billplz’s published example: paid, 100 sen, collection yhx5t1pp; signature not kept', () => {
    const notice = billplzCallbackNotice(
      { ...CALLBACK, x_signature: BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE },
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
  const REDIRECT: Record<string, string> = BILLPLZ_EXAMPLE_REDIRECT;

  it('Billplz’s published example: paid, without an amount (it is read back)', () => {
    const notice = billplzRedirectNotice(
      {
        ...REDIRECT,
        'billplz[x_signature]': BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
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
          'billplz[x_signature]': BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE,
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

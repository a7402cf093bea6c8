// Billplz's published X Signature examples (API v3 documentation, "X Signature"): a callback
// and a redirect signed with the example key. The unit tests of our signing, of what we believe
// of Billplz's messages, and of the local Billplz the API tests run against all check them.

export const BILLPLZ_EXAMPLE_KEY = 'S-s7b4yWpp9h7rrkNM1i3Z_g';

export const BILLPLZ_EXAMPLE_CALLBACK = {
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
} as const;
export const BILLPLZ_EXAMPLE_CALLBACK_SIGNATURE =
  '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e';

export const BILLPLZ_EXAMPLE_REDIRECT = {
  'billplz[id]': 'zq0tm2wc',
  'billplz[paid]': 'true',
  'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
} as const;
export const BILLPLZ_EXAMPLE_REDIRECT_SIGNATURE =
  '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b';

import { describe, expect, it } from 'vitest';
import { coHostInviteEmail } from './co-host-invite-email';
import { loginCodeEmail } from './login-code-email';
import { mailWords, plainText, strong } from './mail-words';
import { paymentReceiptEmail, receiptTime } from './payment-receipt-email';

// Each mail in the language of the person whose act sent it: the same facts in Malay and in
// English, the text body and the HTML body alike.

const URL = 'https://jemput.example';
const TOKEN = 'a'.repeat(43);

describe('the login code e-mail', () => {
  it('is in Malay, word for word, for a Malay visitor', () => {
    const mail = loginCodeEmail(
      { to: 'a@b.my', code: '012345', linkToken: TOKEN, locale: 'ms' },
      URL,
    );
    expect(mail.subject).toBe('Kod OTP Jemput anda: 012345');
    expect(mail.text).toContain('Kod OTP anda untuk log masuk ke Jemput ialah:\n\n    012345\n');
    expect(mail.text).toContain(
      'Kod dan pautan ini sah selama 10 minit dan hanya boleh digunakan sekali\n(menggunakan salah satu membatalkan kedua-duanya).',
    );
    expect(mail.html).toContain('<html lang="ms">');
    expect(mail.html).toContain('sah selama <strong>10 minit</strong> dan hanya');
    expect(mail.html).toContain(`${URL}/masuk#${TOKEN}`);
  });

  it('is in English for an English visitor, nothing of the Malay left', () => {
    const mail = loginCodeEmail(
      { to: 'a@b.my', code: '012345', linkToken: TOKEN, locale: 'en' },
      URL,
    );
    expect(mail.subject).toBe('Your Jemput OTP code: 012345');
    expect(mail.text).toContain('Your OTP code to log in to Jemput is:');
    expect(mail.text).toContain(`${URL}/masuk#${TOKEN}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('valid for <strong>10 minutes</strong> and can');
    expect(mail.html).toContain('>Log in to Jemput</a>');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/\b(?:anda|kod|pautan|sahaja)\b/i);
    }
  });
});

describe('the co-host invitation', () => {
  const invite = {
    to: 'mak@b.my',
    name: 'Mak <Long>',
    role: 'pengurus',
    couple: 'Ali & Aminah',
  } as const;

  it('is in the owner’s language, their words escaped in the HTML', () => {
    const malay = coHostInviteEmail({ ...invite, locale: 'ms' }, URL);
    expect(malay.subject).toBe('Jemputan membantu Kad Ali & Aminah');
    expect(malay.text).toContain(
      'Anda telah diminta membantu menguruskan Kad Ali & Aminah sebagai Pengurus.',
    );
    expect(malay.html).toContain(
      'menguruskan <strong>Kad Ali &amp; Aminah</strong> sebagai <strong>Pengurus</strong>.',
    );
    expect(malay.html).toContain('Assalamualaikum Mak &lt;Long&gt;,');

    const english = coHostInviteEmail({ ...invite, locale: 'en' }, URL);
    expect(english.subject).toBe('An invitation to help with Ali & Aminah’s card');
    expect(english.text).toContain('help manage Ali & Aminah’s card as its Manager.');
    expect(english.text).toContain('Manager: Guest list, RSVPs, check-in');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).not.toContain('Pengurus');
  });
});

describe('the payment receipt', () => {
  const receipt = {
    to: 'siti@b.my',
    payerName: 'Siti',
    couple: 'Ali & Aminah',
    cardId: 'abc123',
    amountSen: 4000,
    discountSen: 1000,
    reference: 'bill42',
    paidAt: new Date('2026-11-24T07:15:09Z'),
  };

  it('is in the paying owner’s language', () => {
    const malay = paymentReceiptEmail({ ...receipt, locale: 'ms' }, URL);
    expect(malay.subject).toBe('Resit pembayaran Jemput: RM40 (bill42)');
    expect(malay.text).toContain('Jumlah dibayar: RM40');
    expect(malay.text).toContain('Tarikh: 24 November 2026, 3:15 pm');
    const english = paymentReceiptEmail({ ...receipt, locale: 'en' }, URL);
    expect(english.subject).toBe('Jemput payment receipt: RM40 (bill42)');
    expect(english.text).toContain('Promo discount: RM10');
    expect(english.text).toContain('Date: 24 November 2026, 3:15 pm');
    expect(english.html).toContain('>Go to Card Page</a>');
    const extra = paymentReceiptEmail({ ...receipt, extra: true, locale: 'en' }, URL);
    expect(extra.subject).toBe('Extra Jemput payment: RM40 (bill42) will be refunded');
  });

  it('dates the payment in Malaysia, in words of the language', () => {
    const lateNight = new Date('2026-03-01T17:05:00Z');
    expect(receiptTime(lateNight, 'ms')).toBe('2 Mac 2026, 1:05 am');
    expect(receiptTime(lateNight, 'en')).toBe('2 March 2026, 1:05 am');
  });
});

describe('mail words', () => {
  it('escapes a message and its values for HTML, and puts markup in as it is', () => {
    const words = mailWords('en');
    expect(words.html('mail.greeting', { name: '<b>Siti</b>' })).toBe(
      'Assalamualaikum &lt;b&gt;Siti&lt;/b&gt;,',
    );
    expect(words.html('mail.coHost.card', {}, { couple: strong('A & B') })).toBe(
      '<strong>A &amp; B</strong>’s card',
    );
  });

  it('wraps plain-text lines at word breaks, leaving a long link whole', () => {
    const link = `${URL}/masuk#${'x'.repeat(80)}`;
    const text = plainText([`${'kata '.repeat(20).trim()}`, link, '    123456']);
    const lines = text.split('\n');
    expect(lines.slice(0, -2).every((line) => line.length <= 76)).toBe(true);
    expect(lines.slice(-2)).toEqual([link, '    123456']);
  });
});

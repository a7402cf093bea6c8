import { describe, expect, it } from 'vitest';
import { CARD_TEXT_RULES, textMessages } from '@shared/card/card-input';
import { PARTY_MESSAGES } from '@shared/guests/guest-party';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import { HttpError, MESSAGES, badRequest, notFound, retryLater, wordsIn } from './errors';
import { said, say, sayText, waitFor } from './site-words';

describe('the server’s words', () => {
  it('says catalogue words in either language, nested words in the same one', () => {
    const wait = said('login.wait.resend', { wait: waitFor(30) });
    expect(say('ms', wait)).toBe('Sila tunggu 30 saat lagi sebelum meminta kod OTP baharu.');
    expect(say('en', wait)).toBe('Please wait 30 seconds more before asking for a new OTP code.');
  });

  it('words a value worded per language in the reply’s own language', () => {
    const words = said('door.error.usherOtherMajlis', {
      title: (locale) => (locale === 'en' ? 'Wedding Reception' : 'Majlis Resepsi'),
    });
    expect(say('ms', words)).toContain('untuk Majlis Resepsi sahaja');
    expect(say('en', words)).toContain('for Wedding Reception only');
    expect(new HttpError(403, 'forbidden', words).message).toContain('Majlis Resepsi');
  });

  it('counts a wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(say('en', waitFor(1))).toBe('1 second');
    expect(say('en', waitFor(59.2))).toBe('1 minute');
    expect(say('en', waitFor(61))).toBe('2 minutes');
    expect(say('ms', waitFor(0))).toBe('1 saat');
    expect(say('ms', waitFor(600))).toBe('10 minit');
  });

  it('says Malay text the catalogue knows in English, and other text as it is', () => {
    expect(sayText('en', MESSAGES.notFound)).toBe('Sorry. This page or data could not be found.');
    expect(sayText('en', AUTH_MESSAGES.staffOnly)).toBe(
      'Sorry. This page is for Jemput staff only.',
    );
    expect(sayText('ms', MESSAGES.notFound)).toBe(MESSAGES.notFound);
    expect(sayText('en', 'Kod promosi ini sudah habis digunakan.')).toBe(
      'Kod promosi ini sudah habis digunakan.',
    );
  });
});

describe('HttpError', () => {
  it('keeps its Malay as its message (for logs) and says its words in each language', () => {
    const error = badRequest(said('login.error.wrongCode'));
    expect(error.message).toBe(AUTH_MESSAGES.wrongCode);
    expect(error.messageIn('ms')).toBe(AUTH_MESSAGES.wrongCode);
    expect(error.messageIn('en')).toBe('Sorry. The OTP code is incorrect.');
  });

  it('defaults to the generic words, and still takes plain Malay text', () => {
    expect(notFound().messageIn('en')).toBe('Sorry. This page or data could not be found.');
    const plain = new HttpError(409, 'conflict', 'Kod promosi ini sudah habis digunakan.');
    expect(plain.said).toBeUndefined();
    expect(plain.messageIn('en')).toBe('Kod promosi ini sudah habis digunakan.');
    expect(wordsIn('en', MESSAGES.rateLimited)).toBe(
      'Too many attempts. Please try again in a moment.',
    );
  });

  it('builds a rate limit’s 429 with the wait, in the route’s words', () => {
    const build = retryLater((seconds) =>
      said('login.wait.addressLimit', { wait: waitFor(seconds) }),
    );
    const error = build({} as never, { ttl: 125_000 });
    expect(error.retryAfter).toBe(125);
    expect(error.messageIn('en')).toBe(
      'Too many attempts from your network. Please try again in 3 minutes.',
    );
    expect(error.message).toBe(
      'Terlalu banyak cubaan dari rangkaian anda. Sila cuba semula dalam 3 minit.',
    );
  });
});

describe('a shared rule’s words', () => {
  // The party rules' reasons: an imported line's, the guest list form's, the API's refusal.
  it('are said in Malay word for word, and in English', () => {
    expect(sayText('ms', PARTY_MESSAGES.allowance)).toBe(
      'Bilangan tetamu mesti nombor bulat antara 1 dan 20.',
    );
    expect(sayText('en', PARTY_MESSAGES.allowance)).toBe(
      'The number of guests must be a whole number from 1 to 20.',
    );
    expect(wordsIn('en', PARTY_MESSAGES.phone)).toBe('Invalid phone number.');
  });

  it('make a refusal whose message is Malay and whose English is the catalogue’s', () => {
    const refusal = badRequest(textMessages(CARD_TEXT_RULES.groom_name).tooLong, 'groom_name');
    expect(refusal.message).toBe('Nama pengantin lelaki terlalu panjang (maksimum 40 aksara).');
    expect(refusal.messageIn('en')).toBe('Groom’s name is too long (at most 40 characters).');
    expect(refusal.field).toBe('groom_name');
  });

  it('leave other text as it is', () => {
    expect(sayText('en', 'Sebab lain.')).toBe('Sebab lain.');
  });
});

describe('text that only looks like a rule’s words', () => {
  it('is not taken for one when the catalogue has no such id', () => {
    expect(sayText('en', 'jemput.my')).toBe('jemput.my');
    expect(badRequest('nothing.here{"max":1}').messageIn('en')).toBe('nothing.here{"max":1}');
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacters,
  hasVisibleCharacter,
  isWellFormed,
  normaliseText,
} from './clean-text';
import { userText } from './user-text';

const messages = {
  invalid: 'Nama mengandungi aksara yang tidak dibenarkan.',
  required: 'Sila masukkan nama.',
  tooLong: 'Nama terlalu panjang.',
  tooManyLines: 'Nama mesti dalam satu baris sahaja.',
};
const name = userText({ maxLength: 40, required: true, messages });
const wish = userText({ maxLength: 500, maxLines: 12, messages });

const firstMessage = (schema: typeof name, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('user text: real names pass untouched', () => {
  it.each([
    ['Malay', 'Nur Aisyah binti Abdullah'],
    ['Jawi', 'نور عائشة'],
    ['Arabic with harakat', 'بِسْمِ اللَّهِ'],
    ['Chinese', '陈美玲'],
    ['Tamil', 'கவிதா சுப்பிரமணியம்'],
    ['emoji', 'Ali 🤵🏽 & Aminah 👰🏻‍♀️ ❤️'],
    ['a family emoji (zero-width joiners inside)', 'Keluarga 👨‍👩‍👧‍👦'],
    ['Jawi with a zero-width non-joiner inside', 'ڤ‌ڠ'],
    ['an apostrophe and a dash', "Dato' Seri Haji Mohd-Rizal"],
    ['mixed Arabic and Latin with a right-to-left mark', 'Ahmad \u200Fأحمد'],
  ])('%s', (_kind, text) => {
    expect(name.parse(text)).toBe(text);
    expect(hasForbiddenCharacters(text)).toBe(false);
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it('keeps line breaks in many-line texts, as \\n', () => {
    expect(wish.parse('Selamat pengantin baru\r\nSemoga bahagia\rAmin')).toBe(
      'Selamat pengantin baru\nSemoga bahagia\nAmin',
    );
  });
});

describe('user text: nasty strings', () => {
  it.each([
    ['NUL', 'Ali\u0000'],
    ['NUL alone', '\u0000'],
    ['BEL', 'Ali\u0007'],
    ['ESC (a terminal escape)', '\u001b[31mAli'],
    ['DEL', 'Ali\u007f'],
    ['a C1 control', 'Ali\u0085'],
    ['vertical tab', 'Ali\u000bAminah'],
    ['right-to-left override', 'Ali \u202Egnp.exe'],
    ['left-to-right embedding', '\u202AAli'],
    ['pop directional formatting', 'Ali\u202C'],
    ['first strong isolate', 'Ali\u2068'],
    ['pop directional isolate', 'Ali\u2069'],
    ['a lone high surrogate', 'Ali\uD800'],
    ['a lone low surrogate', '\uDC00Ali'],
    ['reversed surrogates', 'Ali\uDC00\uD800'],
    ['a noncharacter', 'Ali\uFFFF'],
  ])('refuses %s with the field’s message', (_kind, text) => {
    expect(firstMessage(name, text)).toBe(messages.invalid);
    expect(hasForbiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a soft hyphen', '\u00AD'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a half-width Hangul filler', '\uFFA0'],
    ['Hangul choseong/jungseong fillers', '\u115F\u1160'],
    ['zero-width joiners', '\u200D\u200C\u200D'],
    ['a word joiner and a byte-order mark', '\u2060\uFEFF'],
    ['variation selectors', '\uFE0F\uFE0E'],
    ['a braille blank', '\u2800'],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2003'],
    ['spaces and tabs', '  \t  '],
    ['empty', ''],
  ])('refuses a required name of %s as empty', (_kind, text) => {
    expect(firstMessage(name, text)).toBe(messages.required);
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it('turns an optional text of invisible characters into empty text', () => {
    expect(wish.parse('\u200B\u3164 ')).toBe('');
  });

  it('trims invisible characters from both ends, not from inside', () => {
    expect(name.parse('\u200B\uFEFF Ali \u00AD\u3164')).toBe('Ali');
    expect(name.parse('Ali\u200BAminah')).toBe('Ali\u200BAminah');
  });

  it('normalises to NFC, so one name typed two ways is one text', () => {
    const decomposed = 'Jose\u0301';
    expect(name.parse(decomposed)).toBe('Jos\u00e9');
  });

  it('turns tabs into spaces', () => {
    expect(name.parse('Ali\tAminah')).toBe('Ali Aminah');
  });

  it('refuses line breaks in one-line fields and too many lines in others', () => {
    expect(firstMessage(name, 'Ali\nAminah')).toBe(messages.tooManyLines);
    expect(firstMessage(wish, Array.from({ length: 13 }, () => 'a').join('\n'))).toBe(
      messages.tooManyLines,
    );
  });

  it('counts length after normalising, and refuses what is too long', () => {
    expect(name.parse(`  ${'a'.repeat(40)}  `)).toBe('a'.repeat(40));
    expect(firstMessage(name, 'a'.repeat(41))).toBe(messages.tooLong);
  });

  it.each([
    ['a number', 42],
    ['a boolean', true],
    ['an array', ['Ali']],
    ['an object', { name: 'Ali' }],
    ['null', null],
  ])('refuses %s with the field’s message', (_kind, value) => {
    expect(firstMessage(name, value)).toBe(messages.invalid);
  });

  it('keeps SQL and HTML as the text they are (they are rendered as text, never run)', () => {
    expect(wish.parse("'); DROP TABLE rsvps; --")).toBe("'); DROP TABLE rsvps; --");
    expect(wish.parse('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('well-formed UTF-16', () => {
  it('accepts surrogate pairs and refuses lone halves', () => {
    expect(isWellFormed('😀')).toBe(true);
    expect(isWellFormed('\uD83D')).toBe(false);
    expect(isWellFormed('\uDE00')).toBe(false);
    expect(isWellFormed('a\uD83Db')).toBe(false);
  });
});

describe('normaliseText', () => {
  it('is idempotent', () => {
    for (const text of ['  Ali\r\n ', '\u200BAli', 'Jose\u0301', '\u3164']) {
      expect(normaliseText(normaliseText(text))).toBe(normaliseText(text));
    }
  });
});

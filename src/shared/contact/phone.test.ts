import { describe, expect, it } from 'vitest';
import {
  internationalNumber,
  isPhoneNumber,
  localNumber,
  spreadsheetPhone,
  telLink,
  whatsappLink,
} from './phone';

describe('phone links', () => {
  it('prefixes a local number with 6', () => {
    expect(whatsappLink('0123456789')).toBe('https://wa.me/60123456789');
    expect(telLink('0123456789')).toBe('tel:+60123456789');
  });

  it('ignores spaces and dashes people type', () => {
    expect(whatsappLink('012-345 6789')).toBe('https://wa.me/60123456789');
  });

  it('keeps a number that already carries the country code', () => {
    expect(internationalNumber('+60 12-345 6789')).toBe('60123456789');
    expect(internationalNumber('60123456789')).toBe('60123456789');
  });

  it('adds the whole country code to a number typed without its leading 0', () => {
    expect(internationalNumber('123456789')).toBe('60123456789');
  });

  it('adds a prepared message to the chat link, encoded', () => {
    expect(whatsappLink('0123456789', 'Salam & terima kasih')).toBe(
      'https://wa.me/60123456789?text=Salam%20%26%20terima%20kasih',
    );
  });

  it('tells a phone number from other text', () => {
    expect(isPhoneNumber('012-345 6789')).toBe(true);
    expect(isPhoneNumber('+6011-2345 6789')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });
});

describe('a number as Malaysians write it', () => {
  it('writes mobile and 011 numbers in their usual groups, from any form', () => {
    expect(localNumber('60123456789')).toBe('012-345 6789');
    expect(localNumber('+60 12-345 6789')).toBe('012-345 6789');
    expect(localNumber('601112345678')).toBe('011-1234 5678');
    expect(localNumber('0312345678')).toBe('031-234 5678');
  });

  it('gives nothing for no number', () => {
    expect(localNumber(' - ')).toBe('');
  });
});

describe('a phone in a CSV export', () => {
  it('writes the display form, whose dash and space keep the leading 0 in a spreadsheet', () => {
    expect(spreadsheetPhone('0139876543')).toBe('013-987 6543');
    expect(spreadsheetPhone('60139876543')).toBe('013-987 6543');
    expect(spreadsheetPhone('+60 11-1234 5678')).toBe('011-1234 5678');
    // Never a formula, never bare digits.
    for (const phone of ['0139876543', '60123456789', '031234567']) {
      expect(spreadsheetPhone(phone)).toMatch(/^0\d{2}-\d{3,4} \d+$/);
    }
  });

  it('keeps text that is not a phone number as written', () => {
    expect(spreadsheetPhone('tiada')).toBe('tiada');
    expect(spreadsheetPhone('')).toBe('');
  });
});

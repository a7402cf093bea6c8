import { describe, expect, it } from 'vitest';
import { formatRinggit } from '@shared/money/ringgit';
import { ringgitIn } from './ringgit';

describe('prices in the page’s language', () => {
  it('writes ringgit as the site always has, in both languages', () => {
    for (const locale of ['ms', 'en'] as const) {
      expect(ringgitIn(locale, 5000)).toBe('RM50');
      expect(ringgitIn(locale, 4950)).toBe('RM49.50');
      expect(ringgitIn(locale, 5)).toBe('RM0.05');
    }
  });

  it('agrees with formatRinggit, and groups thousands', () => {
    for (const sen of [0, 100, 2500, 4950, 9999]) {
      expect(ringgitIn('ms', sen)).toBe(formatRinggit(sen));
    }
    expect(ringgitIn('en', 100_000)).toBe('RM1,000');
    expect(ringgitIn('ms', 123_456)).toBe('RM1,234.56');
  });
});

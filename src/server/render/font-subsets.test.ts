import { describe, expect, it } from 'vitest';
import {
  MAX_SUBSET_CHARACTERS,
  subsetCharacters,
  subsetUrl,
  unicodeRange,
  unicodeRangeWithout,
  useFontSubsetSecret,
  verifySubsetUrl,
} from './font-subsets';

const source = { base: '/fonts/subset/italianno/5.3.0/400', absolutePath: '/nowhere' };

describe('font subsets', () => {
  it('takes each character once, in code point order, without control characters', () => {
    expect(subsetCharacters('Hawa & Adam\n')).toEqual([' ', '&', 'A', 'H', 'a', 'd', 'm', 'w']);
  });

  it('writes unicode-range runs and their complement', () => {
    expect(unicodeRange(['a', 'b', 'c', '&'])).toBe('U+26,U+61-63');
    expect(unicodeRangeWithout(['a', 'b', 'c', '&'])).toBe('U+0-25,U+27-60,U+64-10FFFF');
    expect(unicodeRangeWithout([])).toBe('U+0-10FFFF');
  });

  it('signs a URL that names its characters, and reads it back', () => {
    const url = subsetUrl(source, subsetCharacters('Adam & Hawa'))!;
    expect(url).toMatch(
      /^\/fonts\/subset\/italianno\/5\.3\.0\/400\/20_26_41_48_61_64_6d_77\.[\w-]{16}\.woff2$/,
    );
    expect(verifySubsetUrl(url)).toEqual({ base: source.base, characters: ' &AHadmw' });
  });

  it('refuses a changed character list, a forged signature and another secret', () => {
    const url = subsetUrl(source, subsetCharacters('Adam'))!;
    expect(verifySubsetUrl(url.replace('/41_', '/42_'))).toBeNull();
    expect(verifySubsetUrl(url.replace(/\.[\w-]{16}\./, '.AAAAAAAAAAAAAAAA.'))).toBeNull();
    useFontSubsetSecret('another-secret-another-secret-another');
    expect(verifySubsetUrl(url)).toBeNull();
    const again = subsetUrl(source, subsetCharacters('Adam'))!;
    expect(verifySubsetUrl(again)).not.toBeNull();
  });

  it('refuses ranges wider than a subset may be, and names no subset for too much text', () => {
    useFontSubsetSecret('a-secret-for-the-range-test-0123456789');
    const wide = subsetUrl(source, ['a'])!.replace('/61.', '/0-10ffff.');
    expect(verifySubsetUrl(wide)).toBeNull();
    const many = Array.from({ length: MAX_SUBSET_CHARACTERS + 1 }, (_, i) =>
      String.fromCodePoint(0x100 + i),
    );
    expect(subsetUrl(source, many)).toBeNull();
    expect(subsetUrl(source, [])).toBeNull();
  });
});

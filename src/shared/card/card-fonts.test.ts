import { describe, expect, it } from 'vitest';
import { chosenFonts, fontPairFields, fontsForNewTheme, selectedFontPair } from './card-fonts';
import { FONT_PAIR_IDS } from '../themes/font-pairs';

const theme = { headingFont: 'Great Vibes', bodyFont: 'Montserrat', headingSize: 'text-6xl' };

describe('chosenFonts', () => {
  it("keeps the couple's own hosted fonts and size", () => {
    expect(chosenFonts({ H2: 'Cinzel', fontP: 'Lato', H2size: 'text-5xl' }, theme)).toEqual({
      heading: 'Cinzel',
      body: 'Lato',
      headingSize: 'text-5xl',
    });
  });

  it("falls back to the theme's pair for empty or unknown values", () => {
    expect(chosenFonts({ H2: '', fontP: 'Comic Sans', H2size: 'text-[99px]' }, theme)).toEqual({
      heading: 'Great Vibes',
      body: 'Montserrat',
      headingSize: 'text-6xl',
    });
  });

  it('does not take a body font as a heading font', () => {
    expect(chosenFonts({ H2: 'Montserrat', fontP: 'Lato', H2size: '' }, theme).heading).toBe(
      'Great Vibes',
    );
  });
});

describe('fontPairFields (the font picker)', () => {
  it('sets the heading and body fonts of the pair, a script heading larger than a serif', () => {
    expect(fontPairFields('f16')).toEqual({ H2: 'Tangerine', H2size: 'text-6xl', fontP: 'system' });
    expect(fontPairFields('f13')).toEqual({ H2: 'Cinzel', H2size: 'text-5xl', fontP: 'Lato' });
  });
});

describe('selectedFontPair', () => {
  it("is 'default' while the card shows its theme's own fonts, or fonts we do not host", () => {
    expect(selectedFontPair({ H2: 'Great Vibes', fontP: 'Montserrat', H2size: '' }, theme)).toBe(
      'default',
    );
    expect(selectedFontPair({ H2: '', fontP: '', H2size: '' }, theme)).toBe('default');
    expect(selectedFontPair({ H2: 'Comic Sans', fontP: 'Lato', H2size: '' }, theme)).toBe(
      'default',
    );
  });

  it('names the pair whose fonts the card uses', () => {
    expect(selectedFontPair(fontPairFields('f13'), theme)).toBe('f13');
    expect(selectedFontPair(fontPairFields('f17'), theme)).toBe('f17');
  });

  it('is default for a mix of fonts that is no pair', () => {
    expect(selectedFontPair({ H2: 'Cinzel', fontP: 'Montserrat', H2size: '' }, theme)).toBe(
      'default',
    );
  });
});

describe('fonts after a theme change', () => {
  const themeA = { headingFont: 'Great Vibes', bodyFont: 'Montserrat', headingSize: 'text-6xl' };
  const themeB = { headingFont: 'Cinzel', bodyFont: 'Lato', headingSize: 'text-5xl' };

  it('follows the new theme when the card had its old theme’s own fonts', () => {
    expect(
      fontsForNewTheme(
        { H2: 'Great Vibes', H2size: 'text-6xl', fontP: 'Montserrat' },
        themeA,
        themeB,
      ),
    ).toEqual({ H2: 'Cinzel', H2size: 'text-5xl', fontP: 'Lato' });
    expect(fontsForNewTheme({ H2: '', H2size: '', fontP: '' }, themeA, themeB)).toEqual({
      H2: 'Cinzel',
      H2size: 'text-5xl',
      fontP: 'Lato',
    });
  });

  it('keeps a pair the couple chose in Select Fonts', () => {
    const chosen = fontPairFields(FONT_PAIR_IDS[3]!);
    expect(fontsForNewTheme(chosen, themeA, themeB)).toEqual(chosen);
  });
});

import { describe, expect, it } from 'vitest';
import { chosenFonts } from './card-fonts';

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

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chosenFonts } from '@shared/card/card-fonts';
import { THEMES } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import { cardFontTags, fontFileFor, nearestWeight } from './card-fonts';

/** Every `/fonts/…` address a piece of card HTML names (preloads and @font-face rules). */
const fontUrls = (html: string) => [...html.matchAll(/\/fonts\/[^)"'\s]+/g)].map((m) => m[0]);

// Everything the guest card can be drawn in: each font pair, each theme's own pair, and the
// site's fonts (expiry and not-found screens, see card-document.ts).
const everyChoice: { heading: HeadingFont; body: BodyFont; headingSize: string }[] = [
  ...Object.values(FONT_PAIRS).map((pair) => ({
    heading: pair.heading,
    body: pair.body,
    headingSize: '',
  })),
  ...THEMES.map((theme) => chosenFonts({ H2: '', H2size: '', fontP: '' }, theme)),
  { heading: 'Playfair Display', body: 'Montserrat', headingSize: '' },
];

describe('card fonts', () => {
  it('names only files that exist and that the /fonts route serves', () => {
    const seen = new Set<string>();
    for (const choice of everyChoice) {
      const urls = fontUrls(cardFontTags(choice));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) seen.add(url);
    }
    for (const url of seen) {
      const file = fontFileFor(url);
      expect(file, url).not.toBeNull();
      expect(fs.existsSync(file!), `${url} → ${file}`).toBe(true);
    }
  });

  it('draws Lato’s 600 text with its 700 file (the package has no 600)', () => {
    const html = cardFontTags({ heading: 'Cinzel', body: 'Lato', headingSize: '' });
    expect(html).not.toContain('lato-latin-600');
    expect(html).toContain("font-family:'Lato';font-style:normal;font-weight:400;");
    expect(html).toContain("font-family:'Lato';font-style:normal;font-weight:700;");
    expect(html).toMatch(/font-weight:700;[^}]*lato-latin-700-normal\.woff2/);
  });

  it('keeps Montserrat’s own 600', () => {
    const html = cardFontTags({ heading: 'Cinzel', body: 'Montserrat', headingSize: '' });
    expect(html).toMatch(/font-weight:600;[^}]*montserrat-latin-600-normal\.woff2/);
  });

  it('serves nothing outside the catalogue', () => {
    expect(fontFileFor('/fonts/lato/5.0.0/lato-latin-600-normal.woff2')).toBeNull();
    expect(fontFileFor('/fonts/lato/../../package.json')).toBeNull();
  });
});

describe('nearestWeight (CSS font matching)', () => {
  const lato = [100, 300, 400, 700, 900];
  it('takes the weight itself when shipped', () => {
    expect(nearestWeight(400, lato)).toBe(400);
  });
  it('above 500, heavier first, then lighter', () => {
    expect(nearestWeight(600, lato)).toBe(700);
    expect(nearestWeight(950, lato)).toBe(900);
  });
  it('from 400 to 500, heavier up to 500, then lighter', () => {
    expect(nearestWeight(450, [300, 500, 700])).toBe(500);
    expect(nearestWeight(500, lato)).toBe(400);
  });
  it('below 400, lighter first, then heavier', () => {
    expect(nearestWeight(200, lato)).toBe(100);
    expect(nearestWeight(200, [400, 700])).toBe(400);
  });
  it('a family with one weight gets that one', () => {
    expect(nearestWeight(600, [400])).toBe(400);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chosenFonts } from '@shared/card/card-fonts';
import { THEMES } from '@shared/themes/catalogue';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';
import { fontFileFor } from './font-catalogue';
import { cardFontTags } from './font-face-css';

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
});

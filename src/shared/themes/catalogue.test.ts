import { describe, expect, it } from 'vitest';
import { ART_FAMILIES, THEMES, THEME_COUNT, findTheme, isThemeName } from './catalogue';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  composite,
  contrastRatio,
  highlightText,
  parseColour,
} from './contrast';
import { COMPOSITION_NAMES } from './compositions';
import { FONT_PAIRS, FONT_PAIR_IDS, THEME_DEFAULT_FONT_PAIRS } from './font-pairs';

const hex = (rgba: { r: number; g: number; b: number }) =>
  `#${[rgba.r, rgba.g, rgba.b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

describe('theme catalogue', () => {
  it('has exactly 100 themes, theme1 … theme100, Tema 1 … Tema 100', () => {
    expect(THEMES).toHaveLength(THEME_COUNT);
    THEMES.forEach((theme, i) => {
      expect(theme.id).toBe(i + 1);
      expect(theme.name).toBe(`theme${i + 1}`);
      expect(theme.title).toBe(`Tema ${i + 1}`);
    });
  });

  it('finds themes by name and nothing else', () => {
    expect(findTheme('theme1')?.id).toBe(1);
    expect(findTheme('theme100')?.id).toBe(100);
    for (const name of ['theme0', 'theme101', 'theme01', 'Theme1', 'theme', '1']) {
      expect(findTheme(name), name).toBeUndefined();
      expect(isThemeName(name), name).toBe(false);
    }
  });

  it('lets theme 23 reuse the background of theme 15, and no other', () => {
    expect(findTheme('theme23')?.backgroundFrom).toBe(15);
    expect(THEMES.filter((t) => t.backgroundFrom !== t.id).map((t) => t.id)).toEqual([23]);
  });

  it('uses every art family ten times, each time with a different palette', () => {
    for (const family of ART_FAMILIES) {
      const themes = THEMES.filter((t) => t.family === family);
      expect(themes, family).toHaveLength(10);
      expect(new Set(themes.map((t) => t.palette.name)).size, family).toBe(10);
    }
  });

  it('gives no two themes the same family and palette', () => {
    const pairs = new Set(THEMES.map((t) => `${t.family}/${t.palette.name}`));
    expect(pairs.size).toBe(THEME_COUNT);
  });

  it('uses only the six default font pairs of the spec, each of them', () => {
    const used = new Set(THEMES.map((t) => t.fontPair));
    expect([...used].sort()).toEqual([...THEME_DEFAULT_FONT_PAIRS].sort());
  });

  it('sets a light text colour on dark themes', () => {
    for (const theme of THEMES.filter((t) => t.palette.dark)) {
      expect(theme.textColour, theme.name).not.toBeNull();
      expect(contrastRatio(theme.textColour!, '#000000'), theme.name).toBeGreaterThan(10);
    }
  });

  it('keeps PDF headings at the 4xl size and offsets to 100, -100 or none', () => {
    for (const theme of THEMES) {
      expect(theme.pdf.headingSize).toBe('text-4xl');
      expect([100, -100, null]).toContain(theme.offsets.top);
      expect([100, -100, null]).toContain(theme.offsets.bottom);
    }
  });

  it('makes the four countdown shades four different colours', () => {
    for (const theme of THEMES) {
      const { cd1, cd2, cd3, cd4 } = theme.countdown;
      expect(new Set([cd1, cd2, cd3, cd4]).size, theme.name).toBe(4);
    }
  });
});

describe('hero compositions', () => {
  const uses = (name: string) => THEMES.filter((t) => t.composition === name);

  it('lays the heroes out in at least eight compositions, each used by several themes', () => {
    const used = COMPOSITION_NAMES.filter((name) => uses(name).length > 0);
    expect(used.length).toBeGreaterThanOrEqual(8);
    for (const name of COMPOSITION_NAMES) expect(uses(name).length, name).toBeGreaterThanOrEqual(6);
  });

  it('gives every family at least three compositions and every composition two families', () => {
    for (const family of ART_FAMILIES) {
      const own = new Set(THEMES.filter((t) => t.family === family).map((t) => t.composition));
      expect(own.size, family).toBeGreaterThanOrEqual(3);
    }
    for (const name of COMPOSITION_NAMES) {
      expect(new Set(uses(name).map((t) => t.family)).size, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the stacked layout for fewer than a third of the themes', () => {
    expect(uses('stacked').length).toBeLessThan(33);
  });
});

describe('theme contrast (WCAG AA over all 100 themes)', () => {
  it.each(THEMES.map((t) => [t.name, t] as const))(
    '%s: text reads on page and panel',
    (_, theme) => {
      const { palette } = theme;
      const panelOnPage = hex(composite(parseColour(palette.panel), parseColour(palette.page)));
      for (const background of [palette.page, panelOnPage]) {
        expect(contrastRatio(palette.ink, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(palette.body, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
      for (const shade of Object.values(theme.countdown).slice(1)) {
        expect(contrastRatio('#ffffff', shade)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    },
  );

  // The venue's small labels and the ampersands are drawn in the highlight colour, which
  // the palette chose for ornaments; as text it is shaded (theme-style.ts) until it reads. The
  // rendered page is measured by e2e/theme-contrast.spec.ts; this is the table's half of it.
  it.each(THEMES.map((t) => [t.name, t] as const))(
    '%s: the highlight as text reads on page and panel',
    (_, theme) => {
      const { palette } = theme;
      const text = highlightText(palette);
      const panelOnPage = hex(composite(parseColour(palette.panel), parseColour(palette.page)));
      for (const background of [palette.page, panelOnPage]) {
        expect(contrastRatio(text.label, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(text.large, background)).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
      }
    },
  );
});

describe('font pairs', () => {
  it('has the 13 named pairs', () => {
    expect(FONT_PAIR_IDS).toEqual([
      'f1',
      'f2',
      'f7',
      'f8',
      'f9',
      'f11',
      'f12',
      'f13',
      'f14',
      'f15',
      'f16',
      'f17',
      'f18',
    ]);
    for (const id of FONT_PAIR_IDS) {
      expect(FONT_PAIRS[id].id).toBe(id);
      expect(['Montserrat', 'Lato', 'system']).toContain(FONT_PAIRS[id].body);
    }
  });

  it('pairs Great Vibes with Montserrat, as the spec example', () => {
    expect(
      Object.values(FONT_PAIRS).some((p) => p.heading === 'Great Vibes' && p.body === 'Montserrat'),
    ).toBe(true);
  });
});

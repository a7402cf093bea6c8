import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import { leafD, r1, svgDocument, tidy } from '../svg';
import {
  C,
  type CrestArt,
  geometricCrest,
  glow,
  kerawangCrest,
  panel,
  songketCrest,
} from './monogram-crests';
import { lozenge, ring, woven } from './side-border-kit';

// The monogram crest: a 180 × 180 medallion above the names, over whose middle
// the page draws the couple's initials ("A&H", heading font, 52 px). Every crest keeps a calm
// panel at least 120 × 76 in the middle (the page colour, then palette.panel) so the initials
// meet the contrast rule; the ornament lives in the ring around it.

/**
 * Minimal: fine concentric rings, a ring of dots, lozenges at the quarters and a small crown-like
 * finial on top (or, in the second style, an octagon with leaf sprigs at its sides).
 */
const minimalCrest: CrestArt = (p, v) => {
  const octagon = v.motif % 4 === 3;
  let dots = '';
  for (let i = 0; i < 36; i++) {
    const a = (Math.PI * 2 * i) / 36;
    dots += `M${r1(C + Math.cos(a) * 72)} ${r1(C + Math.sin(a) * 72)}h0`;
  }
  let quarters = '';
  for (const [x, y] of [
    [C - 76, C],
    [C + 76, C],
    [C, C + 76],
  ])
    quarters += lozenge(x!, y!, 4, 6);
  // The finial: a three-pointed crown on a little band, with pearls on its points.
  const crown = `M${C - 12} 22L${C - 14} 8L${C - 6} 15L${C} 4L${C + 6} 15L${C + 14} 8L${C + 12} 22Z`;
  const pearls = `M${C - 14} 7h0M${C} 3h0M${C + 14} 7h0`;
  const oct = octagonPath;
  // Sprigs lying along the ring at its sides: leaves growing up and down from a small bud.
  let sprigs = '';
  for (const side of [-1, 1])
    for (const [dy, deg] of [
      [-3, -100],
      [-14, -112],
      [3, 100],
      [14, 112],
    ] as [number, number][])
      sprigs += leafD(
        C + side * (80 - Math.abs(dy) * 0.12),
        C + dy,
        side < 0 ? 180 - deg : deg,
        13,
        3.6,
      );
  sprigs += `M${C - 84} ${C}a4 4 0 1 0 8 0a4 4 0 1 0-8 0M${C + 76} ${C}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`;
  const frame = octagon
    ? `<path d="${oct(80)}" fill="none" stroke="${p.accent}" stroke-width=".7"/><path d="${oct(75)}" fill="none" stroke="${p.highlight}" stroke-width="1.6"/><path d="${tidy(sprigs)}" fill="${p.accent}" opacity=".85"/>`
    : `<path d="${ring(C, C, 78)}" fill="none" stroke="${p.accent}" stroke-width=".7"/><path d="${ring(C, C, 75)}" fill="none" stroke="${p.highlight}" stroke-width="1.6"/><path d="${dots}" stroke="${p.highlight}" stroke-width="1.8" stroke-linecap="round"/><path d="${tidy(quarters)}" fill="${p.highlight}"/>`;
  return {
    defs: glow('mg', p.page, p.accentSoft),
    body:
      `<path d="${ring(C, C + 2, 80)}" fill="${p.dark ? '#000000' : p.ink}" opacity=".06"/>` +
      `<path d="${ring(C, C, 79)}" fill="url(#mg)" opacity=".7"/>` +
      frame +
      `<path d="${crown}" fill="${p.highlight}" stroke="${p.page}" stroke-width="1" stroke-linejoin="round"/>` +
      `<path d="M${C - 12} 19H${C + 12}" stroke="${p.accent}" stroke-width="1"/>` +
      `<path d="${pearls}" stroke="${p.accent}" stroke-width="3.2" stroke-linecap="round"/>` +
      panel(ring(C, C, 66), p, p.accent) +
      `<path d="${ring(C, C, 62)}" fill="none" stroke="${p.highlight}" stroke-width=".5"/>`,
  };
};

/** A regular octagon of circumradius r, flat at top. */
function octagonPath(r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = ((22.5 + 45 * i) * Math.PI) / 180;
    pts.push(`${r1(C + r * Math.cos(a))} ${r1(C + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/**
 * Goldline (art deco): a sunburst of alternating long and short gold rays behind an octagonal
 * plaque, or a fan of rays rising from the plaque over stepped deco bars below it.
 */
const goldlineCrest: CrestArt = (p, v) => {
  const fan = v.motif % 3 === 0;
  const w = woven(p);
  let rays = '';
  const n = fan ? 25 : 48;
  for (let i = 0; i < n; i++) {
    const a = fan ? Math.PI + (Math.PI * i) / (n - 1) : (Math.PI * 2 * i) / n;
    const long = i % 2 === 0;
    const r0 = 66;
    const r = fan ? (long ? 88 : 78) : long ? 88 : 79;
    rays += `M${r1(C + Math.cos(a) * r0)} ${r1(C + Math.sin(a) * r0)}L${r1(C + Math.cos(a) * r)} ${r1(C + Math.sin(a) * r)}`;
  }
  const plaque = fan ? `M28 70L40 58H140L152 70V110L140 122H40L28 110Z` : octagonPath(70);
  const base = fan
    ? `<path d="M44 130H136M54 139H126M66 148H114M78 157H102" stroke="${p.highlight}" stroke-width="3.4"/><path d="M${C} 122V170" stroke="${p.highlight}" stroke-width="1"/>`
    : `<path d="${ring(C, C, 88)}" fill="none" stroke="${p.highlight}" stroke-width=".8"/>`;
  return {
    defs: glow('dg', p.dark ? w.line : p.accentSoft, p.dark ? p.page : p.accentSoft),
    body:
      (fan
        ? `<path d="M2 ${C}A88 88 0 0 1 178 ${C}Z" fill="url(#dg)" opacity=".55"/>`
        : `<path d="${ring(C, C, 86)}" fill="url(#dg)" opacity=".55"/>`) +
      `<path d="${rays}" stroke="${p.highlight}" stroke-width="${fan ? 2.4 : 1.6}" stroke-linecap="round"/>` +
      `<path d="${rays}" stroke="${p.page}" stroke-width=".5" opacity=".6"/>` +
      base +
      `<path d="${plaque}" fill="none" stroke="${p.highlight}" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="${plaque}" fill="none" stroke="${p.accent}" stroke-width="1" stroke-linejoin="round" transform="translate(0 1.6)" opacity=".5"/>` +
      panel(plaque, p, p.accent),
  };
};

/** Each family's crest; families without one borrow the nearest in spirit. */
const CRESTS: Record<ArtFamilyName, CrestArt> = {
  kerawang: kerawangCrest,
  geometric: geometricCrest,
  arch: geometricCrest,
  songket: songketCrest,
  batik: songketCrest,
  goldline: goldlineCrest,
  minimal: minimalCrest,
  floral: minimalCrest,
  botanical: minimalCrest,
  watercolour: minimalCrest,
};

export const monogram: CompositionArt = ({ palette, variant, family, art }) => {
  const frame = COMPOSITIONS['monogram'].frame;
  if (!frame) return { ...art, frame: null };
  const { defs, body } = CRESTS[family](palette, variant);
  return {
    ...art,
    frame: svgDocument(`0 0 ${frame.width} ${frame.height}`, body, { defs, sized: true }),
  };
};

import { leafD, pt } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import type { Pt } from '../compositions/framed-motifs';
import { fourCorners, toBottom } from '../compositions/framed-motifs';

// The botanical family's border for the framed composition (compositions/framed-borders.ts).

/** A leafy stem from the top edge round the corner and down the side: a corner spray. */
function spray(c: FramedCtx): string {
  const { p } = c;
  // The stem: a cubic from (reach, 12) through the corner to (12, reach).
  const reach = 150;
  const P0: Pt = [reach, 14];
  const P1: Pt = [40, 6];
  const P2: Pt = [6, 40];
  const P3: Pt = [14, reach];
  const at = (t: number) => {
    const u = 1 - t;
    const x = u * u * u * P0[0] + 3 * u * u * t * P1[0] + 3 * u * t * t * P2[0] + t * t * t * P3[0];
    const y = u * u * u * P0[1] + 3 * u * u * t * P1[1] + 3 * u * t * t * P2[1] + t * t * t * P3[1];
    const dx =
      3 * u * u * (P1[0] - P0[0]) + 6 * u * t * (P2[0] - P1[0]) + 3 * t * t * (P3[0] - P2[0]);
    const dy =
      3 * u * u * (P1[1] - P0[1]) + 6 * u * t * (P2[1] - P1[1]) + 3 * t * t * (P3[1] - P2[1]);
    return { x, y, deg: (Math.atan2(dy, dx) * 180) / Math.PI };
  };
  const tones = p.dark
    ? [p.accent, p.highlight, p.accentSoft]
    : [p.accent, p.accentSoft, p.highlight];
  const bins: string[] = ['', '', ''];
  const n = 16;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const s = at(t);
    // Leaves grow largest near the corner and smaller towards both ends.
    const size = 1 - Math.abs(t - 0.5) * 1.3;
    const l = 9 + size * 13;
    const side = i % 2 === 0 ? 1 : -1;
    bins[(i + (side > 0 ? 0 : 1)) % 3 === 2 ? 2 : side > 0 ? 0 : 1] += leafD(
      s.x,
      s.y,
      s.deg + side * 42 - 180,
      l,
      l * 0.26,
    );
  }
  // Leaf tips at both ends of the stem.
  bins[0] += leafD(P0[0], P0[1], -8, 14, 3.4) + leafD(P3[0], P3[1], 98, 14, 3.4);
  const stem = `<path d="M${pt(...P0)}C${pt(...P1)} ${pt(...P2)} ${pt(...P3)}" fill="none" stroke="${p.dark ? p.highlight : p.accent}" stroke-width="1" stroke-linecap="round"/>`;
  const leaves = bins
    .map((d, k) =>
      d ? `<path d="${d}" fill="${tones[k]}" fill-opacity="${k === 0 ? 0.85 : 0.9}"/>` : '',
    )
    .join('');
  // Berries where the stem turns the corner.
  const berries = `<g fill="${p.highlight}"><circle cx="30" cy="20" r="2.6"/><circle cx="24" cy="27" r="2.2"/><circle cx="35" cy="27" r="2"/><circle cx="20" cy="33" r="1.6"/></g>`;
  return stem + leaves + berries;
}

/** Botanical: leafy sprays at two opposite corners over a fine double rule, a sprig between. */
export function botanicalFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const base = card(c, 'round', 16);
  const lines =
    outline(c, 'round', 16, 9, p.accent, 1.1) +
    outline(c, 'round', 16, 15, p.accent, 0.6, ' opacity=".7"');
  const cx = w / 2;
  const sprig = `<path d="${leafD(cx, 9, 150, 18, 4.4)}${leafD(cx, 9, 30, 18, 4.4)}${leafD(cx, 9, 90, 14, 3.4)}" fill="${p.accent}" fill-opacity=".85"/><circle cx="${cx}" cy="30" r="2" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${lines}${fourCorners('bs', spray(c), w, h, 'tl-br')}<g id="bt">${sprig}</g>${toBottom('bt', h)}`,
  };
}

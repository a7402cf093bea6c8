import { seededRandom } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import { blobD, cardPath, lozenge, splatterD, toBottom } from '../compositions/framed-motifs';

// The watercolour family's border for the framed composition (compositions/framed-borders.ts).

/** A painted edge: a band of washes along the top and bottom of the card, gold splatter, rules. */
export function watercolourFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const rng = seededRandom(c.v.seed + 11);
  const base = card(c, 'round', 8);
  const wash = p.dark ? p.accent : p.accentSoft;
  // Washes laid along the edge, overlapping, deepest towards one end; a glaze of gold over them.
  let pale = '';
  let deep = '';
  for (let k = 0; k < 6; k++) {
    const x = 20 + k * 60 + rng() * 16;
    pale += blobD(rng, x, 16 + rng() * 10, 40 + rng() * 12, 20 + rng() * 8);
    if (k % 2 === 0) deep += blobD(rng, x + 10, 12 + rng() * 8, 22, 10);
  }
  const band = `<g clip-path="url(#wc)"><g filter="url(#fw)"><path d="${pale}" fill="${wash}" fill-opacity="${p.dark ? 0.3 : 0.55}"/><path d="${deep}" fill="${p.accent}" fill-opacity="${p.dark ? 0.18 : 0.14}"/><path d="${blobD(rng, w * 0.7, 14, 50, 9)}" fill="${p.highlight}" fill-opacity="${p.dark ? 0.14 : 0.22}"/></g></g><path d="${splatterD(rng, w * 0.28, 42, 30, 14)}${splatterD(rng, w * 0.78, 40, 24, 10)}" stroke="${p.highlight}" stroke-width="1.6" stroke-linecap="round"/>`;
  const filters = `<filter id="fw" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter><clipPath id="wc"><path d="${cardPath(6, 6, w - 6, h - 6, 'round', 8)}"/></clipPath>`;
  const lines =
    outline(c, 'round', 8, 12, p.highlight, 1) +
    outline(c, 'round', 8, 16, p.dark ? p.accent : p.accentSoft, 0.8, ` opacity=".9"`);
  const cx = w / 2;
  const gem = `<path d="${lozenge(cx, 58, 3, 4.5)}" fill="${p.highlight}"/><path d="M${cx - 16} 58H${cx - 7}M${cx + 7} 58H${cx + 16}" stroke="${p.highlight}" stroke-width=".8"/>`;
  return {
    defs: base.defs + filters,
    body: `${base.body}<g id="wt">${band}${gem}</g>${toBottom('wt', h)}${lines}`,
  };
}

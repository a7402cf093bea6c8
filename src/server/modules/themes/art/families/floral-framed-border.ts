import { leafD, pt, r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import type { Pt } from '../compositions/framed-motifs';
import { blossomD, budD, fourCorners, mirrored, toBottom } from '../compositions/framed-motifs';

// The floral family's border for the framed composition (compositions/framed-borders.ts).

/** Floral: a garland of blossoms swagged across the top (and the bottom), a bud at each corner. */
export function floralFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const base = card(c, 'round', 12);
  const lines =
    outline(c, 'round', 12, 9, p.accent, 1.1) +
    outline(c, 'round', 12, 15, p.highlight, 0.7, ' opacity=".8"');
  const cx = w / 2;
  // The swag: a stem from near each corner dipping to the middle, leaves along it.
  const half = (x0: number) => {
    const P0: Pt = [x0, 14];
    const P1: Pt = [x0 + (cx - x0) * 0.35, 44];
    const P2: Pt = [cx, 30];
    const at = (t: number) => {
      const u = 1 - t;
      return {
        x: u * u * P0[0] + 2 * u * t * P1[0] + t * t * P2[0],
        y: u * u * P0[1] + 2 * u * t * P1[1] + t * t * P2[1],
        deg:
          (Math.atan2(
            2 * u * (P1[1] - P0[1]) + 2 * t * (P2[1] - P1[1]),
            2 * u * (P1[0] - P0[0]) + 2 * t * (P2[0] - P1[0]),
          ) *
            180) /
          Math.PI,
      };
    };
    let leaves = '';
    let soft = '';
    for (let i = 1; i < 12; i++) {
      const s = at(i / 12);
      const side = i % 2 ? 1 : -1;
      const l = 14 + (i % 3) * 2.5;
      (i % 3 === 0 ? (d: string) => (soft += d) : (d: string) => (leaves += d))(
        leafD(s.x, s.y, s.deg + side * 50, l, l * 0.3),
      );
    }
    const b1 = at(0.42);
    const b2 = at(0.78);
    return {
      stem: `M${pt(...P0)}Q${pt(...P1)} ${pt(...P2)}`,
      leaves,
      soft,
      blooms: [
        [b1.x, b1.y, 12],
        [b2.x, b2.y + 2, 9],
      ] as [number, number, number][],
      bud: budD(P0[0], P0[1], 200, 14, 4),
    };
  };
  const L = half(34);
  const bloom = (x: number, y: number, r: number) =>
    `<path d="${blossomD(x, y, r, 5, -90 + r * 7)}" fill="${p.dark ? p.accent : p.accentSoft}" stroke="${p.dark ? p.accentSoft : p.accent}" stroke-width=".8"/><path d="${blossomD(x, y, r * 0.5, 5, -54 + r * 7)}" fill="${p.dark ? p.highlight : p.accent}" fill-opacity=".5"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.2)}" fill="${p.highlight}"/>`;
  const leafTone = p.dark ? p.highlight : p.accent;
  const halfArt = `<path d="${L.stem}" fill="none" stroke="${leafTone}" stroke-width=".9"/><path d="${L.leaves}" fill="${leafTone}" fill-opacity=".75"/><path d="${L.soft}" fill="${p.dark ? p.accent : p.highlight}" fill-opacity=".8"/><path d="${L.bud}" fill="${p.dark ? p.accent : p.accentSoft}" stroke="${p.accent}" stroke-width=".6"/>${L.blooms.map(([x, y, r]) => bloom(x, y, r)).join('')}`;
  const top = `${mirrored('fgh', halfArt, w)}<path d="${leafD(cx - 6, 34, 155, 22, 6)}${leafD(cx + 6, 34, 25, 22, 6)}" fill="${leafTone}" fill-opacity=".8"/>${bloom(cx, 30, 16)}<circle cx="${cx}" cy="60" r="2" fill="${p.highlight}"/>`;
  const corner = `<path d="${blossomD(22, 22, 6)}" fill="${p.dark ? p.accent : p.accentSoft}" stroke="${p.accent}" stroke-width=".7"/><circle cx="22" cy="22" r="1.5" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${lines}<g id="ft">${top}</g>${toBottom('ft', h)}${fourCorners('fc', corner, w, h)}`,
  };
}

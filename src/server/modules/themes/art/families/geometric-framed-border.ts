import { r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card } from '../compositions/framed-card';
import type { Pt } from '../compositions/framed-motifs';
import {
  fourCorners,
  lozenge,
  pathOf,
  star,
  starPolygon,
  toBottom,
} from '../compositions/framed-motifs';

// The geometric family's border for the framed composition (compositions/framed-borders.ts).

/** Eight-point star rosettes with interlace in the corners, a strapwork band, a star medallion. */
export function geometricFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const alt = c.m % 2 === 1;
  const base = card(c, 'square', 0);
  const band = 14;
  const o = 8;
  const soft = `fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.55 : 0.4}"`;
  // The band all round: soft fill between two gold rules, a strap (line with a page core) inside.
  const ring = `M${o} ${o}H${w - o}V${h - o}H${o}ZM${o + band} ${o + band}V${h - o - band}H${w - o - band}V${o + band}Z`;
  const mid = o + band / 2;
  const strap = (d: string, sw = 2) =>
    `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="${sw}" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${p.page}" stroke-width="${r1(sw * 0.36)}" stroke-linejoin="round"/>`;
  // Along the top, between the corner blocks and the medallion: small stars, or an interlaced
  // zigzag (two straps crossing).
  const B = 50;
  let run: string;
  const from = B + 6;
  const to = w / 2 - 26;
  if (alt) {
    const step = 12;
    const n = Math.floor((to - from) / step);
    let a = `M${from} ${mid - 4}`;
    let b = `M${from} ${mid + 4}`;
    for (let i = 1; i <= n; i++) {
      const x = from + i * step;
      a += `L${x} ${i % 2 ? mid + 4 : mid - 4}`;
      b += `L${x} ${i % 2 ? mid - 4 : mid + 4}`;
    }
    run = strap(a + b, 1.8);
  } else {
    const step = 14;
    let d = '';
    let dots = '';
    for (let x = from + 6; x < to - 4; x += step) {
      d += pathOf(star(8, 5.4, 2.6, Math.PI / 8, x, mid));
      dots += lozenge(x + step / 2, mid, 1.6, 1.6);
    }
    run = `<path d="${d}" fill="${p.page}" stroke="${p.accent}" stroke-width="1"/><path d="${dots}" fill="${p.highlight}"/>`;
  }
  const half = `<g id="gh">${run}</g><use href="#gh" transform="matrix(-1 0 0 1 ${w} 0)"/>`;
  // A corner block: a square with a rosette, an {8/3} interlaced star or a khatam with a ring.
  const rc = (o + B) / 2;
  const rR = (B - o) / 2 - 3;
  const rosette = alt
    ? `<path d="${pathOf(star(8, rR, rR * 0.72, Math.PI / 8, rc, rc))}" ${soft} stroke="${p.accent}" stroke-width=".8"/>${strap(
        pathOf(
          [0, 1, 2, 3].map((k) => {
            const a = (k * Math.PI) / 2;
            return [rc + rR * 0.78 * Math.cos(a), rc + rR * 0.78 * Math.sin(a)] as Pt;
          }),
        ) +
          pathOf(
            [0, 1, 2, 3].map((k) => {
              const a = Math.PI / 4 + (k * Math.PI) / 2;
              return [rc + rR * 0.78 * Math.cos(a), rc + rR * 0.78 * Math.sin(a)] as Pt;
            }),
          ),
        1.8,
      )}<circle cx="${rc}" cy="${rc}" r="${r1(rR * 0.3)}" fill="${p.highlight}"/>`
    : `<path d="${pathOf(star(8, rR * 0.5, rR * 0.3, Math.PI / 8, rc, rc))}" ${soft}/>${strap(starPolygon(8, 3, rR * 0.95, Math.PI / 8, rc, rc), 1.8)}<circle cx="${rc}" cy="${rc}" r="2.4" fill="${p.highlight}"/>`;
  const block = `<rect x="${o - 2}" y="${o - 2}" width="${B - o + 4}" height="${B - o + 4}" fill="${p.page}" stroke="${p.highlight}" stroke-width="1.4"/><rect x="${o + 1.5}" y="${o + 1.5}" width="${B - o - 3}" height="${B - o - 3}" ${soft} stroke="${p.highlight}" stroke-width=".6"/>${rosette}<path d="${lozenge(o + 4, o + 4, 2, 2)}${lozenge(B - 4, B - 4, 2, 2)}${lozenge(B - 4, o + 4, 1.6, 1.6)}${lozenge(o + 4, B - 4, 1.6, 1.6)}" fill="${p.highlight}"/>`;
  // The medallion at the middle of the top edge, a gold pendant hanging from it.
  const cx = w / 2;
  const mR = 19;
  const medal = `<circle cx="${cx}" cy="${mid + 4}" r="${mR + 3}" fill="${p.page}" stroke="${p.highlight}" stroke-width="1.4"/><circle cx="${cx}" cy="${mid + 4}" r="${mR}" ${soft} stroke="${p.highlight}" stroke-width=".6"/>${
    alt
      ? strap(starPolygon(8, 3, mR * 0.82, Math.PI / 8, cx, mid + 4), 1.6)
      : strap(pathOf(star(8, mR * 0.84, mR * 0.5, -Math.PI / 2, cx, mid + 4)), 1.6)
  }<circle cx="${cx}" cy="${mid + 4}" r="2.6" fill="${p.highlight}"/><path d="M${cx} ${mid + mR + 8}V${mid + mR + 16}" stroke="${p.highlight}" stroke-width="1"/><path d="${lozenge(cx, mid + mR + 22, 4, 6)}" fill="${p.highlight}"/><circle cx="${cx}" cy="${mid + mR + 33}" r="1.8" fill="${p.highlight}"/>`;
  const top = `<g id="gt">${half}${medal}</g>${toBottom('gt', h)}`;
  const sideStrap = strap(`M${mid} ${B}V${h - B}M${w - mid} ${B}V${h - B}`, 1.8);
  return {
    defs: base.defs,
    body: `${base.body}<path d="${ring}" ${soft} fill-rule="evenodd"/><path d="${ring}" fill="none" stroke="${p.highlight}" stroke-width="1.1"/><path d="M${o + band + 5} ${o + band + 5}H${w - o - band - 5}V${h - o - band - 5}H${o + band + 5}Z" fill="none" stroke="${p.accent}" stroke-width=".6" opacity=".7"/>${sideStrap}${top}${fourCorners('gc', block, w, h)}`,
  };
}

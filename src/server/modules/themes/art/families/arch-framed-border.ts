import { r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import {
  fourCorners,
  lozenge,
  pathOf,
  shadowFilter,
  solidPanel,
  star,
} from '../compositions/framed-motifs';

// The arch family's border for the framed composition (compositions/framed-borders.ts).

/** A card with a small pointed crown at the top centre (its twin below), capitals on pilasters. */
export function archFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const o = 8;
  const top = 40;
  const cx = w / 2;
  // An ogee crown rising from an edge at y (dir -1 rises up, +1 hangs down), scaled by s.
  const crown = (y: number, s: number, dir: number, rightward: boolean) => {
    const W = 62 * s;
    const R = 28 * s * -dir;
    const half = (side: number) =>
      [
        [
          cx + side * W * 0.5,
          y,
          cx + side * W * 0.3,
          y - R * 0.35,
          cx + side * W * 0.17,
          y - R * 0.62,
        ],
        [cx + side * W * 0.06, y - R * 0.86, cx + side * 1, y - R * 0.92, cx, y - R],
      ] as const;
    const L = half(-1);
    const Rt = half(1);
    const seg = (q: readonly number[]) => `C${q.map(r1).join(' ')}`;
    if (rightward)
      return `H${r1(cx - W)}${seg(L[0])}${seg(L[1])}C${r1(cx + 1)} ${r1(y - R * 0.92)} ${r1(cx + W * 0.06)} ${r1(y - R * 0.86)} ${r1(cx + W * 0.17)} ${r1(y - R * 0.62)}C${r1(cx + W * 0.3)} ${r1(y - R * 0.35)} ${r1(cx + W * 0.5)} ${r1(y)} ${r1(cx + W)} ${r1(y)}`;
    return `H${r1(cx + W)}C${r1(cx + W * 0.5)} ${r1(y)} ${r1(cx + W * 0.3)} ${r1(y - R * 0.35)} ${r1(cx + W * 0.17)} ${r1(y - R * 0.62)}${seg(Rt[1])}C${r1(cx - 1)} ${r1(y - R * 0.92)} ${r1(cx - W * 0.06)} ${r1(y - R * 0.86)} ${r1(cx - W * 0.17)} ${r1(y - R * 0.62)}C${r1(cx - W * 0.3)} ${r1(y - R * 0.35)} ${r1(cx - W * 0.5)} ${r1(y)} ${r1(cx - W)} ${r1(y)}`;
  };
  const shape = (i: number) => {
    const yT = top + i;
    const yB = h - top - i;
    const x0 = o + i;
    const x1 = w - o - i;
    const s = 1 - i / 50;
    return `M${x0} ${yT}${crown(yT, s, -1, true)}H${x1}V${yB}${crown(yB, s * 0.8, 1, false)}H${x0}Z`;
  };
  const d = shape(0);
  const base = {
    defs: shadowFilter('fs', 3.2, 2),
    body: `<path d="${d}" fill="#000" opacity="${p.dark ? 0.5 : 0.16}" filter="url(#fs)"/>${solidPanel(p, d)}`,
  };
  // The outline, a recessed inner line, and pilasters: a pair of fine rules down each side.
  const px = o + 14;
  const lines = `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="1.4"/><path d="${shape(6)}" fill="none" stroke="${p.highlight}" stroke-width=".8"/><path d="M${px} ${top + 20}V${h - top - 20}M${w - px} ${top + 20}V${h - top - 20}" stroke="${p.accent}" stroke-width=".7" opacity=".7"/>`;
  // A capital at the top of each pilaster (a base at the bottom): abacus, bell, a gold bead.
  const cap = `<path d="M${px - 9} ${top + 8}h18v4h-3l-2 5h-8l-2-5h-3z" fill="${p.page}" stroke="${p.accent}" stroke-width=".9" stroke-linejoin="round"/><circle cx="${px}" cy="${top + 21}" r="1.6" fill="${p.highlight}"/><path d="${lozenge(o, top, 3.5, 3.5)}" fill="${p.highlight}"/>`;
  // A finial on the crown's point and a star inside it; a bead below the pendant.
  const finial = `<path d="M${cx} ${top - 28}V${top - 32}" stroke="${p.accent}" stroke-width="1"/><path d="${lozenge(cx, top - 35, 2.6, 4)}" fill="${p.highlight}"/><path d="${pathOf(star(8, 6.5, 3.4, -Math.PI / 2, cx, top - 7))}" fill="${p.highlight}"/><path d="${pathOf(star(8, 5, 2.6, -Math.PI / 2, cx, h - top + 6))}" fill="${p.highlight}"/><circle cx="${cx}" cy="${h - top + 30}" r="2" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${lines}${fourCorners('ac', cap, w, h)}${finial}`,
  };
}

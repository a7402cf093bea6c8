import { pt } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import type { Corner } from '../compositions/framed-motifs';
import { fourCorners, lozenge, toBottom } from '../compositions/framed-motifs';

// The goldline family's border for the framed composition (compositions/framed-borders.ts).

/** Art-deco: stepped corners, triple fine rules, fans in the corners, a deco crest at the top. */
export function goldlineFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const style = [0, 1, 2, 0, 2][c.m % 5]!;
  // Stepped corners with fans, chamfered ones with rings of arcs, notched ones with steps.
  const cut: Corner = (['chamfer', 'step', 'notch'] as const)[style]!;
  const base = card(c, cut, 24);
  const g = `url(#fg)`;
  const foil = `<linearGradient id="fg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="0"><stop offset="0" stop-color="${p.highlight}" stop-opacity=".75"/><stop offset=".5" stop-color="${p.highlight}"/><stop offset="1" stop-color="${p.highlight}" stop-opacity=".75"/></linearGradient>`;
  // Triple rules: the outline, then two more stepped lines inside it.
  const rules =
    outline(c, cut, 24, 6, g, 1.5) +
    outline(c, cut, 24, 12, g, 0.7) +
    outline(c, cut, 24, 16, g, 0.7);
  // A fan in each corner: rays from the inner corner, arcs across them, a gem on the long rays.
  const fc = 22;
  const R = 46;
  let rays = '';
  let gems = '';
  const n = style === 1 ? 7 : 9;
  for (let i = 0; i < n; i++) {
    const a = (i / (n - 1)) * (Math.PI / 2);
    const long = i % 2 === 0;
    const len = long ? R : R * 0.7;
    rays += `M${pt(fc + Math.cos(a) * 10, fc + Math.sin(a) * 10)}L${pt(fc + Math.cos(a) * len, fc + Math.sin(a) * len)}`;
    if (long) gems += lozenge(fc + Math.cos(a) * (len + 5), fc + Math.sin(a) * (len + 5), 1.8, 1.8);
  }
  const arc = (r: number) => `M${fc + r} ${fc}A${r} ${r} 0 0 1 ${fc} ${fc + r}`;
  const corner =
    style === 2
      ? // Stepped quarter-squares (a ziggurat turned into the corner) instead of a fan.
        `<path d="M${fc} ${fc + 58}V${fc}H${fc + 58}M${fc + 7} ${fc + 46}V${fc + 7}H${fc + 46}M${fc + 14} ${fc + 34}V${fc + 14}H${fc + 34}M${fc + 21} ${fc + 26}V${fc + 21}H${fc + 26}" fill="none" stroke="${g}" stroke-width="1"/><path d="M${fc + 14} ${fc + 14}L${fc + 44} ${fc + 44}" stroke="${g}" stroke-width=".7"/><path d="${lozenge(fc + 64, fc, 2.4, 2.4)}${lozenge(fc, fc + 64, 2.4, 2.4)}${lozenge(fc + 48, fc + 48, 2.6, 2.6)}" fill="${p.highlight}"/>`
      : style === 0
        ? // Concentric quarter rings round the corner, beads between them.
          `<path d="${[14, 24, 34, 44].map((r) => arc(r)).join('')}" fill="none" stroke="${g}" stroke-width=".9"/><path d="${[
            19, 29, 39,
          ]
            .map((r) => lozenge(fc + r * Math.SQRT1_2, fc + r * Math.SQRT1_2, 1.8, 1.8))
            .join(
              '',
            )}" fill="${p.highlight}"/><circle cx="${fc}" cy="${fc}" r="4" fill="${p.highlight}"/>`
        : `<path d="${rays}${arc(10)}${arc(18)}${arc(R)}" fill="none" stroke="${g}" stroke-width=".8"/><path d="${gems}" fill="${p.highlight}"/><circle cx="${fc}" cy="${fc}" r="3" fill="${p.highlight}"/>`;
  // The crest at the middle of the top rule.
  const cx = w / 2;
  let crest: string;
  if (style === 0) {
    // A sunburst spreading from the middle of the top rule across the whole top of the card:
    // long rays fanning out to the corners' rings, short ones between, a half disc at its heart.
    let d = '';
    const rn = 17;
    for (let i = 1; i < rn; i++) {
      const a = (i / rn) * Math.PI;
      // Rays stop at the band's depth (72) or at the sides, whichever comes first.
      const reach = Math.min(
        56 / Math.max(0.05, Math.sin(a)),
        (cx - 30) / Math.max(0.05, Math.abs(Math.cos(a))),
      );
      const len = i % 2 ? reach : Math.min(reach, 40);
      d += `M${pt(cx + Math.cos(a) * 16, 16 + Math.sin(a) * 16)}L${pt(cx + Math.cos(a) * len, 16 + Math.sin(a) * len)}`;
    }
    crest = `<path d="M${cx - 16} 16A16 16 0 0 0 ${cx + 16} 16ZM${cx - 24} 16A24 24 0 0 0 ${cx + 24} 16" fill="${p.page}" stroke="${g}" stroke-width=".9"/><path d="${d}" stroke="${g}" stroke-width=".7" opacity=".85"/><path d="${lozenge(cx, 80, 3, 5)}" fill="${p.highlight}"/><circle cx="${cx}" cy="16" r="6" fill="${p.highlight}"/>`;
  } else if (style === 1) {
    // A ziggurat: three nested stepped tiers hanging from the rule, a drop line and a jewel.
    let d = '';
    for (let k = 0; k < 3; k++) {
      const hw = 56 - k * 14;
      const depth = 34 - k * 8;
      d += `M${cx - hw} 16V${16 + depth / 3}H${cx - hw + 8}V${16 + (depth * 2) / 3}H${cx - hw + 16}V${16 + depth}H${cx + hw - 16}V${16 + (depth * 2) / 3}H${cx + hw - 8}V${16 + depth / 3}H${cx + hw}V16`;
    }
    crest = `<path d="M${cx - 56} 16H${cx + 56}V${16 + 34 / 3}H${cx + 48}V${16 + 68 / 3}H${cx + 40}V50H${cx - 40}V${16 + 68 / 3}H${cx - 48}V${16 + 34 / 3}H${cx - 56}Z" fill="${p.page}"/><path d="${d}M${cx} 50V62" fill="none" stroke="${g}" stroke-width=".9"/><path d="${lozenge(cx, 68, 3, 5)}" fill="${p.highlight}"/>`;
  } else {
    // Chevrons: a zigzag band across the top between two rules, nested V's hanging from its
    // middle on to a gem.
    let zig = `M30 24`;
    for (let x = 30, k = 0; x < w - 30; k++) {
      x = Math.min(w - 30, x + 10);
      zig += `L${x} ${k % 2 ? 24 : 34}`;
    }
    let d = '';
    for (let k = 0; k < 4; k++)
      d += `M${cx - 40 + k * 9} 38L${cx} ${74 - k * 9}L${cx + 40 - k * 9} 38`;
    crest = `<path d="M30 20H${w - 30}M30 38H${w - 30}" stroke="${g}" stroke-width=".8"/><path d="${zig}" fill="none" stroke="${g}" stroke-width=".8"/><path d="M${cx - 40} 38L${cx} 74L${cx + 40} 38Z" fill="${p.page}"/><path d="${d}M${cx} 74V82" fill="none" stroke="${g}" stroke-width=".9"/><path d="${lozenge(cx, 88, 3, 5)}" fill="${p.highlight}"/>`;
  }
  return {
    defs: base.defs + foil,
    body: `${base.body}${rules}${fourCorners('lc', corner, w, h)}<g id="lt">${crest}</g>${toBottom('lt', h)}`,
  };
}

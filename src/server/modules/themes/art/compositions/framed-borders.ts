import type { ArtFamilyName, ArtVariant, Palette } from '@shared/themes/theme-types';
import { leafD, pt, r1, seededRandom } from '../svg';
import type { Corner, Pt } from './framed-motifs';
import {
  blobD,
  blossomD,
  budD,
  cardPath,
  curl,
  fourCorners,
  lozenge,
  mirrored,
  pathOf,
  ribbon,
  runningScroll,
  shadowFilter,
  splatterD,
  silkAndGold,
  solidPanel,
  star,
  starPolygon,
  toBottom,
} from './framed-motifs';

// The border of a framed card, one per family, drawn in the frame's own units (a w × h box, as
// @shared/themes/compositions.ts sizes it). The card is opaque (page, then panel), lifted off the
// ground by a soft shadow; its corners and the middle of its top and bottom edges carry the
// ornament, and its sides, which the border-image stretches, only straight rules and bands.

export interface Drawing {
  defs: string;
  body: string;
}

interface Ctx {
  p: Palette;
  v: ArtVariant;
  w: number;
  h: number;
  /** motif as a whole number ≥ 0 */
  m: number;
}

/** The card: its shadow and its opaque fill, inside an outline of the given corners. */
function card(c: Ctx, corner: Corner, k: number, inset = 6): Drawing {
  const d = cardPath(inset, inset, c.w - inset, c.h - inset, corner, k);
  return {
    defs: shadowFilter('fs', 3.2, 2),
    body: `<path d="${d}" fill="#000" opacity="${c.p.dark ? 0.5 : 0.16}" filter="url(#fs)"/>${solidPanel(c.p, d)}`,
  };
}

/** An outline of the card at inset d, stroked. */
const outline = (
  c: Ctx,
  corner: Corner,
  k: number,
  inset: number,
  stroke: string,
  width: number,
  extra = '',
) =>
  `<path d="${cardPath(inset, inset, c.w - inset, c.h - inset, corner, k, inset - 6)}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

// ── geometric ──────────────────────────────────────────────────────────────────────────────────

/** Eight-point star rosettes with interlace in the corners, a strapwork band, a star medallion. */
function geometric(c: Ctx): Drawing {
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

// ── goldline ───────────────────────────────────────────────────────────────────────────────────

/** Art-deco: stepped corners, triple fine rules, fans in the corners, a deco crest at the top. */
function goldline(c: Ctx): Drawing {
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

// ── kerawang ───────────────────────────────────────────────────────────────────────────────────

/** Carved scroll corners (awan larat): vines that wind into spirals, buds at the corners. */
function kerawang(c: Ctx): Drawing {
  const { p, w, h } = c;
  const solid = c.m % 2 === 1;
  const base = card(c, 'concave', 20);
  const lines =
    outline(c, 'concave', 20, 6, p.accent, 1.6) +
    outline(c, 'concave', 20, 11, p.highlight, 0.7) +
    outline(c, 'concave', 20, 15, p.accent, 0.5, ' opacity=".5"');
  // The corner piece: running scrolls along the top and (mirrored on the diagonal) down the
  // side, a bud with two curled petals opening from the corner towards the names.
  const style = solid
    ? `fill="${p.accent}"`
    : `fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.7 : 0.6}" stroke="${p.accent}" stroke-width=".8" stroke-linejoin="round"`;
  const arm = runningScroll(30, 30, 80, 4.5, 3, 4);
  const dots = (pts: Pt[]) =>
    pts.map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="1.5"/>`).join('');
  const armG = `<g id="ka"><path d="${arm.d}" ${style}/><g fill="${p.highlight}">${dots(arm.dots)}</g></g>`;
  const flower =
    budD(16, 16, 45, 34, 6, 0) + budD(20, 16, 8, 22, 5, 1) + budD(16, 20, 82, 22, 5, -1);
  const corner = `${armG}<use href="#ka" transform="matrix(0 1 1 0 0 0)"/><path d="${flower}" ${style}/><circle cx="44" cy="44" r="2.2" fill="${p.highlight}"/>`;
  // The crest at the top centre: scrolls running out both ways from a hanging bud.
  const cx = w / 2;
  const spiral = curl(cx + 3, 26, -0.35, 66, -0.02, 0.42, 26);
  const inner = curl(cx + 4, 30, 0.9, 26, -0.05, -0.55, 16);
  const halfCrest = `<path d="${ribbon(spiral, 4.4, 1.2)}${ribbon(inner, 3, 0.9)}${budD(cx + 14, 24, 30, 20, 4, 1)}" ${style}/><g fill="${p.highlight}">${dots([spiral.pts[26]!, inner.pts[16]!])}</g>`;
  const crest = `${mirrored('kh', halfCrest, w)}<path d="${budD(cx, 10, 90, 40, 7, 0)}${budD(cx + 2, 14, 40, 20, 4.6, 1)}${budD(cx - 2, 14, 140, 20, 4.6, -1)}" ${style}/><circle cx="${cx}" cy="60" r="2.2" fill="${p.highlight}"/>`;
  if (c.m % 3 === 1) {
    // A frieze instead: a running scroll carved along a tinted board across the top (and the
    // bottom), between gold rules, a bud hanging from its middle; plain rules down the sides.
    const y0 = 8;
    const y1 = 60;
    const run = runningScroll(24, (y0 + y1) / 2, w - 84, 5, 7, 3.8);
    const frieze = `<rect x="8" y="${y0}" width="${w - 16}" height="${y1 - y0}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.5 : 0.45}"/><path d="M8 ${y0 + 0.5}H${w - 8}M8 ${y1 - 0.5}H${w - 8}" stroke="${p.highlight}" stroke-width="1.2"/><path d="M8 ${y0 + 4}H${w - 8}M8 ${y1 - 4}H${w - 8}" stroke="${p.accent}" stroke-width=".5" opacity=".6"/><path d="${run.d}" ${style}/><g fill="${p.highlight}">${dots(run.dots)}</g><path d="${budD(cx, y1, 90, 22, 5, 0)}" ${style}/><circle cx="${cx}" cy="${y1 + 28}" r="2" fill="${p.highlight}"/>`;
    const square = card(c, 'square', 0);
    const sides = `<path d="M8 8V${h - 8}M${w - 8} 8V${h - 8}" stroke="${p.accent}" stroke-width="1.6"/><path d="M14 ${y1}V${h - y1}M${w - 14} ${y1}V${h - y1}" stroke="${p.highlight}" stroke-width=".7"/>`;
    return {
      defs: square.defs,
      body: `${square.body}${sides}<g id="kt">${frieze}</g>${toBottom('kt', h)}`,
    };
  }
  return {
    defs: base.defs,
    body: `${base.body}${lines}${fourCorners('kc', corner, w, h)}<g id="kt">${crest}</g>${toBottom('kt', h)}`,
  };
}

// ── songket ────────────────────────────────────────────────────────────────────────────────────

/** Songket: woven silk bands, pucuk rebung along the top and bottom, woven lozenges at corners. */
function songket(c: Ctx): Drawing {
  const { p, w, h } = c;
  const { silk, gold } = silkAndGold(p);
  // The second form (from motif 8 on): a broad band woven in lozenges, three shoots at its middle.
  const woven = c.m >= 8;
  const base = card(c, 'square', 0);
  const o = 6;
  const sideW = 14;
  const topH = woven ? 42 : 26;
  // Side bands: silk with gold edges and a centre thread (straight: the sides are stretched).
  const sides = [o, w - o - sideW]
    .map(
      (x) =>
        `<rect x="${x}" y="${o}" width="${sideW}" height="${h - 2 * o}" fill="${silk}"/><path d="M${x + 1.5} ${o}V${h - o}M${x + sideW - 1.5} ${o}V${h - o}" stroke="${gold}" stroke-width=".9"/><path d="M${x + sideW / 2} ${o}V${h - o}" stroke="${gold}" stroke-width=".6"/>`,
    )
    .join('');
  // The top band: silk, gold edges, a zigzag thread with small lozenges in its turns.
  const y0 = o;
  const y1 = o + topH;
  let zig = `M${o} ${y0 + 7}`;
  let diamonds = '';
  const step = 8;
  for (let x = o + step, i = 1; x <= w - o; x += step, i++) {
    zig += `L${x} ${i % 2 ? y1 - 7 : y0 + 7}`;
    if (i % 2 === 0) diamonds += lozenge(x, y1 - 6, 1.6, 2.2);
    else diamonds += lozenge(x, y0 + 6, 1.6, 2.2);
  }
  let weave = '';
  if (woven) {
    // Belah ketupat: diagonals crossing the band, a gold lozenge in every cell.
    const cell = 18;
    const hh = topH - 8;
    let lines = '';
    let cells = '';
    for (let x = o - hh; x < w; x += cell) {
      lines += `M${x} ${y0 + 4}L${x + hh} ${y1 - 4}M${x + hh} ${y0 + 4}L${x} ${y1 - 4}`;
      cells += lozenge(x + hh / 2, (y0 + y1) / 2, 3, 4.4);
    }
    weave = `<clipPath id="sb"><rect x="${o}" y="${y0 + 4}" width="${w - 2 * o}" height="${hh}"/></clipPath><g clip-path="url(#sb)"><path d="${lines}" stroke="${gold}" stroke-width=".7"/><path d="${cells}" fill="${gold}"/></g>`;
  }
  const band = `<rect x="${o}" y="${y0}" width="${w - 2 * o}" height="${topH}" fill="${silk}"/><path d="M${o} ${y0 + 1.8}H${w - o}M${o} ${y1 - 1.8}H${w - o}" stroke="${gold}" stroke-width="1"/>${woven ? weave : `<path d="${zig}" fill="none" stroke="${gold}" stroke-width=".7"/><path d="${diamonds}" fill="${gold}"/>`}`;
  // Pucuk rebung: bamboo shoots hanging from the band towards the names.
  const P = woven ? 30 : 28;
  const T = woven ? 40 : 34;
  const x0 = o + sideW + 28;
  const count = woven ? 3 : Math.floor((w - 2 * x0) / P);
  const start = (w - count * P) / 2;
  let shoots = '';
  let threads = '';
  let ladder = '';
  for (let i = 0; i < count; i++) {
    const x = start + i * P;
    const m = x + P / 2;
    const tall = woven ? (i === 1 ? T : T * 0.62) : i % 2 === 0 ? T : T * 0.72;
    shoots += `M${r1(x + 0.8)} ${y1}L${r1(m)} ${r1(y1 + tall)}L${r1(x + P - 0.8)} ${y1}Z`;
    threads += `M${r1(x + P * 0.24)} ${y1}L${r1(m)} ${r1(y1 + tall * 0.78)}L${r1(x + P * 0.76)} ${y1}`;
    for (const f of [0.22, 0.44]) {
      const y = y1 + tall * f;
      const half = (P / 2) * (1 - f) - 1.5;
      ladder += `M${r1(m - half)} ${r1(y)}H${r1(m - half * 0.45)}M${r1(m + half * 0.45)} ${r1(y)}H${r1(m + half)}`;
    }
    ladder += lozenge(m, y1 + tall * 0.62, 1.6, 2.4);
  }
  const rebung = `<path d="${shoots}" fill="${silk}" stroke="${gold}" stroke-width="1" stroke-linejoin="round"/><path d="${threads}" fill="none" stroke="${gold}" stroke-width=".55"/><path d="${ladder}" stroke="${gold}" stroke-width=".55" fill="${gold}"/>`;
  // A woven lozenge block at each corner: belah ketupat, nested diamonds with a flower.
  const B = 40;
  const bc = o + B / 2;
  const corner = `<rect x="${o}" y="${o}" width="${B}" height="${B}" fill="${silk}" stroke="${gold}" stroke-width="1.2"/><rect x="${o + 3}" y="${o + 3}" width="${B - 6}" height="${B - 6}" fill="none" stroke="${gold}" stroke-width=".6"/><path d="${lozenge(bc, bc, 15, 15)}${lozenge(bc, bc, 10, 10)}" fill="none" stroke="${gold}" stroke-width=".8"/><path d="${lozenge(bc, bc - 4, 2, 4)}${lozenge(bc, bc + 4, 2, 4)}${lozenge(bc - 4, bc, 4, 2)}${lozenge(bc + 4, bc, 4, 2)}${lozenge(o + 5, o + 5, 1.8, 1.8)}${lozenge(o + B - 5, o + 5, 1.8, 1.8)}${lozenge(o + 5, o + B - 5, 1.8, 1.8)}${lozenge(o + B - 5, o + B - 5, 1.8, 1.8)}" fill="${gold}"/>`;
  const inner = `<path d="M${o + sideW + 5} ${y1 + 4}V${h - y1 - 4}M${w - o - sideW - 5} ${y1 + 4}V${h - y1 - 4}" stroke="${silk}" stroke-width=".6" opacity=".6"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${sides}<g id="st">${band}${rebung}</g>${toBottom('st', h)}${inner}${fourCorners('sc', corner, w, h)}`,
  };
}

// ── botanical and floral ───────────────────────────────────────────────────────────────────────

/** A leafy stem from the top edge round the corner and down the side: a corner spray. */
function spray(c: Ctx): string {
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
function leafy(c: Ctx): Drawing {
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

/** Floral: a garland of blossoms swagged across the top (and the bottom), a bud at each corner. */
function garland(c: Ctx): Drawing {
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

// ── batik ──────────────────────────────────────────────────────────────────────────────────────

/** Batik: a bold wax line and a fine one, a flower with dotted (cecek) petals at each corner. */
function batik(c: Ctx): Drawing {
  const { p, w, h } = c;
  const base = card(c, 'square', 0);
  const o = 7;
  const band = `<path d="M${o} ${o}H${w - o}V${h - o}H${o}ZM${o + 8} ${o + 8}V${h - o - 8}H${w - o - 8}V${o + 8}Z" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.7 : 0.45}" fill-rule="evenodd"/><path d="M${o} ${o}H${w - o}V${h - o}H${o}Z" fill="none" stroke="${p.accent}" stroke-width="2.2"/><path d="M${o + 8} ${o + 8}H${w - o - 8}V${h - o - 8}H${o + 8}Z" fill="none" stroke="${p.accent}" stroke-width=".8"/>`;
  // The corner flower: four almond petals and four small ones between, dots inside the petals.
  const fc = 30;
  let petals = '';
  let small = '';
  let dots = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + Math.PI / 4;
    const s = Math.cos(a);
    const sn = Math.sin(a);
    const at = (u: number, v: number) => pt(fc + u * s - v * sn, fc + u * sn + v * s);
    petals += `M${at(3, 0)}C${at(8, 9)} ${at(20, 8)} ${at(24, 0)}C${at(20, -8)} ${at(8, -9)} ${at(3, 0)}Z`;
    for (const u of [9, 14, 19])
      dots += `<circle cx="${at(u, 0).split(' ')[0]}" cy="${at(u, 0).split(' ')[1]}" r="1"/>`;
    const b = a + Math.PI / 4;
    const bx = Math.cos(b);
    const by = Math.sin(b);
    const at2 = (u: number, v: number) => pt(fc + u * bx - v * by, fc + u * by + v * bx);
    small += `M${at2(4, 0)}Q${at2(9, 5)} ${at2(14, 0)}Q${at2(9, -5)} ${at2(4, 0)}Z`;
  }
  // Leaves with a dotted midrib running from the flower along the top and down the side.
  const leafRun = (horizontal: boolean) => {
    let d = '';
    let ds = '';
    for (let i = 0; i < 3; i++) {
      const u = 58 + i * 22;
      const [x, y] = horizontal ? [u, o + 18] : [o + 18, u];
      const deg = horizontal ? (i % 2 ? -20 : 20) : i % 2 ? 70 : 110;
      d += leafD(x - (horizontal ? 14 : 0), y - (horizontal ? 0 : 14), deg, 20, 5);
      ds += `<circle cx="${r1(x - (horizontal ? 4 : 0))}" cy="${r1(y - (horizontal ? 0 : 4))}" r=".9"/>`;
    }
    return { d, ds };
  };
  const lt = leafRun(true);
  const ls = leafRun(false);
  const corner = `<rect x="${o - 1}" y="${o - 1}" width="48" height="48" fill="${p.page}"/><rect x="${o - 1}" y="${o - 1}" width="48" height="48" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.5 : 0.3}" stroke="${p.accent}" stroke-width="1.6"/><path d="${small}" fill="${p.highlight}" fill-opacity=".8"/><path d="${petals}" fill="${p.dark ? p.accentSoft : p.page}" stroke="${p.accent}" stroke-width="1.1"/><g fill="${p.accent}">${dots}</g><circle cx="${fc}" cy="${fc}" r="3" fill="${p.highlight}" stroke="${p.accent}" stroke-width=".8"/><path d="${lt.d}${ls.d}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.9 : 0.8}" stroke="${p.accent}" stroke-width=".8"/><g fill="${p.highlight}">${lt.ds}${ls.ds}</g>`;
  // Tumpal at the top centre: three triangles hanging from the band, lined and dotted.
  const cx = w / 2;
  const tri = (x: number, hw: number, depth: number) =>
    `M${x - hw} ${o + 8}L${x} ${o + 8 + depth}L${x + hw} ${o + 8}Z`;
  const inner = (x: number, hw: number, depth: number) =>
    `M${r1(x - hw * 0.55)} ${o + 8}L${x} ${r1(o + 8 + depth * 0.62)}L${r1(x + hw * 0.55)} ${o + 8}`;
  let tdots = '';
  for (const [x, depth] of [
    [cx, 50],
    [cx - 26, 34],
    [cx + 26, 34],
  ] as const) {
    for (let k = 1; k <= 3; k++)
      tdots += `<circle cx="${x}" cy="${r1(o + 8 + depth * (0.62 + k * 0.09))}" r=".9"/>`;
  }
  const tumpal = `<path d="${tri(cx - 26, 13, 34)}${tri(cx + 26, 13, 34)}${tri(cx, 15, 50)}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.9 : 0.8}" stroke="${p.accent}" stroke-width="1"/><path d="${inner(cx - 26, 13, 34)}${inner(cx + 26, 13, 34)}${inner(cx, 15, 50)}" fill="none" stroke="${p.accent}" stroke-width=".6"/><g fill="${p.accent}">${tdots}</g><circle cx="${cx}" cy="${o + 8 + 58}" r="1.8" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${band}${fourCorners('tc', corner, w, h)}<g id="tt">${tumpal}</g>${toBottom('tt', h)}`,
  };
}

// ── watercolour ────────────────────────────────────────────────────────────────────────────────

/** A painted edge: a band of washes along the top and bottom of the card, gold splatter, rules. */
function watercolour(c: Ctx): Drawing {
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

// ── arch ───────────────────────────────────────────────────────────────────────────────────────

/** A card with a small pointed crown at the top centre (its twin below), capitals on pilasters. */
function archCard(c: Ctx): Drawing {
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

// ── minimal ────────────────────────────────────────────────────────────────────────────────────

/** A fine double rule with small notched corners, a lozenge at the top and bottom centre. */
function minimal(c: Ctx): Drawing {
  const { p, w, h } = c;
  const k = 14;
  const base = card(c, 'notch', k);
  const cx = w / 2;
  const gap = `<rect x="${cx - 14}" y="0" width="28" height="20" fill="${p.page}"/><rect x="${cx - 14}" y="0" width="28" height="20" fill="${p.panel}"/>`;
  const lines =
    outline(c, 'notch', k, 6, p.accent, 1.1) +
    outline(c, 'notch', k, 12, p.accent, 0.6, ' opacity=".75"');
  const mark = `${gap}<path d="${lozenge(cx, 9, 6, 9)}" fill="${p.highlight}"/><path d="${lozenge(cx, 9, 10, 14)}" fill="none" stroke="${p.accent}" stroke-width=".7"/><circle cx="${cx - 22}" cy="6" r="1.6" fill="${p.highlight}"/><circle cx="${cx + 22}" cy="6" r="1.6" fill="${p.highlight}"/>`;
  const corner = `<circle cx="${6 + k / 2}" cy="${6 + k / 2}" r="2" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${lines}<g id="mt">${mark}</g>${toBottom('mt', h)}${fourCorners('mc', corner, w, h)}`,
  };
}

export function framedBorder(
  family: ArtFamilyName,
  p: Palette,
  v: ArtVariant,
  w: number,
  h: number,
): Drawing {
  const c: Ctx = { p, v, w, h, m: Math.abs(Math.floor(v.motif)) };
  switch (family) {
    case 'geometric':
      return geometric(c);
    case 'goldline':
      return goldline(c);
    case 'kerawang':
      return kerawang(c);
    case 'songket':
      return songket(c);
    case 'botanical':
      return leafy(c);
    case 'floral':
      return garland(c);
    case 'batik':
      return batik(c);
    case 'watercolour':
      return watercolour(c);
    case 'arch':
      return archCard(c);
    case 'minimal':
      return minimal(c);
  }
}

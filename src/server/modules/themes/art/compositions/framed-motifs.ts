import type { Palette } from '@shared/themes/theme-types';
import { pt, r1, rad } from '../svg';
import { contrastRatio } from '@shared/themes/contrast';

// Small drawing helpers shared by the frames that hold the names (framed, arch, cartouche): star
// outlines, carved scrolls, blossoms, the card's fill and the placing of one corner four times.
// A frame is sliced as a CSS border-image (@shared/themes/compositions.ts): only its top and
// bottom slices may vary from row to row; the rows between them are stretched, so they carry
// straight vertical lines and flat fills only.

// The star geometry is the geometric family's (families/geometric.ts), shared with the frames.
import type { Pt } from '../families/geometric';
import { pathOf, ring, star, starPolygon } from '../families/geometric';

export type { Pt };
export { pathOf, ring, star, starPolygon };

/** A lozenge (diamond) centred on x y, half-width w, half-height h. */
export const lozenge = (x: number, y: number, w: number, h: number): string =>
  `M${pt(x, y - h)}L${pt(x + w, y)}L${pt(x, y + h)}L${pt(x - w, y)}Z`;

/**
 * The card's fill: the page colour, then the translucent panel over it, so the words on it read
 * exactly as on a panel over a plain page (the contrast the catalogue checks).
 */
export const solidPanel = (p: Palette, d: string, extra = ''): string =>
  `<path d="${d}" fill="${p.page}"${extra}/><path d="${d}" fill="${p.panel}"/>`;

/**
 * One corner drawn at the top left (x right, y down, the frame's corner at 0 0), placed at the
 * four corners of a w × h frame by mirroring. `which` picks the corners: all four, or the top
 * left and bottom right only (a spray at two opposite corners), or the other two.
 */
export function fourCorners(
  id: string,
  body: string,
  w: number,
  h: number,
  which: 'all' | 'tl-br' | 'tr-bl' = 'all',
): string {
  const at = {
    tl: '',
    tr: ` transform="matrix(-1 0 0 1 ${w} 0)"`,
    bl: ` transform="matrix(1 0 0 -1 0 ${h})"`,
    br: ` transform="rotate(180 ${w / 2} ${h / 2})"`,
  };
  const keys =
    which === 'all'
      ? (['tl', 'tr', 'bl', 'br'] as const)
      : which === 'tl-br'
        ? (['tl', 'br'] as const)
        : (['tr', 'bl'] as const);
  const uses = keys.map((k) => `<use href="#${id}"${at[k]}/>`).join('');
  return `<defs><g id="${id}">${body}</g></defs>${uses}`;
}

/** The same drawing mirrored about the vertical line x = w / 2 (drawn once, used twice). */
export function mirrored(id: string, half: string, w: number): string {
  return `<g id="${id}">${half}</g><use href="#${id}" transform="matrix(-1 0 0 1 ${w} 0)"/>`;
}

/** A top-edge ornament turned over for the bottom edge of a frame h high. */
export function toBottom(id: string, h: number): string {
  return `<use href="#${id}" transform="matrix(1 0 0 -1 0 ${h})"/>`;
}

/** A curl sampled along its length: heading turns at a curvature growing from k0 to k1. */
export function curl(
  x: number,
  y: number,
  heading: number,
  length: number,
  k0: number,
  k1: number,
  steps = 28,
): { pts: Pt[]; th: number[] } {
  const pts: Pt[] = [[x, y]];
  const th: number[] = [heading];
  const ds = length / steps;
  let a = heading;
  let cx = x;
  let cy = y;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    // Curvature eases in towards the end, so the curl winds into a spiral.
    const k = k0 + (k1 - k0) * t * t;
    a += k * ds;
    cx += Math.cos(a) * ds;
    cy += Math.sin(a) * ds;
    pts.push([cx, cy]);
    th.push(a);
  }
  return { pts, th };
}

/** A tapered ribbon along a sampled curve: width w0 at its start, w1 at its end, round tip. */
export function ribbon(c: { pts: Pt[]; th: number[] }, w0: number, w1: number): string {
  const n = c.pts.length - 1;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= n; i++) {
    const [x, y] = c.pts[i]!;
    const a = c.th[i]!;
    const w = (w0 + (w1 - w0) * (i / n)) / 2;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w;
    left.push(pt(x + nx, y + ny));
    right.push(pt(x - nx, y - ny));
  }
  const [ex, ey] = c.pts[n]!;
  const ea = c.th[n]!;
  const tip = pt(ex + Math.cos(ea) * w1 * 0.6, ey + Math.sin(ea) * w1 * 0.6);
  return `M${left.join('L')}Q${tip} ${right[n]}L${right.slice(0, n).reverse().join('L')}Z`;
}

/** A curled leaf (a bud) from x y pointing at `deg`: a slim tip that bends one way. */
export function budD(x: number, y: number, deg: number, l: number, w: number, bend = 1): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const rel = (u: number, v: number) => pt(x + u * c - v * s, y + u * s + v * c);
  return `M${rel(0, 0)}C${rel(l * 0.3, w * 1.4)} ${rel(l * 0.75, w * 1.2)} ${rel(l, w * 0.4 * bend)}C${rel(l * 0.7, w * 0.1)} ${rel(l * 0.35, -w * 1.1)} ${rel(0, 0)}Z`;
}

/** A blossom of n round petals centred on x y, radius r, as one path (petals round the centre). */
export function blossomD(x: number, y: number, r: number, n = 5, turn = -90): string {
  let d = '';
  const at = (a: number, k: number) => pt(x + Math.cos(a) * r * k, y + Math.sin(a) * r * k);
  const spread = Math.PI / n;
  for (let k = 0; k < n; k++) {
    const a = rad(turn + (k * 360) / n);
    d += `M${pt(x, y)}C${at(a - spread * 1.1, 0.75)} ${at(a - spread * 0.75, 1.12)} ${at(a, 1)}C${at(a + spread * 0.75, 1.12)} ${at(a + spread * 1.1, 0.75)} ${pt(x, y)}Z`;
  }
  return d;
}

/**
 * An organic closed blob round cx cy (radii rx, ry): n points at wobbling distances joined by a
 * smooth closed curve (Catmull-Rom as cubics), for washes of watercolour.
 */
export function blobD(
  rng: () => number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.22,
  n = 8,
  whole = false,
): string {
  const phase = rng() * Math.PI * 2;
  const pts: Pt[] = Array.from({ length: n }, (_, k) => {
    const a = phase + ((k + (rng() - 0.5) * 0.5) / n) * Math.PI * 2;
    const r = 1 + (rng() - 0.5) * 2 * wobble;
    return [cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r] as Pt;
  });
  const P = (i: number) => pts[((i % n) + n) % n]!;
  // Catmull-Rom: the control points either side of a point are each other's mirror, so every
  // segment after the first is an S. Whole units where asked (large soft washes).
  const q = (x: number, y: number) => (whole ? `${Math.round(x)} ${Math.round(y)}` : pt(x, y));
  let d = `M${q(...P(0))}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [P(i - 1), P(i), P(i + 1), P(i + 2)];
    const c2 = q(p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6);
    d +=
      i === 0
        ? `C${q(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${c2} ${q(...p2)}`
        : `S${c2} ${q(...p2)}`;
  }
  return `${d}Z`;
}

/** Fine splatter: small dots scattered round x y within r, as one stroked path of zero-length lines. */
export function splatterD(
  rng: () => number,
  x: number,
  y: number,
  r: number,
  count: number,
): string {
  let d = '';
  for (let k = 0; k < count; k++) {
    const a = rng() * Math.PI * 2;
    const dist = rng() * rng() * r * 1.3;
    d += `M${pt(x + Math.cos(a) * dist, y + Math.sin(a) * dist)}h0`;
  }
  return d;
}

/** Songket's silk and gold: a deep silk the gold thread shows on (as the songket family does). */
export function silkAndGold(p: Palette): { silk: string; gold: string } {
  if (p.dark) return { silk: p.accentSoft, gold: p.highlight };
  const silk = contrastRatio(p.accent, p.highlight) >= 2 ? p.accent : p.ink;
  const gold =
    contrastRatio(silk, p.highlight) >= 2 ||
    contrastRatio(silk, p.highlight) >= contrastRatio(silk, p.accentSoft)
      ? p.highlight
      : p.accentSoft;
  return { silk, gold };
}

/** A soft shadow filter (a blur of the shape, offset down), for cards lifted off the ground. */
export const shadowFilter = (id: string, blur: number, dy: number): string =>
  `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${r1(blur)}"/><feOffset dy="${r1(dy)}"/></filter>`;

/** How a card's corners are cut. */
export type Corner = 'square' | 'round' | 'notch' | 'step' | 'chamfer' | 'concave';

/**
 * The points of one corner from its side to its top, at the top left (x right, y down, the
 * corner of the box at 0 0), for a corner of size k on an outline inset d from the outermost one
 * (so nested outlines stay parallel).
 */
function cornerPoints(corner: Corner, k: number, d: number): Pt[] {
  switch (corner) {
    case 'square':
      return [[0, 0]];
    case 'notch':
      return [
        [0, k],
        [k, k],
        [k, 0],
      ];
    case 'step':
      return [
        [0, k],
        [k / 2, k],
        [k / 2, k / 2],
        [k, k / 2],
        [k, 0],
      ];
    case 'chamfer': {
      const c = Math.max(0, k - d * 0.586);
      return [
        [0, c],
        [c, 0],
      ];
    }
    case 'round': {
      const r = Math.max(0, k - d);
      return Array.from({ length: 7 }, (_, i) => {
        const a = (i / 6) * (Math.PI / 2);
        return [r - r * Math.cos(a), r - r * Math.sin(a)] as Pt;
      });
    }
    case 'concave': {
      // A quarter circle round the outermost corner (at -d -d here), cut into the card.
      const r = k + d;
      const from = Math.asin(Math.min(1, d / r));
      const to = Math.PI / 2 - from;
      return Array.from({ length: 7 }, (_, i) => {
        const a = from + ((to - from) * i) / 6;
        return [-d + r * Math.cos(Math.PI / 2 - a), -d + r * Math.sin(Math.PI / 2 - a)] as Pt;
      }).map(([x, y]) => [Math.max(0, x), Math.max(0, y)] as Pt);
    }
  }
}

/** A card outline x0 y0 … x1 y1 with shaped corners of size k, inset d from the outermost. */
export function cardPath(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  corner: Corner,
  k: number,
  d = 0,
): string {
  const c = cornerPoints(corner, k, d);
  const pts: Pt[] = [
    ...c.map(([a, b]) => [x0 + a, y0 + b] as Pt),
    ...[...c].reverse().map(([a, b]) => [x1 - a, y0 + b] as Pt),
    ...c.map(([a, b]) => [x1 - a, y1 - b] as Pt),
    ...[...c].reverse().map(([a, b]) => [x0 + a, y1 - b] as Pt),
  ];
  return pathOf(pts);
}

/** A gently waving stem from x y along the x axis: `len` long, `amp` high, `waves` half-waves. */
export function wave(
  x: number,
  y: number,
  len: number,
  amp: number,
  waves: number,
  steps = 36,
): { pts: Pt[]; th: number[] } {
  const pts: Pt[] = [];
  const th: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const u = (i / steps) * len;
    const ph = (u / len) * waves * Math.PI;
    pts.push([x + u, y + Math.sin(ph) * amp]);
    th.push(Math.atan2(Math.cos(ph) * amp * ((waves * Math.PI) / len), 1));
  }
  return { pts, th };
}

/**
 * A running scroll along a waving stem (the awan larat of Malay carving): at every crest a
 * tendril leaves the stem and winds into a spiral, a curled leaf beside it; the stem ends in a
 * spiral too. Returns filled shapes (ribbons and leaves) as path data, and the dots at the curls.
 */
export function runningScroll(
  x: number,
  y: number,
  len: number,
  amp: number,
  waves: number,
  width: number,
): { d: string; dots: Pt[] } {
  const stem = wave(x, y, len, amp, waves);
  let d = ribbon(stem, width, width * 0.7);
  const dots: Pt[] = [];
  for (let k = 0; k < waves; k++) {
    // The crest of half-wave k: where the stem is furthest from its axis.
    const u = ((k + 0.5) / waves) * len;
    const side = k % 2 === 0 ? 1 : -1;
    const i = Math.round((u / len) * (stem.pts.length - 1));
    const [sx, sy] = stem.pts[i]!;
    const a = stem.th[i]!;
    // The tendril leans forward and away from the axis, then winds back on itself.
    const t = curl(sx, sy, a + side * 0.9, len / waves, 0, -side * 0.62, 22);
    d += ribbon(t, width * 0.8, width * 0.3);
    const end = t.pts[t.pts.length - 1]!;
    dots.push(end);
    // A curled leaf on the other side of the crest, pointing back.
    d += budD(sx, sy, ((a - side * 2.2) * 180) / Math.PI, (len / waves) * 0.55, width * 1.3, -side);
  }
  // The stem's end winds into a spiral.
  const last = stem.pts.length - 1;
  const tail = curl(
    stem.pts[last]![0],
    stem.pts[last]![1],
    stem.th[last]!,
    len / waves,
    0,
    (waves % 2 === 0 ? 1 : -1) * 0.7,
    22,
  );
  d += ribbon(tail, width * 0.7, width * 0.3);
  dots.push(tail.pts[tail.pts.length - 1]!);
  return { d, dots };
}

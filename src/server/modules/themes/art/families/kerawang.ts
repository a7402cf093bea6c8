import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  r1,
  r2,
  seededRandom,
  svgDocument,
} from '../svg';

// Kerawang: Malay wood carving (ukiran kayu) in the awan larat manner, "trailing clouds": vines
// that flow in S-curves and wind into spirals, sprouting curled leaves and buds, never a figure.
// Laid as a symmetric crest at the top with a mirrored base, as corner pieces, or as a running
// scroll along the edge; drawn in fine line (carved outline) or solid silhouette (pierced panel).

type Pt = [number, number];

/** Compact numbers for path data: one decimal, no leading zero, minus signs as separators. */
function nums(values: number[]): string {
  let out = '';
  let prev = '';
  for (const v of values) {
    let t = String(Math.round(v * 10) / 10);
    if (t === '-0') t = '0';
    t = t.replace(/^(-?)0\./, '$1.');
    const joins = out === '' || t.startsWith('-') || (t.startsWith('.') && prev.includes('.'));
    out += (joins ? '' : ' ') + t;
    prev = t;
  }
  return out;
}

interface Spine {
  pts: Pt[];
  /** Heading (radians) at each point. */
  th: number[];
  /** 0 … 1 along the spine at each point. */
  t: number[];
}

/** Keeps the knots of a finely sampled curve: every ~45° of turning or `step` units of length. */
function knots(fine: Pt[], heads: number[], step: number): Spine {
  const n = fine.length - 1;
  const pts: Pt[] = [fine[0]!];
  const th: number[] = [heads[0]!];
  const ts: number[] = [0];
  let lastTh = heads[0]!;
  let run = 0;
  for (let i = 1; i <= n; i++) {
    run += Math.hypot(fine[i]![0] - fine[i - 1]![0], fine[i]![1] - fine[i - 1]![1]);
    if (Math.abs(heads[i]! - lastTh) > 1.35 || run > step || i === n) {
      pts.push(fine[i]!);
      th.push(heads[i]!);
      ts.push(i / n);
      lastTh = heads[i]!;
      run = 0;
    }
  }
  return { pts, th, t: ts };
}

/**
 * A curve that bends gently and then winds into a spiral: heading θ(t) = θ0 + a·t + b·t^q.
 */
function spine(
  x: number,
  y: number,
  th0: number,
  len: number,
  a: number,
  b: number,
  q = 3,
  step = 34,
): Spine {
  const fine: Pt[] = [[x, y]];
  const heads: number[] = [th0];
  const n = 240;
  let cx = x;
  let cy = y;
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const tm = t - 0.5 / n;
    const hm = th0 + a * tm + b * tm ** q;
    cx += Math.cos(hm) * (len / n);
    cy += Math.sin(hm) * (len / n);
    fine.push([cx, cy]);
    heads.push(th0 + a * t + b * t ** q);
  }
  return knots(fine, heads, step);
}

/** Point and heading at fraction t of a spine (interpolated along the curve's knots). */
function at(s: Spine, t: number): { p: Pt; th: number } {
  let i = 0;
  while (i < s.t.length - 2 && s.t[i + 1]! < t) i++;
  const t0 = s.t[i]!;
  const t1 = s.t[i + 1]!;
  const f = Math.min(1, Math.max(0, (t - t0) / (t1 - t0 || 1)));
  const [p0, p1] = [s.pts[i]!, s.pts[i + 1]!];
  const [h0, h1] = [s.th[i]!, s.th[i + 1]!];
  const c = cubicPoints(p0, h0, p1, h1);
  const u = 1 - f;
  const p: Pt = [
    u * u * u * p0[0] + 3 * u * u * f * c[0][0] + 3 * u * f * f * c[1][0] + f * f * f * p1[0],
    u * u * u * p0[1] + 3 * u * u * f * c[0][1] + 3 * u * f * f * c[1][1] + f * f * f * p1[1],
  ];
  return { p, th: h0 + (h1 - h0) * f };
}

/** Control points of the cubic from p0 (heading h0) to p1 (heading h1), arc-like. */
function cubicPoints(p0: Pt, h0: number, p1: Pt, h1: number): [Pt, Pt] {
  const chord = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
  const dt = Math.abs(h1 - h0);
  const k = dt < 1e-3 ? 1 / 3 : ((4 / 3) * Math.tan(dt / 4)) / (2 * Math.sin(dt / 2));
  const hl = chord * k;
  return [
    [p0[0] + Math.cos(h0) * hl, p0[1] + Math.sin(h0) * hl],
    [p1[0] - Math.cos(h1) * hl, p1[1] - Math.sin(h1) * hl],
  ];
}

/** Path data through points with headings, as relative cubics (exact: deltas of rounded values). */
function cubicPath(pts: Pt[], hs: number[], move: boolean, cur: Pt): { d: string; cur: Pt } {
  const rd = (v: number) => Math.round(v * 10) / 10;
  let d = '';
  const first: Pt = [rd(pts[0]![0]), rd(pts[0]![1])];
  d += move ? `M${nums(first)}` : `l${nums([first[0] - cur[0], first[1] - cur[1]])}`;
  let c: Pt = first;
  for (let i = 0; i < pts.length - 1; i++) {
    const [c1, c2] = cubicPoints(pts[i]!, hs[i]!, pts[i + 1]!, hs[i + 1]!);
    const e: Pt = [rd(pts[i + 1]![0]), rd(pts[i + 1]![1])];
    d += `c${nums([rd(c1[0]) - c[0], rd(c1[1]) - c[1], rd(c2[0]) - c[0], rd(c2[1]) - c[1], e[0] - c[0], e[1] - c[1]])}`;
    c = e;
  }
  return { d, cur: c };
}

/** The outline of a spine thickened by width(t), closed. */
function ribbon(s: Spine, width: (t: number) => number): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  s.pts.forEach((p, i) => {
    const w = width(s.t[i]!) / 2;
    const nx = -Math.sin(s.th[i]!);
    const ny = Math.cos(s.th[i]!);
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  });
  const a = cubicPath(left, s.th, true, [0, 0]);
  const back = s.th.map((h) => h + Math.PI).reverse();
  const b = cubicPath(right.reverse(), back, false, a.cur);
  return `${a.d}${b.d}z`;
}

interface Carving {
  /** Closed shapes (vines, leaves). */
  shapes: string[];
  /** Small round accents (buds, spiral eyes), as path data. */
  dots: string[];
}

const circle = (c: Pt, r: number): string =>
  `M${r1(c[0] - r)} ${r1(c[1])}a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0`;

/** A vine: tapering from w0, bending by a, winding by b; a round eye at the heart of the curl. */
function vine(
  out: Carving,
  x: number,
  y: number,
  th: number,
  len: number,
  a: number,
  b: number,
  w0: number,
  q = 3,
): Spine {
  const s = spine(x, y, th, len, a, b, q);
  out.shapes.push(ribbon(s, (t) => w0 * (1 - 0.78 * t)));
  const end = s.pts[s.pts.length - 1]!;
  out.dots.push(circle(end, Math.max(1.1, w0 * 0.42)));
  return s;
}

/** A leaf: a curved blade with a lobed edge and a tip that curls over. */
function leaf(
  out: Carving,
  x: number,
  y: number,
  th: number,
  len: number,
  bend: number,
  curl: number,
  w: number,
  belly = 0.8,
): void {
  const s = spine(x, y, th, len, bend, curl, 4, len / 5);
  out.shapes.push(ribbon(s, (t) => w * Math.sin(Math.PI * Math.min(1, t ** belly)) ** 0.9 + 0.3));
}

interface Style {
  solid: boolean;
  ink: string;
  soft: string;
  gold: string;
}

function paint(
  p: string,
  c: Carving,
  st: Style,
  offsets: number[] = [0],
): { defs: string; body: string } {
  const defs = `<path id="${p}s" d="${c.shapes.join('')}"/><path id="${p}d" d="${c.dots.join('')}"/>`;
  const uses = (ref: string) =>
    offsets.map((x) => `<use href="#${p}${ref}"${x ? ` x="${r1(x)}"` : ''}/>`).join('');
  const dots = `<g fill="${st.gold}">${uses('d')}</g>`;
  const body = st.solid
    ? `<g fill="${st.ink}">${uses('s')}</g>${dots}`
    : `<g fill="${st.ink}" stroke="${st.ink}" stroke-width="1.8" stroke-linejoin="round">${uses('s')}</g><g fill="${st.soft}">${uses('s')}</g>${dots}`;
  return { defs, body };
}

/**
 * A running scroll (the awan larat border): a stem waving along a base curve, and in every bay
 * of the wave a branch that winds into a spiral, with leaves flowing off the crests.
 * base(u) gives the base curve for u in 0 … 1; amp(u) the height of the wave there.
 */
function runningScroll(
  out: Carving,
  rand: () => number,
  base: (u: number) => Pt,
  amp: (u: number) => number,
  lambda: number,
  w: number,
  phase = 0,
  leafSide = -1,
  curlEnd = true,
  bayEnd = Infinity,
): void {
  const n = 400;
  const bs: Pt[] = [];
  for (let i = 0; i <= n; i++) bs.push(base(i / n));
  const arc: number[] = [0];
  for (let i = 1; i <= n; i++)
    arc.push(arc[i - 1]! + Math.hypot(bs[i]![0] - bs[i - 1]![0], bs[i]![1] - bs[i - 1]![1]));
  const total = arc[n]!;
  const normal = (i: number): Pt => {
    const a0 = bs[Math.max(0, i - 1)]!;
    const a1 = bs[Math.min(n, i + 1)]!;
    const l = Math.hypot(a1[0] - a0[0], a1[1] - a0[1]) || 1;
    return [-(a1[1] - a0[1]) / l, (a1[0] - a0[0]) / l];
  };
  const fine: Pt[] = bs.map((b, i) => {
    const nv = normal(i);
    const d = amp(i / n) * Math.sin((2 * Math.PI * arc[i]!) / lambda + phase);
    return [b[0] + nv[0] * d, b[1] + nv[1] * d];
  });
  const heads: number[] = [];
  let prev = 0;
  fine.forEach((_, i) => {
    const a0 = fine[Math.max(0, i - 1)]!;
    const a1 = fine[Math.min(n, i + 1)]!;
    let h = Math.atan2(a1[1] - a0[1], a1[0] - a0[0]);
    if (i > 0) h += Math.round((prev - h) / (2 * Math.PI)) * 2 * Math.PI;
    heads.push(h);
    prev = h;
  });
  const stem = knots(fine, heads, 30);
  out.shapes.push(ribbon(stem, (t) => w * (1 - 0.45 * t)));
  if (curlEnd) {
    // The stem ends winding into a spiral of its own.
    const e = at(stem, 1);
    const sg = Math.sin((2 * Math.PI * total) / lambda + phase) > 0 ? 1 : -1;
    vine(out, e.p[0], e.p[1], e.th, lambda * 0.5, 0, -sg * 7.5, w * 0.55, 2.2);
  }
  // The bays: under every crest and over every trough a branch winds into a spiral.
  for (let k = 0; ; k++) {
    const sk = (k / 2 + 0.25) * lambda - (phase * lambda) / (2 * Math.PI);
    if (sk < (bayEnd < Infinity ? 0 : lambda * 0.3)) continue;
    if (sk > Math.min(total - lambda * 0.15, bayEnd)) break;
    const u = sk / total;
    const i = Math.round(u * n);
    const sigma = Math.sin((2 * Math.PI * arc[i]!) / lambda + phase) > 0 ? 1 : -1;
    const a = amp(u);
    const nv = normal(i);
    const R = 0.82 * Math.min(a, lambda / 4);
    const wt = w * (1 - 0.45 * u);
    const crest = fine[i]!;
    const c: Pt = [
      crest[0] - nv[0] * sigma * (R + wt * 0.3),
      crest[1] - nv[1] * sigma * (R + wt * 0.3),
    ];
    const st = at(stem, Math.min(1, u + (lambda * 0.05) / total));
    spiralIn(out, c, st.p, st.th, 1.3 + rand() * 0.15, wt * 0.8);
    if (sigma === leafSide || leafSide === 0) {
      // A leaf flowing off the crest on the outer side.
      const lt = at(stem, Math.max(0, u - (lambda * 0.04) / total));
      leaf(
        out,
        lt.p[0],
        lt.p[1],
        lt.th + sigma * 0.45,
        R * 1.3,
        -sigma * 0.9,
        sigma * 1.8,
        wt * 2.2,
      );
    }
  }
}

/** A branch from `start` (heading th) winding into a spiral about `c`: `turns` turns. */
function spiralIn(out: Carving, c: Pt, start: Pt, th: number, turns: number, w: number): void {
  const dx = start[0] - c[0];
  const dy = start[1] - c[1];
  const r0 = Math.hypot(dx, dy);
  const phi0 = Math.atan2(dy, dx);
  const dir = dx * Math.sin(th) - dy * Math.cos(th) > 0 ? 1 : -1;
  const total = turns * 2 * Math.PI;
  const n = 160;
  const fine: Pt[] = [];
  const heads: number[] = [];
  for (let i = 0; i <= n; i++) {
    const f = i / n;
    const r = r0 * (1 - 0.84 * f) ** 1.1;
    const ph = phi0 + dir * f * total;
    fine.push([c[0] + r * Math.cos(ph), c[1] + r * Math.sin(ph)]);
  }
  let prev = th;
  fine.forEach((_, i) => {
    const a0 = fine[Math.max(0, i - 1)]!;
    const a1 = fine[Math.min(n, i + 1)]!;
    let h = Math.atan2(a1[1] - a0[1], a1[0] - a0[0]);
    h += Math.round((prev - h) / (2 * Math.PI)) * 2 * Math.PI;
    heads.push(h);
    prev = h;
  });
  const s = knots(fine, heads, 30);
  out.shapes.push(ribbon(s, (t) => w * (1 - 0.62 * t)));
  out.dots.push(circle(fine[n]!, Math.max(1.1, w * 0.45)));
}

/** The left half of a crest, to be mirrored about x = 200. */
function crestHalf(rand: () => number, density: number): Carving {
  const out: Carving = { shapes: [], dots: [] };
  if (rand() < 0.5) {
    // The central flower: a bud hanging on the axis, with two petals curling out from it.
    leaf(out, 200, 10, Math.PI / 2, 70 + density * 10, 0, 0, 18, 1.5);
    leaf(out, 199, 18, Math.PI / 2 + 0.8, 44, 0.5, 1.7, 12);
    out.dots.push(circle([200, 90 + density * 10], 2.6));
  } else {
    // A heart of two scrolls winding outwards, a slim bud hanging between them.
    vine(out, 200, 20, Math.PI / 2 + 1.1, 94, 0.2, -7.8, 4.6, 2.3);
    leaf(out, 200, 30, Math.PI / 2, 50 + density * 8, 0, 0, 9);
    out.dots.push(circle([200, 88 + density * 8], 2.4));
  }
  const reach = 150 + density * 40;
  runningScroll(
    out,
    rand,
    (u) => [200 - u * reach, 50 - u * 12],
    (u) => 32 - u * 10,
    112 - density * 10,
    6,
    Math.PI / 2,
  );
  return out;
}

function mirrored(p: string, body: string): string {
  return `<g id="${p}h">${body}</g><use href="#${p}h" transform="translate(400 0) scale(-1 1)"/>`;
}

/** A frieze: one wavelength of running scroll, repeated across the edge between fine rules. */
function friezeUnit(rand: () => number, density: number, lambda: number): Carving {
  const out: Carving = { shapes: [], dots: [] };
  runningScroll(
    out,
    rand,
    (u) => [u * (lambda + 3), 50],
    () => 23 + density * 4,
    lambda,
    5 + density * 0.6,
    0,
    0,
    false,
    lambda - 1,
  );
  return out;
}

/** A corner piece: a flower in the corner, scrolls running from it along the top and the side. */
function cornerHalf(rand: () => number, density: number, canopy: boolean): Carving {
  const out: Carving = { shapes: [], dots: [] };
  // A canopy reaches along the top towards the centre; otherwise the arms are even.
  const lt = canopy ? 168 : 112 + density * 30;
  const ls = canopy ? 56 + density * 10 : 84 + density * 14;
  const lambda = 74 - density * 6;
  runningScroll(
    out,
    rand,
    (u) => [22 + u * lt, 26],
    (u) => 17 - u * 6,
    lambda,
    4.6,
    0,
    1,
    true,
  );
  runningScroll(
    out,
    rand,
    (u) => [26, 22 + u * ls],
    (u) => 15 - u * 5,
    lambda,
    4.2,
    Math.PI,
    -1,
    true,
  );
  // A flower in the corner, opening towards the page.
  leaf(out, 6, 6, Math.PI / 4, 50, 0, 0, 13);
  leaf(out, 14, 14, Math.PI / 4 - 0.85, 32, 0.6, 2.2, 9);
  leaf(out, 14, 14, Math.PI / 4 + 0.85, 32, -0.6, -2.2, 9);
  out.dots.push(circle([44, 44], 2.4));
  return out;
}

export const kerawang: ArtFamily = (palette: Palette, variant) => {
  const rand = seededRandom(variant.seed);
  const motif = Math.abs(Math.floor(variant.motif));
  const density = Math.min(1, Math.max(0, variant.density));
  const layout = motif % 3;
  const id = `kerawang${variant.seed >>> 0}-`;
  const st: Style = {
    solid: motif % 2 === 1,
    ink: palette.accent,
    soft: palette.accentSoft,
    gold: palette.highlight,
  };
  const panel = rand() < 0.5;
  const canopy = rand() < 0.5;
  const draw = (p: string, seed: number): { defs: string; body: string } => {
    const r = seededRandom(seed);
    if (layout === 1) {
      const lambda = 100 - density * 16;
      const x0 = 200 - lambda * Math.ceil(200 / lambda + 0.6);
      const offsets: number[] = [];
      for (let x = x0; x < 400; x += lambda) offsets.push(x);
      // Half the friezes sit on a tinted board, the vine cut out of it in the page colour.
      const board = panel ? `<rect width="400" height="98" fill="${st.soft}" opacity=".55"/>` : '';
      const c = paint(
        p,
        friezeUnit(r, density, lambda),
        panel ? { ...st, soft: palette.page } : st,
        offsets,
      );
      const rule = (y: number, w: number) =>
        `<path d="M0 ${y}H400" stroke="${st.gold}" stroke-width="${w}"/>`;
      return {
        defs: c.defs,
        body: `${board}${rule(4, 1.2)}${rule(8, 0.5)}${c.body}${rule(94, 0.5)}${rule(98, 1.2)}`,
      };
    }
    const half = layout === 0 ? crestHalf(r, density) : cornerHalf(r, density, canopy);
    const c = paint(p, half, st);
    const body = mirrored(p, c.body);
    return {
      defs: c.defs,
      body:
        layout === 0
          ? `<g transform="translate(200 0) scale(1.14) translate(-200 0)">${body}</g>`
          : body,
    };
  };
  const t = draw(`${id}t`, variant.seed);
  const b = draw(`${id}b`, variant.seed);

  // The centre: a bud between two small running scrolls.
  const cc: Carving = { shapes: [], dots: [] };
  leaf(cc, 120, 6, Math.PI / 2, 36, 0, 0, 9);
  runningScroll(
    cc,
    seededRandom(variant.seed + 2),
    (u) => [120 - u * 70, 22],
    () => 9,
    56,
    2.6,
    Math.PI / 2,
    1,
    true,
  );
  const cp = paint(`${id}c`, cc, st);

  // A very faint texture of small cloud scrolls (awan) behind everything, for some themes.
  let background: string | null = null;
  if (layout !== 2 && rand() < 0.5) {
    const tex: Carving = { shapes: [], dots: [] };
    vine(tex, 0, 0, -0.5, 30, 0.3, -7.4, 2.4, 2.3);
    const tp = paint(`${id}g`, tex, { ...st, solid: true });
    const alpha = palette.dark ? 0.06 : 0.05;
    const cell = `<g id="${id}gm">${tp.body}<use href="#${id}gs" transform="rotate(180)" fill="${st.ink}"/></g>`;
    background = svgDocument(
      BACKGROUND_VIEWBOX,
      `<rect width="390" height="844" fill="url(#${id}gp)" opacity="${alpha}"/>`,
      {
        defs: `${tp.defs}<pattern id="${id}gp" width="130" height="150" x="0" y="0" patternUnits="userSpaceOnUse"><g transform="translate(32 38)">${cell}</g><use href="#${id}gm" transform="translate(97 113) scale(-1 1)"/></pattern>`,
        preserveAspectRatio: 'xMidYMid slice',
      },
    );
  }

  return {
    background,
    top: svgDocument(TOP_VIEWBOX, t.body, { defs: t.defs }),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(b.body), { defs: b.defs }),
    centre: svgDocument(
      CENTRE_VIEWBOX,
      `<g id="${id}ch">${cp.body}</g><use href="#${id}ch" transform="translate(240 0) scale(-1 1)"/>`,
      { defs: cp.defs },
    ),
  };
};

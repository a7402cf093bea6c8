import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import type { Rng } from '../svg';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  leafD,
  pt,
  rad,
  seededRandom,
  svgDocument,
  tidy,
} from '../svg';

// Floral: lush bouquets of stylised roses, peonies, small blossoms and buds with leafy sprigs.
// Every bloom is built from a parametric bezier petal turned around a centre in rings (kept in
// <defs>, once per document), so a bouquet is a handful of small <use> placements along "arms"
// that reach out from a focal bloom.
// motif % 5: 0 a bouquet in each corner, 1 a garland swag across the edge, 2 an asymmetric cascade
// from one corner (the bottom answers from the opposite corner), 3 a crest hanging from the middle
// of the edge, 4 a compact bouquet with a slender vine trailing across. Motifs 5 … 9 mirror 0 … 4.
// density: how many blooms, leaves, blossoms and sprigs.

interface Tones {
  deep: string;
  light: string;
  leafA: string;
  leafB: string;
  gold: string;
  edge: string;
  dark: boolean;
}

function tones(p: Palette): Tones {
  return p.dark
    ? {
        deep: p.accentSoft,
        light: p.accent,
        leafA: p.accentSoft,
        leafB: p.highlight,
        gold: p.highlight,
        edge: p.page,
        dark: true,
      }
    : {
        deep: p.accent,
        light: p.accentSoft,
        leafA: p.highlight,
        leafB: p.accentSoft,
        gold: p.highlight,
        edge: p.accent,
        dark: false,
      };
}

/** Shorter SVG text: `0.5` → `.5`, and `1 -2` → `1-2` inside path data. */

/** A petal pointing up from the origin: length l, half-width w; ruffled tips for peonies. */
function petalD(l: number, w: number, ruffle: boolean): string {
  const tip = ruffle
    ? `Q${pt(w * 0.34, -l * 1.07)} ${pt(w * 0.14, -l * 0.97)}Q${pt(0, -l * 1.05)} ${pt(-w * 0.14, -l * 0.97)}Q${pt(-w * 0.34, -l * 1.07)} ${pt(-w * 0.48, -l * 0.92)}`
    : `Q${pt(w * 0.26, -l * 1.04)} ${pt(0, -l * 0.97)}Q${pt(-w * 0.26, -l * 1.04)} ${pt(-w * 0.48, -l * 0.92)}`;
  return `M0 0C${pt(w * 0.95, -l * 0.12)} ${pt(w * 1.05, -l * 0.7)} ${pt(w * 0.48, -l * 0.92)}${tip}C${pt(-w * 1.05, -l * 0.7)} ${pt(-w * 0.95, -l * 0.12)} 0 0Z`;
}

/** translate(x y) rotate(rot) scale(s), written as one short matrix. */
function tf(x: number, y: number, rot: number, s: number): string {
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const a = r2(s * Math.cos(rad(rot)));
  const b = r2(s * Math.sin(rad(rot)));
  return `matrix(${a} ${b} ${-b} ${a} ${Math.round(x)} ${Math.round(y)})`;
}

function ring(ref: string, n: number): string {
  let out = '';
  for (let k = 0; k < n; k++) {
    out += `<use href="#${ref}"${k ? ` transform="rotate(${Math.round((360 / n) * k)})"` : ''}/>`;
  }
  return out;
}

const grad = (id: string, a: string, b: string, at: number) =>
  `<linearGradient id="${id}" x2="0" y1="1"><stop stop-color="${a}"/><stop offset="${at}" stop-color="${b}"/></linearGradient>`;

type Part = 'R' | 'Q' | 'S' | 'U' | 'P' | 'B' | 'V';

/** A round-tipped petal as path data: base (x, y), pointing at `deg`, length l, half-width w. */
function petalAt(x: number, y: number, deg: number, l: number, w: number): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const rel = (u: number, v: number) => pt(u * c - v * s, u * s + v * c);
  return `M${pt(x, y)}c${rel(l * 0.2, w * 0.8)} ${rel(l * 0.8, w * 1.1)} ${rel(l, w * 0.5)}q${rel(l * 0.1, -w * 0.5)} ${rel(0, -w)}c${rel(-l * 0.2, -w * 0.6)} ${rel(-l * 0.8, -w * 0.3)} ${rel(-l, w * 0.5)}`;
}

/** The shared shapes of one document, only those it uses. */
function defs(p: string, t: Tones, used: Set<Part>): string {
  const line = `stroke="${t.edge}" stroke-width=".5" stroke-opacity=".4"`;
  const layer = (ringId: string, fill: string, rot: number, s: number) =>
    `<use href="#${p}${ringId}" fill="${fill}"${rot ? ` transform="rotate(${rot})scale(${s})"` : ''}/>`;
  const g = (id: string) => `url(#${p}${id})`;
  let out = grad(`${p}o`, t.deep, t.light, 0.62) + grad(`${p}m`, t.deep, t.light, 0.95);
  if (used.has('V') || used.has('P')) out += grad(`${p}k`, t.leafA, t.leafB, 1);
  if (used.has('R')) {
    out +=
      grad(`${p}i`, t.deep, t.light, 1.6) +
      `<path id="${p}a" d="${petalD(20, 13, false)}"/><g id="${p}5">${ring(`${p}a`, 5)}</g>` +
      `<g id="${p}R" ${line}>${layer('5', g('o'), 0, 1)}${layer('5', g('m'), 36, 0.74)}${layer('5', g('i'), 18, 0.48)}` +
      `<path d="M-3 1.5C-3.5-2.5 2.5-3.5 3-.5S.5 3.5-1 1.8M-5.5 3C-7-4 4-8 6.5-1" fill="none" stroke="${t.light}" stroke-opacity=".9" stroke-width=".8"/></g>`;
  }
  if (used.has('Q')) {
    out +=
      `<path id="${p}c" d="${petalD(21, 12, true)}"/><g id="${p}7">${ring(`${p}c`, 7)}</g>` +
      `<g id="${p}Q" ${line}>${layer('7', g('o'), 0, 1)}${layer('7', g('m'), 26, 0.72)}${layer('7', g('m'), 9, 0.46)}` +
      `<circle r="2.6" fill="${t.gold}" stroke="none"/><circle r="4.8" fill="none" stroke="${t.gold}" stroke-opacity="1" stroke-width="1.7" stroke-dasharray=".1 2.4" stroke-linecap="round"/></g>`;
  }
  // a pair of leaves pointing "up", placed behind a bloom (the instance turns up to face outward)
  if (used.has('V')) {
    out +=
      `<g id="${p}V"><path d="${leafD(-4, 0, -128, 30, 7.5)}${leafD(4, 1, -50, 28, 7)}" fill="${g('k')}"/>` +
      `<path d="M-5-2Q-14-12-21-24M5-1Q12-11 21-21" fill="none" stroke="${t.light}" stroke-width=".7" stroke-opacity=".7"/></g>`;
  }
  if (used.has('S')) {
    out += `<path id="${p}e" d="M0 0C5-2 7-9 3-11Q0-12-3-11C-7-9-5-2 0 0Z"/><g id="${p}S" fill="${t.light}" ${line}>${ring(`${p}e`, 5)}<circle r="2.2" fill="${t.gold}" stroke="none"/></g>`;
  }
  if (used.has('U')) {
    // a rosebud seen from the side: closed petals, a wrapping petal, gold sepals and stem
    out +=
      `<g id="${p}U"><path d="M0-2C-6-4-7-12-3-18Q0-21 3-18C7-12 6-4 0-2Z" fill="${t.light}" ${line}/><path d="M0-2C-5-5-6-12-3-18C-1-12 2-7 0-2Z" fill="${t.deep}" opacity=".45"/>` +
      `<path d="M0 0C-4-1-6-5-6-10C-3-6-1-5 0-2C1-5 3-6 6-10C6-5 4-1 0 0ZM0 0V10" fill="${t.gold}" stroke="${t.gold}" stroke-width=".7"/></g>`;
  }
  if (used.has('P')) {
    // a sprig: a fine curved stem with alternate leaves, pointing up
    let leaves = '';
    for (let k = 0; k < 5; k++) {
      const side = k % 2 ? -1 : 1;
      leaves += leafD(
        0.6 - k * 0.4,
        -10 - k * 11,
        -90 + side * (52 - k * 5),
        17 - k * 1.4,
        4.2 - k * 0.3,
      );
    }
    leaves += leafD(-2, -58, -96, 13, 3.4);
    out += `<g id="${p}P"><path d="M0 0Q4-30-2-60" fill="none" stroke="${t.gold}" stroke-width=".9"/><path d="${leaves}" fill="${g('k')}"/></g>`;
  }
  if (used.has('B')) {
    // baby's breath: fine gold stems ending in dots
    out +=
      `<g id="${p}B" fill="${t.gold}"><path d="M0 0Q2-20-4-36M1-14Q8-22 10-30M-1-24Q-9-28-12-34" fill="none" stroke="${t.gold}" stroke-width=".6"/>` +
      `<circle cx="-4" cy="-37" r="1.6"/><circle cx="10" cy="-31" r="1.4"/><circle cx="-12" cy="-35" r="1.3"/><circle cx="-1" cy="-41" r="1"/><circle cx="13" cy="-28" r="1"/></g>`;
  }
  return tidy(out);
}

type Kind = Part;
interface Item {
  kind: Kind;
  x: number;
  y: number;
  rot: number;
  s: number;
}
const LAYER: Record<Kind, number> = { P: 0, B: 1, V: 2, U: 3, S: 4, R: 5, Q: 5 };

interface Arm {
  /** heading in degrees (0 = right, 90 = down) at the start, and its change along the arm */
  a: number;
  bend: number;
  len: number;
}

/** A point and heading along an arm (a quadratic bezier from the anchor). */
function along(ax: number, ay: number, arm: Arm, t: number) {
  const h = arm.len / 2;
  const x1 = ax + Math.cos(rad(arm.a)) * h;
  const y1 = ay + Math.sin(rad(arm.a)) * h;
  const x2 = x1 + Math.cos(rad(arm.a + arm.bend)) * h;
  const y2 = y1 + Math.sin(rad(arm.a + arm.bend)) * h;
  const u = 1 - t;
  return {
    x: u * u * ax + 2 * u * t * x1 + t * t * x2,
    y: u * u * ay + 2 * u * t * y1 + t * t * y2,
    h: arm.a + arm.bend * t,
  };
}

/** How a bouquet is dressed: `extras` adds blossoms, buds and baby's breath; `minS` stops arms. */
interface Dress {
  density: number;
  extras: boolean;
  minS: number;
}

/**
 * A bouquet: a focal bloom at the anchor and arms of smaller blooms reaching out from it, each
 * arm ending in a leafy sprig (and a bud). `face` is where the focal bloom's leaves point; extras
 * lean towards `inward` (the page), never off the edge.
 */
function bouquet(
  rng: Rng,
  ax: number,
  ay: number,
  focal: number,
  face: number,
  arms: Arm[],
  dress: Dress,
): Item[] {
  const inward = face;
  const { density, extras, minS } = dress;
  const items: Item[] = [];
  const toward = (h: number) => (Math.cos(rad(h + 90 - inward)) >= 0 ? 1 : -1);
  const bloom = (kind: Kind, x: number, y: number, h: number, s: number) => {
    items.push({ kind, x, y, rot: rng() * 360, s });
    if (s < 0.8) return;
    const r = s * 20 - 13;
    items.push({
      kind: 'V',
      x: x + Math.cos(rad(h)) * r,
      y: y + Math.sin(rad(h)) * r,
      rot: h + 90,
      s: Math.min(1.3, 0.5 + s * 0.42),
    });
  };
  const roseBias = 0.3 + rng() * 0.4;
  const first: Kind = rng() < roseBias ? 'R' : 'Q';
  items.push({ kind: first, x: ax, y: ay, rot: rng() * 360, s: focal });
  // the focal bloom's leaves peek out between its arms
  for (const side of [-1, 1]) {
    const a = face + side * (16 + rng() * 12);
    const r = focal * 20 - 4;
    items.push({
      kind: 'V',
      x: ax + Math.cos(rad(a)) * r,
      y: ay + Math.sin(rad(a)) * r,
      rot: a + 90,
      s: 0.9 + density * 0.3,
    });
  }
  let blossoms = 0;
  let breath = 0;
  for (const arm of arms) {
    let u = focal * 16;
    let s = focal * (0.56 + rng() * 0.08);
    let kind: Kind = first === 'R' ? 'Q' : 'R';
    let last = along(ax, ay, arm, 0);
    let lastS = focal;
    let n = 0;
    while (u < arm.len * 0.8 && s > minS) {
      const p = along(ax, ay, arm, u / arm.len);
      const j = (rng() - 0.5) * 8;
      const x = p.x + Math.cos(rad(p.h + 90)) * j;
      const y = p.y + Math.sin(rad(p.h + 90)) * j;
      bloom(kind, x, y, p.h + (rng() - 0.5) * 30, s);
      if (extras && n % 2 === 0 && blossoms < 2 && rng() < 0.2 + density * 0.6) {
        blossoms++;
        const ba = p.h + toward(p.h) * (60 + rng() * 30);
        items.push({
          kind: 'S',
          x: x + Math.cos(rad(ba)) * s * 19,
          y: y + Math.sin(rad(ba)) * s * 19,
          rot: rng() * 72,
          s: 0.75 + rng() * 0.3,
        });
      }
      last = { x, y, h: p.h };
      lastS = s;
      const next = s * (0.74 + rng() * 0.06);
      u += (s + next) * 16;
      s = next;
      n++;
      kind = rng() < roseBias ? 'R' : 'Q';
    }
    if (arm.len < 60) continue;
    // the arm ends in a sprig reaching on from behind the last bloom, and a bud beside it
    items.push({
      kind: 'P',
      x: last.x,
      y: last.y,
      rot: last.h + 90 + (rng() - 0.5) * 16,
      s: 0.85 + density * 0.35,
    });
    if (!extras) continue;
    const ba = last.h + toward(last.h) * (22 + rng() * 10);
    items.push({
      kind: 'U',
      x: last.x + Math.cos(rad(ba)) * (lastS * 20 + 4),
      y: last.y + Math.sin(rad(ba)) * (lastS * 20 + 4),
      rot: ba + 90,
      s: 1,
    });
    if (breath < 1 && rng() < density * 1.2) {
      breath++;
      const mid = along(ax, ay, arm, Math.min(0.9, (u * 0.5) / arm.len));
      items.push({ kind: 'B', x: mid.x, y: mid.y, rot: mid.h + 90 + toward(mid.h) * 50, s: 1 });
    }
  }
  return items;
}

/** A point and heading on the quadratic bezier x0,y0 → cx,cy → x1,y1. */
function onQuad(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, t: number) {
  const u = 1 - t;
  const dx = 2 * u * (cx - x0) + 2 * t * (x1 - cx);
  const dy = 2 * u * (cy - y0) + 2 * t * (y1 - cy);
  return {
    x: u * u * x0 + 2 * u * t * cx + t * t * x1,
    y: u * u * y0 + 2 * u * t * cy + t * t * y1,
    h: (Math.atan2(dy, dx) * 180) / Math.PI,
  };
}

/** A swag across the edge: a fine gold vine dipping to `dip`, leaves and blooms along it. */
function garland(rng: Rng, dress: Dress, dip: number): Item[] {
  const { density, extras } = dress;
  const items: Item[] = [];
  const at = (t: number) => onQuad(-6, 8, 200, dip, 406, 8, t);
  // leaves all along, pointing away from the centre
  const step = 0.075 - density * 0.02;
  for (let t = 0.03; t < 0.98; t += step) {
    const p = at(t);
    const out = t < 0.5 ? p.h + 180 : p.h;
    items.push({
      kind: 'V',
      x: p.x,
      y: p.y,
      rot: out + 90 + (rng() - 0.5) * 20,
      s: 1 + rng() * 0.25,
    });
  }
  const blooms: [number, number][] = [
    [0.02, 1.9],
    [0.98, 1.9],
    [0.5, 1.55],
  ];
  if (density > 0.35) blooms.push([0.19 + rng() * 0.03, 1.15], [0.81 - rng() * 0.03, 1.15]);
  if (density > 0.6) blooms.push([0.34, 0.85], [0.66, 0.85]);
  blooms.forEach(([t, s], k) => {
    const p = at(t);
    items.push({ kind: k % 2 ? 'Q' : 'R', x: p.x, y: p.y, rot: rng() * 360, s });
  });
  if (!extras) return items;
  for (const t of [0.12, 0.88, 0.42, 0.58]) {
    const p = at(t + (rng() - 0.5) * 0.03);
    items.push({
      kind: 'S',
      x: p.x,
      y: p.y + (rng() - 0.5) * 10,
      rot: rng() * 72,
      s: 0.8 + rng() * 0.2,
    });
  }
  for (const t of [0.27, 0.73]) {
    const p = at(t);
    const out = t < 0.5 ? p.h + 180 : p.h;
    items.push({ kind: 'U', x: p.x, y: p.y + 4, rot: out + 90 + (t < 0.5 ? -35 : 35), s: 1 });
  }
  return items;
}

/** A slender vine trailing from (x0, y0) along the edge to (x1, y1), small leaves and blossoms. */
function trail(rng: Rng, dress: Dress, x0: number, y0: number, x1: number, y1: number): Item[] {
  const { density, extras } = dress;
  const items: Item[] = [];
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + 26;
  const n = 7 + Math.round(density * 4);
  for (let k = 1; k <= n; k++) {
    const t = k / (n + 1);
    const p = onQuad(x0, y0, cx, cy, x1, y1, t);
    items.push({
      kind: 'V',
      x: p.x,
      y: p.y,
      rot: p.h + 90 + (rng() - 0.5) * 24,
      s: 0.85 - t * 0.35,
    });
    if (extras && k % 3 === 1) {
      items.push({ kind: 'S', x: p.x, y: p.y + 4, rot: rng() * 72, s: 0.85 - t * 0.3 });
    }
  }
  const end = onQuad(x0, y0, cx, cy, x1, y1, 1);
  items.push({ kind: extras ? 'U' : 'P', x: end.x, y: end.y, rot: end.h + 90, s: 1 });
  return items;
}

function render(p: string, items: Item[], used: Set<Part>): string {
  const sorted = [...items].sort(
    (a, b) => LAYER[a.kind] - LAYER[b.kind] || (LAYER[a.kind] === 5 ? a.s - b.s : 0),
  );
  return sorted
    .map((it) => {
      used.add(it.kind);
      return `<use href="#${p}${it.kind}" transform="${tf(it.x, it.y, it.rot, it.s)}"/>`;
    })
    .join('');
}

const mirror = (s: string) => `<g transform="matrix(-1 0 0 1 400 0)">${s}</g>`;

/** One edge's picture as drawn at the top; the bottom is drawn the same way and turned over. */
function edge(
  p: string,
  gold: string,
  seed: number,
  density: number,
  layout: number,
  bottom: boolean,
) {
  const rng = seededRandom(seed);
  const used = new Set<Part>();
  const d = density;
  const dress: Dress = { density: d, extras: !bottom, minS: 0.66 - d * 0.24 };
  const k = bottom ? 0.82 : 1;
  let body: string;
  if (layout === 0) {
    // a bouquet in each corner, the second a little smaller
    const corner = (size: number) =>
      bouquet(
        rng,
        28 * size,
        24 * size,
        2 * size,
        45,
        [
          { a: 2 + rng() * 4, bend: 4, len: (110 + d * 40) * size },
          { a: 84 + rng() * 4, bend: -4, len: (80 + d * 40) * size },
        ],
        { ...dress, minS: 0.8 - d * 0.2 },
      );
    body = render(p, corner(k), used) + mirror(render(p, corner(0.85 * k), used));
  } else if (layout === 1) {
    const dip = bottom ? 70 : 84;
    body =
      `<path d="M-6 8Q200 ${dip} 406 8M-6 16Q200 ${dip + 8} 406 16" fill="none" stroke="${gold}" stroke-width=".8"/>` +
      render(p, garland(rng, dress, dip), used);
  } else if (layout === 2) {
    // one generous bouquet in the corner, cascading along the edge and down the side
    const arms: Arm[] = [
      { a: 2, bend: 6, len: (230 + d * 90) * k * k },
      { a: 86, bend: -6, len: (100 + d * 50) * k },
    ];
    body = render(p, bouquet(rng, 32, 26, 2.3 * k, 45, arms, dress), used);
  } else if (layout === 3) {
    // a crest hanging from the middle of the edge
    const arms: Arm[] = [
      { a: 174, bend: -12, len: (120 + d * 60) * k },
      { a: 6, bend: 12, len: (120 + d * 60) * k },
    ];
    body = render(p, bouquet(rng, 200, 14, 2 * k, 90, arms, dress), used);
  } else {
    // a compact bouquet in one corner and a slender vine trailing across to the other
    const end = bottom ? 90 : 34;
    const arms: Arm[] = [
      { a: 178, bend: -6, len: 80 },
      { a: 94, bend: 6, len: 70 + d * 40 },
    ];
    body =
      `<path d="M364 22L340 20Q${(340 + end) / 2} 46 ${end} 14" fill="none" stroke="${gold}" stroke-width=".8"/>` +
      render(p, trail(rng, dress, 340, 20, end, 14), used) +
      render(p, bouquet(rng, 364, 22, 2.1 * k, 135, arms, dress), used);
  }
  return { body: tidy(body), used };
}

/** A small five-petal blossom on a fine gold line, a pair of leaves on each side. */
function centre(t: Tones): string {
  let outer = '';
  let inner = '';
  for (let k = 0; k < 5; k++) {
    outer += `<path d="${petalAt(120, 24, -90 + k * 72, 11, 7)}"/>`;
    inner += petalAt(120, 24, -54 + k * 72, 6, 4);
  }
  const leaves =
    leafD(104, 24, 208, 14, 3.6) +
    leafD(94, 24, 154, 12, 3.2) +
    leafD(136, 24, -28, 14, 3.6) +
    leafD(146, 24, 26, 12, 3.2);
  return svgDocument(
    CENTRE_VIEWBOX,
    tidy(
      `<path d="M26 24H100M140 24H214" stroke="${t.gold}" stroke-width=".8"/><path d="M22 24h0M218 24h0" stroke="${t.gold}" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="${leaves}" fill="${t.dark ? t.light : t.gold}" opacity=".85"/>` +
        `<g fill="${t.light}" stroke="${t.edge}" stroke-width=".6" stroke-opacity=".5">${outer}</g><path d="${inner}" fill="${t.deep}" opacity=".55"/><circle cx="120" cy="24" r="2.4" fill="${t.gold}"/>`,
    ),
  );
}

/** A few faint petals drifting near the edges of the screen, none behind the names. */
function background(t: Tones, seed: number): string {
  const rng = seededRandom(seed + 7);
  let d = '';
  for (let k = 0; k < 9; k++) {
    const x = k % 2 ? 10 + rng() * 40 : 340 + rng() * 40;
    const y = 200 + k * 50 + rng() * 30;
    d += leafD(x, y, rng() * 360, 13 + rng() * 7, 6 + rng() * 2);
  }
  return svgDocument(
    BACKGROUND_VIEWBOX,
    tidy(`<path d="${d}" fill="${t.light}" opacity="${t.dark ? 0.1 : 0.28}"/>`),
    { preserveAspectRatio: 'xMidYMid slice' },
  );
}

export const floral: ArtFamily = (palette, variant) => {
  const t = tones(palette);
  const id = `fl${variant.seed}`;
  const seed = variant.seed;
  const density = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.floor(variant.motif));
  const layout = motif % 5;
  // the second round of motifs turns the picture the other way round
  const turn = motif % 10 >= 5 ? mirror : (s: string) => s;
  const top = edge(`${id}-t`, t.gold, seed, density, layout, false);
  const bottom = edge(`${id}-b`, t.gold, seed + 1, density * 0.7, layout, true);
  return {
    background: layout === 2 || layout === 4 ? background(t, seed) : null,
    top: svgDocument(TOP_VIEWBOX, turn(top.body), { defs: defs(`${id}-t`, t, top.used) }),
    bottom: svgDocument(
      TOP_VIEWBOX,
      flipToBottom(turn(bottom.body), layout === 2 || layout === 4),
      {
        defs: defs(`${id}-b`, t, bottom.used),
      },
    ),
    centre: centre(t),
  };
};

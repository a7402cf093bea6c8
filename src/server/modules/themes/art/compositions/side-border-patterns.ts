import type { Palette } from '@shared/themes/theme-types';
import { leafD, r1, seededRandom, tidy } from '../svg';
import {
  type BandArt,
  type Pt,
  TILE_H,
  khatam,
  lozenge,
  ring,
  styleOf,
  woven,
} from './side-border-kit';

// The batik, geometric and kerawang bands for the side border (see side-border.ts: a 72 × 144
// tile repeated down the hero, so every curve here has a period that divides 144).

const TAU = Math.PI * 2;

/** Path data through points, as straight segments (fine enough at 2–3 unit steps). */
const line = (pts: Pt[]): string => `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`;

/** A ground from x 0 to a wavy edge x = base + amp·sin(2π y / period), closed along x 0. */
function wavyGround(base: number, amp: number, period: number, dx = 0, dy = 0): string {
  const pts: Pt[] = [[dx, dy]];
  for (let y = 0; y <= TILE_H; y += 2)
    pts.push([base + dx + amp * Math.sin((TAU * y) / period), y + dy]);
  pts.push([dx, TILE_H + dy]);
  return `${line(pts)}Z`;
}

/** A batik flower (bunga) at x, y: n petals of length l with canting dots around it. */
function batikFlower(
  x: number,
  y: number,
  n: number,
  l: number,
  turn: number,
): {
  petals: string;
  dots: string;
  heart: string;
} {
  let petals = '';
  let dots = '';
  for (let i = 0; i < n; i++) {
    const a = turn + (360 / n) * i;
    petals += leafD(x, y, a, l, l * 0.42);
    const b = ((a + 180 / n) * Math.PI) / 180;
    dots += `M${r1(x + Math.cos(b) * l * 0.95)} ${r1(y + Math.sin(b) * l * 0.95)}h0`;
  }
  return { petals, dots, heart: ring(x, y, l * 0.3) };
}

/**
 * Batik: a flowering stem meanders down a dyed ground, with canting dots (isen-isen) and a wavy
 * edge. Style 2 is the wax-resist look: a deep ground with the lines left in the page colour.
 */
export const batikBand: BandArt = (p, v) => {
  const deep = styleOf(v) === 2;
  const w = woven(p);
  const ground = deep ? w.ground : p.accentSoft;
  const lineC = deep ? (p.dark ? p.ink : p.page) : p.dark ? p.highlight : p.ink;
  const petal = deep ? w.gold : p.page;
  const dot = deep ? w.gold : p.accent;
  const rand = seededRandom(v.seed);
  const stemX = (y: number) => 25 + 8 * Math.sin((TAU * y) / TILE_H);
  const stem: Pt[] = [];
  for (let y = 0; y <= TILE_H; y += 3) stem.push([stemX(y), y]);

  // Two flowers where the stem swings out, leaf pairs where it crosses the middle (at both tile
  // edges, so the pair at y 0 and the pair at y 144 make one).
  const n = deep ? 6 : 8;
  const f1 = batikFlower(stemX(36), 36, n, 11, 0);
  const f2 = batikFlower(stemX(108), 108, n, 11, 180 / n);
  let leaves = '';
  for (const y of [0, 72, 144]) {
    const x = stemX(y);
    const tilt = y === 72 ? 20 : -20;
    leaves += leafD(x, y, 180 + tilt, 14, 5) + leafD(x, y, tilt, 14, 5);
  }
  // Isen-isen: scattered canting dots in the ground, kept clear of the tile's ends.
  let speckle = '';
  for (let i = 0; i < 22; i++) speckle += `M${r1(5 + rand() * 40)} ${r1(5 + rand() * 134)}h0`;
  let edgeDots = '';
  for (let y = 6; y < TILE_H; y += 12)
    edgeDots += `M${r1(44 + 3 * Math.sin((TAU * y) / 24))} ${y}h0`;
  for (let y = 0; y < TILE_H; y += 8) edgeDots += `M61 ${y + 4}h0`;

  const body =
    `<path d="${wavyGround(54, 3, 24, 2.5, 1)}" fill="${w.shade}" opacity=".14"/>` +
    `<path d="${wavyGround(54, 3, 24)}" fill="${ground}"/>` +
    `<path d="M3.5 0V${TILE_H}" stroke="${lineC}" stroke-width="1.2" opacity=".7"/>` +
    `<path d="${tidy(
      wavyGround(50, 3, 24)
        .replace(/^M0 0L/, 'M')
        .replace(/L0 144Z$/, ''),
    )}" fill="none" stroke="${lineC}" stroke-width=".7" opacity=".6"/>` +
    `<path d="${speckle}" stroke="${dot}" stroke-width="1.3" stroke-linecap="round" opacity=".55"/>` +
    `<path d="${line(stem)}" fill="none" stroke="${lineC}" stroke-width="1.8"/>` +
    `<path d="${tidy(leaves)}" fill="${petal}" stroke="${lineC}" stroke-width=".9"/>` +
    `<path d="${tidy(f1.petals + f2.petals)}" fill="${petal}" stroke="${lineC}" stroke-width="1"/>` +
    `<path d="${tidy(f1.heart + f2.heart)}" fill="${ground}" stroke="${lineC}" stroke-width="1"/>` +
    `<path d="${f1.dots}${f2.dots}${edgeDots}" stroke="${dot}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${wavyGround(54, 3, 24)
      .replace(/^M0 0L/, 'M')
      .replace(/L0 144Z$/, '')}" fill="none" stroke="${lineC}" stroke-width="1.1"/>`;
  return { defs: '', body };
};

/**
 * Geometric: a strip of interlaced 8-point stars (khatam), each a double-lined strap, with small
 * lozenges between them, on a deep ground with a stepped (crenellated) inner edge.
 */
export const geometricBand: BandArt = (p, v) => {
  const s = styleOf(v);
  const w = woven(p);
  const count = [3, 2, 4][s]!;
  const step = TILE_H / count;
  const r = [17, 20, 14][s]!;
  const cx = 25;
  let stars = '';
  let hearts = '';
  let knots = '';
  for (let i = 0; i < count; i++) {
    const y = step * (i + 0.5);
    stars += khatam(cx, y, r);
    hearts += s === 1 ? ring(cx, y, r * 0.38) : khatam(cx, y, r * 0.42);
  }
  for (let i = 0; i <= count; i++) knots += lozenge(cx, i * step, 4, 6);
  // Crenellations: merlons every 12 units, their shadow cast a little down and right.
  let teeth = '';
  let shadow = '';
  for (let y = 2; y < TILE_H; y += 12) {
    teeth += `M48 ${y}h5v8h-5z`;
    shadow += `M48 ${y + 1.5}h7v8h-7z`;
  }
  const body =
    `<path d="M0 1.5H52V${TILE_H + 1.5}H0z${shadow}" fill="${w.shade}" opacity=".15"/>` +
    `<rect width="49" height="${TILE_H}" fill="${w.ground}"/>` +
    `<path d="${teeth}" fill="${w.ground}" stroke="${w.gold}" stroke-width=".7"/>` +
    `<path d="M3 0V${TILE_H}M47 0V${TILE_H}" stroke="${w.gold}" stroke-width="1.4"/>` +
    `<path d="M6 0V${TILE_H}M44 0V${TILE_H}" stroke="${w.gold}" stroke-width=".5" opacity=".7"/>` +
    `<path d="M${cx} 0V${TILE_H}" stroke="${w.gold}" stroke-width="3.4" opacity=".35"/>` +
    `<path d="${tidy(stars)}" fill="${w.ground}" stroke="${w.gold}" stroke-width="3.4" stroke-linejoin="round"/>` +
    `<path d="${tidy(stars)}" fill="none" stroke="${w.ground}" stroke-width="1.1" stroke-linejoin="round"/>` +
    `<path d="${tidy(hearts)}" fill="${w.gold}" opacity=".9"/>` +
    `<path d="${tidy(knots)}" fill="${w.gold}" stroke="${w.ground}" stroke-width=".8"/>` +
    `<path d="M58 0V${TILE_H}" stroke="${w.gold}" stroke-width=".6" opacity=".6"/>`;
  return { defs: '', body };
};

/** An awan larat curl: from the stem at x, y, a spiral turning `dir` (1 right, −1 left). */
function curl(x: number, y: number, dir: number, size: number): string {
  const pts: Pt[] = [];
  const cx = x + dir * size;
  const cy = y;
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const a = Math.PI + t * Math.PI * 1.7;
    const rr = size * (1 - 0.72 * t);
    pts.push([cx + dir * Math.cos(a) * rr * -1, cy - Math.sin(a) * rr * dir]);
  }
  return line(pts);
}

/**
 * Kerawang: an awan larat scroll carved down a panel (a stem that swings, curls on alternate
 * sides, leaves), lit from the top left: a dark cut below each line, a gleam above; a scalloped
 * inner edge.
 */
export const kerawangBand: BandArt = (p: Palette, v) => {
  const s = styleOf(v);
  const w = woven(p);
  const stemX = (y: number) => 25 + 9 * Math.sin((TAU * y) / TILE_H);
  const stem: Pt[] = [];
  for (let y = 0; y <= TILE_H; y += 3) stem.push([stemX(y), y]);
  const curls = s === 1 ? 6 : 4;
  let scroll = line(stem);
  let leaves = '';
  for (let i = 0; i < curls; i++) {
    const y = (TILE_H / curls) * (i + 0.5);
    const dir = i % 2 ? 1 : -1;
    scroll += curl(stemX(y), y, dir, TILE_H / curls / 4.2);
    leaves += leafD(stemX(y), y, dir > 0 ? 235 : -55, 12, 3.6);
  }
  // Scallops: twelve half-rounds bulging towards the words.
  // The outline strokes the scallops only: a stroke along the tile's top or bottom would show
  // as a seam every 144 units.
  let scallops = 'M48 0';
  for (let y = 0; y < TILE_H; y += 12) scallops += 'a6 6 0 0 1 0 12';
  const edge = `${scallops}H0V0z`;
  const cut = p.dark ? '#000000' : w.shade;
  const body =
    `<path d="${edge}" fill="${w.shade}" opacity=".16" transform="translate(2.5 1.5)"/>` +
    `<path d="${edge}" fill="${w.ground}"/>` +
    `<path d="${scallops}" fill="none" stroke="${w.gold}" stroke-width="1"/>` +
    `<path d="M4 0V${TILE_H}" stroke="${w.gold}" stroke-width="1.2"/>` +
    `<path d="M44 0V${TILE_H}" stroke="${w.gold}" stroke-width=".6" opacity=".7"/>` +
    `<g fill="none" stroke-linecap="round">` +
    `<path d="${tidy(scroll)}" stroke="${cut}" stroke-width="3.2" opacity=".35" transform="translate(1 1.3)"/>` +
    `<path d="${tidy(scroll)}" stroke="${w.gold}" stroke-width="2.4"/>` +
    `<path d="${tidy(scroll)}" stroke="${p.dark ? p.ink : p.page}" stroke-width=".6" opacity=".55" transform="translate(-.5 -.6)"/></g>` +
    `<path d="${tidy(leaves)}" fill="${w.gold}" stroke="${cut}" stroke-width=".5"/>` +
    `<path d="M58 0V${TILE_H}" stroke="${w.gold}" stroke-width=".5" stroke-dasharray="1 3" opacity=".8"/>`;
  return { defs: '', body };
};

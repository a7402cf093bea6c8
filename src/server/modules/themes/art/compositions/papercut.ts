import type { ArtFamilyName, Palette } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import type { Rng } from '../svg';
import { TOP_VIEWBOX, flipToBottom, pt, r1, seededRandom, svgDocument, tidy } from '../svg';
import { mix } from './wreath-blooms';

// Layered paper cut-outs: the top and bottom redrawn as three or four sheets of
// paper hanging from the edge, the back one deepest and palest, the front one shallowest in the
// accent. Each sheet is one path: the edge cut in the family's manner (floral scallops, botanical
// leaf lobes, batik waves, watercolour clouds, kerawang onion lobes) and, with the even-odd rule,
// the family's motifs cut through it where the sheet shows (hibiscus, leaves, batik flowers with
// dotted lines, awan larat curls). Under each sheet a darker copy, shifted a little, at low
// opacity: the paper's shadow. Only the outer 150 units are used; the bottom is a second cut,
// turned over. The family's background and centre ornament stay (watercolour's washes, which
// read as stains behind paper, give way to the plain page).

/** The sheets' depths at the middle and how much deeper they hang at the sides, back to front. */
const DEPTH = [118, 88, 60, 34];
const SIDE = [32, 30, 28, 26];

type Edge = 'scallop' | 'lobe' | 'wave' | 'cloud' | 'onion';

const EDGE: Partial<Record<ArtFamilyName, Edge>> = {
  floral: 'scallop',
  botanical: 'lobe',
  batik: 'wave',
  watercolour: 'cloud',
  kerawang: 'onion',
};

/**
 * The edge a family's second form cuts (motif 5 and up), so two of one family's paper-cut heroes
 * are two cuts, not one cut in two colours: floral petals after scallops, batik scallops after
 * waves, botanical scallops after leaf lobes, watercolour waves after clouds, kerawang leaf lobes
 * after onion lobes.
 */
const SECOND_EDGE: Record<Edge, Edge> = {
  scallop: 'lobe',
  wave: 'scallop',
  lobe: 'scallop',
  cloud: 'wave',
  onion: 'lobe',
};

/** How far an edge's cuts hang below the sheet's line. */
const BUMP: Record<Edge, number> = { scallop: 9, lobe: 12, wave: 6, cloud: 10, onion: 11 };

interface Cut {
  edge: Edge;
  family: ArtFamilyName;
  /** width of one scallop, lobe or wave */
  step: number;
  /** +1: the sheets hang deeper at the sides; -1: deeper in the middle */
  swag: number;
}

/** The sheet's line at x: its depth before the edge's cuts. */
function line(k: number, x: number, c: Cut): number {
  const u = (x - 200) / 200;
  const side = c.swag > 0 ? u * u : 1 - u * u;
  return DEPTH[k]! + SIDE[k]! * (side - (c.swag > 0 ? 0 : 0.6));
}

/** The cut edge of sheet k, from the right to the left. */
function edge(k: number, c: Cut, rng: Rng): string {
  const n = Math.round(420 / (c.step * (1 + k * 0.12)));
  const w = 420 / n;
  const b = BUMP[c.edge] * (1 - k * 0.1);
  let d = `M-10-10H410V${r1(line(k, 410, c))}`;
  for (let i = 0; i < n; i++) {
    const x0 = 410 - i * w;
    const x1 = x0 - w;
    const xm = (x0 + x1) / 2;
    const y1 = line(k, x1, c);
    const ym = line(k, xm, c);
    if (c.edge === 'scallop') {
      d += `A${r1(w / 2)} ${r1(b * 1.1)} 0 0 1 ${pt(x1, y1)}`;
    } else if (c.edge === 'wave') {
      d += `Q${pt(xm, ym + (i % 2 ? -b : b) * 1.6)} ${pt(x1, y1)}`;
    } else if (c.edge === 'cloud') {
      const r = w * (0.5 + rng() * 0.15);
      d += `A${r1(r)} ${r1(r * 0.8)} 0 0 1 ${pt(x1, y1)}`;
    } else {
      // a pointed lobe (a leaf's tip, or the onion lobe of kerawang with a rounder shoulder)
      const round = c.edge === 'onion' ? 0.6 : 0.25;
      const tip = ym + b * (c.edge === 'lobe' && i % 2 ? 0.75 : 1.15);
      d +=
        `C${pt(x0, ym + b * 0.8)} ${pt(xm + w * round, tip - b * 0.15)} ${pt(xm, tip)}` +
        `C${pt(xm - w * round, tip - b * 0.15)} ${pt(x1, ym + b * 0.8)} ${pt(x1, y1)}`;
    }
  }
  return `${d}V-10Z`;
}

/** A flower cut: n round lobes around (x, y), radius r, one contour. */
function flowerHole(x: number, y: number, r: number, n: number, turn: number): string {
  const p = (k: number) => {
    const a = turn + (k * 2 * Math.PI) / n;
    return pt(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.5);
  };
  let d = `M${p(0)}`;
  for (let k = 1; k <= n; k++) d += `A${r1(r * 0.42)} ${r1(r * 0.42)} 0 1 1 ${p(k)}`;
  return `${d}ZM${pt(x - r * 0.16, y)}a${r1(r * 0.16)} ${r1(r * 0.16)} 0 1 0 ${r1(r * 0.32)} 0a${r1(r * 0.16)} ${r1(r * 0.16)} 0 1 0 ${r1(-r * 0.32)} 0`;
}

/** A leaf cut: a lens from (x, y) pointing at `deg`, length l. */
function leafHole(x: number, y: number, deg: number, l: number): string {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const rel = (u: number, v: number) => pt(u * c - v * s, u * s + v * c);
  return `M${pt(x, y)}q${rel(l / 2, l * 0.4)} ${rel(l, 0)}q${rel(-l / 2, -l * 0.4)} ${rel(-l, 0)}`;
}

/** A round cut, radius r. */
const dotHole = (x: number, y: number, r: number) =>
  `M${pt(x - r, y)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0`;

/** An awan larat curl cut: a crescent, its horns turned by `deg`. */
function curlHole(x: number, y: number, r: number, flip: boolean): string {
  const s = flip ? -1 : 1;
  return `M${pt(x - s * r, y)}A${r1(r)} ${r1(r)} 0 1 ${flip ? 0 : 1} ${pt(x + s * r * 0.2, y - r * 0.98)}A${r1(r * 0.72)} ${r1(r * 0.72)} 0 1 ${flip ? 1 : 0} ${pt(x - s * r, y)}Z`;
}

/** The motifs cut through sheet k where it shows (between the next sheet's edge and its own). */
function holes(k: number, last: boolean, c: Cut, rng: Rng): string {
  let d = '';
  const step = 50 + k * 6;
  const off = rng() * step;
  for (let x = off; x < 400; x += step) {
    const below = line(k, x, c);
    const above = last ? 0 : line(k + 1, x, c) + BUMP[c.edge];
    const room = below - above;
    if (room < 12) continue;
    const y = (below + above) / 2 - 1;
    const r = Math.min(room * 0.36, 11);
    const i = Math.round(x / step);
    if (c.family === 'floral') {
      d += i % 2 ? flowerHole(x, y, r * 1.15, 5, i) : leafHole(x - r, y + r * 0.4, -25, r * 2.2);
    } else if (c.family === 'botanical') {
      d += leafHole(x, y + r * 0.5, -60, r * 1.9) + leafHole(x, y + r * 0.5, -120, r * 1.9);
    } else if (c.family === 'batik') {
      d += i % 2 ? flowerHole(x, y, r * 1.1, 6, 0.3) : dotHole(x, y, r * 0.35);
    } else if (c.family === 'kerawang') {
      d += curlHole(x, y + r * 0.3, r * 0.9, i % 2 === 0);
    } else if (i % 3 === 0) {
      d += dotHole(x, y, r * 0.4);
    }
  }
  return d;
}

/** The sheets' colours, back (palest) to front (the accent). */
function sheetTones(p: Palette, n: number): string[] {
  const all = p.dark
    ? [mix(p.page, p.accentSoft, 0.6), p.accentSoft, mix(p.accentSoft, p.accent, 0.45), p.accent]
    : [mix(p.page, p.accentSoft, 0.5), p.accentSoft, mix(p.accentSoft, p.accent, 0.5), p.accent];
  return all.slice(4 - n);
}

function sheets(p: Palette, c: Cut, seed: number, n: number, id: string): string {
  const rng = seededRandom(seed);
  const tones = sheetTones(p, n);
  const shadow = p.dark ? '#000000' : p.ink;
  const opacity = p.dark ? 0.4 : 0.16;
  let defs = '';
  let body = '';
  for (let j = 0; j < n; j++) {
    const k = 4 - n + j;
    const d = edge(k, c, rng) + holes(k, j === n - 1, c, rng);
    defs += `<path id="${id}${j}" d="${d}" fill-rule="evenodd"/>`;
    body +=
      `<use href="#${id}${j}" transform="translate(1.5 3)" fill="${shadow}" opacity="${opacity}"/>` +
      `<use href="#${id}${j}" fill="${tones[j]}"/>`;
    if (c.family === 'batik') {
      // a dotted line (cecek) following the wavy edge, just inside it
      let dots = '';
      for (let x = -10; x <= 410; x += 20) dots += `${dots ? 'L' : 'M'}${pt(x, line(k, x, c) - 9)}`;
      body += `<path d="${dots}" fill="none" stroke="${p.dark ? p.ink : p.page}" stroke-opacity=".75" stroke-width="1.8" stroke-dasharray="0 6" stroke-linecap="round"/>`;
    }
  }
  return `<defs>${defs}</defs>${body}`;
}

export const papercut: CompositionArt = ({ palette, art, variant, family }) => {
  const rng = seededRandom(variant.seed + 5);
  const motif = Math.abs(Math.floor(variant.motif));
  const own = EDGE[family] ?? 'scallop';
  const kind = motif >= 5 ? SECOND_EDGE[own] : own;
  const cut: Cut = {
    edge: kind,
    family,
    step: (kind === 'cloud' ? 46 : kind === 'wave' ? 34 : 28) + rng() * 10,
    swag: motif % 2 ? -1 : 1,
  };
  const n = variant.density > 0.55 ? 4 : 3;
  const doc = (body: string) => tidy(svgDocument(TOP_VIEWBOX, body));
  const top = sheets(palette, cut, variant.seed, n, 't');
  const bottom = sheets(palette, { ...cut, swag: -cut.swag }, variant.seed + 1, n, 'b');
  return {
    ...art,
    // watercolour's washes read as stains behind paper: the plain page instead
    background: family === 'watercolour' ? null : art.background,
    top: doc(top),
    bottom: doc(flipToBottom(bottom, motif % 3 === 0)),
    frame: null,
  };
};

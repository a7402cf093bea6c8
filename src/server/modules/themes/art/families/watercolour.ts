import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import type { Rng } from '../svg';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  pt,
  r1,
  seededRandom,
  svgDocument,
  tidy,
} from '../svg';

// Watercolour: soft washes of translucent organic blobs laid over each other, their edges broken
// by a turbulence displacement and a touch of blur, with pigment gathering at the rims. Fine gold
// splatter and a thin gold line finish them.
// motif % 5: 0 washes pooled in the corners, 1 a band along the whole edge with a gold line under
// it, 2 one large wash in a corner crossed by a gold arc (the bottom answers from the opposite
// corner), 3 floating rounds of colour with fine gold rings, 4 a broad diagonal sweep with a gold
// stroke along it. Motifs 5 … 9 mirror 0 … 4. density: how many washes and how much splatter.

interface Tones {
  /** wash colours and opacities: pale base, accent glaze, pale, deep accent, gold */
  layers: [string, number][];
  gold: string;
  dark: boolean;
}

function tones(p: Palette): Tones {
  return p.dark
    ? {
        layers: [
          [p.accentSoft, 0.65],
          [p.accent, 0.16],
          [p.accentSoft, 0.8],
          [p.accent, 0.26],
          [p.highlight, 0.1],
        ],
        gold: p.highlight,
        dark: true,
      }
    : {
        layers: [
          [p.accentSoft, 0.34],
          [p.accent, 0.14],
          [p.accentSoft, 0.5],
          [p.accent, 0.26],
          [p.highlight, 0.18],
        ],
        gold: p.highlight,
        dark: false,
      };
}

/** Shorter SVG text: `0.5` → `.5`, and `1 -2` → `1-2` inside path data. */

/**
 * An organic closed blob around (cx, cy) with radii rx, ry: n points at wobbling distances,
 * joined by a smooth Catmull-Rom curve written as relative cubic beziers in whole units (the
 * displacement filter roughens the edges far more than the rounding does).
 */
function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.2,
  rot = 0,
  n = 8,
): string {
  const pts: [number, number][] = [];
  const phase = rng() * Math.PI * 2;
  for (let k = 0; k < n; k++) {
    const a = phase + ((k + (rng() - 0.5) * 0.5) / n) * Math.PI * 2;
    const r = 1 + (rng() - 0.5) * 2 * wobble;
    const u = Math.cos(a) * rx * r;
    const v = Math.sin(a) * ry * r;
    pts.push([
      Math.round(cx + u * Math.cos(rot) - v * Math.sin(rot)),
      Math.round(cy + u * Math.sin(rot) + v * Math.cos(rot)),
    ]);
  }
  const P = (i: number) => pts[((i % n) + n) % n]!;
  let [x, y] = P(0);
  let d = `M${x} ${y}c`;
  const rel = (u: number, v: number) => `${Math.round(u - x)} ${Math.round(v - y)}`;
  for (let i = 0; i < n; i++) {
    const p0 = P(i - 1);
    const p1 = P(i);
    const p2 = P(i + 1);
    const p3 = P(i + 2);
    d += `${rel(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${rel(p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)} ${rel(p2[0], p2[1])} `;
    [x, y] = p2;
  }
  return `${d.trim()}z`;
}

/** A wash: a few blobs of one colour stacked, each a little smaller and shifted. */
interface Wash {
  x: number;
  y: number;
  rx: number;
  ry: number;
  layer: number;
  /** turn of the long axis, radians */
  rot?: number;
}

/** Fine gold splatter: dots of three sizes scattered around (x, y) within radius r. */
function splatter(
  rng: Rng,
  gold: string,
  spots: [number, number, number][],
  count: number,
): string {
  const sizes: string[] = ['', '', ''];
  for (let k = 0; k < count; k++) {
    const [x, y, r] = spots[k % spots.length]!;
    const a = rng() * Math.PI * 2;
    const d = rng() * rng() * r * 1.3;
    const s = rng() < 0.62 ? 0 : rng() < 0.78 ? 1 : 2;
    sizes[s] += `M${Math.round(x + Math.cos(a) * d)} ${Math.round(y + Math.sin(a) * d)}h0`;
  }
  return sizes
    .map((d, s) =>
      d
        ? `<path d="${d}" stroke="${gold}" stroke-width="${[1.2, 2.2, 3.6][s]}" stroke-linecap="round"/>`
        : '',
    )
    .join('');
}

function edge(
  p: string,
  t: Tones,
  seed: number,
  density: number,
  layout: number,
  bottom: boolean,
): { body: string; defs: string } {
  const rng = seededRandom(seed);
  const washes: Wash[] = [];
  const d = density;
  const k = bottom ? 0.85 : 1;
  let gold = '';
  let spots: [number, number, number][];
  const corner = (x: number, y: number, size: number) => {
    const dir = Math.sign(200 - x);
    washes.push({ x: x + 10 * dir, y, rx: 150 * size, ry: 104 * size, layer: 0 });
    washes.push({ x: x + 34 * dir, y: y + 10, rx: 100 * size, ry: 70 * size, layer: 1 });
    washes.push({
      x: x + (rng() * 30 - 10) * dir,
      y: y - 6,
      rx: 76 * size,
      ry: 56 * size,
      layer: 2,
    });
    washes.push({
      x: x + 44 * dir * size,
      y: y + 26 * size,
      rx: 42 * size,
      ry: 32 * size,
      layer: 3,
    });
    washes.push({ x: x + 96 * dir * size, y: y + 10, rx: 40 * size, ry: 26 * size, layer: 4 });
  };
  if (layout === 0) {
    corner(10, 6, (1.15 + d * 0.25) * k);
    corner(392, 0, (0.85 + d * 0.2) * k);
    spots = [
      [90 * k, 70 * k, 40],
      [320, 54 * k, 30],
    ];
  } else if (layout === 1) {
    const n = 5 + Math.round(d * 2);
    for (let i = 0; i < n; i++) {
      const x = -20 + (i / (n - 1)) * 440;
      const edgeLift = 1 - 0.45 * Math.sin((i / (n - 1)) * Math.PI);
      washes.push({
        x,
        y: -10,
        rx: 70 + rng() * 20,
        ry: (84 + d * 16 + rng() * 14) * edgeLift * k,
        layer: i % 2 ? 2 : 0,
      });
      if (i % 2 === 0)
        washes.push({ x: x + 20, y: -16, rx: 46, ry: 60 * edgeLift * k, layer: i % 4 ? 3 : 1 });
      if (i % 3 === 1) washes.push({ x: x + 10, y: 6, rx: 30, ry: 24 * k, layer: 4 });
    }
    gold = `<path d="M-4 ${r1(96 * k)}C90 ${r1(72 * k)} 150 ${r1(62 * k)} 200 ${r1(60 * k)}S320 ${r1(74 * k)} 404 ${r1(90 * k)}" fill="none" stroke="${t.gold}" stroke-width=".8"/>`;
    spots = [
      [60, 70 * k, 30],
      [340, 64 * k, 30],
      [200, 40 * k, 40],
    ];
  } else if (layout === 2) {
    corner(14, 10, (1.35 + d * 0.25) * k);
    washes.push({ x: 190 * k, y: -10, rx: 80 * k, ry: 34 * k, layer: 0 });
    gold = `<path d="M-4 ${r1(170 * k)}Q${r1(120 * k)} ${r1(150 * k)} ${r1(230 * k)} -4" fill="none" stroke="${t.gold}" stroke-width=".8"/>`;
    spots = [[150 * k, 90 * k, 46]];
  } else if (layout === 3) {
    const n = 4 + Math.round(d * 3);
    let rings = '';
    for (let i = 0; i < n; i++) {
      const x = 20 + rng() * 360;
      const side = Math.abs(x - 200) / 200;
      const y = -10 + rng() * (30 + side * 60);
      const r = 30 + rng() * 34;
      washes.push({ x, y, rx: r, ry: r, layer: i % 4 });
      if (i % 2 === 0) {
        rings += `<circle cx="${Math.round(x + (rng() - 0.5) * 20)}" cy="${Math.round(y + 8)}" r="${Math.round(r * 0.8)}"/>`;
      }
    }
    gold = `<g fill="none" stroke="${t.gold}" stroke-width=".7">${rings}</g>`;
    spots = [
      [100, 60, 60],
      [300, 60, 60],
    ];
  } else {
    // a broad diagonal sweep from the corner, a gold stroke along its lower edge
    const x0 = -16;
    const y0 = 150 * k;
    const x1 = 250 * k;
    const y1 = -16;
    const rot = Math.atan2(y1 - y0, x1 - x0);
    const n = 4 + Math.round(d * 2);
    for (let i = 0; i < n; i++) {
      const f = i / (n - 1);
      const x = x0 + (x1 - x0) * f;
      const y = y0 + (y1 - y0) * f;
      const w = 1 - 0.35 * f;
      washes.push({ x, y, rx: 80 * k, ry: 42 * k * w, layer: i % 2 ? 2 : 0, rot });
      if (i % 2 === 0)
        washes.push({ x: x + 16, y: y - 6, rx: 70 * k, ry: 30 * k * w, layer: i % 4 ? 3 : 1, rot });
    }
    washes.push({ x: -10, y: -10, rx: 80 * k, ry: 70 * k, layer: 0 });
    washes.push({ x: 70 * k, y: 56 * k, rx: 30 * k, ry: 16 * k, layer: 4, rot });
    const off = 46 * k;
    const nx = -Math.sin(rot) * off;
    const ny = Math.cos(rot) * off;
    const at = (f: number, m: number) =>
      pt(x0 + (x1 - x0) * f + nx * m, y0 + (y1 - y0) * f + ny * m);
    gold = `<path d="M${at(0.14, 1)}Q${at(0.6, 1.1)} ${at(1.08, 0.5)}" fill="none" stroke="${t.gold}" stroke-width="1" stroke-linecap="round"/>`;
    spots = [[(x0 + x1) / 2 + nx, (y0 + y1) / 2 + ny * 0.5, 40]];
  }
  // each wash is two or three stacked blobs; pigment gathers at the rims
  const byLayer: string[] = ['', '', '', '', ''];
  for (const w of washes) {
    byLayer[w.layer] += blob(rng, w.x, w.y, w.rx, w.ry, 0.2, w.rot);
    byLayer[w.layer] += blob(
      rng,
      w.x + (rng() - 0.5) * 12,
      w.y + (rng() - 0.5) * 8,
      w.rx * 0.78,
      w.ry * 0.78,
      0.3,
      w.rot,
    );
  }
  const paint = byLayer
    .map((dd, i) => {
      if (!dd) return '';
      const [c, o] = t.layers[i]!;
      const rim = r1(Math.min(1, o * (t.dark ? 1.15 : 1.5)));
      return `<path d="${dd}" fill="${c}" fill-opacity="${o}" stroke="${c}" stroke-opacity="${rim}" stroke-width="1.2"/>`;
    })
    .join('');
  const defs =
    `<filter id="${p}f" x="-10%" y="-10%" width="120%" height="120%">` +
    `<feTurbulence type="fractalNoise" baseFrequency=".04" numOctaves="3" seed="${seed % 97}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="16" xChannelSelector="R" yChannelSelector="G"/>` +
    `<feGaussianBlur stdDeviation="1"/></filter>`;
  const dots = splatter(rng, t.gold, spots, 18 + Math.round(d * 20));
  return { body: tidy(`<g filter="url(#${p}f)">${paint}</g>${gold}${dots}`), defs };
}

/** A thin gold line with a small wash and a few flecks at its middle. */
function centre(p: string, t: Tones, seed: number): string {
  const rng = seededRandom(seed + 5);
  const [c, o] = t.layers[2]!;
  const [c2, o2] = t.layers[3]!;
  return svgDocument(
    CENTRE_VIEWBOX,
    tidy(
      `<g filter="url(#${p}f)"><path d="${blob(rng, 120, 24, 46, 13, 0.2)}" fill="${c}" fill-opacity="${o}"/><path d="${blob(rng, 126, 25, 24, 8, 0.25)}" fill="${c2}" fill-opacity="${o2}"/></g>` +
        `<path d="M24 25Q120 20 216 25" fill="none" stroke="${t.gold}" stroke-width=".8"/>` +
        `<path d="M106 16h0M138 31h0M150 18h0M94 30h0" stroke="${t.gold}" stroke-width="2.4" stroke-linecap="round"/>`,
    ),
    {
      defs:
        `<filter id="${p}f" x="-10%" y="-30%" width="120%" height="160%"><feTurbulence type="fractalNoise" baseFrequency=".06" numOctaves="2" seed="3"/>` +
        `<feDisplacementMap in="SourceGraphic" scale="8" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation=".8"/></filter>`,
    },
  );
}

/** A very soft wash: colour pooled faintly at the top and bottom, the middle left clear. */
function background(p: string, t: Tones): string {
  const [c, o] = t.layers[0]!;
  const op = t.dark ? 0.5 : o * 1.2;
  return svgDocument(BACKGROUND_VIEWBOX, `<rect width="390" height="844" fill="url(#${p}g)"/>`, {
    defs: `<linearGradient id="${p}g" x2="0" y2="1">${[
      [0, 1],
      [0.12, 0.55],
      [0.24, 0.18],
      [0.34, 0],
      [0.66, 0],
      [0.76, 0.18],
      [0.88, 0.55],
      [1, 1],
    ]
      .map(
        ([at, f]) =>
          `<stop offset="${at}" stop-color="${c}" stop-opacity="${Math.round(op * f! * 100) / 100}"/>`,
      )
      .join('')}</linearGradient>`,
    preserveAspectRatio: 'xMidYMid slice',
  });
}

export const watercolour: ArtFamily = (palette, variant) => {
  const t = tones(palette);
  const id = `wc${variant.seed}`;
  const seed = variant.seed;
  const density = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.floor(variant.motif));
  const layout = motif % 5;
  const turn =
    motif % 10 >= 5
      ? (s: string) => `<g transform="matrix(-1 0 0 1 400 0)">${s}</g>`
      : (s: string) => s;
  const top = edge(`${id}-t`, t, seed, density, layout, false);
  const bottom = edge(`${id}-b`, t, seed + 1, density * 0.8, layout, true);
  return {
    background: background(`${id}-g`, t),
    top: svgDocument(TOP_VIEWBOX, turn(top.body), { defs: top.defs }),
    bottom: svgDocument(
      TOP_VIEWBOX,
      flipToBottom(turn(bottom.body), layout === 2 || layout === 4),
      {
        defs: bottom.defs,
      },
    ),
    centre: centre(`${id}-c`, t, seed),
  };
};

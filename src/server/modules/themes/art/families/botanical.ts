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

// Botanical: leafy branches on fine stems, no big flowers. Branches (eucalyptus, olive, fern, palm
// frond, baby's breath, a berry cluster) are drawn once per document in <defs>, each growing up
// from the origin with leaves in three tones, and placed with small <use> transforms.
// motif % 5: 0 branches hanging from a leafy band along the edge, 1 crossed sprigs in the corners,
// 2 a wreath-like arc, 3 long sprigs running from one corner along the edge and down the side,
// 4 palm fronds fanning from both corners. Motifs 5 … 9 mirror 0 … 4; the seed picks the species.
// density: how many branches, and how long.

type Kind = 'E' | 'O' | 'F' | 'P' | 'B' | 'C';

interface Tones {
  /** three leaf tones as fill attributes: deep, mid, pale */
  leaf: string[];
  /** the deep leaf colour and opacity, for the background */
  solid: [string, number];
  stem: string;
  vein: string;
  dark: boolean;
}

function tones(p: Palette): Tones {
  return {
    leaf: [
      `fill="${p.accent}" fill-opacity="${p.dark ? 0.88 : 0.82}"`,
      `fill="${p.accent}" fill-opacity="${p.dark ? 0.58 : 0.52}"`,
      p.dark ? `fill="${p.accent}" fill-opacity=".32"` : `fill="${p.accentSoft}"`,
    ],
    solid: [p.accent, p.dark ? 0.85 : 0.8],
    stem: p.highlight,
    vein: p.page,
    dark: p.dark,
  };
}

/** Shorter SVG text: `0.5` → `.5`, and `1 -2` → `1-2` inside path data. */

/** A narrow leaflet (two quadratic curves), cheaper than leafD for fern and palm. */
function leafletD(x: number, y: number, deg: number, l: number, w: number): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const rel = (u: number, v: number) => pt(u * c - v * s, u * s + v * c);
  return `M${pt(x, y)}q${rel(l * 0.45, w * 1.6)} ${rel(l, 0)}q${rel(-l * 0.55, -w * 1.6)} ${rel(-l, 0)}`;
}

/** A round eucalyptus leaf on a short stalk: base (x, y), pointing at `deg`, radius r. */
function roundLeafD(x: number, y: number, deg: number, r: number): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const rel = (u: number, v: number) => pt(u * c - v * s, u * s + v * c);
  return `M${pt(x, y)}c${rel(-0.3, r * 1.3)} ${rel(r * 2.1, r * 1.3)} ${rel(r * 2.2, 0)}c${rel(-r * 0.1, -r * 1.25)} ${rel(-r * 2.5, -r * 1.25)} ${rel(-r * 2.2, 0)}`;
}

/** A point on the quadratic stem 0,0 → cx,cy → ex,ey. */
function quad(cx: number, cy: number, ex: number, ey: number, t: number) {
  const u = 1 - t;
  const dx = 2 * u * cx + 2 * t * (ex - cx);
  const dy = 2 * u * cy + 2 * t * (ey - cy);
  return {
    x: 2 * u * t * cx + t * t * ex,
    y: 2 * u * t * cy + t * t * ey,
    h: (Math.atan2(dy, dx) * 180) / Math.PI,
  };
}

/** The branch shapes one document uses, each growing up from the origin, about 100 long. */
function defs(p: string, t: Tones, used: Set<Kind>): string {
  const stem = (d: string, w = 0.9) =>
    `<path d="${d}" fill="none" stroke="${t.stem}" stroke-width="${w}" stroke-linecap="round"/>`;
  /** leaves sorted into the three tones, pale first so deep ones sit on top */
  const toned = (ds: string[][]) =>
    [2, 1, 0]
      .map((k) => {
        return ds[k]!.length ? `<path d="${ds[k]!.join('')}" ${t.leaf[k]}/>` : '';
      })
      .join('');
  const bins = (): string[][] => [[], [], []];
  let out = '';
  if (used.has('E')) {
    // eucalyptus: round leaves on short stalks, nearly paired, shrinking to the tip
    const ds = bins();
    let veins = '';
    for (let k = 0; k < 7; k++) {
      const r = 7.4 - k * 0.62;
      for (const [j, t0, turn] of [
        [0, 0.08, -80],
        [1, 0.12, 76],
      ] as const) {
        const s = quad(8, -52, -2, -104, t0 + k * 0.135);
        const deg = s.h + turn;
        ds[(k + j) % 3]!.push(roundLeafD(s.x, s.y, deg, r * (1 - j * 0.05)));
        veins += `M${pt(s.x, s.y)}l${pt(Math.cos(rad(deg)) * r * 1.7, Math.sin(rad(deg)) * r * 1.7)}`;
      }
    }
    const tip = quad(8, -52, -2, -104, 1);
    ds[0]!.push(roundLeafD(tip.x, tip.y, tip.h, 3.4));
    out += `<g id="${p}E">${toned(ds)}<path d="${veins}" stroke="${t.vein}" stroke-opacity=".4" stroke-width=".5"/>${stem('M0 0Q8-52-2-104')}</g>`;
  }
  if (used.has('O')) {
    // olive: slender leaves angled forward with a pale midrib, a few olives
    const ds = bins();
    let veins = '';
    for (let k = 0; k < 10; k++) {
      const s = quad(-7, -52, 4, -104, 0.08 + k * 0.09);
      const side = k % 2 ? 1 : -1;
      const l = 28 - k * 1.4;
      const deg = s.h + side * 34;
      ds[k % 3]!.push(leafD(s.x, s.y, deg, l, 3.4 - k * 0.1));
      veins += `M${pt(s.x, s.y)}l${pt(Math.cos(rad(deg)) * l * 0.8, Math.sin(rad(deg)) * l * 0.8)}`;
    }
    const tip = quad(-7, -52, 4, -104, 1);
    ds[0]!.push(leafD(tip.x, tip.y, tip.h, 16, 2.8));
    const o1 = quad(-7, -52, 4, -104, 0.34);
    const o2 = quad(-7, -52, 4, -104, 0.58);
    out +=
      `<g id="${p}O">${stem('M0 0Q-7-52 4-104')}${toned(ds)}<path d="${veins}" stroke="${t.vein}" stroke-opacity=".45" stroke-width=".5"/>` +
      `<path d="${leafD(o1.x + 1, o1.y, o1.h + 115, 8, 3.6)}${leafD(o2.x - 1, o2.y, o2.h - 120, 7.5, 3.4)}" fill="${t.stem}"/></g>`;
  }
  if (used.has('F')) {
    // fern: a fine arching rachis with leaflets shrinking towards the tip
    const ds = bins();
    for (let k = 0; k < 13; k++) {
      const tt = 0.08 + k * 0.07;
      const s = quad(10, -52, 2, -104, tt);
      const l = 21 * (1 - tt * 0.8);
      ds[k % 2]!.push(leafletD(s.x, s.y, s.h - 60 + tt * 20, l, l * 0.15));
      ds[(k % 2) + 1]!.push(leafletD(s.x, s.y, s.h + 60 - tt * 20, l, l * 0.15));
    }
    out += `<g id="${p}F">${stem('M0 0Q10-52 2-104', 0.8)}${toned(ds)}</g>`;
  }
  if (used.has('P')) {
    // palm frond: an arching rib with long narrow leaflets
    const ds = bins();
    for (let k = 0; k < 11; k++) {
      const tt = 0.1 + k * 0.082;
      const s = quad(16, -56, 10, -106, tt);
      const l = 36 * (1 - tt * 0.68);
      ds[k % 3]!.push(leafletD(s.x, s.y, s.h - 40, l, l * 0.07));
      ds[(k + 1) % 3]!.push(leafletD(s.x, s.y, s.h + 36, l, l * 0.07));
    }
    out += `<g id="${p}P">${stem('M0 0Q16-56 10-106', 1.1)}${toned(ds)}</g>`;
  }
  if (used.has('B')) {
    // baby's breath: branching hair-fine stems ending in tiny round florets
    const dots = [
      [-6, -62],
      [16, -50],
      [-20, -64],
      [-2, -70],
      [9, -58],
      [22, -44],
      [-13, -56],
      [4, -66],
      [-24, -58],
      [14, -62],
      [-9, -68],
      [26, -52],
      [-17, -70],
      [1, -58],
    ];
    out +=
      `<g id="${p}B">${stem('M0 0Q2-30-6-60M-1-22Q9-34 16-48M-3-38Q-14-50-20-62M8-38Q14-50 14-60M-10-50L-15-56M16-48L22-44M-6-60L-2-70', 0.5)}` +
      `<path d="${dots.map(([x, y]) => `M${x} ${y}h0`).join('')}" stroke="${t.stem}" stroke-width="3.4" stroke-linecap="round"/>` +
      `<path d="${dots.map(([x, y]) => `M${x! + 0.6} ${y! - 0.6}h0`).join('')}" stroke="${t.vein}" stroke-opacity=".5" stroke-width="1.2" stroke-linecap="round"/></g>`;
  }
  if (used.has('C')) {
    // a little cluster of berries on hair-fine stalks
    out +=
      `<g id="${p}C" stroke="${t.stem}" stroke-linecap="round">${stem('M0 0L-6-8M0 0L1-11M0 0L7-7M0 0L-10-2M0 0L10 0', 0.6)}` +
      `<path d="M-6-8h0M1-11h0M7-7h0M-10-2h0M10 0h0" stroke-width="4.2"/><circle r="1.6" fill="${t.stem}"/></g>`;
  }
  return tidy(out);
}

interface Item {
  kind: Kind;
  x: number;
  y: number;
  rot: number;
  s: number;
  flip?: boolean;
}

/** translate, rotate (and mirror), scale as one short matrix; rot 0 keeps the branch upright. */
function tf(x: number, y: number, rot: number, s: number, flip = false): string {
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const c = s * Math.cos(rad(rot));
  const n = s * Math.sin(rad(rot));
  const f = flip ? -1 : 1;
  return `matrix(${r2(c * f)} ${r2(n * f)} ${r2(-n)} ${r2(c)} ${Math.round(x)} ${Math.round(y)})`;
}

function render(p: string, items: Item[], used: Set<Kind>): string {
  return items
    .map((it) => {
      used.add(it.kind);
      return `<use href="#${p}${it.kind}" transform="${tf(it.x, it.y, it.rot, it.s, it.flip)}"/>`;
    })
    .join('');
}

/** Branch kinds for this theme, in a seeded order (baby's breath is added separately). */
function species(rng: Rng): Kind[] {
  const all: Kind[] = ['E', 'O', 'F', 'P'];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

/**
 * The branches of one edge as drawn at the top. Rotations turn an upright branch to a compass
 * heading (0 = up, 90 = right, 180 = hanging down).
 */
function edge(seed: number, density: number, layout: number, bottom: boolean): Item[] {
  const rng = seededRandom(seed);
  const kinds = species(rng);
  const d = density;
  const items: Item[] = [];
  const pick = (k: number) => kinds[k % (layout === 4 ? 1 : 3)]!;
  if (layout === 0) {
    // branches hanging from a leafy band along the edge: long at the sides, none over the names
    const m = bottom ? 0.85 : 1;
    const hang = [0.06, 0.2, 0.8, 0.94, 0.33, 0.67].slice(0, 4 + Math.round(d * 2));
    hang.forEach((f, k) => {
      const x = f * 400 + (rng() - 0.5) * 14;
      const side = Math.abs(x - 200) / 200;
      items.push({
        kind: pick(k),
        x,
        y: -4,
        rot: 180 + (x < 200 ? 1 : -1) * (3 + rng() * 8),
        s: Math.min(1.3, 0.6 + side * 0.6 + rng() * 0.15) * m,
        flip: rng() < 0.5,
      });
    });
    const n = 7 + Math.round(d * 3);
    for (let k = 0; k < n; k++) {
      const x = -20 + (k / (n - 1)) * 440 + (rng() - 0.5) * 20;
      const right = k % 2 === 0;
      items.push({
        kind: pick(k + 1),
        x,
        y: -8 + rng() * 6,
        rot: (right ? 1 : -1) * (106 + rng() * 22),
        s: (0.7 + rng() * 0.25) * m,
        flip: rng() < 0.5,
      });
      if (k % 3 === 1 && rng() < 0.3 + d) {
        items.push({ kind: 'B', x: x + 10, y: -2, rot: 180 + (rng() - 0.5) * 60, s: 0.7 });
      }
    }
  } else if (layout === 1) {
    // two sprigs crossed at their stems in each corner, a little baby's breath between
    const corner = (m: number) => {
      const s = (1.45 + d * 0.35) * m;
      const out: Item[] = [];
      out.push({ kind: pick(0), x: 18, y: 62, rot: 72, s, flip: true });
      out.push({ kind: pick(1), x: 62, y: 18, rot: 198, s: s * 0.92 });
      out.push({ kind: 'B', x: 30, y: 30, rot: 135, s: (0.8 + d * 0.3) * m });
      out.push({ kind: 'C', x: 44, y: 44, rot: 135, s: m });
      if (d > 0.65) out.push({ kind: pick(2), x: 24, y: 24, rot: 128, s: s * 0.55 });
      return out;
    };
    const left = corner(bottom ? 0.85 : 1);
    const right = corner(bottom ? 0.75 : 0.88).map((it) => ({
      ...it,
      x: 400 - it.x,
      rot: -it.rot,
      flip: !it.flip,
    }));
    items.push(...left, ...right);
  } else if (layout === 2) {
    // a wreath-like arc: sprigs follow a wide arch from each side up to the middle
    const cx = 200;
    const cy = bottom ? 300 : 330;
    const R = bottom ? 268 : 300;
    const per = 3 + Math.round(d * 2);
    for (const side of [-1, 1]) {
      for (let k = 0; k < per; k++) {
        // angle along the arc from the side (about ±46°) towards the top (0)
        const a0 = 44 - (k * 40) / per;
        const a = rad(side * a0);
        const x = cx + Math.sin(a) * R;
        const y = cy - Math.cos(a) * R;
        const kind = pick(k + (side > 0 ? 1 : 0));
        // tangent pointing towards the middle
        const rot = side < 0 ? 90 - a0 : a0 - 90;
        items.push({ kind, x, y, rot, s: 0.72 + d * 0.2, flip: side > 0 });
      }
    }
    items.push({ kind: 'C', x: 200, y: cy - R + 2, rot: 180, s: 1.1 });
  } else if (layout === 3) {
    // long sprigs running from one corner along the edge and down the side, layered
    const m = bottom ? 0.78 : 1;
    items.push(
      { kind: pick(1), x: -6, y: 14, rot: 103 + rng() * 5, s: (1.25 + d * 0.3) * m, flip: true },
      { kind: pick(2), x: 14, y: -6, rot: 167 - rng() * 5, s: (1.0 + d * 0.3) * m },
      { kind: pick(0), x: -8, y: 4, rot: 95 + rng() * 3, s: (1.65 + d * 0.35) * m },
      { kind: 'B', x: 8, y: 8, rot: 140, s: 1.1 * m },
      { kind: pick(0), x: 4, y: -8, rot: 176 - rng() * 3, s: (1.15 + d * 0.3) * m, flip: true },
      { kind: 'C', x: 22, y: 20, rot: 135, s: 1.2 * m },
    );
  } else {
    // palm fronds fanning from both corners, a fern tucked beneath
    const fan = (n: number, m: number) => {
      const out: Item[] = [];
      for (let k = 0; k < n; k++) {
        const a = 96 + (k / (n - 1)) * 76 + (rng() - 0.5) * 6;
        out.push({
          kind: 'P',
          x: -8,
          y: -8,
          rot: a,
          s: (1.2 + (k % 2) * 0.3 + rng() * 0.15) * m,
          flip: k % 2 === 1,
        });
      }
      out.splice(1, 0, {
        kind: kinds[1] === 'P' ? 'F' : kinds[1]!,
        x: 0,
        y: 0,
        rot: 135,
        s: 1.1 * m,
      });
      return out;
    };
    const right = fan(3 + Math.round(d * 2), bottom ? 0.7 : 0.8).map((it) => ({
      ...it,
      x: 400 - it.x,
      rot: -it.rot,
      flip: !it.flip,
    }));
    items.push(...fan(4 + Math.round(d * 2), bottom ? 0.85 : 1), ...right);
  }
  return items;
}

/** A delicate sprig divider: two small olive-like sprigs meeting at a gold bud. */
function centre(t: Tones): string {
  let a = '';
  let b = '';
  for (const side of [-1, 1]) {
    for (let k = 0; k < 6; k++) {
      const x = 120 + side * (12 + k * 13);
      const up = k % 2 === 0;
      const l = 13 - k * 1;
      const deg = side < 0 ? (up ? 200 : 160) : up ? -20 : 20;
      const d = leafD(x, 24, deg, l, l * 0.26);
      if (up) a += d;
      else b += d;
    }
  }
  return svgDocument(
    CENTRE_VIEWBOX,
    tidy(
      `<path d="M30 24Q75 20 112 24M128 24Q165 20 210 24" fill="none" stroke="${t.stem}" stroke-width=".8"/>` +
        `<path d="${b}" ${t.leaf[1]}/><path d="${a}" ${t.leaf[0]}/>` +
        `<path d="M120 20h0M115 25h0M125 25h0M120 29h0" stroke="${t.stem}" stroke-width="3.6" stroke-linecap="round"/>`,
    ),
  );
}

/** Very faint leaf shadows at the side edges only. */
function background(t: Tones, seed: number): string {
  const rng = seededRandom(seed + 3);
  let d = '';
  for (let k = 0; k < 8; k++) {
    const left = k % 2 === 0;
    const x = left ? -6 : 396;
    const y = 260 + k * 42 + rng() * 20;
    d += leafD(x, y, (left ? -20 : 200) + (rng() - 0.5) * 40, 34 + rng() * 18, 9);
  }
  return svgDocument(
    BACKGROUND_VIEWBOX,
    tidy(`<path d="${d}" fill="${t.solid[0]}" opacity="${t.dark ? 0.07 : 0.08}"/>`),
    { preserveAspectRatio: 'xMidYMid slice' },
  );
}

export const botanical: ArtFamily = (palette, variant) => {
  const t = tones(palette);
  const id = `bo${variant.seed}`;
  const seed = variant.seed;
  const density = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.floor(variant.motif));
  const layout = motif % 5;
  const flipBottom = layout === 3;
  const doc = (p: string, items: Item[], wrap: (s: string) => string) => {
    const used = new Set<Kind>();
    const body = tidy(render(p, items, used));
    return svgDocument(TOP_VIEWBOX, wrap(body), { defs: defs(p, t, used) });
  };
  const turn =
    motif % 10 >= 5
      ? (s: string) => `<g transform="matrix(-1 0 0 1 400 0)">${s}</g>`
      : (s: string) => s;
  return {
    background: layout === 0 || layout === 2 ? null : background(t, seed),
    top: doc(`${id}-t`, edge(seed, density, layout, false), turn),
    bottom: doc(`${id}-b`, edge(seed + 1, density * 0.75, layout, true), (s) =>
      flipToBottom(turn(s), flipBottom),
    ),
    centre: centre(t),
  };
};

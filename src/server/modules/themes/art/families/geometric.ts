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

// Islamic geometric patterns: khatam (8-point star) lattices, star-and-cross, hexagram interlace
// and 12-point rosettes, drawn once as an SVG <pattern> and laid as a band ending in an arcade,
// pointed-arch spandrels or a hanging crest, fading towards the text, over a faint lattice at the
// left and right edges of the page.

export type Pt = [number, number];

const TAU = Math.PI * 2;
const SQ3 = Math.sqrt(3);

export const pathOf = (pts: Pt[]): string =>
  `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;

/** n points on a circle, the first at angle `rot` (radians, 0 = pointing right). */
export function ring(n: number, radius: number, rot = 0, cx = 0, cy = 0): Pt[] {
  return Array.from({ length: n }, (_, k) => {
    const a = rot + (k * TAU) / n;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as Pt;
  });
}

/** A star outline: n points of radius `outer`, valleys of radius `inner`. */
export function star(n: number, outer: number, inner: number, rot = 0, cx = 0, cy = 0): Pt[] {
  const pts: Pt[] = [];
  for (let k = 0; k < n * 2; k++) {
    const a = rot + (k * Math.PI) / n;
    const rad = k % 2 === 0 ? outer : inner;
    pts.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
  }
  return pts;
}

/** The {n/step} star polygon as one path of chords round cx cy (the interlaced rosette). */
export function starPolygon(
  n: number,
  step: number,
  radius: number,
  rot = 0,
  cx = 0,
  cy = 0,
): string {
  const pts = ring(n, radius, rot, cx, cy);
  const groups = gcd(n, step);
  let d = '';
  for (let g = 0; g < groups; g++) {
    const loop: Pt[] = [];
    for (let k = g, i = 0; i < n / groups; i++, k = (k + step) % n) loop.push(pts[k]!);
    d += pathOf(loop);
  }
  return d;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Outline of the khatam: two squares, one turned 45°, as two closed paths. */
const khatamLines = (radius: number): string =>
  pathOf(ring(4, radius, 0)) + pathOf(ring(4, radius, Math.PI / 4));

interface Tiling {
  w: number;
  h: number;
  /** Shapes placed once in <defs> (with ids), used by the pattern. */
  shapes: string;
  /** Strapwork lines inside one tile (stroked, no fill). */
  lines: string;
  /** Soft fills inside one tile. */
  fills: string;
  /** Small gold accents inside one tile. */
  dots: string;
  /** A small emblem for the centre divider and medallions (a path d at radius 1 × size). */
  emblem: (size: number) => string;
}

const place = (id: string, pts: Pt[]): string =>
  pts.map(([x, y]) => `<use href="#${id}" x="${r1(x)}" y="${r1(y)}"/>`).join('');

/** 0: khatam lattice, 1: star and cross, 2: hexagram interlace, 3: twelve-point rosettes. */
function tiling(kind: number, s: number, id: string): Tiling {
  if (kind === 0) {
    // Khatam stars on a square lattice, tip to tip, small gold lozenges in the gaps.
    const R = s / 2;
    const corners: Pt[] = [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
    ];
    return {
      w: s,
      h: s,
      shapes: `<path id="${id}s" d="${khatamLines(R)}"/><path id="${id}d" d="${pathOf(star(4, s * 0.13, s * 0.045, Math.PI / 4))}"/>`,
      lines: `<use href="#${id}s" x="${r1(s / 2)}" y="${r1(s / 2)}"/><circle cx="${r1(s / 2)}" cy="${r1(s / 2)}" r="${r1(R * 0.42)}"/>`,
      fills: `<circle cx="${r1(s / 2)}" cy="${r1(s / 2)}" r="${r1(R * 0.42)}"/>`,
      dots: place(`${id}d`, corners),
      emblem: (size) => khatamLines(size),
    };
  }
  if (kind === 1) {
    // Eight-point stars in a checkerboard; the crosses appear between them.
    const R = (s * Math.SQRT2) / 4;
    const inner = (R * Math.cos(Math.PI / 4)) / Math.cos(Math.PI / 8);
    const pts: Pt[] = [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
      [s / 2, s / 2],
    ];
    const crosses: Pt[] = [
      [s / 2, 0],
      [0, s / 2],
      [s, s / 2],
      [s / 2, s],
    ];
    return {
      w: s,
      h: s,
      shapes: `<path id="${id}s" d="${pathOf(star(8, R, inner))}"/><circle id="${id}d" r="${r1(s * 0.035)}"/>`,
      lines: place(`${id}s`, pts),
      fills: place(`${id}s`, pts),
      dots: place(`${id}d`, crosses),
      emblem: (size) => pathOf(star(8, size, size * 0.766)),
    };
  }
  if (kind === 2) {
    // Three families of parallel lines: hexagons ringed by triangles, the six-point star.
    const a = s;
    const h0 = (a * SQ3) / 2;
    const H = 2 * h0;
    let d = `M0 ${r1(h0 / 2)}H${r1(a)}M0 ${r1(h0 * 1.5)}H${r1(a)}`;
    for (const x0 of [-a, 0, a]) d += `M${r1(x0)} 0L${r1(x0 + a)} ${r1(H)}`;
    for (const x0 of [0, a, 2 * a]) d += `M${r1(x0)} 0L${r1(x0 - a)} ${r1(H)}`;
    const centres: Pt[] = [
      [a / 2, 0],
      [0, h0],
      [a, h0],
      [a / 2, H],
    ];
    return {
      w: a,
      h: H,
      shapes: `<path id="${id}d" d="${pathOf(star(6, a * 0.16, a * 0.08, -Math.PI / 2))}"/><path id="${id}h" d="${pathOf(ring(6, ((a * 0.5) / SQ3) * 1.0, Math.PI / 6))}"/>`,
      lines: `<path d="${d}"/>`,
      fills: place(`${id}h`, centres),
      dots: place(`${id}d`, centres),
      emblem: (size) => pathOf(ring(3, size, -Math.PI / 2)) + pathOf(ring(3, size, Math.PI / 2)),
    };
  }
  // Twelve-point interlaced rosettes on a hexagonal lattice, small stars in the gaps.
  const a = s;
  const h0 = (a * SQ3) / 2;
  const H = 2 * h0;
  const R = a / 2;
  const centres: Pt[] = [
    [0, 0],
    [a, 0],
    [0, H],
    [a, H],
    [a / 2, h0],
  ];
  const gaps: Pt[] = [
    [a / 2, h0 / 3],
    [a / 2, (5 * h0) / 3],
    [0, (2 * h0) / 3],
    [a, (2 * h0) / 3],
    [0, (4 * h0) / 3],
    [a, (4 * h0) / 3],
  ];
  return {
    w: a,
    h: H,
    shapes: `<path id="${id}s" d="${starPolygon(12, 5, R)}"/><path id="${id}f" d="${pathOf(ring(12, R * 0.27, Math.PI / 12))}"/><circle id="${id}d" r="${r1(a * 0.04)}"/>`,
    lines: place(`${id}s`, centres),
    fills: place(`${id}f`, centres),
    dots: place(`${id}d`, gaps),
    emblem: (size) => starPolygon(12, 5, size),
  };
}

interface Colours {
  line: string;
  soft: string;
  gold: string;
  page: string;
}

/** The <pattern> for one tiling: soft fills, strapwork (a line with a page-coloured core), gold. */
function patternDef(
  id: string,
  t: Tiling,
  c: Colours,
  o: { x: number; y: number; sw: number; strap: boolean; fill: number },
): string {
  const core = o.strap
    ? `<use href="#${id}L" stroke="${c.page}" stroke-width="${r1(o.sw * 0.38)}"/>`
    : '';
  return `${t.shapes}<pattern id="${id}" width="${r1(t.w)}" height="${r1(t.h)}" x="${r1(o.x)}" y="${r1(o.y)}" patternUnits="userSpaceOnUse"><g fill="${c.soft}" opacity="${o.fill}">${t.fills}</g><g fill="none" stroke="${c.line}" stroke-width="${r1(o.sw)}" stroke-linejoin="round"><g id="${id}L" fill="none">${t.lines}</g></g>${core}<g fill="${c.gold}">${t.dots}</g></pattern>`;
}

/** An alpha mask from a vertical gradient: [offset y, alpha] stops in user space. */
function fadeMask(id: string, c: string, stops: [number, number][], w = 400, h = 240): string {
  const y1 = stops[0]![0];
  const y2 = stops[stops.length - 1]![0];
  const st = stops
    .map(
      ([y, a]) =>
        `<stop offset="${r1(((y - y1) / (y2 - y1)) * 100)}%" stop-color="${c}" stop-opacity="${a}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}g" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${st}</linearGradient><mask id="${id}" mask-type="alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="url(#${id}g)"/></mask>`;
}

/** A medallion: a page-filled emblem ringed in gold, on the axis. */
function medallion(t: Tiling, x: number, y: number, size: number, c: Colours): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})"><circle r="${r1(size * 1.18)}" fill="${c.page}" stroke="${c.gold}" stroke-width="1.2"/><circle r="${r1(size * 1.02)}" fill="none" stroke="${c.gold}" stroke-width=".5"/><path d="${t.emblem(size * 0.86)}" fill="${c.soft}" fill-opacity=".5" stroke="${c.line}" stroke-width="1.1" stroke-linejoin="round"/><circle r="${r1(size * 0.16)}" fill="${c.gold}"/></g>`;
}

/** The gold border along the path `${p}o`: two fine lines with the page colour between them. */
const doubleLine = (p: string, c: Colours): string =>
  `<use href="#${p}o" stroke="${c.gold}" stroke-width="5.6"/><use href="#${p}o" stroke="${c.page}" stroke-width="3.2"/>`;

interface Part {
  defs: string;
  body: string;
}

function topPart(
  p: string,
  layout: number,
  t: Tiling,
  c: Colours,
  density: number,
  sw: number,
  strap: boolean,
  dark: boolean,
  arches: number,
): Part {
  const pat = patternDef(`${p}p`, t, c, {
    x: 200 - t.w / 2,
    y: 0,
    sw,
    strap,
    fill: dark ? 0.55 : 0.45,
  });
  if (layout === 0) {
    // An arcade: the lattice band ends in a row of pointed arches, gold drops at the cusps.
    const H = 84 + density * 40;
    const aw = 400 / arches;
    const ah = Math.min(aw * 0.62, 46);
    const arch = (x0: number, dy: number) => {
      const xm = x0 + aw / 2;
      const y = H - dy;
      const top = y - ah + dy * 0.6;
      return `C${r1(x0 + aw * 0.02)} ${r1(y - ah * 0.62)} ${r1(xm - aw * 0.2)} ${r1(top + ah * 0.2)} ${r1(xm)} ${r1(top)}C${r1(xm + aw * 0.2)} ${r1(top + ah * 0.2)} ${r1(x0 + aw * 0.98)} ${r1(y - ah * 0.62)} ${r1(x0 + aw)} ${r1(y)}`;
    };
    const line = (dy: number) => {
      let d = `M0 ${r1(H - dy)}`;
      for (let i = 0; i < arches; i++) d += arch(i * aw, dy);
      return d;
    };
    const defs =
      pat +
      `<clipPath id="${p}c"><path d="${line(0)}V0H0Z"/></clipPath>` +
      fadeMask(`${p}m`, c.line, [
        [0, 1],
        [H * 0.45, 1],
        [H, 0.45],
      ]);
    let drops = '';
    for (let i = 1; i < arches; i++) {
      const x = i * aw;
      drops += `<path d="M${r1(x)} ${r1(H + 3)}l3 5-3 5-3-5z"/><circle cx="${r1(x)}" cy="${r1(H + 19)}" r="1.6"/>`;
    }
    const body = `<rect width="400" height="${r1(H)}" fill="url(#${p}p)" clip-path="url(#${p}c)" mask="url(#${p}m)"/><path d="${line(0)}" fill="none" stroke="${c.gold}" stroke-width="1.6"/><path d="${line(6)}" fill="none" stroke="${c.gold}" stroke-width=".6"/><g fill="${c.gold}">${drops}</g>${medallion(t, 200, H - ah + 22, 11 + density * 3, c)}`;
    return { defs, body };
  }
  if (layout === 1) {
    // A pointed arch: the lattice fills the spandrels above it and fades downward.
    const m = 18;
    const apex = 64 + density * 34;
    const spring = 420;
    const hs = 200 - m;
    const dh = spring - apex;
    const rad = (dh * dh - hs * hs) / (2 * hs) + hs;
    const arc = (inset: number, sweep: number) =>
      `A${r1(rad - inset)} ${r1(rad - inset)} 0 0 ${sweep}`;
    const region = `M0 0H400V240H${400 - m}V${spring}${arc(0, 0)} 200 ${r1(apex)}${arc(0, 0)} ${m} ${spring}V240H0Z`;
    const outline = `M${m} 240V${spring}${arc(0, 1)} 200 ${r1(apex)}${arc(0, 1)} ${400 - m} ${spring}V240`;
    const defs =
      pat +
      `<clipPath id="${p}c"><path d="${region}"/></clipPath><path id="${p}o" d="${outline}" fill="none"/>` +
      fadeMask(`${p}m`, c.line, [
        [0, 1],
        [apex + 30, 0.85],
        [222, 0],
      ]);
    const body = `<g mask="url(#${p}m)"><rect width="400" height="240" fill="url(#${p}p)" clip-path="url(#${p}c)"/>${doubleLine(p, c)}</g>${medallion(t, 200, apex - 4, 15 + density * 5, c)}`;
    return { defs, body };
  }
  // A crest: a narrow lattice band along the edge with a pendant (an upturned onion dome)
  // of the lattice hanging at the centre, a medallion at its tip.
  const B = 22 + density * 8;
  const h = 104 + density * 16;
  const w0 = 58 + density * 10;
  const w1 = w0 + 22;
  const x = (v: number) => r1(200 + v);
  const edge = `M400 ${r1(B)}H${x(w0)}C${x(w0 + (w1 - w0) * 0.9)} ${r1(B + h * 0.06)} ${x(w1)} ${r1(B + h * 0.2)} ${x(w1)} ${r1(B + h * 0.38)}C${x(w1)} ${r1(B + h * 0.62)} ${x(w1 * 0.1)} ${r1(B + h * 0.7)} 200 ${r1(B + h)}C${x(-w1 * 0.1)} ${r1(B + h * 0.7)} ${x(-w1)} ${r1(B + h * 0.62)} ${x(-w1)} ${r1(B + h * 0.38)}C${x(-w1)} ${r1(B + h * 0.2)} ${x(-w0 - (w1 - w0) * 0.9)} ${r1(B + h * 0.06)} ${x(-w0)} ${r1(B)}H0`;
  const defs =
    pat +
    `<clipPath id="${p}c"><path d="${edge}V0H400Z"/></clipPath><path id="${p}o" d="${edge}" fill="none"/>` +
    fadeMask(`${p}m`, c.line, [
      [0, 1],
      [B + h * 0.5, 0.9],
      [B + h, 0.45],
    ]);
  const body = `<rect width="400" height="${r1(B + h)}" fill="url(#${p}p)" clip-path="url(#${p}c)" mask="url(#${p}m)"/>${doubleLine(p, c)}${medallion(t, 200, B + h + 8, 12 + density * 3, c)}`;
  return { defs, body };
}

export const geometric: ArtFamily = (palette: Palette, variant) => {
  const rand = seededRandom(variant.seed);
  const motif = Math.abs(Math.floor(variant.motif));
  const kind = motif % 4;
  const layout = motif % 3;
  const density = Math.min(1, Math.max(0, variant.density));
  const id = `geo${variant.seed >>> 0}-`;
  const c: Colours = {
    line: palette.accent,
    soft: palette.accentSoft,
    gold: palette.highlight,
    page: palette.page,
  };
  // Tile size: a little random, larger for the airy six- and twelve-fold patterns.
  const base = kind >= 2 ? 42 : 36;
  const s = base + Math.round(rand() * 8) - density * 6;
  const strap = rand() < 0.65;
  const sw = strap ? 2.4 : 1.1;

  const arches = rand() < 0.5 ? 5 : 7;
  const top = topPart(
    `${id}t`,
    layout,
    tiling(kind, s, `${id}t`),
    c,
    density,
    sw,
    strap,
    palette.dark,
    arches,
  );
  const bottom = topPart(
    `${id}b`,
    layout,
    tiling(kind, s, `${id}b`),
    c,
    density,
    sw,
    strap,
    palette.dark,
    arches,
  );

  // Background: the same lattice, larger and faint, strongest at the left and right edges.
  const bs = s * 1.6;
  const bt = tiling(kind, bs, `${id}g`);
  // The arch already fills the sides with lattice, so its page behind stays quieter.
  const bgAlpha = ((palette.dark ? 0.2 : 0.16) + density * 0.08) * (layout === 1 ? 0.55 : 1);
  const bgDefs =
    patternDef(`${id}gp`, bt, c, {
      x: 195 - bt.w / 2,
      y: 422 - bt.h / 2,
      sw: strap ? 2 : 1,
      strap,
      fill: 0.5,
    }) +
    `<linearGradient id="${id}gg"><stop offset="0" stop-color="${c.line}"/><stop offset=".12" stop-color="${c.line}" stop-opacity=".35"/><stop offset=".28" stop-color="${c.line}" stop-opacity="0"/><stop offset=".72" stop-color="${c.line}" stop-opacity="0"/><stop offset=".88" stop-color="${c.line}" stop-opacity=".35"/><stop offset="1" stop-color="${c.line}"/></linearGradient><mask id="${id}gm" mask-type="alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="390" height="844"><rect width="390" height="844" fill="url(#${id}gg)"/></mask>` +
    fadeMask(
      `${id}gv`,
      c.line,
      [
        [0, 0.25],
        [250, 0.25],
        [340, 1],
        [504, 1],
        [594, 0.25],
        [844, 0.25],
      ],
      390,
      844,
    );
  const background = svgDocument(
    BACKGROUND_VIEWBOX,
    `<g mask="url(#${id}gv)"><rect width="390" height="844" fill="url(#${id}gp)" mask="url(#${id}gm)" opacity="${r2(bgAlpha)}"/></g>`,
    { defs: bgDefs, preserveAspectRatio: 'xMidYMid slice' },
  );

  const ct = tiling(kind, 20, `${id}c`);
  const centre = svgDocument(
    CENTRE_VIEWBOX,
    `<g stroke="${c.gold}" stroke-width="1" fill="none"><path d="M24 24H94M146 24H216"/><path d="M30 20.5H94M146 20.5H210M30 27.5H94M146 27.5H210" stroke-width=".5"/></g><g fill="${c.gold}"><path d="M18 24l4-4 4 4-4 4zM214 24l4-4 4 4-4 4z"/></g><g transform="translate(120 24)"><path d="${ct.emblem(17)}" fill="${c.soft}" fill-opacity=".45" stroke="${c.line}" stroke-width="1.1" stroke-linejoin="round"/><circle r="3" fill="${c.gold}"/></g>`,
  );

  return {
    background,
    top: svgDocument(TOP_VIEWBOX, top.body, { defs: top.defs }),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(bottom.body), { defs: bottom.defs }),
    centre,
  };
};

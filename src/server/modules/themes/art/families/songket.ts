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

// Songket: the gold-thread brocade of the Malay courts. A woven band of silk (the palette's deep
// colour) carries gold motifs between zigzag borders: pucuk rebung (bamboo-shoot triangles)
// hanging towards the text, a belah ketupat lattice with small flowers, a chain of nested
// lozenges, or tall shoots drawn in thread from a slim hem; the page is strewn sparsely with bunga
// tabur, the small scattered flowers.

type Pt = [number, number];

const pathOf = (pts: Pt[]): string => `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;

function luminance(hex: string): number {
  const v = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((ch) => (ch <= 0.03928 ? ch / 12.92 : ((ch + 0.055) / 1.055) ** 2.4));
  return 0.2126 * v[0]! + 0.7152 * v[1]! + 0.0722 * v[2]!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

interface Colours {
  /** The silk of the band. */
  silk: string;
  /** The gold thread. */
  gold: string;
  /** A second, quieter thread for fine lines. */
  line: string;
  page: string;
}

/** Deep silk with gold that shows: the accent if the gold reads on it, else the ink. */
function colours(p: Palette): Colours {
  if (p.dark) return { silk: p.accentSoft, gold: p.highlight, line: p.accent, page: p.page };
  const silk = contrast(p.accent, p.highlight) >= 2 ? p.accent : p.ink;
  const gold =
    contrast(silk, p.highlight) >= 2 || contrast(silk, p.highlight) >= contrast(silk, p.accentSoft)
      ? p.highlight
      : p.accentSoft;
  return { silk, gold, line: gold, page: p.page };
}

/** Small flowers (bunga tabur), centred on 0 0, radius r. */
function flower(kind: number, r: number): string {
  if (kind === 0) {
    // Bunga cengkih: four lozenge petals.
    let d = '';
    for (const [sx, sy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as Pt[]) {
      const px = -sy;
      const py = sx;
      d += pathOf([
        [sx * r * 0.18, sy * r * 0.18],
        [sx * r * 0.55 + px * r * 0.3, sy * r * 0.55 + py * r * 0.3],
        [sx * r, sy * r],
        [sx * r * 0.55 - px * r * 0.3, sy * r * 0.55 - py * r * 0.3],
      ]);
    }
    return d;
  }
  if (kind === 1) {
    // Bunga bintang: an eight-point star.
    const pts: Pt[] = [];
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8 - Math.PI / 2;
      const rad = k % 2 === 0 ? r : r * 0.42;
      pts.push([rad * Math.cos(a), rad * Math.sin(a)]);
    }
    return pathOf(pts);
  }
  // Bunga tanjung: four rounded petals and four small points between them.
  let d = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2;
    const cx = Math.cos(a) * r * 0.5;
    const cy = Math.sin(a) * r * 0.5;
    d += `M${r1(cx + r * 0.34)} ${r1(cy)}a${r1(r * 0.34)} ${r1(r * 0.34)} 0 1 0 ${r1(-r * 0.68)} 0a${r1(r * 0.34)} ${r1(r * 0.34)} 0 1 0 ${r1(r * 0.68)} 0`;
    const b = a + Math.PI / 4;
    d += pathOf([
      [Math.cos(b) * r * 0.45, Math.sin(b) * r * 0.45],
      [Math.cos(b + 0.25) * r * 0.7, Math.sin(b + 0.25) * r * 0.7],
      [Math.cos(b) * r * 0.95, Math.sin(b) * r * 0.95],
      [Math.cos(b - 0.25) * r * 0.7, Math.sin(b - 0.25) * r * 0.7],
    ]);
  }
  return d;
}

/** A flower placed by <use>: its path lives once in <defs> as `${p}k`, at radius 10. */
const fl = (p: string, x: number, y: number, r: number, extra = ''): string =>
  `<use href="#${p}k" transform="translate(${r1(x)} ${r1(y)}) scale(${r2(r / 10)})"${extra}/>`;

interface Design {
  defs: string;
  body: string;
}

/** A zigzag border strip between two fine lines, from y to y + h. */
function zigzagStrip(id: string, y: number, h: number, c: Colours, step: number): Design {
  const defs = `<pattern id="${id}" width="${r1(step)}" height="${r1(h)}" x="${r1(200 - step / 2)}" y="${r1(y)}" patternUnits="userSpaceOnUse"><path d="M0 ${r1(h - 2)}L${r1(step / 2)} 2L${r1(step)} ${r1(h - 2)}" fill="none" stroke="${c.gold}" stroke-width="1.1"/><circle cx="${r1(step / 2)}" cy="${r1(h - 2.5)}" r=".9" fill="${c.gold}"/></pattern>`;
  const body = `<rect y="${r1(y)}" width="400" height="${r1(h)}" fill="url(#${id})"/><path d="M0 ${r1(y - 0.5)}H400M0 ${r1(y + h + 0.5)}H400" stroke="${c.gold}" stroke-width=".7"/>`;
  return { defs, body };
}

/** The woven silk: fine weft lines over the band. */
const weave = (id: string, c: Colours): string =>
  `<pattern id="${id}" width="4" height="2.4" patternUnits="userSpaceOnUse"><path d="M0 .6H4" stroke="${c.page}" stroke-width=".5" opacity=".09"/><path d="M1 1.8H3" stroke="${c.gold}" stroke-width=".5" opacity=".12"/></pattern>`;

function design(
  p: string,
  kind: number,
  c: Colours,
  density: number,
  fk: number,
  rand: () => number,
): Design {
  let defs = `<path id="${p}k" d="${flower(fk, 10)}"/>${weave(`${p}w`, c)}`;
  let body: string;
  const band = (h: number) =>
    `<rect width="400" height="${r1(h)}" fill="${c.silk}"/><rect width="400" height="${r1(h)}" fill="url(#${p}w)"/>`;

  if (kind === 0) {
    // Pucuk rebung: staggered small flowers between zigzags, bamboo shoots hanging below.
    const H = 60 + density * 18;
    const P = 32 + Math.round(rand() * 3) * 4;
    const T = 52 + density * 22;
    const z1 = zigzagStrip(`${p}z`, 6, 9, c, 10);
    const inner = H - 22 - 12;
    const fw = P / 2;
    defs +=
      z1.defs +
      `<pattern id="${p}f" width="${r1(P)}" height="${r1(inner)}" x="${r1(200 - P / 2)}" y="22" patternUnits="userSpaceOnUse" fill="${c.gold}">${fl(p, P / 2, inner / 2, Math.min(fw * 0.5, inner * 0.36))}<path transform="translate(0 ${r1(inner / 2)})" d="M-3 0l3-4 3 4-3 4z"/><path transform="translate(${r1(P)} ${r1(inner / 2)})" d="M-3 0l3-4 3 4-3 4z"/></pattern>` +
      `<pattern id="${p}r" width="${r1(P)}" height="${r1(T + 6)}" x="${r1(200 - P / 2)}" y="${r1(H)}" patternUnits="userSpaceOnUse">${pucukRebung(P, T, c)}</pattern>`;
    body =
      band(H) +
      z1.body +
      `<rect y="22" width="400" height="${r1(inner)}" fill="url(#${p}f)"/><path d="M0 ${r1(H - 10)}H400" stroke="${c.gold}" stroke-width=".7"/><path d="M0 ${r1(H - 5)}H400" stroke="${c.gold}" stroke-width="1.6"/>` +
      `<rect y="${r1(H)}" width="400" height="${r1(T + 2)}" fill="url(#${p}r)"/>`;
    // A few bunga tabur scattered below the shoots, fading away.
    let sprinkle = '';
    const n = Math.floor(400 / P / 2);
    for (let k = -n; k <= n; k++) {
      if (Math.abs(k) % 2 === 1) continue;
      const x = 200 + k * P;
      sprinkle += fl(p, x, H + T + 16, 4.5);
    }
    body += `<g fill="${c.gold}" opacity=".55">${sprinkle}</g>`;
    return { defs, body };
  }

  if (kind === 1) {
    // Belah ketupat: a lattice of lozenges, each holding a flower; shark teeth and a fringe.
    const H = 80 + density * 26;
    const D = 28 + Math.round(rand() * 2) * 4;
    const Dh = D * 1.25;
    const top = 10;
    const bot = H - 16;
    defs += `<pattern id="${p}l" width="${r1(D)}" height="${r1(Dh)}" x="${r1(200 - D / 2)}" y="${r1(top)}" patternUnits="userSpaceOnUse"><path d="M0 0L${r1(D)} ${r1(Dh)}M${r1(D)} 0L0 ${r1(Dh)}" stroke="${c.gold}" stroke-width=".8" opacity=".8"/><g fill="${c.gold}">${fl(p, D / 2, 0, D * 0.2)}${fl(p, 0, Dh / 2, D * 0.2)}${fl(p, D, Dh / 2, D * 0.2)}${fl(p, D / 2, Dh, D * 0.2)}</g></pattern>`;
    const g = 12;
    const gh = 13;
    defs += `<pattern id="${p}g" width="${g}" height="${gh + 30}" x="${r1(200 - g / 2)}" y="${r1(H)}" patternUnits="userSpaceOnUse"><path d="M0 0H${g}L${g / 2} ${gh}Z" fill="${c.gold}"/></pattern>`;
    body =
      band(H) +
      `<path d="M0 5H400M0 ${r1(H - 5)}H400" stroke="${c.gold}" stroke-width="1.4"/><path d="M0 ${top - 1}H400M0 ${r1(bot + 1)}H400" stroke="${c.gold}" stroke-width=".6"/>` +
      `<rect y="${top}" width="400" height="${r1(bot - top)}" fill="url(#${p}l)"/>` +
      `<rect y="${r1(H)}" width="400" height="${gh}" fill="url(#${p}g)"/>`;
    // A fringe: every few teeth a thread ending in a small flower.
    const step = g * (density > 0.5 ? 2 : 3);
    let fringe = '';
    const n = Math.floor(200 / step);
    for (let k = -n; k <= n; k++) {
      const x = 200 + k * step;
      const len = 10 + (k % 2 === 0 ? 12 : 0);
      fringe += `<path d="M${r1(x)} ${r1(H + gh)}v${len}"/>${fl(p, x, H + gh + len + 5, k % 2 === 0 ? 5 : 3.5, ' stroke="none"')}`;
    }
    body += `<g stroke="${c.gold}" stroke-width=".7" fill="${c.gold}">${fringe}</g>`;
    return { defs, body };
  }

  if (kind === 3) {
    // Tall bamboo shoots drawn in gold thread, hanging from a slim hem of silk.
    const H = 24;
    const P = 38 + Math.round(rand() * 2) * 4;
    const T = 84 + density * 34;
    const z = zigzagStrip(`${p}z`, 7, 9, c, 9);
    defs +=
      z.defs +
      `<pattern id="${p}r" width="${r1(P)}" height="${r1(T + 6)}" x="${r1(200 - P / 2)}" y="${H}" patternUnits="userSpaceOnUse">${pucukRebung(P, T, c, true)}${fl(p, P / 2, T * 0.15, P * 0.14, ` fill="${c.gold}"`)}<path d="M-3.5 0L0 7L3.5 0ZM${r1(P - 3.5)} 0L${r1(P)} 7L${r1(P + 3.5)} 0Z" fill="${c.gold}"/></pattern>`;
    body =
      band(H) +
      z.body +
      `<path d="M0 ${H - 2}H400" stroke="${c.gold}" stroke-width="1.4"/>` +
      `<rect y="${H}" width="400" height="${r1(T + 2)}" fill="url(#${p}r)"/>`;
    return { defs, body };
  }

  // Lozenge chain: nested lozenges tip to tip between zigzags; a narrow second band of flowers.
  const H = 74 + density * 22;
  const L = 44 + Math.round(rand() * 2) * 6;
  const z1 = zigzagStrip(`${p}z`, 5, 8, c, 8);
  const z2 = zigzagStrip(`${p}y`, H - 13, 8, c, 8);
  const y0 = 16;
  const y1 = H - 16;
  const lh = y1 - y0;
  const dia = (s: number) =>
    pathOf([
      [L / 2, lh / 2 - (lh / 2) * s],
      [L / 2 + (L / 2) * s, lh / 2],
      [L / 2, lh / 2 + (lh / 2) * s],
      [L / 2 - (L / 2) * s, lh / 2],
    ]);
  defs +=
    z1.defs +
    z2.defs +
    `<pattern id="${p}l" width="${L}" height="${r1(lh)}" x="${r1(200 - L / 2)}" y="${y0}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${c.gold}"><path d="${dia(0.96)}" stroke-width="1.3"/><path d="${dia(0.72)}" stroke-width=".7"/></g><path d="${dia(0.5)}" fill="${c.gold}"/>${fl(p, L / 2, lh / 2, Math.min(L, lh) * 0.2, ` fill="${c.silk}"`)}<g fill="${c.gold}"><path d="M0 0l${r1(L * 0.16)} 0-${r1(L * 0.16)} ${r1(lh * 0.3)}zM0 ${r1(lh)}l${r1(L * 0.16)} 0-${r1(L * 0.16)} -${r1(lh * 0.3)}zM${L} 0l-${r1(L * 0.16)} 0 ${r1(L * 0.16)} ${r1(lh * 0.3)}zM${L} ${r1(lh)}l-${r1(L * 0.16)} 0 ${r1(L * 0.16)} -${r1(lh * 0.3)}z"/></g></pattern>`;
  const b2 = H + 5;
  const b2h = 16;
  const fs = L / 2;
  defs += `<pattern id="${p}s" width="${r1(fs)}" height="${b2h}" x="${r1(200 - fs / 2)}" y="${r1(b2)}" patternUnits="userSpaceOnUse">${fl(p, fs / 2, b2h / 2, 5, ` fill="${c.gold}"`)}</pattern>`;
  body =
    band(H) +
    z1.body +
    z2.body +
    `<rect y="${y0}" width="400" height="${r1(lh)}" fill="url(#${p}l)"/>` +
    `<rect y="${r1(b2)}" width="400" height="${b2h}" fill="${c.silk}"/><rect y="${r1(b2)}" width="400" height="${b2h}" fill="url(#${p}s)"/><path d="M0 ${r1(b2 + b2h + 2)}H400" stroke="${c.gold}" stroke-width=".7"/>`;
  // Tassels: small lozenges hanging from the second band under every lozenge.
  let tassels = '';
  const n = Math.floor(200 / L);
  for (let k = -n; k <= n; k++) {
    const x = 200 + k * L;
    tassels += `<path d="M${r1(x)} ${r1(b2 + b2h + 2)}v10"/><path d="M${r1(x)} ${r1(b2 + b2h + 12)}l4 6-4 6-4-6z" stroke="none"/>`;
  }
  body += `<g stroke="${c.gold}" stroke-width=".7" fill="${c.gold}">${tassels}</g>`;
  return { defs, body };
}

/** One bamboo shoot, hanging from 0 0 with its tip at P/2 T, silk with gold thread. */
function pucukRebung(P: number, T: number, c: Colours, airy = false): string {
  const m = P / 2;
  let ladder = '';
  for (let k = 1; k <= 4; k++) {
    const y = (T * k) / 6;
    const half = m * (1 - y / T);
    const innerHalf = half * 0.58;
    ladder += `M${r1(m - half + 1.5)} ${r1(y)}H${r1(m - innerHalf)}M${r1(m + innerHalf)} ${r1(y)}H${r1(m + half - 1.5)}`;
  }
  const stack = (airy ? [0.34, 0.5, 0.64] : [0.2, 0.4, 0.58])
    .map((f, i) => {
      const s = 3.4 - i * 0.8;
      return `M${r1(m)} ${r1(T * f - s)}l${r1(s * 0.8)} ${r1(s)}-${r1(s * 0.8)} ${r1(s)}-${r1(s * 0.8)}-${r1(s)}z`;
    })
    .join('');
  const fill = airy ? ` fill-opacity=".14"` : '';
  return `<path d="M.6 0L${r1(m)} ${r1(T)}L${r1(P - 0.6)} 0Z" fill="${c.silk}"${fill} stroke="${c.gold}" stroke-width="1.1" stroke-linejoin="round"/><path d="M${r1(m * 0.42)} 0L${r1(m)} ${r1(T * 0.8)}L${r1(P - m * 0.42)} 0" fill="none" stroke="${c.gold}" stroke-width=".6"/><path d="${ladder}" stroke="${c.gold}" stroke-width=".6"/><path d="${stack}" fill="${c.gold}"/>`;
}

/** Two narrow woven borders down the page's sides: silk, gold edges and a zigzag thread. */
function sideBorders(c: Colours): string {
  const w = 18;
  const strip = (x: number) => {
    let zigzag = `M${x + 4} 0`;
    for (let y = 6; y <= 846; y += 6) zigzag += `L${(y / 6) % 2 === 1 ? x + w - 4 : x + 4} ${y}`;
    return `<rect x="${x}" width="${w}" height="844" fill="${c.silk}"/><path d="M${x + 1.5} 0V844M${x + w - 1.5} 0V844" stroke="${c.gold}" stroke-width="1"/><path d="${zigzag}" fill="none" stroke="${c.gold}" stroke-width=".8"/>`;
  };
  return strip(0) + strip(390 - w);
}

export const songket: ArtFamily = (palette, variant) => {
  const rand = seededRandom(variant.seed);
  const motif = Math.abs(Math.floor(variant.motif));
  const kind = motif % 4;
  const density = Math.min(1, Math.max(0, variant.density));
  const id = `songket${variant.seed >>> 0}-`;
  const c = colours(palette);
  const fk = Math.floor(rand() * 3);

  const t = design(`${id}t`, kind, c, density, fk, seededRandom(variant.seed + 1));
  const b = design(`${id}b`, kind, c, density, fk, seededRandom(variant.seed + 1));

  // Background: sparse bunga tabur on a quincunx, quieter in the middle where the text sits.
  const S = 84 - density * 24 + Math.round(rand() * 8);
  const fr = 4 + density * 1.5;
  const alpha = (palette.dark ? 0.3 : 0.34) + density * 0.1;
  const g = `${id}g`;
  const bgDefs = `<path id="${g}k" d="${flower(fk, 10)}"/><pattern id="${id}gp" width="${r1(S)}" height="${r1(S)}" x="${r1(195 - S / 2)}" y="${r1(422 - S / 2)}" patternUnits="userSpaceOnUse" fill="${palette.highlight}">${fl(g, S / 2, S / 2, fr)}${fl(g, 0, 0, fr * 0.7)}${fl(g, S, 0, fr * 0.7)}${fl(g, 0, S, fr * 0.7)}${fl(g, S, S, fr * 0.7)}</pattern><radialGradient id="${id}gg" cx="195" cy="422" r="330" gradientUnits="userSpaceOnUse"><stop offset=".35" stop-color="${palette.highlight}" stop-opacity=".25"/><stop offset="1" stop-color="${palette.highlight}"/></radialGradient><mask id="${id}gm" mask-type="alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="390" height="844"><rect width="390" height="844" fill="url(#${id}gg)"/></mask><linearGradient id="${id}gv" x1="0" y1="0" x2="0" y2="1"><stop offset=".15" stop-color="${palette.highlight}" stop-opacity="0"/><stop offset=".3" stop-color="${palette.highlight}"/><stop offset=".7" stop-color="${palette.highlight}"/><stop offset=".85" stop-color="${palette.highlight}" stop-opacity="0"/></linearGradient><mask id="${id}gw" mask-type="alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="390" height="844"><rect width="390" height="844" fill="url(#${id}gv)"/></mask>`;
  // Every other round of four runs a narrow songket border down both sides of the page too, as
  // on a kain samping, so siblings with the same band do not read as one design recoloured.
  const sides = Math.floor(motif / 4) % 2 === 1 ? sideBorders(c) : '';
  const background = svgDocument(
    BACKGROUND_VIEWBOX,
    `<g mask="url(#${id}gw)"><rect width="390" height="844" fill="url(#${id}gp)" mask="url(#${id}gm)" opacity="${r2(alpha)}"/></g>${sides}`,
    { defs: bgDefs, preserveAspectRatio: 'xMidYMid slice' },
  );

  const centre = svgDocument(
    CENTRE_VIEWBOX,
    `<g stroke="${c.gold}" fill="none"><path d="M28 24H96M144 24H212" stroke-width="1"/><path d="M40 19l5 5 5-5 5 5 5-5 5 5 5-5 5 5 5-5M200 19l-5 5-5-5-5 5-5-5-5 5-5-5-5 5-5-5" stroke-width=".7"/></g><g fill="${c.gold}"><path d="M20 24l4-4 4 4-4 4zM212 24l4-4 4 4-4 4z"/></g><path d="M120 6l17 18-17 18-17-18z" fill="${c.silk}" stroke="${c.gold}" stroke-width="1.2"/><path d="M120 11l12 13-12 13-12-13z" fill="none" stroke="${c.gold}" stroke-width=".6"/><path transform="translate(120 24)" d="${flower(fk, 7)}" fill="${c.gold}"/>`,
  );

  return {
    background,
    top: svgDocument(TOP_VIEWBOX, t.body, { defs: t.defs }),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(b.body), { defs: b.defs }),
    centre,
  };
};

import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName, ArtVariant, Palette } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import { leafD, pt, r1, seededRandom, svgDocument, tidy } from '../svg';
import type { EndShape, Plate } from './cartouche-ends';
import { platePath } from './cartouche-ends';
import {
  blobD,
  blossomD,
  budD,
  curl,
  lozenge,
  pathOf,
  ribbon,
  shadowFilter,
  silkAndGold,
  splatterD,
  star,
  toBottom,
} from './framed-motifs';

// "A full-bleed illustration with the names in a cartouche": the family's top,
// bottom and background stay; the names sit on a plate with shaped ends (ogee points, lobes,
// a Peranakan plaque's cut corners, deco steps, a soft arch or small notches, by family and
// motif), opaque enough for text (the page, then the panel), with a coloured rim between a double
// outline and a small finial at the middle of each end. Its sides are straight: the border-image
// stretches them.

interface Look {
  shape: EndShape;
  /** The rim between the outer and inner outlines: a tint, silk, or none (fine lines only). */
  rim: 'tint' | 'silk' | 'none';
  finial: (c: Ctx) => string;
  /** Ornament at the shoulders, where the shaped ends meet the sides (left one, mirrored). */
  shoulder?: (c: Ctx) => string;
  /** Drawn behind the plate: washes of colour. */
  behind?: (c: Ctx) => string;
  line: (p: Palette) => string;
}

interface Ctx {
  p: Palette;
  v: ArtVariant;
  cx: number;
  plate: Plate;
  /** The top of the outer outline at the axis. */
  crown: number;
}

const accent = (p: Palette) => p.accent;
const gold = (p: Palette) => p.highlight;

/** A small eight-point star on a stalk over the crown. */
function starFinial({ p, cx, crown }: Ctx): string {
  return `<path d="M${cx} ${r1(crown)}V${r1(crown - 4)}" stroke="${p.accent}" stroke-width="1"/><path d="${pathOf(star(8, 6.5, 3.6, -Math.PI / 2, cx, crown - 10))}" fill="${p.highlight}"/>`;
}

function lozengeFinial({ p, cx, crown }: Ctx): string {
  return `<path d="${lozenge(cx, crown - 7, 4, 6.5)}" fill="${p.highlight}"/><circle cx="${cx - 10}" cy="${r1(crown - 2)}" r="1.5" fill="${p.highlight}"/><circle cx="${cx + 10}" cy="${r1(crown - 2)}" r="1.5" fill="${p.highlight}"/>`;
}

function budFinial({ p, cx, crown }: Ctx, solid: boolean): string {
  const style = solid
    ? `fill="${p.accent}"`
    : `fill="${p.accentSoft}" stroke="${p.accent}" stroke-width=".8"`;
  const s1 = curl(cx + 2, crown - 2, -0.5, 24, 0.05, 0.55, 14);
  const s2 = curl(cx - 2, crown - 2, Math.PI + 0.5, 24, -0.05, -0.55, 14);
  return `<path d="${budD(cx, crown - 1, -90, 20, 5, 0)}${ribbon(s1, 2.6, 0.8)}${ribbon(s2, 2.6, 0.8)}" ${style}/><circle cx="${cx}" cy="${r1(crown - 24)}" r="1.6" fill="${p.highlight}"/>`;
}

function leafFinial({ p, cx, crown }: Ctx): string {
  return `<path d="${leafD(cx, crown - 1, -140, 18, 4.4)}${leafD(cx, crown - 1, -40, 18, 4.4)}${leafD(cx, crown - 1, -90, 15, 3.6)}" fill="${p.accent}" fill-opacity=".85"/><circle cx="${cx}" cy="${r1(crown - 1)}" r="2" fill="${p.highlight}"/>`;
}

function blossomFinial({ p, cx, crown }: Ctx): string {
  const y = crown - 8;
  return `<path d="${leafD(cx - 4, y + 5, 200, 15, 4)}${leafD(cx + 4, y + 5, -20, 15, 4)}" fill="${p.dark ? p.highlight : p.accent}" fill-opacity=".7"/><path d="${blossomD(cx, y, 8)}" fill="${p.dark ? p.accent : p.accentSoft}" stroke="${p.accent}" stroke-width=".8"/><circle cx="${cx}" cy="${r1(y)}" r="2" fill="${p.highlight}"/>`;
}

function fanFinial({ p, cx, crown }: Ctx): string {
  let d = '';
  for (let k = 1; k < 10; k++) {
    const a = Math.PI + (k * Math.PI) / 10;
    const len = k % 2 ? 17 : 12;
    d += `M${pt(cx + Math.cos(a) * 5, crown - 1 + Math.sin(a) * 5)}L${pt(cx + Math.cos(a) * len, crown - 1 + Math.sin(a) * len)}`;
  }
  return `<path d="${d}" stroke="${p.highlight}" stroke-width=".9"/><path d="M${cx - 5} ${r1(crown - 1)}A5 5 0 0 1 ${cx + 5} ${r1(crown - 1)}" fill="${p.highlight}"/>`;
}

function kawungFinial({ p, cx, crown }: Ctx): string {
  const y = crown - 9;
  let d = '';
  for (let k = 0; k < 4; k++) {
    const a = Math.PI / 4 + (k * Math.PI) / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const at = (u: number, v: number) => pt(cx + u * c - v * s, y + u * s + v * c);
    d += `M${at(1.5, 0)}Q${at(5, 3.6)} ${at(8.5, 0)}Q${at(5, -3.6)} ${at(1.5, 0)}Z`;
  }
  return `<path d="${d}" fill="${p.dark ? p.accent : p.accentSoft}" fill-opacity="${p.dark ? 0.55 : 1}" stroke="${p.accent}" stroke-width=".8"/><circle cx="${cx}" cy="${r1(y)}" r="1.4" fill="${p.highlight}"/><g fill="${p.accent}"><circle cx="${cx - 14}" cy="${r1(crown - 2)}" r="1"/><circle cx="${cx + 14}" cy="${r1(crown - 2)}" r="1"/><circle cx="${cx - 19}" cy="${r1(crown - 1)}" r=".8"/><circle cx="${cx + 19}" cy="${r1(crown - 1)}" r=".8"/></g>`;
}

function songketFinial({ p, cx, crown }: Ctx): string {
  const { silk, gold: g } = silkAndGold(p);
  // A woven lozenge on the crown, two small bamboo shoots rising beside it.
  const shoot = (x: number) =>
    `M${x - 5} ${r1(crown)}L${x} ${r1(crown - 12)}L${x + 5} ${r1(crown)}Z`;
  return `<path d="${shoot(cx - 14)}${shoot(cx + 14)}" fill="${silk}" stroke="${g}" stroke-width=".7"/><path d="${lozenge(cx, crown - 9, 7, 9)}" fill="${silk}" stroke="${g}" stroke-width="1"/><path d="${lozenge(cx, crown - 9, 2.6, 3.4)}" fill="${g}"/>`;
}

/** Small curling scrolls at the shoulders (kerawang). */
function scrollShoulder({ p, plate, v }: Ctx): string {
  const solid = Math.floor(v.motif) % 2 === 1;
  const s = curl(plate.x0 + 2, 62, -Math.PI / 2 - 0.2, 40, 0.02, -0.5, 18);
  const t = curl(plate.x0 + 2, 66, Math.PI / 2 + 0.5, 22, 0, 0.5, 12);
  const style = solid
    ? `fill="${p.accent}"`
    : `fill="${p.accentSoft}" stroke="${p.accent}" stroke-width=".7"`;
  return `<path d="${ribbon(s, 3.4, 0.9)}${ribbon(t, 2.6, 0.8)}" ${style}/>`;
}

function leafShoulder({ p, plate }: Ctx): string {
  const x = plate.x0;
  return `<path d="${leafD(x, 70, -120, 18, 4.2)}${leafD(x, 70, 160, 16, 3.8)}${leafD(x, 70, -170, 12, 3)}" fill="${p.accent}" fill-opacity=".8"/><circle cx="${x}" cy="70" r="2" fill="${p.highlight}"/>`;
}

function dotShoulder({ p, plate }: Ctx): string {
  return `<path d="${lozenge(plate.x0, plate.yS, 3, 4.5)}" fill="${p.highlight}"/>`;
}

/** Washes of colour behind the ends, with gold splatter (watercolour). */
function washBehind({ p, v, cx }: Ctx): string {
  const rng = seededRandom(v.seed + 17);
  const wash = p.dark ? p.accent : p.accentSoft;
  // Pooled in the top left corner round the plate's shoulder, and in the bottom right.
  const W = 2 * cx;
  const at = (x: number, y: number, side: number): [number, number] =>
    side > 0 ? [x, y] : [W - x, 440 - y];
  const end = (side: number) => {
    const [ax, ay] = at(54, 40, side);
    const [bx, by] = at(30, 70, side);
    const [hx, hy] = at(88, 26, side);
    return `<path d="${blobD(rng, ax, ay, 38, 20)}${blobD(rng, bx, by, 14, 28)}" fill="${wash}" fill-opacity="${p.dark ? 0.4 : 0.6}"/><path d="${blobD(rng, hx, hy, 30, 9)}" fill="${p.highlight}" fill-opacity="${p.dark ? 0.2 : 0.28}"/>`;
  };
  const [s1x, s1y] = at(96, 34, 1);
  const [s2x, s2y] = at(96, 34, -1);
  return `<g filter="url(#cw)">${end(1)}${end(-1)}</g><path d="${splatterD(rng, s1x, s1y, 24, 10)}${splatterD(rng, s2x, s2y, 24, 10)}" stroke="${p.highlight}" stroke-width="1.6" stroke-linecap="round"/>`;
}

function lookOf(family: ArtFamilyName, motif: number): Look {
  switch (family) {
    case 'floral':
      return {
        shape: motif % 5 === 2 ? 'lobed5' : 'lobed7',
        rim: 'tint',
        finial: blossomFinial,
        shoulder: dotShoulder,
        line: accent,
      };
    case 'botanical':
      return {
        shape: 'lobed3',
        rim: 'tint',
        finial: leafFinial,
        shoulder: leafShoulder,
        line: accent,
      };
    case 'geometric':
    case 'arch':
      return {
        shape: 'ogee',
        rim: 'tint',
        finial: starFinial,
        shoulder: dotShoulder,
        line: accent,
      };
    case 'songket':
      return { shape: 'plaque', rim: 'silk', finial: songketFinial, line: gold };
    case 'goldline':
      return {
        shape: 'stepped',
        rim: 'none',
        finial: fanFinial,
        shoulder: dotShoulder,
        line: gold,
      };
    case 'batik':
      return {
        shape: motif % 2 === 0 ? 'plaque' : 'ogee',
        rim: 'tint',
        finial: kawungFinial,
        line: accent,
      };
    case 'watercolour':
      return {
        shape: 'arched',
        rim: 'none',
        finial: lozengeFinial,
        behind: washBehind,
        line: gold,
      };
    case 'kerawang':
      return {
        shape: 'ogee',
        rim: 'tint',
        finial: (c) => budFinial(c, Math.floor(c.v.motif) % 2 === 1),
        shoulder: scrollShoulder,
        line: accent,
      };
    case 'minimal':
      return { shape: 'notched', rim: 'none', finial: lozengeFinial, line: accent };
  }
}

export const cartouche: CompositionArt = ({ palette: p, variant: v, family, art }) => {
  const frame = COMPOSITIONS['cartouche'].frame;
  if (!frame || frame.kind !== 'border') return { ...art, frame: null };
  const { width: W, height: H } = frame;
  const look = lookOf(family, Math.abs(Math.floor(v.motif)));
  const plate: Plate = { x0: 16, x1: W - 16, yS: 92, h: H };
  const cx = W / 2;
  const outer = platePath(look.shape, plate, 0);
  const rimW = look.rim === 'none' ? 5 : look.rim === 'silk' ? 9 : 7;
  const inner = platePath(look.shape, plate, rimW);
  const crown = topOf(outer);
  const c: Ctx = { p, v, cx, plate, crown };
  const line = look.line(p);
  const { silk, gold: g } = silkAndGold(p);

  const defs =
    shadowFilter('cs', 3.5, 2.5) +
    `<path id="co" d="${outer}"/><path id="ci" d="${inner}"/>` +
    (look.behind
      ? `<filter id="cw" filterUnits="userSpaceOnUse" x="-40" y="-40" width="${W + 80}" height="${H + 80}"><feGaussianBlur stdDeviation="4"/></filter>`
      : '');
  const use = (id: string, attrs: string) => `<use href="#${id}" ${attrs}/>`;
  const rimFill =
    look.rim === 'tint'
      ? use('co', `fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.75 : 0.6}"`)
      : look.rim === 'silk'
        ? use('co', `fill="${silk}"`)
        : '';
  const body =
    (look.behind ? look.behind(c) : '') +
    use('co', `fill="#000" opacity="${p.dark ? 0.5 : 0.18}" filter="url(#cs)"`) +
    use('co', `fill="${p.page}"`) +
    rimFill +
    (look.rim === 'none'
      ? use('co', `fill="${p.panel}"`)
      : use('ci', `fill="${p.page}"`) + use('ci', `fill="${p.panel}"`)) +
    use(
      'co',
      `fill="none" stroke="${look.rim === 'silk' ? g : line}" stroke-width="${look.rim === 'none' ? 1.2 : 1.5}"`,
    ) +
    use('ci', `fill="none" stroke="${look.rim === 'silk' ? g : p.highlight}" stroke-width=".8"`) +
    (look.rim !== 'none'
      ? `<path d="${platePath(look.shape, plate, rimW + 4)}" fill="none" stroke="${look.rim === 'silk' ? silk : line}" stroke-width=".5" opacity=".6"/>`
      : '') +
    `<g id="cf">${look.finial(c)}${look.shoulder ? `<g id="cl">${look.shoulder(c)}</g><use href="#cl" transform="matrix(-1 0 0 1 ${W} 0)"/>` : ''}</g>${toBottom('cf', H)}`;
  return {
    ...art,
    frame: svgDocument(`0 0 ${W} ${H}`, tidy(body), { defs: tidy(defs), sized: true }),
  };
};

/** The highest point of a path's coordinates (its crown). */
function topOf(d: string): number {
  const nums = d.match(/-?[\d.]+/g)!.map(Number);
  let min = Infinity;
  for (let k = 1; k < nums.length; k += 2) min = Math.min(min, nums[k]!);
  return min;
}

import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import type { Rng } from '../svg';
import { pt, r1, rad, seededRandom, svgDocument, tidy } from '../svg';
import type { LeafShape, WreathTones } from './wreath-blooms';
import { bloomDefs, leafShape, place, wreathTones } from './wreath-blooms';

// A botanical wreath around the names. The frame is a CSS border-image sliced
// top 190 / half the width / bottom 190 and repeated 'round' down the sides, so:
// - the top arc lives wholly above y 190 and the bottom arc below y 370 (each clipped there);
// - the 180 rows between are a seamless tile: a straight vine, leaves on stations 20 apart that
//   never cross the tile's edges, flat panel sides;
// - the panel (page colour, then the palette's panel over it) is an oval stretched tall, so the
//   names always sit on a checked colour.
// Only the left half is drawn, then mirrored; the top flower and the bottom bow sit on the axis.
// Family: floral is lush with hibiscus and a bow, botanical leafy with cempaka and berries,
// watercolour soft with washes behind, minimal a sparse fine-line wreath. Motif picks where the
// flowers gather (crown, shoulders, scattered); the seed the leaf shape.

const W = 330;
const CX = W / 2;
const TOP = 190;
const BOTTOM = 370;
/** The vine: an ellipse at the top, straight down the side, an ellipse at the bottom. */
const VX = 26;
const TOP_RY = 148;
const BOTTOM_RY = 150;
const STEP = 30;

interface Station {
  x: number;
  y: number;
  /** heading of growth, degrees (0 = right, 90 = down); the outside is h + 90 */
  h: number;
  k: number;
}

/** Stations every STEP along an arc of the vine, counted from the side seam. */
function arcStations(bottom: boolean): Station[] {
  const rx = CX - VX;
  const out: Station[] = [];
  // walk the quarter ellipse finely from the seam, dropping a station every STEP of length
  // the tile's stations sit 3 below its top edge; the arcs keep the same pace across the seams
  let run = bottom ? STEP - 3 : 3;
  let prev: [number, number] | null = null;
  for (let i = 0; i <= 400; i++) {
    const a = rad((i / 400) * 90);
    const x = CX - rx * Math.cos(a);
    const y = bottom ? BOTTOM + BOTTOM_RY * Math.sin(a) : TOP - TOP_RY * Math.sin(a);
    if (prev) run += Math.hypot(x - prev[0], y - prev[1]);
    prev = [x, y];
    if (run >= STEP && i < 392) {
      run = 0;
      // growth runs from the top's middle down the side and on to the bottom's middle
      const dx = rx * Math.sin(a);
      const dy = (bottom ? BOTTOM_RY : -TOP_RY) * Math.cos(a);
      const h = (Math.atan2(bottom ? dy : -dy, bottom ? dx : -dx) * 180) / Math.PI;
      out.push({ x, y, h, k: out.length });
    }
  }
  return out;
}

/** The tile's stations: six down the straight side, so the next tile's first is STEP on. */
const BAND: Station[] = Array.from({ length: 6 }, (_, k) => ({
  x: VX,
  y: TOP + 3 + k * STEP,
  h: 90,
  k,
}));

interface Style {
  family: ArtFamilyName;
  shape: LeafShape;
  /** 0 flowers crown the top, 1 they gather on the shoulders, 2 scattered along the arc */
  gather: number;
  density: number;
  fine: boolean;
}

/** The leaves of one stretch of vine sorted into the three tones, front midribs, gold dots. */
function leaves(st: Station[], s: Style, rng: Rng): { d: string[]; ribs: string; dots: string } {
  const d = ['', '', ''];
  let ribs = '';
  let dots = '';
  const len = s.fine ? 15 : 24 + s.density * 6;
  const leaf = (tone: number, deg: number, l: number, p: Station) => {
    d[tone] += leafShape(s.shape, p.x, p.y, deg, l);
    if (tone === 2 && !s.fine) {
      const a = rad(deg);
      ribs += `M${Math.round(p.x)} ${Math.round(p.y)}l${pt(Math.cos(a) * l * 0.8, Math.sin(a) * l * 0.8)}`;
    }
  };
  for (const p of st) {
    const j = () => (rng() - 0.5) * 6;
    const out = p.k % 2 === 0;
    if (s.fine) {
      // fine line: one small leaf a station, alternating sides
      leaf(p.k % 2, p.h + (out ? 42 : -42), len, p);
      continue;
    }
    leaf(p.k % 3, p.h + 44 + j(), len * (out ? 1.1 : 0.9), p);
    leaf((p.k + 1) % 3, p.h - 42 + j(), len * (out ? 0.9 : 1.1), p);
    if (p.k % 2 && rng() < s.density) leaf((p.k + 2) % 3, p.h + (out ? 70 : -68), len * 0.62, p);
    if (p.k % 3 === 1) {
      // a pair of highlight dots, outside the vine
      const a = rad(p.h + 80);
      dots += `M${pt(p.x + Math.cos(a) * 11, p.y + Math.sin(a) * 11)}h0m3 3h0`;
    }
  }
  return { d, ribs, dots };
}

/** The flowers on one stretch (left half), placed by fraction along it: which, where. */
function flowers(st: Station[], s: Style, where: 'top' | 'band' | 'bottom', p: string): string {
  const out: string[] = [];
  /** a flower `f` of the way along, `off` outside the vine, turned `rot` from the heading */
  const put = (kind: string, f: number, rot: number, sc: number, off = 0) => {
    const i = Math.min(st.length - 1.001, f * (st.length - 1));
    const a = st[Math.floor(i)]!;
    const b = st[Math.floor(i) + 1]!;
    const u = i - Math.floor(i);
    const h = a.h + (b.h - a.h) * u;
    const n = rad(h + 90);
    const x = a.x + (b.x - a.x) * u + Math.cos(n) * off;
    const y = a.y + (b.y - a.y) * u + Math.sin(n) * off;
    out.push(place(p, kind, x, y, h + rot, sc));
  };
  const bot = s.family === 'botanical';
  if (s.fine) {
    if (where === 'top') put('K', 0.55, 130, 1);
    if (where === 'band') put('B', 0.5, 90, 0.9, 8);
    return out.join('');
  }
  if (where === 'band') {
    // one bloom a tile, clear of its edges
    put(bot ? 'C' : 'J', 0.5, bot ? 120 : 0, 1.1, 2);
    put('B', 0.16, 110, 1, 9);
    put('K', 0.86, -120, 1, -7);
  } else if (where === 'top') {
    if (s.gather === 1) {
      put('K', 0.28, 120, 1.1, 6);
      put('H', 0.52, 20, bot ? 0.8 : 1);
      put('J', 0.7, 0, 1, 9);
      put('B', 0.4, 100, 1.1, -9);
      put(bot ? 'C' : 'J', 0.92, 90, 0.9, 5);
    } else if (s.gather === 2) {
      const kinds = ['J', bot ? 'C' : 'K', 'B', 'J', bot ? 'C' : 'H'];
      kinds.forEach((kind, k) => {
        const f = 0.14 + k * 0.18;
        put(kind, f, kind === 'H' ? 0 : 100, kind === 'H' ? 0.6 : 1, kind === 'J' ? 2 : 6);
      });
    } else {
      put('B', 0.3, 100, 1.1, 8);
      put('K', 0.5, -110, 1, -6);
      put('J', 0.7, 0, 1.05, 5);
      put(bot ? 'C' : 'K', 0.84, 110, 1, 7);
    }
  } else {
    put('J', 0.22, 0, 1, 4);
    put('B', 0.48, -100, 1.1, -6);
    if (s.density > 0.5 || s.gather === 1) put(bot ? 'C' : 'K', 0.72, 110, 1, 7);
  }
  return out.join('');
}

/** What sits on the axis: the top's focal flowers and the bottom's bow or cluster. */
function axis(s: Style, p: string, t: WreathTones): { top: string; bottom: string } {
  const topY = TOP - TOP_RY;
  const botY = BOTTOM + BOTTOM_RY;
  if (s.fine) {
    return {
      top: place(p, 'J', CX, topY, 0, 0.9),
      bottom: `<path d="M${pt(CX - 9, botY - 3)}q9 7 18 0M${pt(CX - 6, botY + 2)}l-4 9M${pt(CX + 6, botY + 2)}l4 9" fill="none" stroke="${t.line}" stroke-width=".8"/>${place(p, 'B', CX, botY - 2, 180, 0.8)}`,
    };
  }
  let top: string;
  if (s.gather === 0) {
    const h = s.family === 'botanical' ? 0.95 : 1.3;
    top =
      place(p, 'K', CX - 22, topY - 2, -70, 1) +
      place(p, 'K', CX + 22, topY - 2, 70, 1) +
      place(p, 'H', CX, topY, 8, h) +
      place(p, 'J', CX - 26, topY + 8, 15, 0.8) +
      place(p, 'J', CX + 27, topY + 9, 40, 0.7);
  } else if (s.gather === 1) {
    top =
      place(p, 'B', CX - 6, topY - 2, -20, 0.9) +
      place(p, s.family === 'botanical' ? 'C' : 'J', CX, topY, 0, 1) +
      place(p, 'K', CX + 10, topY - 3, 50, 0.9);
  } else {
    top = place(p, 'J', CX - 8, topY, 0, 1) + place(p, 'J', CX + 9, topY + 2, 30, 0.8);
    if (s.family !== 'botanical') top = place(p, 'H', CX, topY - 2, -10, 0.62) + top;
  }
  let bottom: string;
  if (s.family === 'botanical') {
    // a gathered cluster: crossed stem ends, berries, a cempaka and a jasmine
    bottom =
      `<path d="M${pt(CX - 4, botY)}l10 22M${pt(CX + 4, botY)}l-10 22" stroke="${t.stem}" stroke-width="1.3" stroke-linecap="round"/>` +
      place(p, 'B', CX - 10, botY - 4, -40, 1.1) +
      place(p, 'B', CX + 10, botY - 4, 40, 1.1) +
      place(p, 'C', CX, botY + 4, 180, 1) +
      place(p, 'J', CX, botY - 6, 0, 0.9);
  } else {
    // a ribbon bow: two loops, two tails, a knot, its shine in the gold
    const y = botY;
    bottom =
      `<g fill="${t.petal}" stroke="${t.petalEye}" stroke-width=".5" stroke-opacity=".5">` +
      `<path d="M${pt(CX, y)}C${pt(CX - 12, y - 16)} ${pt(CX - 32, y - 14)} ${pt(CX - 30, y - 2)}C${pt(CX - 28, y + 8)} ${pt(CX - 12, y + 6)} ${pt(CX, y)}ZM${pt(CX, y)}C${pt(CX + 12, y - 16)} ${pt(CX + 32, y - 14)} ${pt(CX + 30, y - 2)}C${pt(CX + 28, y + 8)} ${pt(CX + 12, y + 6)} ${pt(CX, y)}Z"/>` +
      `<path d="M${pt(CX - 2, y + 2)}Q${pt(CX - 10, y + 18)} ${pt(CX - 18, y + 30)}l6-1 1 5Q${pt(CX - 4, y + 18)} ${pt(CX + 1, y + 3)}ZM${pt(CX + 2, y + 2)}Q${pt(CX + 10, y + 18)} ${pt(CX + 18, y + 30)}l-6-1-1 5Q${pt(CX + 4, y + 18)} ${pt(CX - 1, y + 3)}Z"/></g>` +
      `<path d="M${pt(CX - 26, y - 5)}Q${pt(CX - 20, y - 10)} ${pt(CX - 8, y - 4)}M${pt(CX + 26, y - 5)}Q${pt(CX + 20, y - 10)} ${pt(CX + 8, y - 4)}" fill="none" stroke="${t.gold}" stroke-width="1"/>` +
      `<ellipse cx="${CX}" cy="${y}" rx="5" ry="4.2" fill="${t.petalEye}"/>` +
      place(p, 'J', CX - 16, y - 16, 10, 0.7) +
      place(p, 'J', CX + 16, y - 16, 40, 0.7);
  }
  return { top, bottom };
}

export const wreath: CompositionArt = ({ palette, art, variant, family }) => {
  const frame = COMPOSITIONS['wreath'].frame;
  if (!frame || frame.kind !== 'border') return { ...art, frame: null };
  const rng = seededRandom(variant.seed + 11);
  const motif = Math.abs(Math.floor(variant.motif));
  const fine = family === 'minimal';
  const soft = family === 'watercolour';
  const shapes: LeafShape[] =
    family === 'botanical'
      ? ['narrow', 'round', 'pointed']
      : family === 'floral'
        ? ['pointed', 'round']
        : ['pointed', 'narrow'];
  const style: Style = {
    family,
    shape: fine ? 'narrow' : shapes[Math.floor(rng() * shapes.length)]!,
    gather: [0, 2, 1, 0, 2, 1, 0, 0, 1, 2][motif % 10]!,
    density: Math.min(1, Math.max(0, variant.density)),
    fine,
  };
  const t = wreathTones(palette, soft);
  // ids need only be unique within this document (each picture is its own file)
  const p = 'w';
  const { height } = frame;
  const rx = CX - VX;

  // the panel: page colour, the palette's panel over it, a fine gold line inside its edge
  const panel = (inset: number) => {
    const r = rx - 11 - inset;
    const x0 = CX - r;
    const x1 = CX + r;
    const ry1 = TOP_RY - 14 - inset;
    const ry2 = BOTTOM_RY - 16 - inset;
    return `M${x0} ${TOP}V${BOTTOM}A${r1(r)} ${ry2} 0 0 0 ${x1} ${BOTTOM}V${TOP}A${r1(r)} ${ry1} 0 0 0 ${x0} ${TOP}Z`;
  };
  let body =
    `<path d="${panel(0)}" fill="${t.shadow}" opacity="${t.shadowOpacity * 0.6}" transform="translate(0 3)"/>` +
    `<path d="${panel(0)}" fill="${palette.page}"/><path d="${panel(0)}" fill="${palette.panel}"/>` +
    `<path d="${panel(7)}" fill="none" stroke="${t.gold}" stroke-width="${fine ? 0.6 : 0.8}" opacity=".7"/>`;

  // the left half: three stretches of one vine. Nothing is clipped: the stations keep their
  // leaves (and shadows) inside their own slice, so each stretch is whole on its own.
  const stretches: ['top' | 'band' | 'bottom', Station[]][] = [
    ['top', arcStations(false)],
    ['band', BAND],
    ['bottom', arcStations(true)],
  ];
  const used = new Set<string>(['J', 'K', 'B', fine ? '' : 'H', family === 'botanical' ? 'C' : '']);
  const d = ['', '', ''];
  let ribs = '';
  let dots = '';
  let blooms = '';
  let washes = '';
  for (const [where, st] of stretches) {
    const one = leaves(st, style, rng);
    one.d.forEach((dd, i) => (d[i] += dd));
    ribs += one.ribs;
    dots += one.dots;
    blooms += flowers(st, style, where, p);
    if (soft && where !== 'top') {
      // a watercolour wash behind the garland, faded out before the slice's edges
      const cy = where === 'band' ? (TOP + BOTTOM) / 2 : BOTTOM + 70;
      washes += `<ellipse cx="${VX + 4}" cy="${cy}" rx="26" ry="70" fill="url(#${p}w)"/>`;
    }
  }
  let defs = d.map((dd, i) => (dd ? `<path id="${p}${i}" d="${dd}"/>` : '')).join('');
  const uses = (f: (i: number) => string) =>
    d.map((dd, i) => (dd ? `<use href="#${p}${i}"${f(i)}/>` : '')).join('');
  const vine =
    `M${CX} ${TOP - TOP_RY}A${r1(rx)} ${TOP_RY} 0 0 0 ${VX} ${TOP}V${BOTTOM}` +
    `A${r1(rx)} ${BOTTOM_RY} 0 0 0 ${CX} ${BOTTOM + BOTTOM_RY}`;
  let half = washes;
  if (fine) {
    half +=
      `<path d="${vine}" fill="none" stroke="${t.line}" stroke-width=".7"/>` +
      `<path d="${vine}" fill="none" stroke="${t.gold}" stroke-width=".5" transform="translate(5 0)" opacity=".8"/>` +
      uses((i) => ` fill="${t.white}" stroke="${i ? t.gold : t.line}" stroke-width=".7"`);
  } else {
    half +=
      `<g fill="${t.shadow}" opacity="${t.shadowOpacity}" transform="translate(2 3)">${uses(() => '')}</g>` +
      `<path d="${vine}" fill="none" stroke="${t.stem}" stroke-width="1.2"/>` +
      uses((i) => ` fill="${t.leaf[i]}" fill-opacity="${t.leafOpacity[i]}"`) +
      `<path d="${ribs}" stroke="${t.white}" stroke-opacity=".35" stroke-width=".5"/>`;
  }
  if (dots) {
    half += `<path d="${dots}" stroke="${t.gold}" stroke-width="${fine ? 2.2 : 3}" stroke-linecap="round"/>`;
  }
  half += blooms;
  if (soft) {
    defs += `<radialGradient id="${p}w"><stop offset=".2" stop-color="${palette.accentSoft}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.accentSoft}" stop-opacity="0"/></radialGradient>`;
  }
  const centre = axis(style, p, t);
  if (soft) {
    centre.top =
      `<ellipse cx="${CX}" cy="${TOP - TOP_RY + 4}" rx="60" ry="30" fill="url(#${p}w)"/>` +
      centre.top;
  }
  // soft shadows under the axis flowers: a few discs, not a blur
  const disc = (y: number, r: number) =>
    `<ellipse cx="${CX + 2}" cy="${y + 3}" rx="${r}" ry="${r * 0.8}" fill="${t.shadow}" opacity="${t.shadowOpacity}"/>`;
  body +=
    `<g id="${p}h">${half}</g><use href="#${p}h" transform="matrix(-1 0 0 1 ${W} 0)"/>` +
    (fine ? '' : disc(TOP - TOP_RY, style.gather === 0 ? 20 : 12) + disc(BOTTOM + BOTTOM_RY, 16)) +
    centre.top +
    centre.bottom;
  defs += bloomDefs(p, t, used);
  void palette;
  return {
    ...art,
    background: art.background,
    frame: tidy(svgDocument(`0 0 ${W} ${height}`, body, { defs, sized: true })),
  };
};

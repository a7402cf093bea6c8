import type { Palette } from '@shared/themes/theme-types';
import { leafD, pt, r1, rad } from '../svg';

// The wreath's vocabulary: leaves in three shapes, and the flowers of a Malay
// wedding: hibiscus (bunga raya), jasmine (melur) and its buds, cempaka, small berries. Never
// frangipani (kemboja), the graveyard flower. Each flower is drawn once in <defs> and placed with
// <use>, so a lush wreath stays a few KB.

/** A palette colour mixed towards another: `t` 0 keeps `a`, 1 gives `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const parse = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const x = parse(a);
  const y = parse(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export type LeafShape = 'pointed' | 'narrow' | 'round';

/**
 * A leaf as short path data (two quadratic curves, a lens; the round one with cubic ends): base
 * (x, y) on whole units, pointing at `deg` (0 = right, 90 = down), length l.
 */
export function leafShape(shape: LeafShape, x: number, y: number, deg: number, l: number): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  // whole units: a leaf this size looks the same, its text is a third shorter
  const rel = (u: number, v: number) => `${Math.round(u * c - v * s)} ${Math.round(u * s + v * c)}`;
  const base = `M${Math.round(x)} ${Math.round(y)}`;
  if (shape === 'round') {
    const r = l * 0.36;
    return `${base}c${rel(0, r * 1.3)} ${rel(r * 2.1, r * 1.3)} ${rel(r * 2.2, 0)}c${rel(-r * 0.1, -r * 1.25)} ${rel(-r * 2.5, -r * 1.25)} ${rel(-r * 2.2, 0)}`;
  }
  const w = l * (shape === 'narrow' ? 0.3 : 0.52);
  return `${base}q${rel(l * 0.45, w)} ${rel(l, 0)}q${rel(-l * 0.55, -w)} ${rel(-l, 0)}`;
}

/** The colours one wreath is drawn in, light or dark palette alike. */
export interface WreathTones {
  /** leaf tones, back to front: pale, mid, deep (ink-tinted) */
  leaf: [string, string, string];
  leafOpacity: [number, number, number];
  stem: string;
  gold: string;
  petal: string;
  petalEye: string;
  petalRim: string;
  white: string;
  line: string;
  shadow: string;
  shadowOpacity: number;
}

export function wreathTones(p: Palette, soft: boolean): WreathTones {
  const deep = p.dark ? mix(p.accent, p.ink, 0.3) : mix(p.accent, p.ink, 0.55);
  return {
    leaf: [p.dark ? p.accent : p.accentSoft, p.accent, deep],
    leafOpacity: p.dark
      ? [soft ? 0.22 : 0.32, soft ? 0.45 : 0.6, soft ? 0.7 : 0.9]
      : [soft ? 0.7 : 1, soft ? 0.45 : 0.62, soft ? 0.6 : 0.88],
    stem: p.highlight,
    gold: p.highlight,
    petal: p.accent,
    petalEye: p.dark ? p.accentSoft : p.ink,
    petalRim: p.dark ? p.ink : p.accentSoft,
    white: p.dark ? p.ink : p.page,
    line: p.dark ? p.accentSoft : p.accent,
    shadow: p.dark ? '#000000' : p.ink,
    shadowOpacity: p.dark ? 0.3 : 0.12,
  };
}

/** A broad ruffled hibiscus petal pointing up from the origin, about 21 long. */
const HIBISCUS_PETAL =
  'M0 0C-8-4-17-11-17-20C-17-26-12-29-7-27C-4-31 4-31 7-27C12-29 17-26 17-20C17-11 8-4 0 0Z';

/**
 * The flowers one document uses, ids `${p}H` (hibiscus, radius ~22), `${p}J` (jasmine, ~8),
 * `${p}K` (jasmine bud, pointing up), `${p}C` (cempaka, side view, pointing up) and `${p}B`
 * (three berries); only those in `used`.
 */
export function bloomDefs(p: string, t: WreathTones, used: Set<string>): string {
  let out = '';
  if (used.has('H')) {
    const petals = [0, 72, 144, 216, 288]
      .map((a) => `<use href="#${p}q"${a ? ` transform="rotate(${a})"` : ''}/>`)
      .join('');
    out +=
      `<radialGradient id="${p}g" gradientUnits="userSpaceOnUse" r="31"><stop offset=".08" stop-color="${t.petalEye}"/><stop offset=".42" stop-color="${t.petal}"/><stop offset=".95" stop-color="${t.petalRim}"/></radialGradient>` +
      `<path id="${p}q" d="${HIBISCUS_PETAL}M0-3V-22M0-5L-8-19M0-5L8-19"/>` +
      `<g id="${p}H" fill="url(#${p}g)" stroke="${t.petalEye}" stroke-width=".5" stroke-opacity=".5">${petals}` +
      `<path d="M0 0L14-17" stroke="${t.gold}" stroke-width="1.6" stroke-opacity="1"/>` +
      `<path d="M9-12h0M12-15h0M15-18h0M10-17h0M14-13h0" stroke="${t.gold}" stroke-width="2.6" stroke-linecap="round" stroke-opacity="1"/><circle r="2.6" fill="${t.petalEye}"/></g>`;
  }
  if (used.has('J')) {
    // six slender petals, each a lens on whole units (short text)
    const petals = [0, 60, 120, 180, 240, 300]
      .map((a) => {
        const c = Math.cos(rad(a - 90));
        const n = Math.sin(rad(a - 90));
        const q = (u: number, v: number) =>
          `${Math.round(u * c - v * n)} ${Math.round(u * n + v * c)}`;
        return `M0 0q${q(4, 5)} ${q(9, 0)}q${q(-5, -5)} ${q(-9, 0)}`;
      })
      .join('');
    out += `<g id="${p}J"><path d="${petals}" fill="${t.white}" stroke="${t.line}" stroke-width=".6"/><circle r="1.8" fill="${t.gold}"/></g>`;
  }
  if (used.has('K')) {
    out += `<g id="${p}K"><path d="M0 0C-4-4-4-10 0-14C4-10 4-4 0 0Z" fill="${t.white}" stroke="${t.line}" stroke-width=".6"/><path d="M0 1C-3-1-3-4-3-5L0-2L3-5C3-4 3-1 0 1Z" fill="${t.leaf[2]}"/></g>`;
  }
  if (used.has('C')) {
    let d = '';
    for (const a of [-122, -104, -90, -76, -58]) d += leafD(0, 0, a, a === -90 ? 17 : 14, 2.6);
    out +=
      `<linearGradient id="${p}c" x2="0" y1="1"><stop stop-color="${t.gold}"/><stop offset="1" stop-color="${t.white}"/></linearGradient>` +
      `<g id="${p}C"><path d="${d}" fill="url(#${p}c)" stroke="${t.gold}" stroke-width=".5"/><path d="M-3 1Q0-4 3 1Q0 3-3 1Z" fill="${t.leaf[2]}"/></g>`;
  }
  if (used.has('B')) {
    out += `<g id="${p}B"><path d="M0 0L-4-6M0 0L1-8M0 0L5-5" stroke="${t.stem}" stroke-width=".6"/><path d="M-4-6h0M1-8h0M5-5h0" stroke="${t.gold}" stroke-width="4.4" stroke-linecap="round"/><path d="M-4.8-6.8h0M.2-8.8h0M4.2-5.8h0" stroke="${t.white}" stroke-opacity=".7" stroke-width="1.3" stroke-linecap="round"/></g>`;
  }
  return out;
}

/** One flower placed: `<use>` at (x, y), turned `rot` degrees, scaled. */
export function place(p: string, kind: string, x: number, y: number, rot = 0, s = 1): string {
  const r = Math.round(rot) % 360;
  const turn = r ? ` rotate(${r})` : '';
  const scale = s !== 1 ? ` scale(${r1(s)})` : '';
  return `<use href="#${p}${kind}" transform="translate(${pt(x, y)})${turn}${scale}"/>`;
}

import type { ArtVariant, Palette } from '@shared/themes/theme-types';
import { r1 } from '../svg';
import { contrastRatio } from '@shared/themes/contrast';

// Shared bits of the three "picture beside/above the names" frames (side border, monogram,
// photo): colour choices that keep gold legible on a deep ground, and tiny shape builders.

export type Pt = [number, number];

export const poly = (pts: Pt[]): string =>
  `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;

export interface Woven {
  /** The deep ground of a woven or carved band. */
  ground: string;
  /** The gold thread that must show on it. */
  gold: string;
  /** A quieter second thread. */
  line: string;
  /** The colour a shadow is cast in: ink on light pages; on dark pages none shows, so the page. */
  shade: string;
}

/** A deep ground with gold that reads on it (as songket.ts chooses its silk and thread). */
export function woven(p: Palette): Woven {
  if (p.dark) return { ground: p.accentSoft, gold: p.highlight, line: p.accent, shade: '#000000' };
  const ground = contrastRatio(p.accent, p.highlight) >= 2 ? p.accent : p.ink;
  const gold = contrastRatio(ground, p.highlight) >= 1.8 ? p.highlight : p.accentSoft;
  return { ground, gold, line: p.accentSoft, shade: p.ink };
}

/** A lozenge (belah ketupat) centred at x, y with half-width w and half-height h. */
export const lozenge = (x: number, y: number, w: number, h: number): string =>
  poly([
    [x, y - h],
    [x + w, y],
    [x, y + h],
    [x - w, y],
  ]);

/** An n-point star centred at x, y: outer radius ro, inner ri, first point at angle a0 (deg). */
export function star(x: number, y: number, n: number, ro: number, ri: number, a0 = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((a0 + (i * 180) / n) * Math.PI) / 180;
    const r = i % 2 ? ri : ro;
    pts.push([x + r * Math.cos(a), y + r * Math.sin(a)]);
  }
  return poly(pts);
}

/** The khatam: two squares turned 45° to each other, as one outline (an 8-point star). */
export const khatam = (x: number, y: number, r: number): string =>
  star(x, y, 8, r, r * 0.7654, -90);

/** A circle as path data (so several can share one <path>). */
export const ring = (x: number, y: number, r: number): string =>
  `M${r1(x - r)} ${r1(y)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0`;

/** The side border's tile (COMPOSITIONS['side-border'].frame): it repeats every TILE_H. */
export const TILE_H = 144;

/** A band's drawing: its <defs> and body, for a tile 72 × 144. */
export interface Band {
  defs: string;
  body: string;
}

export type BandArt = (p: Palette, v: ArtVariant) => Band;

/** Per-theme style number 0–2 from the motif, so themes of one family differ visibly. */
export const styleOf = (v: ArtVariant): number => [0, 1, 2, 1, 2, 0, 1, 2, 0, 1][v.motif % 10]!;

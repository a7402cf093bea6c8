import type { ArtVariant, Palette } from '@shared/themes/theme-types';
import { leafD, r1, tidy } from '../svg';
import { type Pt, khatam, lozenge, poly, ring, star, woven } from './side-border-kit';

// The crest drawings for the monogram (see monogram.ts): 180 × 180, centred on 90 90, each
// leaving a calm panel in the middle where the page draws the couple's initials.

export const C = 90;

/** A drawn crest: its <defs> and body (the panel included). */
export interface Crest {
  defs: string;
  body: string;
}

export type CrestArt = (p: Palette, v: ArtVariant) => Crest;

/**
 * The calm centre: the page colour first (opaque, so nothing behind shows through the panel),
 * then the panel, then a fine inner line. The initials' contrast is measured against this.
 */
export function panel(d: string, p: Palette, rim: string): string {
  return (
    `<path d="${d}" fill="${p.page}"/><path d="${d}" fill="${p.panel}"/>` +
    `<path d="${d}" fill="none" stroke="${rim}" stroke-width="1.4"/>`
  );
}

/** A radial gradient from a lit middle to a deeper rim, for a crest's ground. */
export const glow = (id: string, from: string, to: string): string =>
  `<radialGradient id="${id}" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;

const TAU = Math.PI * 2;

/** A C-spiral (awan larat) around 0 0 in local units, opening outwards; rotated by the caller. */
function spiral(size: number, dir: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const a = t * Math.PI * 1.75;
    const rr = size * (1 - 0.7 * t);
    pts.push([dir * (Math.sin(a) * rr), -Math.cos(a) * rr + size * 0.2]);
  }
  return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`;
}

/**
 * Kerawang: a scalloped roundel carved with awan larat: paired cloud scrolls round a ring, each
 * pair with a leaf between, cut in gold with a dark undercut and a gleam (lit from top left).
 */
export const kerawangCrest: CrestArt = (p, v) => {
  const w = woven(p);
  const s = v.motif % 4;
  const lobes = [16, 12, 20, 20][s]!;
  const pairs = [8, 6, 10, 10][s]!;
  let rim = ring(C, C, 80);
  for (let i = 0; i < lobes; i++) {
    const a = (TAU * i) / lobes;
    rim += ring(C + Math.cos(a) * 80, C + Math.sin(a) * 80, s === 1 ? 10 : 8.5);
  }
  // One scroll pair drawn once, at the top, and turned round the ring with <use>.
  const sz = [8, 9.5, 7, 7][s]!;
  const pair = `<path d="${spiral(sz, 1)}" transform="translate(${r1(C + sz)} ${C - 77}) rotate(-20)"/><path d="${spiral(sz, -1)}" transform="translate(${r1(C - sz)} ${C - 77}) rotate(20)"/>`;
  const leaf = leafD(C, C - 67, -90, 17, 4.5);
  let uses = '';
  for (let i = 0; i < pairs; i++)
    uses += `<use href="#kp" transform="rotate(${r1((360 / pairs) * i)} ${C} ${C})"/>`;
  const cut = p.dark ? '#000000' : w.shade;
  const defs =
    glow('kg', w.line === p.accentSoft && !p.dark ? p.accent : w.ground, w.ground) +
    `<g id="kp">${pair}<path d="${leaf}" fill="${w.gold}" stroke="none"/></g>`;
  const body =
    `<path d="${rim}" fill="${w.shade}" opacity=".16" transform="translate(2 3)"/>` +
    `<path d="${rim}" fill="url(#kg)"/>` +
    `<path d="${ring(C, C, 86 - (s === 1 ? 0 : 4))}" fill="none" stroke="${w.gold}" stroke-width=".7" stroke-dasharray="1.5 3" opacity=".8"/>` +
    `<g fill="none" stroke-linecap="round" stroke-width="2.3">` +
    `<g stroke="${cut}" opacity=".4" transform="translate(.9 1.2)">${uses}</g>` +
    `<g stroke="${w.gold}">${uses}</g></g>` +
    `<path d="${ring(C, C, 68)}" fill="none" stroke="${w.gold}" stroke-width="2.6"/>` +
    panel(ring(C, C, 65), p, p.accent) +
    `<path d="${ring(C, C, 61)}" fill="none" stroke="${w.gold}" stroke-width=".6" opacity=".7"/>`;
  return { defs, body };
};

/**
 * Geometric: the khatam, an 8-point star of two interlaced squares, each a double-lined strap,
 * on a deep star ground, round a circular panel; small stars at its eight points.
 */
export const geometricCrest: CrestArt = (p, v) => {
  const w = woven(p);
  const turn = v.motif % 2 ? 22.5 : 0;
  const sq = (r: number, a: number) =>
    poly(
      [0, 1, 2, 3].map((i): Pt => {
        const t = ((a + turn + 90 * i) * Math.PI) / 180;
        return [C + r * Math.cos(t), C + r * Math.sin(t)];
      }),
    );
  const outer = khatam(C, C, 88);
  let tips = '';
  for (let i = 0; i < 8; i++) {
    const t = ((turn - 90 + 45 * i) * Math.PI) / 180;
    tips += star(C + 78 * Math.cos(t), C + 78 * Math.sin(t), 4, 4.5, 1.5);
  }
  const strap = (d: string) =>
    `<path d="${d}" stroke="${w.gold}" stroke-width="4.2"/><path d="${d}" stroke="${w.ground}" stroke-width="1.4"/>`;
  return {
    defs: glow('gg', p.dark ? w.line : p.accent, w.ground),
    body:
      `<path d="${outer}" fill="${w.shade}" opacity=".16" transform="translate(${turn ? 0 : 2} 3) rotate(${turn} ${C} ${C})"/>` +
      `<path d="${outer}" fill="url(#gg)" stroke="${w.gold}" stroke-width="1.2" transform="rotate(${turn} ${C} ${C})"/>` +
      `<g fill="none" stroke-linejoin="round">${strap(sq(70, -45))}${strap(sq(70, 0))}</g>` +
      `<path d="${tidy(tips)}" fill="${w.gold}"/>` +
      `<path d="${ring(C, C, 69)}" fill="none" stroke="${w.gold}" stroke-width="2"/>` +
      panel(ring(C, C, 65), p, p.accent) +
      `<path d="${ring(C, C, 60)}" fill="none" stroke="${w.gold}" stroke-width=".6" stroke-dasharray="2 2.5"/>`,
  };
};

/**
 * Songket: a woven square crest: silk with a gold weft, a nested belah ketupat diamond behind the
 * plaque, pucuk rebung shoots pointing in from top and bottom, small diamonds in the corners.
 */
export const songketCrest: CrestArt = (p) => {
  const w = woven(p);
  let shoots = '';
  let cores = '';
  for (let i = 0; i < 5; i++) {
    const x = 26 + i * 32;
    for (const [y, dir] of [
      [12, 1],
      [168, -1],
    ] as Pt[]) {
      shoots += poly([
        [x - 13, y],
        [x, y + dir * 26],
        [x + 13, y],
      ]);
      cores += poly([
        [x - 6, y],
        [x, y + dir * 14],
        [x + 6, y],
      ]);
    }
  }
  let corners = '';
  for (const [x, y] of [
    [22, 90],
    [158, 90],
  ] as Pt[])
    corners += lozenge(x, y, 8, 12) + lozenge(x, y, 3, 5);
  const plaque = `M32 64Q32 54 42 54H138Q148 54 148 64V116Q148 126 138 126H42Q32 126 32 116Z`;
  return {
    defs:
      `<pattern id="sw" width="4" height="3" patternUnits="userSpaceOnUse"><rect width="4" height=".9" fill="${w.gold}" opacity=".3"/></pattern>` +
      glow('sg', p.dark ? w.line : p.accent, w.ground),
    body:
      `<rect x="6" y="7" width="172" height="172" rx="10" fill="${w.shade}" opacity=".16"/>` +
      `<rect x="4" y="4" width="172" height="172" rx="10" fill="url(#sg)"/>` +
      `<rect x="4" y="4" width="172" height="172" rx="10" fill="url(#sw)"/>` +
      `<rect x="8" y="8" width="164" height="164" rx="7" fill="none" stroke="${w.gold}" stroke-width="1.8"/>` +
      `<rect x="11.5" y="11.5" width="157" height="157" rx="5" fill="none" stroke="${w.gold}" stroke-width=".6"/>` +
      `<path d="${lozenge(C, C, 78, 78)}${lozenge(C, C, 70, 70)}" fill="none" stroke="${w.gold}" stroke-width="1.2"/>` +
      `<path d="${tidy(shoots)}" fill="${w.ground}" stroke="${w.gold}" stroke-width="1"/>` +
      `<path d="${tidy(cores + corners)}" fill="${w.gold}" fill-rule="evenodd"/>` +
      `<path d="${plaque}" fill="none" stroke="${w.gold}" stroke-width="5"/>` +
      panel(plaque, p, w.ground) +
      `<path d="M39 66V114M141 66V114" stroke="${w.gold}" stroke-width=".7" opacity=".8"/>`,
  };
};

import type { ArtFamily, Palette } from '../art-types';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  r1,
  seededRandom,
  svgDocument,
} from '../svg';

// Architectural arches: a pointed (mihrab) or rounded arch frames the text on the background,
// with hanging lanterns (pelita), a skyline of domes or an arcade above and below it.

type ArchShape = 'pointed' | 'rounded' | 'ogee';

/** The arch outline around the text area of a 390 × 844 screen, inset by `inset`. */
function archPath(shape: ArchShape, inset: number): string {
  const left = 34 + inset;
  const right = 356 - inset;
  const bottom = 790 - inset;
  const spring = 300 + inset;
  const mid = 195;
  const apex = 118 + inset;
  if (shape === 'rounded') {
    const radius = (right - left) / 2;
    return `M${left} ${bottom}V${spring}A${r1(radius)} ${r1(radius)} 0 0 1 ${right} ${spring}V${bottom}`;
  }
  if (shape === 'ogee') {
    return (
      `M${left} ${bottom}V${spring}C${left} ${r1(spring - 120)} ${r1(mid - 40)} ${r1(apex + 70)} ${mid} ${apex}` +
      `C${r1(mid + 40)} ${r1(apex + 70)} ${right} ${r1(spring - 120)} ${right} ${spring}V${bottom}`
    );
  }
  return `M${left} ${bottom}V${spring}Q${left} ${r1(apex + 40)} ${mid} ${apex}Q${right} ${r1(apex + 40)} ${right} ${spring}V${bottom}`;
}

function archBackground(shape: ArchShape, p: Palette): string {
  const outer = archPath(shape, 0);
  const inner = archPath(shape, 10);
  const keystone = shape === 'rounded' ? 139 : 118;
  const body =
    `<path d="${outer}" fill="${p.accentSoft}" fill-opacity=".16" stroke="${p.accent}" stroke-width="2"/>` +
    `<path d="${inner}" fill="none" stroke="${p.highlight}" stroke-width="1" stroke-dasharray="1 5" stroke-linecap="round"/>` +
    `<g transform="translate(195 ${keystone})" fill="${p.highlight}"><path d="M0-16l9 16-9 16-9-16z"/><circle cy="-24" r="3"/></g>` +
    `<path d="M34 790H356" stroke="${p.accent}" stroke-width="2"/><path d="M24 800H366" stroke="${p.accent}" stroke-width="1"/>`;
  return svgDocument(BACKGROUND_VIEWBOX, body, { preserveAspectRatio: 'xMidYMid slice' });
}

/** A pelita (oil lantern) hanging from a string of length `drop`. */
function lantern(x: number, drop: number, scale: number, p: Palette): string {
  return (
    `<g transform="translate(${r1(x)} 0)"><path d="M0 0V${r1(drop)}" stroke="${p.highlight}" stroke-width="1"/>` +
    `<g transform="translate(0 ${r1(drop)}) scale(${scale})">` +
    `<path d="M-8 0h16l-3 6h-10z" fill="${p.highlight}"/>` +
    `<path d="M-13 6C-16 20-10 36 0 42C10 36 16 20 13 6Z" fill="${p.accent}" stroke="${p.highlight}" stroke-width="1.2"/>` +
    `<path d="M0 10C-5 18-5 28 0 34C5 28 5 18 0 10Z" fill="${p.highlight}" opacity=".85"/>` +
    `<path d="M-5 42h10l-5 10z" fill="${p.highlight}"/></g></g>`
  );
}

function lanterns(rng: () => number, p: Palette, lush: number): string {
  const count = lush > 0.55 ? 5 : 3;
  const step = 400 / (count + 1);
  let art = `<path d="M0 8H400" stroke="${p.accent}" stroke-width="2"/><path d="M0 14H400" stroke="${p.highlight}" stroke-width=".8"/>`;
  for (let i = 1; i <= count; i += 1) {
    const centre = Math.abs(i - (count + 1) / 2);
    art += lantern(i * step, 40 + (count - centre * 2) * 14 + rng() * 6, 1.1 - centre * 0.08, p);
  }
  return art;
}

function dome(x: number, base: number, width: number, height: number, p: Palette): string {
  const half = width / 2;
  return (
    `<path d="M${r1(x - half)} ${base}V${r1(base - height * 0.35)}C${r1(x - half)} ${r1(base - height * 0.8)} ${r1(x - 4)} ${r1(base - height * 0.85)} ${r1(x)} ${r1(base - height)}` +
    `C${r1(x + 4)} ${r1(base - height * 0.85)} ${r1(x + half)} ${r1(base - height * 0.8)} ${r1(x + half)} ${r1(base - height * 0.35)}V${base}Z" fill="${p.accent}"/>` +
    `<path d="M${r1(x)} ${r1(base - height)}v-12" stroke="${p.highlight}" stroke-width="1.5"/><circle cx="${r1(x)}" cy="${r1(base - height - 14)}" r="2.5" fill="${p.highlight}"/>`
  );
}

/** A skyline of domes and minarets standing on the bottom edge (drawn in bottom coordinates). */
function skyline(p: Palette, lush: number): string {
  const base = 240;
  let art = `<rect y="${base - 26}" width="400" height="26" fill="${p.accent}"/>`;
  art +=
    dome(200, base - 26, 96, 92, p) +
    dome(120, base - 26, 56, 58, p) +
    dome(280, base - 26, 56, 58, p);
  for (const x of [52, 348]) {
    art +=
      `<rect x="${x - 7}" y="${base - 150}" width="14" height="124" fill="${p.accent}"/>` +
      dome(x, base - 150, 18, 26, p);
  }
  if (lush > 0.5) art += dome(40, base - 26, 36, 34, p) + dome(360, base - 26, 36, 34, p);
  art += `<path d="M0 ${base - 30}H400" stroke="${p.highlight}" stroke-width="1"/>`;
  return `<g opacity=".9">${art}</g>`;
}

/** A row of small arches along the top edge (an arcade). */
function arcade(p: Palette, count: number): string {
  const width = 400 / count;
  let art = `<rect width="400" height="18" fill="${p.accent}"/>`;
  for (let i = 0; i < count; i += 1) {
    const x = i * width;
    art +=
      `<path d="M${r1(x)} 18V64Q${r1(x)} 96 ${r1(x + width / 2)} 104Q${r1(x + width)} 96 ${r1(x + width)} 64V18" fill="none" stroke="${p.accent}" stroke-width="2"/>` +
      `<circle cx="${r1(x + width / 2)}" cy="86" r="3" fill="${p.highlight}"/>`;
  }
  return art + `<path d="M0 24H400" stroke="${p.highlight}" stroke-width=".8"/>`;
}

export const arch: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif)) % 3;
  const shapes: ArchShape[] = ['pointed', 'ogee', 'rounded'];
  const shape = shapes[(motif + Math.floor(rng() * 3)) % 3]!;
  const top =
    motif === 0
      ? lanterns(rng, palette, lush)
      : motif === 1
        ? arcade(palette, lush > 0.5 ? 6 : 4)
        : lanterns(rng, palette, 0);
  const bottom =
    motif === 2
      ? skyline(palette, lush)
      : `<g transform="translate(0 240) scale(1 -1)">${arcade(palette, motif === 1 ? 8 : 5)}</g>`;
  const centre =
    `<path d="M24 30H100M140 30H216" stroke="${palette.accent}" stroke-width="1"/>` +
    `<path d="M104 36V24Q104 10 120 6Q136 10 136 24V36Z" fill="none" stroke="${palette.highlight}" stroke-width="1.4"/>` +
    `<circle cx="120" cy="24" r="3" fill="${palette.highlight}"/>`;
  return {
    background: archBackground(shape, palette),
    top: svgDocument(TOP_VIEWBOX, top),
    bottom: svgDocument(TOP_VIEWBOX, bottom),
    centre: svgDocument(CENTRE_VIEWBOX, centre),
  };
};

import type { ArtFamily, Palette } from '../art-types';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  r1,
  seededRandom,
  svgDocument,
} from '../svg';

// Malaysian batik: hibiscus (bunga raya), frangipani (kemboja) and leaves drawn as canting lines,
// outlined petals with dotted fills, in corner clusters, a cascade or a band of blooms.

const HIBISCUS_PETAL = 'M0 0C-15-9-24-36-10-47C-4-52 4-52 10-47C24-36 15-9 0 0Z';
const FRANGIPANI_PETAL = 'M0 0C9-6 25-19 21-33C16-44 1-31 0 0Z';
const LEAF = 'M0 0C11-13 31-15 48 0C31 15 11 13 0 0Z';

/** The motifs, drawn once per picture and placed with <use>. */
function motifDefs(id: string, p: Palette): string {
  return `<g id="${id}h">${hibiscusShape(p)}</g><g id="${id}f">${frangipaniShape(p)}</g><g id="${id}l">${leafShape(p)}</g>`;
}

function place(
  id: string,
  kind: 'h' | 'f' | 'l',
  x: number,
  y: number,
  scale: number,
  angle: number,
): string {
  return `<use href="#${id}${kind}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${Math.round(scale * 100) / 100})"/>`;
}

function hibiscusShape(p: Palette): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = i * 72;
    return (
      `<g transform="rotate(${r1(angle)})"><path d="${HIBISCUS_PETAL}" fill="${p.accentSoft}" stroke="${p.accent}" stroke-width="1.6"/>` +
      `<path d="M0-6V-38" stroke="${p.accent}" stroke-width=".8" opacity=".7"/>` +
      `<circle cx="-5" cy="-30" r="1.3" fill="${p.highlight}"/><circle cx="5" cy="-24" r="1.3" fill="${p.highlight}"/><circle cx="0" cy="-40" r="1.3" fill="${p.highlight}"/></g>`
    );
  }).join('');
  const stamen =
    `<path d="M0 0L${r1(14)} ${r1(-30)}" stroke="${p.highlight}" stroke-width="1.6"/>` +
    `<circle cx="14" cy="-30" r="3" fill="${p.highlight}"/><circle cx="10" cy="-25" r="1.6" fill="${p.highlight}"/>`;
  return `${petals}<circle r="6" fill="${p.accent}"/>${stamen}`;
}

function frangipaniShape(p: Palette): string {
  const petals = Array.from(
    { length: 5 },
    (_, i) =>
      `<path transform="rotate(${i * 72})" d="${FRANGIPANI_PETAL}" fill="${p.page}" stroke="${p.accent}" stroke-width="1.3"/>`,
  ).join('');
  return `${petals}<circle r="4" fill="${p.highlight}"/>`;
}

function leafShape(p: Palette): string {
  return (
    `<path d="${LEAF}" fill="${p.accentSoft}" fill-opacity=".55" stroke="${p.accent}" stroke-width="1.2"/>` +
    `<path d="M4 0H42" stroke="${p.accent}" stroke-width=".8"/>` +
    `<path d="M14 0l6-6M24 0l6-6M14 0l6 6M24 0l6 6" stroke="${p.accent}" stroke-width=".6" opacity=".8"/>`
  );
}

function dots(
  rng: () => number,
  count: number,
  region: { x: number; y: number; w: number; h: number },
  colour: string,
) {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${r1(region.x + rng() * region.w)}" cy="${r1(region.y + rng() * region.h)}" r="${r1(1 + rng() * 1.6)}" fill="${colour}"/>`,
  ).join('');
}

/** A cluster for the top-left corner; mirrored for the right. */
function cornerCluster(id: string, rng: () => number, p: Palette, lush: number): string {
  const turn = rng() * 72;
  let art =
    place(id, 'l', 86, 52, 1.7, 20) +
    place(id, 'l', 26, 128, 1.5, 72) +
    place(id, 'l', 150, 22, 1.3, -8);
  if (lush > 0.45) art += place(id, 'l', 186, 62, 1.1, 38) + place(id, 'l', 8, 176, 1.1, 96);
  art += place(id, 'h', 50, 54, 1.55, turn);
  art += place(id, 'f', 152, 58, 1.2, turn + 20);
  if (lush > 0.6) art += place(id, 'f', 38, 156, 1, turn + 40);
  return art + dots(rng, Math.round(4 + lush * 5), { x: 0, y: 0, w: 220, h: 190 }, p.highlight);
}

function band(id: string, rng: () => number, p: Palette): string {
  let art =
    `<rect width="400" height="84" fill="${p.accentSoft}" opacity=".35"/>` +
    `<path d="M0 84H400" stroke="${p.accent}" stroke-width="1.4"/><path d="M0 91H400" stroke="${p.highlight}" stroke-width="1" stroke-dasharray="2 5"/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = 40 + i * 80;
    art += place(id, 'l', x - 6, 46, 1, i % 2 ? 200 : -20);
    art += place(id, i % 2 ? 'f' : 'h', x, 42, i % 2 ? 1 : 0.9, rng() * 72);
  }
  return art + dots(rng, 18, { x: 0, y: 96, w: 400, h: 24 }, p.highlight);
}

function cascade(id: string, rng: () => number, p: Palette, lush: number): string {
  let art = `<path d="M0 24C80 36 150 90 190 190" fill="none" stroke="${p.accent}" stroke-width="1.8"/>`;
  art +=
    place(id, 'l', 76, 42, 1.5, 30) +
    place(id, 'l', 140, 100, 1.4, 62) +
    place(id, 'l', 34, 76, 1.4, 100) +
    place(id, 'l', 176, 158, 1.1, 80);
  art += place(id, 'h', 44, 38, 1.7, rng() * 72) + place(id, 'f', 122, 80, 1.25, rng() * 72);
  art += place(id, 'h', 184, 176, 1, rng() * 72);
  if (lush > 0.5) art += place(id, 'f', 214, 128, 0.85, rng() * 72);
  return art + dots(rng, 8, { x: 0, y: 0, w: 240, h: 200 }, p.highlight);
}

function background(id: string, rng: () => number, p: Palette): string {
  const tiles = Array.from({ length: 26 }, () => {
    const x = rng() * 390;
    const y = 120 + rng() * 600;
    // Keep the middle, where the names are, clear.
    if (x > 70 && x < 320 && y > 220 && y < 640) return '';
    return place(id, 'f', x, y, 0.4, rng() * 72);
  }).join('');
  return svgDocument(BACKGROUND_VIEWBOX, `<g opacity=".18">${tiles}</g>`, {
    preserveAspectRatio: 'xMidYMid slice',
    defs: `<g id="${id}f">${frangipaniShape(p)}</g>`,
  });
}

export const batik: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif)) % 3;
  const id = `bt${variant.seed}`;
  let top: string;
  let bottom: string;
  if (motif === 0) {
    top =
      cornerCluster(`${id}t`, rng, palette, lush) +
      `<g transform="translate(400 0) scale(-1 1)">${cornerCluster(`${id}t`, rng, palette, lush)}</g>`;
    bottom = flipToBottom(
      cornerCluster(`${id}b`, rng, palette, lush) +
        `<g transform="translate(400 0) scale(-1 1)">${cornerCluster(`${id}b`, rng, palette, lush)}</g>`,
      true,
    );
  } else if (motif === 1) {
    top = band(`${id}t`, rng, palette);
    bottom = flipToBottom(band(`${id}b`, rng, palette));
  } else {
    top = cascade(`${id}t`, rng, palette, lush);
    bottom = flipToBottom(cascade(`${id}b`, rng, palette, lush), true);
  }
  const centre =
    `<path d="M20 24H96M144 24H220" stroke="${palette.accent}" stroke-width="1"/>` +
    place(`${id}c`, 'f', 120, 26, 0.55, 0) +
    `<circle cx="100" cy="24" r="2" fill="${palette.highlight}"/><circle cx="140" cy="24" r="2" fill="${palette.highlight}"/>`;
  return {
    background: motif === 1 ? null : background(`${id}g`, rng, palette),
    top: svgDocument(TOP_VIEWBOX, top, { defs: motifDefs(`${id}t`, palette) }),
    bottom: svgDocument(TOP_VIEWBOX, bottom, { defs: motifDefs(`${id}b`, palette) }),
    centre: svgDocument(CENTRE_VIEWBOX, centre, {
      defs: `<g id="${id}cf">${frangipaniShape(palette)}</g>`,
    }),
  };
};

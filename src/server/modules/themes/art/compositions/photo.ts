import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName, ArtVariant, Palette } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import { leafD, seededRandom, svgDocument, tidy } from '../svg';
import { type Scene, hibiscusScene, nightScene, paddyScene, sunburstScene } from './photo-scenes';
import { khatam } from './side-border-kit';

// The photo window: a 240 × 300 window above the names where the couple's
// picture will sit. Until then it holds a soft scene in the palette (photo-scenes.ts), so it
// reads as a finished picture, never a grey placeholder. The window's shape and surround follow
// the family: an arch (round or onion) for arch, an oval for watercolour, a leafy arch for
// botanical, a scalloped Peranakan frame for floral and batik, a stepped deco frame for goldline
// and a fine double rule for minimal.

type Shape = 'round' | 'onion' | 'oval' | 'scallop' | 'deco' | 'rect';

/** The window's outline (also its clip path). */
function windowPath(shape: Shape): string {
  switch (shape) {
    case 'round':
      return 'M22 284V120A98 98 0 0 1 218 120V284Z';
    case 'onion':
      return 'M22 284V140C22 92 72 78 100 52Q120 34 120 16Q120 34 140 52C168 78 218 92 218 140V284Z';
    case 'oval':
      return 'M20 150A100 132 0 1 1 220 150A100 132 0 1 1 20 150Z';
    case 'deco':
      return 'M22 284V76H40V56H60V40H86V26H154V40H180V56H200V76H218V284Z';
    case 'rect':
      return 'M30 20H210Q220 20 220 30V270Q220 280 210 280H30Q20 280 20 270V30Q20 20 30 20Z';
    case 'scallop': {
      // Clockwise, so every arc with sweep 1 bulges outwards: ten scallops across, thirteen down.
      let d = 'M20 20';
      for (let i = 0; i < 10; i++) d += 'a10 10 0 0 1 20 0';
      for (let i = 0; i < 13; i++) d += 'a10 10 0 0 1 0 20';
      for (let i = 0; i < 10; i++) d += 'a10 10 0 0 1 -20 0';
      for (let i = 0; i < 13; i++) d += 'a10 10 0 0 1 0 -20';
      return `${d}Z`;
    }
  }
}

const SHAPES: Record<ArtFamilyName, Shape> = {
  arch: 'round',
  watercolour: 'oval',
  botanical: 'round',
  floral: 'scallop',
  batik: 'scallop',
  goldline: 'deco',
  minimal: 'rect',
  geometric: 'onion',
  kerawang: 'onion',
  songket: 'scallop',
};

function sceneFor(family: ArtFamilyName, p: Palette, v: ArtVariant, onion: boolean): Scene {
  const rng = seededRandom(v.seed);
  switch (family) {
    case 'arch':
    case 'geometric':
    case 'kerawang':
      // A round window frames an onion dome, an onion window a round one: never the same twice.
      return nightScene(p, rng, !onion);
    case 'watercolour':
    case 'botanical':
      return paddyScene(p, rng, false);
    case 'minimal':
      return paddyScene(p, rng, true);
    case 'goldline':
      return sunburstScene(p);
    default:
      return hibiscusScene(p, rng, family === 'batik' || family === 'songket');
  }
}

/** The family's ornament round the window, drawn over the scene's edge. */
function surround(
  family: ArtFamilyName,
  shape: Shape,
  d: string,
  p: Palette,
  v: ArtVariant,
): string {
  const gold = p.highlight;
  const band =
    `<use href="#pwd" fill="none" stroke="${p.dark ? '#000000' : p.ink}" stroke-width="12" opacity=".1" transform="translate(2 3)"/>` +
    `<use href="#pwd" fill="none" stroke="${p.accentSoft}" stroke-width="10"/>` +
    `<use href="#pwd" fill="none" stroke="${gold}" stroke-width="2.2"/>` +
    `<use href="#pwd" fill="none" stroke="${p.accent}" stroke-width=".6" transform="translate(120 150) scale(1.055) translate(-120 -150)"/>`;
  switch (family) {
    case 'arch':
    case 'geometric':
    case 'kerawang': {
      // A keystone star at the crown and small stars on the springing points.
      const top = shape === 'onion' ? 14 : 22;
      const stars = khatam(120, top, 11) + khatam(22, 140, 6) + khatam(218, 140, 6);
      return (
        band +
        `<path d="${tidy(stars)}" fill="${gold}" stroke="${p.accent}" stroke-width=".8"/>` +
        `<circle cx="120" cy="${top}" r="3" fill="${p.page}"/>`
      );
    }
    case 'botanical':
    case 'watercolour': {
      // Leaves climbing both sides of the window, alternating in and out, and a knot at the top.
      let leaves = '';
      const rng = seededRandom(v.seed + 1);
      if (shape === 'oval') {
        for (let i = 0; i < 14; i++) {
          const a = Math.PI * 0.55 + (i / 13) * Math.PI * 0.9;
          for (const side of [1, -1]) {
            const x = 120 + side * Math.cos(a) * 100 * -1;
            const y = 150 + Math.sin(a) * 132 * -1 + 0;
            const deg = side > 0 ? 200 + i * 10 : -20 - i * 10;
            leaves += leafD(x, y, deg + (rng() - 0.5) * 20, 13, 4.5);
          }
        }
      } else {
        for (let y = 276; y > 110; y -= 17)
          for (const [x, deg] of [
            [22, y % 2 ? 240 : 200],
            [218, y % 2 ? -60 : -20],
          ] as [number, number][])
            leaves += leafD(x, y, deg + (rng() - 0.5) * 16, 15, 5);
        for (let i = 1; i < 10; i++) {
          const a = Math.PI + (i / 10) * Math.PI;
          leaves += leafD(
            120 + Math.cos(a) * 98,
            120 + Math.sin(a) * 98,
            (a * 180) / Math.PI + 60,
            14,
            5,
          );
        }
      }
      return (
        band +
        `<path id="pl" d="${tidy(leaves)}" fill="${p.accent}" stroke="${p.page}" stroke-width=".6"/>` +
        `<use href="#pl" fill="${gold}" stroke="none" opacity=".25"/>`
      );
    }
    case 'goldline':
      return (
        band +
        `<path d="M22 284V76H40V56H60V40H86V26H154V40H180V56H200V76H218V284" fill="none" stroke="${gold}" stroke-width="1" transform="translate(120 150) scale(1.09) translate(-120 -150)"/>` +
        `<path d="M100 26L120 8L140 26M108 26L120 15L132 26" fill="none" stroke="${gold}" stroke-width="1.6"/>`
      );
    case 'minimal':
      return (
        `<use href="#pwd" fill="none" stroke="${p.accent}" stroke-width="1.2"/>` +
        `<rect x="12" y="12" width="216" height="276" rx="14" fill="none" stroke="${gold}" stroke-width=".8"/>` +
        `<path d="M120 6l4 6l-4 6l-4-6Z" fill="${gold}"/>`
      );
    default: {
      // Peranakan: a dot in the heart of every scallop, a gold rim outside.
      let dots = '';
      for (let i = 0; i < 10; i++) dots += `M${30 + i * 20} 15h0M${30 + i * 20} 285h0`;
      for (let i = 0; i < 13; i++) dots += `M15 ${30 + i * 20}h0M225 ${30 + i * 20}h0`;
      return (
        band +
        `<path d="${dots}" stroke="${p.accent}" stroke-width="3.2" stroke-linecap="round"/>` +
        `<path d="${dots}" stroke="${gold}" stroke-width="1.4" stroke-linecap="round"/>` +
        `<rect x="4" y="4" width="232" height="292" rx="6" fill="none" stroke="${gold}" stroke-width="1"/>`
      );
    }
  }
}

export const photo: CompositionArt = ({ palette, variant, family, art }) => {
  const frame = COMPOSITIONS['photo'].frame;
  if (!frame) return { ...art, frame: null };
  const shape = family === 'arch' && variant.motif % 4 === 1 ? 'onion' : SHAPES[family];
  const d = windowPath(shape);
  const scene = sceneFor(family, palette, variant, shape === 'onion');
  // The scene, clipped to the window, with a soft inner shadow along the window's edge (depth:
  // the picture sits a little behind its frame).
  const body =
    `<g clip-path="url(#pw)">${scene.body}<use href="#pwd" fill="none" stroke="${palette.dark ? '#000000' : palette.ink}" stroke-width="10" opacity=".12" transform="translate(2 3)"/></g>` +
    surround(family, shape, d, palette, variant);
  return {
    ...art,
    frame: svgDocument(`0 0 ${frame.width} ${frame.height}`, body, {
      // The outline serves six times (clip, shadows, band, rims): written once, then <use>d.
      defs: `<path id="pwd" d="${d}"/><clipPath id="pw"><use href="#pwd"/></clipPath>${scene.defs}`,
      sized: true,
    }),
  };
};

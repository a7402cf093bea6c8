import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import { r1, svgDocument, tidy } from '../svg';
import { type BandArt, TILE_H, lozenge, poly, star, styleOf, woven } from './side-border-kit';
import { batikBand, geometricBand, kerawangBand } from './side-border-patterns';

// A band down the hero's left edge, drawn as one 72 × 144 tile that the page
// repeats down the whole hero: everything here repeats every 144 units (or a divisor of it), and
// anything crossing the tile's top or bottom edge is drawn at both, so the joins never show. The
// band's ground runs from x 0 to about 50; its inner edge (towards the words) is finished with
// teeth, scallops or a fine line and a soft shadow cast on the page side.

/**
 * Songket (kain songket's kepala): silk woven with a gold weft, gold border lines, a column of
 * belah ketupat diamonds, and pucuk rebung (bamboo-shoot) triangles pointing towards the words.
 */
const songketBand: BandArt = (p, v) => {
  const c = woven(p);
  const s = styleOf(v);
  const edge = 50;
  // Style 0: four diamonds and six shoots; 1: two tall nested diamonds, four long shoots;
  // 2: a chain of six small diamonds and eight short shoots.
  const diamonds = [4, 2, 6][s]!;
  const shoots = [6, 4, 8][s]!;
  const shootLen = [16, 20, 12][s]!;
  const dh = TILE_H / diamonds;
  const sh = TILE_H / shoots;

  const defs =
    `<pattern id="sbw" width="4" height="3" patternUnits="userSpaceOnUse"><rect width="4" height=".9" fill="${c.gold}" opacity=".28"/><rect x="1" y="1.5" width="1" height="1.5" fill="${c.gold}" opacity=".14"/></pattern>` +
    `<linearGradient id="sbs" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${c.shade}" stop-opacity=".28"/><stop offset=".45" stop-color="${p.page}" stop-opacity=".12"/><stop offset="1" stop-color="${c.shade}" stop-opacity=".22"/></linearGradient>`;

  let shadow = '';
  let teeth = '';
  let inner = '';
  let rib = '';
  for (let i = 0; i < shoots; i++) {
    const y = i * sh;
    const tri = (dx: number, dy: number, f: number) =>
      poly([
        [edge + dx, y + dy + sh * (0.5 - f / 2)],
        [edge + dx + shootLen * f, y + dy + sh / 2],
        [edge + dx, y + dy + sh * (0.5 + f / 2)],
      ]);
    shadow += tri(2.2, 1.6, 1);
    teeth += tri(0, 0, 1);
    inner += tri(0, 0, 0.52);
    rib += `M${edge} ${r1(y + sh / 2)}h${r1(shootLen - 3)}`;
  }

  // The diamond column, centred in the woven field between the border lines.
  const cx = 26;
  let outer = '';
  let fill = '';
  let core = '';
  for (let i = 0; i < diamonds; i++) {
    const y = dh * (i + 0.5);
    const hh = dh / 2 - (s === 2 ? 1 : 2);
    const hw = Math.min(16, hh * 0.95);
    outer += lozenge(cx, y, hw, hh);
    if (s === 1) outer += lozenge(cx, y, hw * 0.72, hh * 0.72);
    fill += lozenge(cx, y, hw * 0.5, hh * 0.5);
    core += lozenge(cx, y, hw * 0.2, hh * 0.2);
  }
  // Little four-point stars where the diamonds meet, at both tile edges so they join.
  let knots = '';
  for (let i = 0; i <= diamonds; i++) knots += star(cx, i * dh, 4, s === 2 ? 3.5 : 5, 1.4, -90);
  // A zigzag hem just inside each border line (the kain's tumpal edge).
  const zig = (x: number, dir: number) => {
    let d = `M${x} 0`;
    for (let y = 3; y <= TILE_H; y += 3) d += `L${r1(x + (y % 6 ? dir * 3 : 0))} ${y}`;
    return d;
  };

  const body =
    `<path d="${tidy(shadow)}" fill="${c.shade}" opacity=".16"/>` +
    `<rect width="${edge}" height="${TILE_H}" fill="${c.ground}"/>` +
    `<rect width="${edge}" height="${TILE_H}" fill="url(#sbw)"/>` +
    `<rect width="${edge}" height="${TILE_H}" fill="url(#sbs)"/>` +
    `<path d="${tidy(teeth)}" fill="${c.ground}" stroke="${c.gold}" stroke-width=".9" stroke-linejoin="round"/>` +
    `<path d="${tidy(inner)}" fill="${c.gold}" opacity=".85"/>` +
    `<path d="${rib}" stroke="${c.ground}" stroke-width=".8"/>` +
    `<path d="M3 0V${TILE_H}M${edge - 1} 0V${TILE_H}" stroke="${c.gold}" stroke-width="1.6"/>` +
    `<path d="M6.5 0V${TILE_H}M${edge - 4.5} 0V${TILE_H}" stroke="${c.gold}" stroke-width=".6"/>` +
    `<path d="${zig(7.5, 1)}${zig(edge - 5.5, -1)}" fill="none" stroke="${c.gold}" stroke-width=".7" opacity=".8"/>` +
    `<path d="${tidy(outer)}" fill="none" stroke="${c.gold}" stroke-width="1.3"/>` +
    `<path d="${tidy(fill)}" fill="${c.gold}"/>` +
    `<path d="${tidy(core)}" fill="${c.ground}"/>` +
    `<path d="${tidy(knots)}" fill="${c.gold}"/>`;
  return { defs, body };
};

/** Minimal: fine rules either side of a small lozenge repeat, on a whisper of colour. */
const minimalBand: BandArt = (p, v) => {
  const n = [6, 8, 4][styleOf(v)]!;
  const step = TILE_H / n;
  let solid = '';
  let open = '';
  let dots = '';
  for (let i = 0; i < n; i++) {
    const y = step * (i + 0.5);
    if (i % 2) open += lozenge(30, y, 5, step * 0.32);
    else solid += lozenge(30, y, 5, step * 0.32);
  }
  for (let i = 0; i <= n; i++) dots += `M30 ${r1(i * step - 1.1)}v2.2`;
  const body =
    `<rect width="54" height="${TILE_H}" fill="${p.accentSoft}" opacity="${p.dark ? 0.45 : 0.35}"/>` +
    `<path d="M56.5 0V${TILE_H}" stroke="${p.dark ? '#000000' : p.ink}" stroke-width="2" opacity=".1"/>` +
    `<path d="M10 0V${TILE_H}M50 0V${TILE_H}" stroke="${p.accent}" stroke-width=".6"/>` +
    `<path d="M14 0V${TILE_H}M46 0V${TILE_H}" stroke="${p.highlight}" stroke-width="1.4"/>` +
    `<path d="M54.5 0V${TILE_H}" stroke="${p.highlight}" stroke-width=".8" opacity=".7"/>` +
    `<path d="${tidy(solid)}" fill="${p.highlight}"/>` +
    `<path d="${tidy(open)}" fill="none" stroke="${p.accent}" stroke-width=".9"/>` +
    `<path d="${dots}" stroke="${p.accent}" stroke-width="2.2" stroke-linecap="round"/>`;
  return { defs: '', body };
};

/** The family's ornament vocabulary; families without a band of their own borrow a kin's. */
const BANDS: Record<ArtFamilyName, BandArt> = {
  songket: songketBand,
  goldline: songketBand,
  batik: batikBand,
  floral: batikBand,
  botanical: batikBand,
  watercolour: batikBand,
  geometric: geometricBand,
  arch: geometricBand,
  kerawang: kerawangBand,
  minimal: minimalBand,
};

export const sideBorder: CompositionArt = ({ palette, variant, family, art }) => {
  const frame = COMPOSITIONS['side-border'].frame;
  if (!frame) return { ...art, frame: null };
  const { defs, body } = BANDS[family](palette, variant);
  return {
    ...art,
    frame: svgDocument(`0 0 ${frame.width} ${frame.height}`, body, { defs, sized: true }),
  };
};

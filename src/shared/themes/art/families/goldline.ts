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

// Gold line art: sparse, luxurious fine lines in the highlight colour. Art-deco fans and
// sunbursts with stepped borders, a geometric frame with diamond corners, or single-stroke
// line florals, always with a fine line frame around the page.

function sunburst(p: Palette, rays: number, radius: number): string {
  let art = '';
  for (let i = 0; i <= rays; i += 1) {
    const angle = Math.PI * (i / rays);
    const x = 200 - Math.cos(angle) * radius;
    const y = Math.sin(angle) * radius;
    art += `<path d="M200 0L${r1(x)} ${r1(y)}" stroke="${p.highlight}" stroke-width="${i % 2 ? 0.6 : 1.1}"/>`;
  }
  for (const r of [radius * 0.35, radius * 0.6, radius]) {
    art += `<path d="M${r1(200 - r)} 0A${r1(r)} ${r1(r)} 0 0 0 ${r1(200 + r)} 0" fill="none" stroke="${p.highlight}" stroke-width="1"/>`;
  }
  return art;
}

function steppedBorder(p: Palette): string {
  const step = (x: number, dir: 1 | -1) =>
    `<path d="M${x} 30h${dir * 60}v10h${dir * 20}v10h${dir * 20}" fill="none" stroke="${p.highlight}" stroke-width="1.2"/>`;
  return (
    step(10, 1) + step(390, -1) + `<path d="M10 22H390" stroke="${p.highlight}" stroke-width=".6"/>`
  );
}

function fans(p: Palette, lush: number): string {
  const fan = (x: number, scale: number) => {
    let art = '';
    for (let i = 0; i <= 8; i += 1) {
      const angle = Math.PI * (i / 8);
      art += `<path d="M0 0L${r1(-Math.cos(angle) * 40)} ${r1(Math.sin(angle) * 40)}" stroke="${p.highlight}" stroke-width=".8"/>`;
    }
    return `<g transform="translate(${x} 40) scale(${scale})">${art}<path d="M-40 0A40 40 0 0 0 40 0" fill="none" stroke="${p.highlight}" stroke-width="1.2"/></g>`;
  };
  return (
    steppedBorder(p) +
    sunburst(p, 18, 64 + lush * 20) +
    (lush > 0.5 ? fan(70, 0.8) + fan(330, 0.8) : '')
  );
}

function frameCorners(p: Palette, lush: number): string {
  const corner = (flip: boolean) => {
    const g =
      `<path d="M14 110V14H110" fill="none" stroke="${p.highlight}" stroke-width="1.4"/>` +
      `<path d="M24 84V24H84" fill="none" stroke="${p.highlight}" stroke-width=".7"/>` +
      `<path d="M14 14l16 16" stroke="${p.highlight}" stroke-width="1"/><path d="M30 22l8 8-8 8-8-8z" fill="${p.highlight}"/>` +
      (lush > 0.5
        ? `<path d="M120 14l6 6-6 6-6-6zM14 120l6 6-6 6-6-6z" fill="${p.highlight}"/>`
        : '');
    return flip ? `<g transform="translate(400 0) scale(-1 1)">${g}</g>` : g;
  };
  const centre = `<path d="M150 14H250" stroke="${p.highlight}" stroke-width=".8"/><path d="M200 6l8 8-8 8-8-8z" fill="none" stroke="${p.highlight}" stroke-width="1.2"/>`;
  return corner(false) + corner(true) + centre;
}

/** One continuous stroke that curls into leaves: a line floral. */
function lineFloral(rng: () => number, p: Palette, lush: number): string {
  const branch = (flip: boolean) => {
    let d = 'M0 18C40 24 70 20 100 40C120 54 124 80 150 86';
    const leaves = Math.round(3 + lush * 3);
    for (let i = 0; i < leaves; i += 1) {
      const t = (i + 1) / (leaves + 1);
      const x = t * 150;
      const y = 18 + t * t * 68;
      const up = i % 2 ? -1 : 1;
      d += `M${r1(x)} ${r1(y)}c6 ${r1(up * -14)} 20 ${r1(up * -16)} 26 ${r1(up * -12)}c-8 ${r1(up * 8)}-18 ${r1(up * 12)}-26 ${r1(up * 12)}`;
    }
    const bloom = `<circle cx="150" cy="86" r="6" fill="none" stroke="${p.highlight}" stroke-width="1"/><circle cx="150" cy="86" r="2" fill="${p.highlight}"/>`;
    const g = `<path d="${d}" fill="none" stroke="${p.highlight}" stroke-width="1.1" stroke-linecap="round"/>${bloom}`;
    return flip ? `<g transform="translate(400 0) scale(-1 1)">${g}</g>` : g;
  };
  // The seed turns the spray slightly so siblings of this motif differ.
  const tilt = r1((rng() - 0.5) * 6);
  return `<g transform="rotate(${tilt} 200 0)">${branch(false)}${branch(true)}</g>`;
}

function frame(p: Palette, inset: number): string {
  return svgDocument(
    BACKGROUND_VIEWBOX,
    `<rect x="${inset}" y="${inset}" width="${390 - inset * 2}" height="${844 - inset * 2}" fill="none" stroke="${p.highlight}" stroke-width="1" opacity=".7"/>` +
      `<rect x="${inset + 6}" y="${inset + 6}" width="${390 - inset * 2 - 12}" height="${844 - inset * 2 - 12}" fill="none" stroke="${p.highlight}" stroke-width=".5" opacity=".5"/>`,
    { preserveAspectRatio: 'none' },
  );
}

export const goldline: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif)) % 3;
  const top =
    motif === 0
      ? fans(palette, lush)
      : motif === 1
        ? frameCorners(palette, lush)
        : lineFloral(rng, palette, lush);
  const centre =
    `<path d="M16 24H100M140 24H224" stroke="${palette.highlight}" stroke-width=".8"/>` +
    `<path d="M120 10l14 14-14 14-14-14z" fill="none" stroke="${palette.highlight}" stroke-width="1.2"/>` +
    `<path d="M120 17l7 7-7 7-7-7z" fill="${palette.highlight}"/>`;
  return {
    background: motif === 1 ? null : frame(palette, motif === 0 ? 12 : 18),
    top: svgDocument(TOP_VIEWBOX, top),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(top)),
    centre: svgDocument(CENTRE_VIEWBOX, centre),
  };
};

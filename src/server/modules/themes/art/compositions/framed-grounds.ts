import type { ArtFamilyName, ArtVariant, Palette } from '@shared/themes/theme-types';
import { BACKGROUND_VIEWBOX, leafD, pt, r1, r2, seededRandom, svgDocument, tidy } from '../svg';
import {
  blobD,
  blossomD,
  curl,
  lozenge,
  pathOf,
  ribbon,
  silkAndGold,
  splatterD,
  star,
} from './framed-motifs';

// The patterned ground under a framed card: a calm all-over pattern in the palette, drawn on
// transparency (the page colour shows through), so it also lies on the page of a theme that
// borrows it (theme 23 shows theme 15's). One small tile per family, repeated over the phone:
// an Islamic star lattice, art-deco fans, carved cloud scrolls, a songket lattice with small
// gold flowers, leaf sprigs, blossoms, kawung batik, washes of colour, an ogee trellis (jali),
// or a fine grid of dots and stars.

interface Tile {
  w: number;
  h: number;
  body: string;
  /** How strongly the whole pattern shows. */
  alpha: number;
}

function geometricTile(p: Palette, v: ArtVariant): Tile {
  const s = 36;
  const line = `fill="none" stroke="${p.accent}" stroke-width=".9" stroke-linejoin="round"`;
  if (v.motif % 2 === 0) {
    // Star and cross: eight-point stars in a checkerboard, gold dots where the crosses open.
    const R = (s * Math.SQRT2) / 4;
    const inner = (R * Math.cos(Math.PI / 4)) / Math.cos(Math.PI / 8);
    const at: [number, number][] = [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
      [s / 2, s / 2],
    ];
    const d = at.map(([x, y]) => pathOf(star(8, R, inner, 0, x, y))).join('');
    const dots = [
      [s / 2, 0],
      [0, s / 2],
      [s, s / 2],
      [s / 2, s],
    ]
      .map(([x, y]) => `<circle cx="${r1(x!)}" cy="${r1(y!)}" r="1.3"/>`)
      .join('');
    return {
      w: s,
      h: s,
      body: `<path d="${d}" ${line}/><g fill="${p.highlight}">${dots}</g>`,
      alpha: p.dark ? 0.42 : 0.4,
    };
  }
  // Khatam: the eight-point star of two squares, tip to tip, a ring and gold lozenges between.
  const c = s / 2;
  const R = s / 2;
  const sq = (turn: number) =>
    pathOf(
      [0, 1, 2, 3].map((k) => {
        const a = turn + (k * Math.PI) / 2;
        return [c + R * Math.cos(a), c + R * Math.sin(a)] as [number, number];
      }),
    );
  const gold = [
    [0, 0],
    [s, 0],
    [0, s],
    [s, s],
  ]
    .map(([x, y]) => lozenge(x!, y!, 2.6, 2.6))
    .join('');
  return {
    w: s,
    h: s,
    body: `<path d="${sq(0)}${sq(Math.PI / 4)}" ${line}/><circle cx="${c}" cy="${c}" r="${r1(R * 0.42)}" ${line}/><path d="${gold}" fill="${p.highlight}"/>`,
    alpha: p.dark ? 0.42 : 0.4,
  };
}

function goldlineTile(p: Palette): Tile {
  // Art-deco fans (scales): rows of half-circles, each with two arcs inside and fine rays.
  const r = 18;
  const w = r * 2;
  const h = r;
  const fan = (cx: number, cy: number) => {
    let d = `M${r1(cx - r)} ${r1(cy)}A${r} ${r} 0 0 1 ${r1(cx + r)} ${r1(cy)}`;
    for (const k of [0.66, 0.34])
      d += `M${r1(cx - r * k)} ${r1(cy)}A${r1(r * k)} ${r1(r * k)} 0 0 1 ${r1(cx + r * k)} ${r1(cy)}`;
    for (let i = 1; i < 6; i++) {
      const a = Math.PI + (i * Math.PI) / 6;
      d += `M${pt(cx + Math.cos(a) * r * 0.34, cy + Math.sin(a) * r * 0.34)}L${pt(cx + Math.cos(a) * r * 0.66, cy + Math.sin(a) * r * 0.66)}`;
    }
    return d;
  };
  // Each row's fans sit on the row below, offset by half a fan.
  const d = fan(r, h) + fan(0, h * 2) + fan(w, h * 2);
  return {
    w,
    h: h * 2,
    body: `<path d="${d}" fill="none" stroke="${p.highlight}" stroke-width=".7"/>`,
    alpha: p.dark ? 0.34 : 0.5,
  };
}

function kerawangTile(p: Palette): Tile {
  // Small cloud scrolls (awan), two to a tile, turned about each other, in a half-drop.
  const a = curl(0, 0, -0.3, 24, 0, 0.62, 18);
  const b = curl(0, 0, Math.PI - 0.3, 24, 0, 0.62, 18);
  const scroll = `${ribbon(a, 3, 0.8)}${ribbon(b, 3, 0.8)}`;
  const w = 64;
  const h = 72;
  const put = (x: number, y: number, turn: number) =>
    `<path transform="translate(${x} ${y}) rotate(${turn})" d="${tidy(scroll)}"/>`;
  return {
    w,
    h,
    body: `<g fill="${p.accent}">${put(16, 18, 0)}${put(48, 54, 180)}</g><g fill="${p.highlight}"><circle cx="48" cy="16" r="1.4"/><circle cx="16" cy="52" r="1.4"/></g>`,
    alpha: p.dark ? 0.3 : 0.26,
  };
}

function songketTile(p: Palette): Tile {
  // Belah ketupat: a lattice of lozenges, a small gold flower (bunga tabur) in every other one.
  const w = 32;
  const h = 40;
  const { silk, gold } = silkAndGold(p);
  const flower = (x: number, y: number, r: number) =>
    `${lozenge(x, y - r * 0.55, r * 0.32, r * 0.55)}${lozenge(x, y + r * 0.55, r * 0.32, r * 0.55)}${lozenge(x - r * 0.55, y, r * 0.55, r * 0.32)}${lozenge(x + r * 0.55, y, r * 0.55, r * 0.32)}`;
  return {
    w,
    h,
    body: `<path d="M0 0L${w} ${h}M${w} 0L0 ${h}M${w / 2} 0L0 ${h / 2}L${w / 2} ${h}L${w} ${h / 2}Z" fill="none" stroke="${p.dark ? gold : silk}" stroke-width=".7" stroke-opacity=".75"/><path d="${flower(w / 2, h / 2, 6)}${flower(0, 0, 4)}${flower(w, 0, 4)}${flower(0, h, 4)}${flower(w, h, 4)}" fill="${gold}"/>`,
    alpha: p.dark ? 0.4 : 0.42,
  };
}

function botanicalTile(p: Palette): Tile {
  // A small leaf sprig, set in a half-drop and turned, so the ground reads as scattered leaves.
  let leaves = '';
  for (let k = 0; k < 3; k++) {
    const y = -4 - k * 6;
    leaves += leafD(0, y, -90 - 48, 9 - k, 2.6) + leafD(0, y - 2, -90 + 48, 9 - k, 2.6);
  }
  leaves += leafD(0, -22, -90, 9, 2.6);
  const sprig = `<path d="${tidy(leaves)}" fill="${p.accent}"/><path d="M0 2V-22" stroke="${p.accent}" stroke-width=".8"/>`;
  const w = 60;
  const h = 64;
  return {
    w,
    h,
    body: `<g transform="translate(15 30) rotate(-24)">${sprig}</g><g transform="translate(45 62) rotate(28)">${sprig}</g><g fill="${p.highlight}"><circle cx="44" cy="18" r="1.4"/><circle cx="14" cy="50" r="1.4"/></g>`,
    alpha: p.dark ? 0.34 : 0.32,
  };
}

function floralTile(p: Palette): Tile {
  // Small blossoms in a half-drop, a dot between them.
  const w = 48;
  const h = 52;
  const flower = (x: number, y: number, r: number) =>
    `<path d="${blossomD(x, y, r)}" fill="${p.dark ? p.accent : p.accentSoft}" stroke="${p.accent}" stroke-width=".6"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.24)}" fill="${p.highlight}"/>`;
  return {
    w,
    h,
    body: `${flower(12, 13, 6.5)}${flower(36, 39, 6.5)}<g fill="${p.accent}"><circle cx="36" cy="13" r="1.3"/><circle cx="12" cy="39" r="1.3"/></g>`,
    alpha: p.dark ? 0.38 : 0.5,
  };
}

function batikTile(p: Palette): Tile {
  // Kawung: four almond petals round every point of a square lattice, a dot at each heart.
  const s = 30;
  const petal = (cx: number, cy: number, turn: number) => {
    const c = Math.cos(turn);
    const sn = Math.sin(turn);
    const at = (u: number, v: number) => pt(cx + u * c - v * sn, cy + u * sn + v * c);
    const l = s * 0.45;
    const wd = s * 0.19;
    return `M${at(2, 0)}Q${at(l * 0.5, wd)} ${at(l, 0)}Q${at(l * 0.5, -wd)} ${at(2, 0)}Z`;
  };
  let d = '';
  for (const [x, y] of [
    [s / 2, s / 2],
    [0, 0],
    [s, 0],
    [0, s],
    [s, s],
  ] as const) {
    for (let k = 0; k < 4; k++) d += petal(x, y, Math.PI / 4 + (k * Math.PI) / 2);
  }
  return {
    w: s,
    h: s,
    body: `<path d="${d}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.7 : 0.6}" stroke="${p.accent}" stroke-width=".7"/><g fill="${p.highlight}"><circle cx="${s / 2}" cy="${s / 2}" r="1.6"/><circle r="1.6"/><circle cx="${s}" r="1.6"/><circle cy="${s}" r="1.6"/><circle cx="${s}" cy="${s}" r="1.6"/><circle cx="${s / 2}" r=".9"/><circle cy="${s / 2}" r=".9"/><circle cx="${s}" cy="${s / 2}" r=".9"/><circle cx="${s / 2}" cy="${s}" r=".9"/></g>`,
    alpha: p.dark ? 0.4 : 0.42,
  };
}

function archTile(p: Palette): Tile {
  // An ogee trellis (the jali of a window screen): S-curved lines meeting in points, dots there.
  const w = 36;
  const h = 56;
  const q = w / 2;
  const ogee = (x0: number) =>
    `M${x0} 0C${x0} ${r1(h * 0.22)} ${x0 + q} ${r1(h * 0.28)} ${x0 + q} ${h / 2}C${x0 + q} ${r1(h * 0.72)} ${x0} ${r1(h * 0.78)} ${x0} ${h}`;
  const ogeeL = (x0: number) =>
    `M${x0} 0C${x0} ${r1(h * 0.22)} ${x0 - q} ${r1(h * 0.28)} ${x0 - q} ${h / 2}C${x0 - q} ${r1(h * 0.72)} ${x0} ${r1(h * 0.78)} ${x0} ${h}`;
  return {
    w,
    h,
    body: `<path d="${ogee(0)}${ogeeL(w)}${ogee(w / 2 - q)}" fill="none" stroke="${p.accent}" stroke-width=".8"/><path d="${ogeeL(q)}" fill="none" stroke="${p.accent}" stroke-width=".8"/><g fill="${p.highlight}"><path d="${lozenge(q, h / 2, 2.2, 3.2)}${lozenge(0, 0, 2.2, 3.2)}${lozenge(w, 0, 2.2, 3.2)}${lozenge(0, h, 2.2, 3.2)}${lozenge(w, h, 2.2, 3.2)}"/></g>`,
    alpha: p.dark ? 0.38 : 0.4,
  };
}

function minimalTile(p: Palette): Tile {
  // A fine grid of dots with a small four-point star in every other square.
  const s = 26;
  const sparkle = (x: number, y: number, r: number) =>
    pathOf(star(4, r, r * 0.3, -Math.PI / 2, x, y));
  return {
    w: s * 2,
    h: s * 2,
    body: `<g fill="${p.accent}"><circle r="1"/><circle cx="${s}" r="1"/><circle cx="${s * 2}" r="1"/><circle cy="${s}" r="1"/><circle cx="${s * 2}" cy="${s}" r="1"/><circle cy="${s * 2}" r="1"/><circle cx="${s}" cy="${s * 2}" r="1"/><circle cx="${s * 2}" cy="${s * 2}" r="1"/></g><path d="${sparkle(s, s, 4.5)}" fill="${p.highlight}"/>`,
    alpha: p.dark ? 0.5 : 0.55,
  };
}

/** The ground under a framed card, in the family's manner and the theme's palette. */
export function framedGround(family: ArtFamilyName, p: Palette, v: ArtVariant): string {
  if (family === 'watercolour') return watercolourGround(p, v);
  const id = 'fg';
  const tiles: Record<Exclude<ArtFamilyName, 'watercolour'>, () => Tile> = {
    geometric: () => geometricTile(p, v),
    goldline: () => goldlineTile(p),
    kerawang: () => kerawangTile(p),
    songket: () => songketTile(p),
    botanical: () => botanicalTile(p),
    floral: () => floralTile(p),
    batik: () => batikTile(p),
    arch: () => archTile(p),
    minimal: () => minimalTile(p),
  };
  const tile = tiles[family]();
  // The pattern is centred on the phone, so the card sits on it evenly.
  const x = r1(195 - tile.w * Math.round(195 / tile.w));
  const y = r1(422 - tile.h * Math.round(422 / tile.h));
  const defs = `<pattern id="${id}" width="${tile.w}" height="${tile.h}" x="${x}" y="${y}" patternUnits="userSpaceOnUse">${tile.body}</pattern>`;
  return svgDocument(
    BACKGROUND_VIEWBOX,
    `<rect width="390" height="844" fill="url(#${id})" opacity="${r2(tile.alpha)}"/>`,
    { defs: tidy(defs), preserveAspectRatio: 'xMidYMid slice' },
  );
}

/** Watercolour: soft washes of colour scattered over the phone, a little gold splatter. */
function watercolourGround(p: Palette, v: ArtVariant): string {
  const rng = seededRandom(v.seed + 5);
  const wash = p.dark ? p.accent : p.accentSoft;
  let pale = '';
  let deep = '';
  let gold = '';
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 30 + col * 165 + (row % 2) * 80 - 80 + rng() * 40;
      const y = 30 + row * 150 + rng() * 40;
      const r = 48 + rng() * 30;
      pale += blobD(rng, x, y, r, r * (0.7 + rng() * 0.3), 0.22, 6, true);
      if (rng() < 0.4) deep += blobD(rng, x + 12, y + 8, r * 0.45, r * 0.35, 0.22, 6, true);
      if (rng() < 0.5) gold += splatterD(rng, x + r * 0.6, y - r * 0.4, 16, 4);
    }
  }
  return svgDocument(
    BACKGROUND_VIEWBOX,
    `<g filter="url(#fgw)"><path d="${pale}" fill="${wash}" fill-opacity="${p.dark ? 0.26 : 0.34}"/><path d="${deep}" fill="${p.accent}" fill-opacity="${p.dark ? 0.16 : 0.1}"/></g><path d="${gold}" stroke="${p.highlight}" stroke-width="1.6" stroke-linecap="round" opacity=".7"/>`,
    {
      defs: `<filter id="fgw" filterUnits="userSpaceOnUse" x="-60" y="-60" width="510" height="964"><feGaussianBlur stdDeviation="9"/></filter>`,
      preserveAspectRatio: 'xMidYMid slice',
    },
  );
}

import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import type { Rng } from '../svg';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  r1,
  seededRandom,
  svgDocument,
} from '../svg';

// Architectural arches: a tall arch drawn in fine double lines frames the text on the background
// (pointed mihrab, onion, round or cusped Moorish), with a keystone finial and capitals. Above it
// hang lanterns or a carved (muqarnas) valance; below it rise a skyline of domes and minarets or
// an arcade of columns. The inside of the arch stays clear for the names.

type Shape = 'pointed' | 'onion' | 'round' | 'cusped';

const L = 30;
const R = 360;
const C = 195;
const BOTTOM = 860;

interface Arch {
  shape: Shape;
  spring: number;
  apex: number;
}

/** The arch outline (left jamb up, over the top, right jamb down), inset by `k`. */
function archPath(a: Arch, k: number): string {
  const l = L + k;
  const r = R - k;
  const w = r - l;
  const s = a.spring;
  const top = a.apex + k * 1.1;
  const h = s - top;
  if (a.shape === 'round') {
    const rad = w / 2;
    return `M${l} ${BOTTOM}V${r1(s)}A${r1(rad)} ${r1(rad)} 0 0 1 ${r} ${r1(s)}V${BOTTOM}`;
  }
  if (a.shape === 'onion') {
    const mid = (sx: number, d: number) => `${r1(C + sx * d)}`;
    return (
      `M${l} ${BOTTOM}V${r1(s)}` +
      `C${l} ${r1(s - h * 0.62)} ${mid(-1, w * 0.3)} ${r1(top + h * 0.5)} ${mid(-1, w * 0.12)} ${r1(top + h * 0.24)}` +
      `C${mid(-1, w * 0.05)} ${r1(top + h * 0.13)} ${C} ${r1(top + h * 0.07)} ${C} ${r1(top)}` +
      `C${C} ${r1(top + h * 0.07)} ${mid(1, w * 0.05)} ${r1(top + h * 0.13)} ${mid(1, w * 0.12)} ${r1(top + h * 0.24)}` +
      `C${mid(1, w * 0.3)} ${r1(top + h * 0.5)} ${r} ${r1(s - h * 0.62)} ${r} ${r1(s)}V${BOTTOM}`
    );
  }
  // Pointed: two arcs meeting at the apex.
  const rad = (w * w) / 4 / w + (h * h) / w;
  if (a.shape === 'cusped' && k > 0) {
    // The inner line of a cusped arch: small lobes along the pointed curve.
    const lobes = 9;
    const cx = l + rad;
    let d = `M${l} ${BOTTOM}V${r1(s)}`;
    const pts: [number, number][] = [];
    const end = Math.asin(h / rad);
    for (let i = 0; i <= lobes; i += 1) {
      const t = (i / lobes) * 2;
      if (t <= 1) {
        const ang = end * t;
        pts.push([cx - Math.cos(ang) * rad, s - Math.sin(ang) * rad]);
      } else {
        const ang = end * (2 - t);
        pts.push([r - rad + Math.cos(ang) * rad, s - Math.sin(ang) * rad]);
      }
    }
    for (let i = 1; i < pts.length; i += 1) {
      const [x, y] = pts[i]!;
      const [px, py] = pts[i - 1]!;
      const chord = Math.hypot(x - px, y - py);
      d += `A${r1(chord * 0.58)} ${r1(chord * 0.58)} 0 0 0 ${r1(x)} ${r1(y)}`;
    }
    return `${d}V${BOTTOM}`;
  }
  return `M${l} ${BOTTOM}V${r1(s)}A${r1(rad)} ${r1(rad)} 0 0 1 ${C} ${r1(top)}A${r1(rad)} ${r1(rad)} 0 0 1 ${r} ${r1(s)}V${BOTTOM}`;
}

/** The finial over the keystone: a small onion bulb on a stepped base with a spike. */
function finial(p: Palette, y: number): string {
  return (
    `<g transform="translate(${C} ${r1(y)}) scale(1.3)" stroke="${p.accent}" stroke-width=".9" fill="${p.page}">` +
    `<path d="M-9 0H9M-5-4H5"/><path d="M0-4C-9-9-8-17 0-24C8-17 9-9 0-4Z"/>` +
    `<path d="M0-24V-36" fill="none"/><circle cy="-38" r="2" fill="${p.highlight}" stroke="none"/>` +
    `<path d="M0-10l4 4-4 4-4-4z" fill="${p.highlight}" stroke="none"/></g>`
  );
}

/** How the wall around the arch is treated: a tinted niche, a star lattice, or a tinted wall. */
type Wall = 'niche' | 'lattice' | 'wall';

function background(a: Arch, p: Palette, id: string, wall: Wall): string {
  const outer = archPath(a, 0);
  const inner = archPath(a, 7);
  const around = `M-20-20H410V${BOTTOM}H-20Z${outer}Z`;
  let art = '';
  let defs = '';
  if (wall === 'lattice') {
    // A fine lattice of eight-pointed stars on the wall around the arch.
    defs = `<pattern id="${id}-z" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M11 11h14v14H11zM18 8l10 10-10 10L8 18zM18 0v8M18 28v8M0 18h8M28 18h8" fill="none" stroke="${p.accent}" stroke-width=".6"/></pattern>`;
    art += `<path d="${around}" fill="url(#${id}-z)" fill-rule="evenodd" opacity="${p.dark ? 0.3 : 0.22}"/>`;
  } else if (wall === 'wall') {
    art += `<path d="${around}" fill="${p.accentSoft}" fill-rule="evenodd" opacity="${p.dark ? 0.5 : 0.3}"/>`;
    art += `<path d="${archPath(a, -8)}" fill="none" stroke="${p.highlight}" stroke-width=".6" opacity=".8"/>`;
  } else {
    art += `<path d="${inner}Z" fill="${p.accentSoft}" opacity="${p.dark ? 0.45 : 0.22}"/>`;
  }
  art += `<path d="${outer}" fill="none" stroke="${p.accent}" stroke-width="1.4"/>`;
  art += `<path d="${inner}" fill="none" stroke="${p.highlight}" stroke-width=".8"/>`;
  // Capitals where the jambs meet the curve.
  const cap = (x: number, dir: number) =>
    `<path d="M${x - dir * 5} ${r1(a.spring - 3)}h${dir * 17}v4h${-dir * 3}l${-dir * 3} 4h${-dir * 5}l${-dir * 3}-4h${-dir * 3}z" fill="${p.accent}"/>`;
  art += cap(L, 1) + cap(R, -1);
  art += finial(p, a.apex - 4);
  return svgDocument(BACKGROUND_VIEWBOX, art, {
    ...(defs ? { defs } : {}),
    preserveAspectRatio: 'xMidYMid slice',
  });
}

/** A hanging lantern, its ring at 0 0, about 60 tall. */
function lanternDefs(p: Palette, id: string): string {
  return (
    `<radialGradient id="${id}-g"><stop offset="0" stop-color="${p.highlight}" stop-opacity=".55"/><stop offset="1" stop-color="${p.highlight}" stop-opacity="0"/></radialGradient>` +
    `<g id="${id}-l" stroke="${p.accent}" stroke-width="1" stroke-linejoin="round">` +
    `<circle cy="32" r="22" fill="url(#${id}-g)" stroke="none"/>` +
    `<circle cy="2" r="2.2" fill="none"/><path d="M-7 14C-6 8-2 5 0 4C2 5 6 8 7 14Z" fill="${p.accent}"/>` +
    `<path d="M-10 14H10V17H-10Z" fill="${p.accent}"/>` +
    `<path d="M-9 17L-13 31L-9 45H9L13 31L9 17Z" fill="${p.accentSoft}" fill-opacity=".55"/>` +
    `<path d="M-4 20L-6 31L-4 42H4L6 31L4 20Z" fill="${p.highlight}" fill-opacity=".5"/>` +
    `<path d="M-13 31H13M0 17V45" fill="none" stroke-width=".6"/>` +
    `<path d="M-9 45L0 55L9 45Z" fill="${p.accent}"/><path d="M0 55V62" fill="none"/>` +
    `<circle cy="63" r="1.8" fill="${p.highlight}" stroke="none"/></g>`
  );
}

function lanterns(rng: Rng, p: Palette, id: string, lush: number): string {
  // Lanterns hang in the outer corners, shorter towards the middle, clear of the arch even
  // where a short screen crops the background and lifts the arch.
  const spots: [number, number, number][] =
    lush > 0.55
      ? [
          [34, 66, 0.86],
          [64, 44, 0.78],
          [94, 22, 0.7],
        ]
      : [
          [44, 60, 0.86],
          [82, 30, 0.76],
        ];
  let art = '';
  for (const [x, drop, scale] of spots) {
    const len = drop + rng() * 8;
    for (const side of [x, 400 - x]) {
      art += `<path d="M${r1(side)} 0V${r1(len)}" stroke="${p.accent}" stroke-width=".8"/>`;
      art += `<use href="#${id}-l" transform="translate(${r1(side)} ${r1(len)}) scale(${r1(scale)})"/>`;
    }
  }
  const rule = `<path d="M0 6H400" stroke="${p.accent}" stroke-width="1"/><path d="M0 10H400" stroke="${p.highlight}" stroke-width=".6"/>`;
  return svgDocument(TOP_VIEWBOX, rule + art, { defs: lanternDefs(p, id) });
}

/** A carved valance: the underside of an arcade, pointed arches between drops, along the edge. */
function valance(p: Palette, lush: number): string {
  const n = lush > 0.5 ? 7 : 5;
  const w = 400 / n;
  let outer = 'M0 0V58';
  let inner = 'M0 50';
  let drops = '';
  for (let i = 0; i < n; i += 1) {
    const x = i * w;
    const q = (f: number) => r1(x + w * f);
    outer += `C${q(0.08)} 40 ${q(0.4)} 36 ${q(0.5)} 22C${q(0.6)} 36 ${q(0.92)} 40 ${q(1)} 58`;
    inner += `M${q(0.1)} 58C${q(0.16)} 46 ${q(0.42)} 44 ${q(0.5)} 32C${q(0.58)} 44 ${q(0.84)} 46 ${q(0.9)} 58`;
    if (i < n - 1) drops += `M${q(1)} 58V70`;
  }
  let gems = '';
  for (let i = 1; i < n; i += 1) {
    gems += `<path d="M${r1(i * w)} 70l4 6-4 6-4-6z"/>`;
  }
  return svgDocument(
    TOP_VIEWBOX,
    `<path d="${outer}V0Z" fill="${p.accentSoft}" opacity="${p.dark ? 0.5 : 0.32}"/>` +
      `<path d="${outer}" fill="none" stroke="${p.accent}" stroke-width="1.3"/>` +
      `<path d="${inner}${drops}" fill="none" stroke="${p.highlight}" stroke-width=".8"/>` +
      `<path d="M0 8H400" stroke="${p.accent}" stroke-width=".8"/>` +
      `<g fill="${p.highlight}">${gems}</g>`,
  );
}

/** One onion dome on a drum, its base centred at x, y; `s` scales it. */
function dome(x: number, y: number, s: number): string {
  const w = 30 * s;
  return (
    `M${r1(x - w)} ${r1(y)}V${r1(y - 14 * s)}H${r1(x - w * 0.86)}` +
    `C${r1(x - w * 1.15)} ${r1(y - 40 * s)} ${r1(x - w * 0.3)} ${r1(y - 52 * s)} ${r1(x)} ${r1(y - 70 * s)}` +
    `C${r1(x + w * 0.3)} ${r1(y - 52 * s)} ${r1(x + w * 1.15)} ${r1(y - 40 * s)} ${r1(x + w * 0.86)} ${r1(y - 14 * s)}` +
    `H${r1(x + w)}V${r1(y)}Z`
  );
}

/** The spire over a dome or minaret whose tip is at x, y. */
function spire(x: number, y: number, len: number): string {
  return `M${r1(x)} ${r1(y)}v${r1(-len)}m0 ${r1(len * 0.45)}h0`;
}

/** A minaret: a slender tower with a balcony and a pointed cap. */
function minaret(x: number, y: number, h: number): string {
  const top = y - h;
  return (
    `M${r1(x - 7)} ${r1(y)}V${r1(top + 40)}H${r1(x - 11)}V${r1(top + 35)}H${r1(x - 6)}V${r1(top + 18)}` +
    `C${r1(x - 9)} ${r1(top + 12)} ${r1(x - 3)} ${r1(top + 6)} ${r1(x)} ${r1(top)}` +
    `C${r1(x + 3)} ${r1(top + 6)} ${r1(x + 9)} ${r1(top + 12)} ${r1(x + 6)} ${r1(top + 18)}` +
    `V${r1(top + 35)}H${r1(x + 11)}V${r1(top + 40)}H${r1(x + 7)}V${r1(y)}Z`
  );
}

function skyline(rng: Rng, p: Palette, lush: number): string {
  const base = 240;
  const big = 1.22 + rng() * 0.16;
  const back =
    dome(70, base, 0.9) + dome(330, base, 0.9) + dome(18, base, 0.6) + dome(382, base, 0.6);
  const mh = 112 + rng() * 24;
  const twin = lush > 0.5;
  let spires =
    spire(200, 196 - 70 * big, 16) +
    spire(122, base - mh, 8) +
    spire(278, base - mh, 8) +
    spire(70, base - 63, 10) +
    spire(330, base - 63, 10);
  let front = `<path d="${minaret(122, base, mh)}${minaret(278, base, mh)}"/>`;
  if (twin) {
    front += `<path d="${dome(150, 206, 0.62)}${dome(250, 206, 0.62)}"/>`;
    spires += spire(150, 206 - 43.4, 8) + spire(250, 206 - 43.4, 8);
  }
  front += `<path d="M112 ${base}V196H288V${base}"/><path d="${dome(200, 196, big)}"/>`;
  // Windows: small pointed arches in the front building.
  let windows = '';
  for (const x of [136, 164, 236, 264]) {
    windows += `M${x - 6} ${base}V226Q${x - 6} 216 ${x} 212Q${x + 6} 216 ${x + 6} 226V${base}`;
  }
  windows += `M188 ${base}V218Q188 206 200 200Q212 206 212 218V${base}`;
  return svgDocument(
    TOP_VIEWBOX,
    `<path d="${back}" fill="${p.page}"/><path d="${back}" fill="${p.accentSoft}" opacity="${p.dark ? 0.6 : 0.45}"/>` +
      `<path d="${spires}" stroke="${p.accent}" stroke-width="1.2" stroke-linecap="round" opacity=".8"/>` +
      `<g fill="${p.accentSoft}" stroke="${p.accent}" stroke-width=".8">${front}</g>` +
      `<path d="${windows}" fill="${p.page}" fill-opacity=".5" stroke="${p.highlight}" stroke-width=".9"/>` +
      `<path d="M0 ${base - 1}H400" stroke="${p.accent}" stroke-width="1.5"/>`,
  );
}

/** An arcade: columns carrying small pointed arches, a cornice with merlons above. */
function arcade(rng: Rng, p: Palette, lush: number): string {
  const n = lush > 0.5 ? 6 : 5;
  const w = 400 / n;
  const spring = 176;
  const apex = 146;
  let arches = '';
  let columns = '';
  let lamps = '';
  for (let i = 0; i < n; i += 1) {
    const x = i * w;
    arches += `M${r1(x + 5)} 236V${spring}Q${r1(x + 6)} ${apex + 8} ${r1(x + w / 2)} ${apex}Q${r1(x + w - 6)} ${apex + 8} ${r1(x + w - 5)} ${spring}V236`;
    columns += `M${r1(x + w - 5)} ${spring}V236M${r1(x + w + 5)} ${spring}V236M${r1(x + w - 8)} ${spring}h16M${r1(x + w - 8)} 230h16`;
    if (rng() < 0.5 + lush * 0.4) {
      const cx = x + w / 2;
      lamps += `<path d="M${r1(cx)} ${apex + 2}V${apex + 20}" stroke="${p.accent}" stroke-width=".6"/><path d="M${r1(cx)} ${apex + 20}l4 6-4 8-4-8z" fill="${p.highlight}"/>`;
    }
  }
  let merlons = '';
  for (let x = 2; x < 400; x += 14) merlons += `M${x} 120v-4h2v-3h2v-3h2v3h2v3h2v4`;
  return svgDocument(
    TOP_VIEWBOX,
    `<path d="M0 120H400V240H0Z" fill="${p.page}"/>` +
      `<path d="M0 120H400V240H0Z" fill="${p.accentSoft}" opacity="${p.dark ? 0.35 : 0.25}"/>` +
      `<path d="${merlons}" fill="${p.accentSoft}" stroke="${p.accent}" stroke-width=".8"/>` +
      `<path d="M0 120H400M0 126H400" stroke="${p.accent}" stroke-width="1"/>` +
      `<path d="${arches}" fill="${p.page}" stroke="${p.accent}" stroke-width="1.1"/>` +
      `<path d="${columns}" fill="none" stroke="${p.accent}" stroke-width="1"/>` +
      lamps +
      `<path d="M0 236H400" stroke="${p.accent}" stroke-width="1.6"/>`,
  );
}

function centre(p: Palette): string {
  return svgDocument(
    CENTRE_VIEWBOX,
    `<g stroke="${p.accent}" stroke-width="1" fill="none"><path d="M24 24H100M140 24H216"/><path d="M60 28H100M140 28H180" stroke-width=".6"/>` +
      `<path d="M120 10l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="${p.highlight}" stroke="none"/>` +
      `<path d="M110 14h20v20h-20z" transform="rotate(45 120 24)"/></g>` +
      `<circle cx="24" cy="24" r="2" fill="${p.highlight}"/><circle cx="216" cy="24" r="2" fill="${p.highlight}"/>`,
  );
}

export const arch: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif));
  const id = `ar${variant.seed}`;
  const shapes: Shape[] = ['pointed', 'onion', 'round', 'cusped'];
  const shape = shapes[motif % 4]!;
  const a: Arch = {
    shape,
    spring: 300 + rng() * 30,
    apex: shape === 'round' ? 0 : 118 + rng() * 20,
  };
  if (shape === 'round') a.apex = a.spring - (R - L) / 2;
  const round = Math.floor(motif / 4);
  const top =
    (motif + (round % 2)) % 2 === 0 ? lanterns(rng, palette, id, lush) : valance(palette, lush);
  const walls: Wall[] = ['niche', 'lattice', 'wall'];
  const bottom = motif % 3 === 1 ? arcade(rng, palette, lush) : skyline(rng, palette, lush);
  return {
    background: background(a, palette, id, walls[round % 3]!),
    top,
    bottom,
    centre: centre(palette),
  };
};

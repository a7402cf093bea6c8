import type { Palette } from '@shared/themes/theme-types';
import { type Rng, leafD, r1, tidy } from '../svg';
import { star } from './side-border-kit';

// The scenes inside the photo window (see photo.ts), drawn in the palette so the window reads
// finished before any photo comes: no people, no animals. Each fills 0 0 240 300 (the window
// clips it) and returns its <defs> and body.

export interface Scene {
  defs: string;
  body: string;
}

const W = 240;
const H = 300;

/** A ridge line across the window: y = base + a sum of two gentle waves, closed below. */
function hills(rng: Rng, base: number, amp: number): string {
  const p1 = rng() * 6;
  const p2 = rng() * 6;
  let d = `M0 ${H}`;
  for (let x = 0; x <= W; x += 12) {
    const y = base - amp * (0.6 * Math.sin(x / 38 + p1) + 0.4 * Math.sin(x / 17 + p2));
    d += `L${x} ${r1(y)}`;
  }
  return `${d}L${W} ${H}Z`;
}

/** A crescent moon at x, y of radius r, its horns to the right. */
const crescent = (x: number, y: number, r: number): string =>
  `M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r1(r * 0.72)} ${r} 0 1 1 ${x} ${y - r}Z`;

/** Small four-point stars scattered in the upper sky. */
function starField(rng: Rng, n: number, top: number, bottom: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const s = 1.6 + rng() * 2.4;
    d += star(14 + rng() * (W - 28), top + rng() * (bottom - top), 4, s, s * 0.3);
  }
  return tidy(d);
}

/**
 * Night over a kampung: a gradient sky with a crescent and stars, far hills, a mosque's onion
 * dome with two minarets and Malay pitched roofs (with crossed gable tips) in silhouette, a few
 * lit windows.
 */
export function nightScene(p: Palette, rng: Rng, onion: boolean): Scene {
  const sky0 = p.dark ? p.page : p.ink;
  const sky1 = p.dark ? p.accentSoft : p.accent;
  const far = p.dark ? p.accentSoft : p.accent;
  const near = p.dark ? p.page : p.ink;
  const dome = onion
    ? `M98 214C98 196 108 188 120 176C132 188 142 196 142 214Z`
    : `M98 214A22 22 0 0 1 142 214Z`;
  // Kampung houses: a stilted body and a steep roof whose gable boards cross at the ridge.
  let roofs = '';
  for (const [x, s] of [
    [34, 1],
    [196, 0.9],
    [70, 0.75],
    [170, 0.7],
  ] as [number, number][]) {
    const b = 238;
    roofs += `M${r1(x - 22 * s)} ${b}V${r1(b - 14 * s)}L${r1(x - 26 * s)} ${r1(b - 14 * s)}L${x} ${r1(b - 40 * s)}L${r1(x + 26 * s)} ${r1(b - 14 * s)}H${r1(x + 22 * s)}V${b}Z`;
    roofs += `M${r1(x - 4 * s)} ${r1(b - 46 * s)}L${r1(x + 3 * s)} ${r1(b - 37 * s)}M${r1(x + 4 * s)} ${r1(b - 46 * s)}L${r1(x - 3 * s)} ${r1(b - 37 * s)}`;
  }
  const minarets = `M84 240V186L88 176L92 186V240ZM148 240V186L152 176L156 186V240Z`;
  const tip = onion ? 176 : 192;
  const mosque = `M96 240V214H144V240Z${dome}M119 ${tip}V${tip - 10}h2v10Z`;
  const lights = `M34 226h0M196 228h0M70 230h0M170 232h0M110 228h0M130 228h0M120 228h0`;
  return {
    defs: `<linearGradient id="ps" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky0}"/><stop offset=".75" stop-color="${sky1}"/><stop offset="1" stop-color="${p.highlight}"/></linearGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#ps)"/>` +
      `<circle cx="166" cy="96" r="40" fill="${p.highlight}" opacity=".1"/><circle cx="166" cy="96" r="28" fill="${p.highlight}" opacity=".12"/>` +
      `<path d="${crescent(166, 96, 19)}" fill="${p.highlight}"/>` +
      `<path d="${starField(rng, 14, 30, 160)}" fill="${p.highlight}" opacity=".85"/>` +
      `<path d="${hills(rng, 212, 10)}" fill="${far}" opacity=".55"/>` +
      `<path d="${minarets}${mosque}" fill="${near}" opacity=".8" transform="translate(120 240) scale(1.3) translate(-120 -240)"/>` +
      `<path d="${roofs}" fill="${near}" stroke="${near}" stroke-width="1.4"/>` +
      `<path d="${lights}" stroke="${p.highlight}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="${hills(rng, 252, 4)}" fill="${near}"/>` +
      `<path d="M0 262Q120 250 240 262" fill="none" stroke="${p.highlight}" stroke-width=".8" opacity=".5"/>`,
  };
}

/**
 * Dawn over the paddy: a warm sky and the sun's glow on the horizon, layered hills, terraced
 * paddy with rows running towards the hills, and a few ripe stalks in front.
 */
export function paddyScene(p: Palette, rng: Rng, lines: boolean): Scene {
  const sky0 = p.dark ? p.page : p.accentSoft;
  const sky1 = p.dark ? p.accentSoft : p.page;
  const fieldA = p.accent;
  let rows = '';
  for (let i = -6; i <= 6; i++) rows += `M${120 + i * 6} 196L${r1(120 + i * 46)} ${H}`;
  let stalks = '';
  let grain = '';
  for (let i = 0; i < 7; i++) {
    const x = 16 + i * 34 + rng() * 10;
    const bend = 8 + rng() * 8;
    stalks += `M${r1(x)} ${H}Q${r1(x + 2)} ${r1(H - 40)} ${r1(x + bend)} ${r1(H - 62)}`;
    for (let k = 0; k < 4; k++)
      // Grains as short round-capped dashes hanging off the bent tip: cheap and readable.
      grain += `M${r1(x + bend * (0.72 + k * 0.1))} ${r1(H - 58 + k * 6)}l3 3.5`;
  }
  if (lines)
    return {
      defs: '',
      body:
        `<rect width="${W}" height="${H}" fill="${p.page}"/>` +
        `<circle cx="120" cy="176" r="34" fill="${p.accentSoft}" opacity=".5"/>` +
        `<g fill="none" stroke="${p.accent}" stroke-linecap="round">` +
        `<circle cx="120" cy="176" r="22" stroke="${p.highlight}" stroke-width="1.2"/>` +
        `<path d="M0 200H240" stroke-width="1"/>` +
        `<path d="${hills(rng, 186, 12)
          .replace(/^M0 300L/, 'M')
          .replace(/L240 300Z$/, '')}" stroke-width="1.2"/>` +
        `<path d="${rows}" stroke-width=".6" opacity=".7"/>` +
        `<path d="${stalks}" stroke="${p.ink}" stroke-width=".9"/></g>` +
        `<path d="${grain}" stroke="${p.highlight}" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="${crescent(60, 70, 8)}" fill="none" stroke="${p.highlight}" stroke-width="1"/>`,
    };
  return {
    defs: `<linearGradient id="ps" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky0}"/><stop offset=".6" stop-color="${sky1}"/><stop offset=".7" stop-color="${p.highlight}"/></linearGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#ps)"/>` +
      `<circle cx="120" cy="190" r="60" fill="${p.highlight}" opacity=".18"/><circle cx="120" cy="190" r="36" fill="${p.highlight}" opacity=".3"/><circle cx="120" cy="190" r="20" fill="${p.highlight}"/>` +
      `<path d="${hills(rng, 178, 14)}" fill="${p.accentSoft}" opacity=".85"/>` +
      `<path d="${hills(rng, 192, 10)}" fill="${fieldA}" opacity=".55"/>` +
      `<path d="M0 196H240V300H0Z" fill="${fieldA}" opacity=".85"/>` +
      `<path d="M0 196H240" stroke="${p.highlight}" stroke-width="1.2" opacity=".7"/>` +
      `<path d="${rows}" stroke="${p.dark ? p.highlight : p.page}" stroke-width="1.1" opacity=".35"/>` +
      `<path d="M0 236Q120 226 240 236M0 270Q120 258 240 270" fill="none" stroke="${p.highlight}" stroke-width="1" opacity=".45"/>` +
      `<path d="${stalks}" fill="none" stroke="${p.dark ? p.ink : p.ink}" stroke-width="1.2" opacity=".8"/>` +
      `<path d="${grain}" stroke="${p.highlight}" stroke-width="2.6" stroke-linecap="round"/>`,
  };
}

/** One hibiscus (bunga raya) flower at x, y, radius r, turned by `turn` degrees. */
function hibiscus(
  x: number,
  y: number,
  r: number,
  turn: number,
): {
  petals: string;
  veins: string;
  stamen: string;
  pollen: string;
} {
  let petals = '';
  let veins = '';
  for (let i = 0; i < 5; i++) {
    const a = ((turn + i * 72) * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const at = (u: number, v: number) => `${r1(x + u * c - v * s)} ${r1(y + u * s + v * c)}`;
    petals += `M${at(0, 0)}C${at(r * 0.3, -r * 0.6)} ${at(r * 1.05, -r * 0.75)} ${at(r, -r * 0.05)}C${at(r * 1.05, r * 0.5)} ${at(r * 0.5, r * 0.55)} ${at(0, 0)}Z`;
    veins += `M${at(r * 0.12, 0)}L${at(r * 0.8, -r * 0.1)}`;
  }
  const a = ((turn + 36) * Math.PI) / 180;
  const tip = [x + Math.cos(a) * r * 1.25, y + Math.sin(a) * r * 1.25];
  const stamen = `M${r1(x)} ${r1(y)}L${r1(tip[0]!)} ${r1(tip[1]!)}`;
  let pollen = '';
  for (let k = 0; k < 5; k++)
    pollen += `M${r1(tip[0]! + Math.cos(k * 1.3) * 3)} ${r1(tip[1]! + Math.sin(k * 1.3) * 3)}h0`;
  return { petals, veins, stamen, pollen };
}

/**
 * A hibiscus spray (bunga raya) on a soft wash: two open flowers and a bud on a leafy stem; the
 * batik take adds canting dots round the flowers and fine crackle lines in the wash.
 */
export function hibiscusScene(p: Palette, rng: Rng, batik: boolean): Scene {
  const f1 = hibiscus(104, 150, 44, -100 + rng() * 20);
  const f2 = hibiscus(170, 214, 28, -60 + rng() * 30);
  const leaves =
    leafD(120, 176, 120, 52, 16) +
    leafD(140, 208, 70, 46, 14) +
    leafD(150, 190, 10, 40, 12) +
    leafD(86, 200, 160, 44, 13);
  const stem = `M70 300Q96 240 120 200Q140 170 170 214M120 200Q150 140 190 110`;
  const bud = `M190 110c8-14 20-16 22-10c-2 8-12 14-22 10Z`;
  let dots = '';
  if (batik)
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      dots += `M${r1(104 + Math.cos(a) * 62)} ${r1(150 + Math.sin(a) * 62)}h0`;
    }
  const crackle = batik
    ? `<path d="M10 40l30 20l-8 30M210 30l-20 40l18 22M20 240l26-10l10 26" fill="none" stroke="${p.highlight}" stroke-width=".7" opacity=".35"/>`
    : '';
  const petal = p.accent;
  const deep = p.dark ? p.accentSoft : p.ink;
  return {
    defs: `<radialGradient id="ps" cx=".45" cy=".45" r=".75"><stop offset="0" stop-color="${p.dark ? p.accentSoft : p.page}"/><stop offset="1" stop-color="${p.dark ? p.page : p.accentSoft}"/></radialGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#ps)"/>` +
      `<circle cx="80" cy="90" r="70" fill="${p.highlight}" opacity=".12"/>` +
      crackle +
      `<path d="${stem}" fill="none" stroke="${deep}" stroke-width="2.4" opacity=".8"/>` +
      `<path d="${tidy(leaves)}" fill="${p.dark ? p.accentSoft : p.highlight}" stroke="${p.highlight}" stroke-width=".8" opacity=".8"/>` +
      `<path d="${bud}" fill="${petal}"/>` +
      `<path d="${f1.petals}${f2.petals}" fill="${deep}" opacity=".2" transform="translate(3 4)"/>` +
      `<path d="${f1.petals}${f2.petals}" fill="${petal}" stroke="${deep}" stroke-width=".8" stroke-opacity=".5"/>` +
      `<path d="${f1.veins}${f2.veins}" stroke="${deep}" stroke-width=".8" opacity=".45"/>` +
      `<circle cx="104" cy="150" r="7" fill="${deep}" opacity=".55"/><circle cx="170" cy="214" r="5" fill="${deep}" opacity=".55"/>` +
      `<path d="${f1.stamen}${f2.stamen}" stroke="${p.highlight}" stroke-width="2.2" stroke-linecap="round"/>` +
      `<path d="${f1.pollen}${f2.pollen}${dots}" stroke="${p.highlight}" stroke-width="2.6" stroke-linecap="round"/>`,
  };
}

/** Art deco sunrise: rays fanning from a half sun on a stepped horizon, with concentric arcs. */
export function sunburstScene(p: Palette): Scene {
  let rays = '';
  for (let i = 0; i <= 18; i++) {
    const a = Math.PI + (Math.PI * i) / 18;
    rays += `M120 210L${r1(120 + Math.cos(a) * 260)} ${r1(210 + Math.sin(a) * 260)}`;
  }
  return {
    defs: `<linearGradient id="ps" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accentSoft}"/><stop offset=".7" stop-color="${p.page}"/></linearGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#ps)"/>` +
      `<path d="${rays}" stroke="${p.highlight}" stroke-width="5" opacity=".35"/>` +
      `<path d="${rays}" stroke="${p.accent}" stroke-width=".8" opacity=".6"/>` +
      `<path d="M30 210A90 90 0 0 1 210 210M50 210A70 70 0 0 1 190 210" fill="none" stroke="${p.highlight}" stroke-width="2"/>` +
      `<path d="M76 210A44 44 0 0 1 164 210Z" fill="${p.highlight}"/>` +
      `<path d="M90 210A30 30 0 0 1 150 210Z" fill="${p.accent}" opacity=".5"/>` +
      `<path d="M0 210H240V300H0Z" fill="${p.accent}"/>` +
      `<path d="M0 222H240M0 236H240M0 254H240M0 278H240" stroke="${p.highlight}" stroke-width="1.6"/>` +
      `<path d="M0 210H240" stroke="${p.ink}" stroke-width="1.2"/>`,
  };
}

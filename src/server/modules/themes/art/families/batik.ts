import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import type { Rng } from '../svg';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  r1,
  seededRandom,
  svgDocument,
  tidy,
} from '../svg';

// Malaysian batik: hibiscus (bunga raya), jasmine (melur), buds, leaves and
// curling tendrils drawn as canting lines: outlined petals washed from the centre (colet) with
// rows of dots (cecek) inside. Four compositions: corner bouquets, a crown of blooms at the
// centre of the edge, a diagonal cascade and a creeping vine (sulur) border; the background is a
// faint wax crackle or a scatter of small flowers kept to the edges.

/** The lead bloom of a composition and the one that accompanies it. */
interface Lead {
  main: string;
  mainScale: number;
  other: string;
  otherScale: number;
}
// Frangipani (kemboja) is left out on purpose: in Malaysia it is the flower of graveyards. Hibiscus
// (bunga raya) leads, with jasmine (melur, the flower of bunga rampai at weddings) beside it.
const HIBISCUS_LEAD: Lead = { main: 'h', mainScale: 1, other: 'j', otherScale: 1.3 };
const HIBISCUS_BOLD: Lead = { main: 'h', mainScale: 1.22, other: 'j', otherScale: 1.05 };

/** A star of `n` pointed petals as one path: length `len`, half-width `w`. */
function star(n: number, len: number, w: number): string {
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const a = (i * 2 * Math.PI) / n;
    const c = Math.cos(a);
    const s = Math.sin(a);
    // Rotate the petal M0 0C-w -w -w -(len-5) 0 -len C w -(len-5) w -w 0 0.
    const pt = (x: number, y: number) => `${r1(x * c - y * s)} ${r1(x * s + y * c)}`;
    d += `M0 0C${pt(-w, -w)} ${pt(-w, 5 - len)} ${pt(0, -len)}C${pt(w, 5 - len)} ${pt(w, -w)} 0 0`;
  }
  return d;
}

/** The shapes a document uses, defined once and placed with <use>; only those the body needs. */
function defs(p: Palette, id: string, body: string): string {
  const wash = `<radialGradient id="${id}-w" cx=".5" cy="1" r="1.05"><stop offset=".05" stop-color="${p.accent}" stop-opacity=".9"/><stop offset=".6" stop-color="${p.accentSoft}"/></radialGradient>`;
  // Hibiscus petal: a broad fan with a ruffled edge, veins and a row of dots along the edge.
  const petal =
    `<g id="${id}-p"><path d="M0 0C-9-5-25-17-26-32C-27-44-19-52-11-49C-7-55 3-56 7-50C14-54 25-47 25-35C25-20 9-5 0 0Z" fill="url(#${id}-w)"/>` +
    `<path d="M0-5V-42M0-6C-5-16-10-26-14-38M0-6C5-16 10-26 14-38" fill="none" stroke-width=".7" opacity=".55"/>` +
    `<path d="M-19-33C-20-41-15-45-10-42M-4-45C-1-48 3-48 5-45M10-43C16-45 20-40 19-33" fill="none" stroke="${p.highlight}" stroke-width="2" stroke-dasharray="0 3.6" stroke-linecap="round"/></g>`;
  const hibiscus =
    `<g id="${id}-h" stroke="${p.accent}" stroke-width="1.5" stroke-linejoin="round">` +
    `<use href="#${id}-p"/>` +
    [72, 144, 216, 288].map((a) => `<use href="#${id}-p" transform="rotate(${a})"/>`).join('') +
    `<circle r="8" fill="${p.accent}"/><circle r="3.2" fill="${p.highlight}" stroke="none"/>` +
    `<path d="M0 0C5-14 11-30 20-45" fill="none" stroke="${p.highlight}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M13-33C16-38 18-42 20-46" fill="none" stroke="${p.highlight}" stroke-width="4.2" stroke-dasharray="0 3.2" stroke-linecap="round"/>` +
    `<circle cx="22" cy="-49" r="2.4" fill="${p.accent}" stroke="none"/></g>`;
  // Jasmine (melur): a small six-pointed star of petals.
  const jasmine = `<g id="${id}-j"><path d="${star(6, 15, 4)}" fill="${p.page}" stroke="${p.accent}"/><circle r="2.4" fill="${p.highlight}"/></g>`;
  // Leaf: double canting outline, veins on one half, dots on the other.
  const leaf =
    `<g id="${id}-l" fill="none" stroke="${p.accent}"><path d="M0 0C12-15 42-19 62-2C42 13 14 13 0 0Z" fill="${p.accentSoft}" fill-opacity=".6" stroke-width="1.3"/>` +
    `<path d="M3 0C20-3 40-4 60-2" stroke-width=".9"/><path d="M15-2l7-7M26-3l7-8M37-3l7-7M48-3l5-5" stroke-width=".7"/>` +
    `<path d="M13 4C26 8 40 7 51 3" stroke="${p.highlight}" stroke-width="1.8" stroke-dasharray="0 3.4" stroke-linecap="round"/></g>`;
  // Hibiscus bud with its sepals.
  const bud =
    `<g id="${id}-b" stroke="${p.accent}" stroke-width="1.2"><path d="M0 0C-7-9-7-22 0-32C7-22 7-9 0 0Z" fill="url(#${id}-w)"/>` +
    `<path d="M0 2C-7-2-9-8-8-14C-4-9-2-6 0 2C2-6 4-9 8-14C9-8 7-2 0 2Z" fill="${p.accentSoft}"/><path d="M0 2C0 12-3 20-9 28" fill="none"/></g>`;
  // A curling tendril (sulur).
  const tendril = `<path id="${id}-t" d="M0 0C10-12 30-14 36-2C40 7 30 13 24 7C20 3 24-2 28 1" fill="none" stroke="${p.accent}" stroke-width="1.1" stroke-linecap="round"/>`;
  const parts: [string, string][] = [
    ['p', petal],
    ['h', hibiscus],
    ['j', jasmine],
    ['l', leaf],
    ['b', bud],
    ['t', tendril],
  ];
  const used = (key: string) => body.includes(`#${id}-${key}"`);
  let out = '';
  if (used('h')) body += `#${id}-p"`;
  for (const [key, part] of parts) if (used(key)) out += part;
  return (used('h') || used('b') ? wash : '') + out;
}

function doc(viewBox: string, body: string, p: Palette, id: string, slice = false): string {
  const svg = svgDocument(viewBox, body, {
    defs: defs(p, id, body),
    ...(slice ? { preserveAspectRatio: 'xMidYMid slice' } : {}),
  });
  return tidy(svg);
}

/** One placed shape: `<use>` with a translate, turn and scale. */
function put(id: string, shape: string, x: number, y: number, turn = 0, scale = 1): string {
  const rot = Math.round(turn) % 360 ? ` rotate(${Math.round(turn) % 360})` : '';
  const sc = scale !== 1 ? ` scale(${r1(scale)})` : '';
  return `<use href="#${id}-${shape}" transform="translate(${r1(x)} ${r1(y)})${rot}${sc}"/>`;
}

/** The art of the left half (with id), then the same turned over onto the right half. */
function mirrored(id: string, half: string): string {
  return `<g id="${id}-m">${half}</g><use href="#${id}-m" transform="matrix(-1 0 0 1 400 0)"/>`;
}

/** A bud whose stalk ends at (x, y), pointing along `turn` (0 = up). */
function budAt(id: string, x: number, y: number, turn: number, scale: number): string {
  const a = (turn * Math.PI) / 180;
  const dx = (-9 * Math.cos(a) - 28 * Math.sin(a)) * scale;
  const dy = (-9 * Math.sin(a) + 28 * Math.cos(a)) * scale;
  return put(id, 'b', x - dx, y - dy, turn, scale);
}

const stem = (p: Palette, d: string) =>
  `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="1.3" stroke-linecap="round"/>`;

/** Three dots in a triangle (titik tiga), a batik filler. */
function trio(p: Palette, x: number, y: number, turn: number): string {
  const at = (a: number) =>
    `<circle cx="${r1(x + Math.cos(a) * 3.6)}" cy="${r1(y + Math.sin(a) * 3.6)}" r="1.5"/>`;
  return `<g fill="${p.highlight}">${at(turn)}${at(turn + 2.09)}${at(turn + 4.19)}</g>`;
}

/** Corner bouquet for the top-left corner: a large hibiscus, stems with leaves along both edges. */
function bouquet(rng: Rng, p: Palette, id: string, lush: number, lead: Lead): string {
  const j = () => (rng() - 0.5) * 12;
  const far = 126 + lush * 24;
  let art =
    stem(p, `M60 30C100 22 ${r1(far - 50)} 14 ${r1(far)} 22`) +
    stem(p, `M30 60C42 96 40 ${r1(110 + lush * 20)} 28 ${r1(120 + lush * 34)}`);
  art += put(id, 'l', 96, 24, -24 + j(), 1.05) + put(id, 'l', 112, 21, 24 + j(), 1);
  art += put(id, 'l', 37, 94, 60 + j(), 1) + put(id, 'l', 37, 112, 122 + j(), 0.9);
  if (lush > 0.45)
    art += put(id, 'l', far - 40, 18, -20 + j(), 0.8) + put(id, 't', far - 30, 18, 30, 0.8);
  if (lush > 0.6) art += put(id, 't', 36, 130, 60, 0.8);
  art += budAt(id, far, 22, 96, 0.8) + budAt(id, 28, 120 + lush * 34, 200, 0.8);
  art += put(id, 'l', 70, 58, 40 + j(), 1.1);
  art += put(id, lead.other, 126, 50, rng() * 72, 0.78 * lead.otherScale);
  art += put(id, lead.main, 44, 42, rng() * 72, 1.15 * lead.mainScale);
  art += put(id, 'j', 84, 102, rng() * 60, 0.8);
  if (lush > 0.7) art += put(id, 'j', 166, 52, rng() * 60, 0.62);
  return art + trio(p, 108, 88, rng() * 2) + trio(p, 150, 76, rng() * 2);
}

/** A crown of blooms in the middle of the edge, stems with leaves trailing to both corners. */
function crown(rng: Rng, p: Palette, id: string, lush: number, lead: Lead): string {
  const j = () => (rng() - 0.5) * 10;
  const end = 70 - lush * 40;
  let half =
    stem(p, `M190 40C160 30 120 16 ${r1(end)} 24`) +
    put(id, 'l', 150, 26, 200 + j(), 1) +
    put(id, 'l', 126, 20, 160 + j(), 0.95) +
    put(id, 'l', 160, 48, 150 + j(), 1.1) +
    put(id, 't', end + 30, 20, 200, 0.8) +
    budAt(id, end, 24, -80, 0.8);
  if (lush > 0.5) half += put(id, 'l', end + 30, 22, 150 + j(), 0.8);
  half += put(id, lead.other, 140, 46, rng() * 72, 0.8 * lead.otherScale);
  if (lush > 0.6) half += put(id, 'j', end + 30, 58, rng() * 60, 0.65);
  return (
    mirrored(id, half) +
    put(id, lead.main, 200, 44, rng() * 72, 1.05 * lead.mainScale) +
    put(id, 'j', 200, 118, rng() * 60, 0.6) +
    trio(p, 160, 98, 0) +
    trio(p, 240, 98, 0)
  );
}

/** A long cascade from the top-left corner; the bottom turns it round to the opposite corner. */
function cascade(rng: Rng, p: Palette, id: string, lush: number, lead: Lead): string {
  const j = () => (rng() - 0.5) * 12;
  let art = stem(p, 'M0 14C70 20 150 36 230 30') + stem(p, 'M30 60C44 90 42 118 30 140');
  art +=
    put(id, 'l', 40, 30, 48 + j(), 1.3) +
    put(id, 'l', 90, 20, -8 + j(), 1.1) +
    put(id, 'l', 150, 32, 16 + j(), 1) +
    put(id, 'l', 8, 70, 84 + j(), 1.1);
  if (lush > 0.4)
    art += put(id, 'l', 196, 30, -10 + j(), 0.85) + put(id, 'l', 70, 50, 62 + j(), 0.9);
  art += put(id, 't', 226, 30, -14 + j(), 1) + put(id, 't', 32, 96, 70, 0.8);
  art += budAt(id, 230, 30, 84, 0.8) + budAt(id, 30, 140, 196, 0.8);
  art += put(id, lead.other, 112, 44, rng() * 72, 0.95 * lead.otherScale);
  if (lush > 0.55) art += put(id, lead.other, 176, 26, rng() * 72, 0.7 * lead.otherScale);
  art += put(id, lead.main, 50, 42, rng() * 72, 1.25 * lead.mainScale);
  art += put(id, 'j', 150, 76, rng() * 60, 0.8) + put(id, 'j', 76, 112, rng() * 60, 0.75);
  art += put(id, 'l', 404, 6, 150 + j(), 0.8) + put(id, 't', 380, 30, 120, 0.7);
  art += put(id, 'j', 368, 16, rng() * 60, 0.75);
  return art + trio(p, 118, 96, rng() * 2) + trio(p, 190, 66, rng() * 2);
}

/** A lace edge (renda): blooms along the edge on a creeping stem, a dotted scallop below them. */
function lace(rng: Rng, p: Palette, id: string, lush: number, lead: Lead): string {
  const n = lush > 0.55 ? 5 : 4;
  const step = 400 / n;
  let stem = `M0 34`;
  let scallop = `M0 70`;
  let art = '';
  for (let i = 0; i < n; i += 1) {
    const x0 = i * step;
    stem += `Q${r1(x0 + step / 4)} 14 ${r1(x0 + step / 2)} 34T${r1(x0 + step)} 34`;
    scallop += `Q${r1(x0 + step / 2)} 112 ${r1(x0 + step)} 70`;
  }
  // One leaf pair with a tendril, drawn once and repeated under every bloom.
  const turn = (rng() - 0.5) * 14;
  art += `<g transform="translate(${r1(step / 2)} 0)"><g id="${id}-u">${put(id, 'l', -6, 40, 150 + turn, 0.8)}${put(id, 'l', 6, 40, 30 - turn, 0.8)}${put(id, 't', 8 - step / 2, 44, 70, 0.6)}</g></g>`;
  for (let i = 0; i < n; i += 1) {
    if (i) art += `<use href="#${id}-u" x="${r1((i + 0.5) * step)}"/>`;
  }
  for (let i = 0; i < n; i += 1) {
    const cx = (i + 0.5) * step;
    art +=
      i % 2
        ? put(id, lead.other, cx, 30, rng() * 72, 0.68 * lead.otherScale)
        : put(id, lead.main, cx, 30, rng() * 72, 0.55 * lead.mainScale);
  }
  for (let i = 1; i < n; i += 1) {
    art +=
      `<path d="M${r1(i * step)} 70V80" stroke="${p.accent}" stroke-width=".8"/>` +
      put(id, 'j', i * step, 88, 0, 0.5);
  }
  return (
    `<path d="${stem}" fill="none" stroke="${p.accent}" stroke-width="1.2"/>` +
    art +
    `<path d="${scallop}" fill="none" stroke="${p.highlight}" stroke-width="2" stroke-dasharray="0 5" stroke-linecap="round"/>`
  );
}

/** Faint wax crackle: jagged, branching cracks, kept to the sides and ends of the screen. */
function crackle(rng: Rng, p: Palette, count: number): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    let x = rng() * 390;
    const y = rng() * 844;
    // Away from the middle, where the names sit: pull cracks towards the sides.
    if (y > 190 && y < 660) x = x < 195 ? x * 0.28 : 390 - (390 - x) * 0.28;
    d += `M${Math.round(x)} ${Math.round(y)}`;
    let angle = rng() * Math.PI * 2;
    const steps = 4 + Math.floor(rng() * 5);
    let branch = '';
    for (let k = 0; k < steps; k += 1) {
      angle += (rng() - 0.5) * 1.5;
      const len = 5 + rng() * 11;
      const dx = Math.round(Math.cos(angle) * len);
      const dy = Math.round(Math.sin(angle) * len);
      x += dx;
      d += `l${dx} ${dy}`;
      if (rng() < 0.22) {
        const a = angle + (rng() < 0.5 ? 1 : -1) * (0.8 + rng() * 0.6);
        const l = 4 + rng() * 9;
        branch += `l${Math.round(Math.cos(a) * l)} ${Math.round(Math.sin(a) * l)}m${-Math.round(Math.cos(a) * l)} ${-Math.round(Math.sin(a) * l)}`;
      }
      d += branch;
      branch = '';
    }
  }
  return `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width=".6" stroke-linejoin="bevel" opacity="${p.dark ? 0.2 : 0.15}"/>`;
}

/** Small flowers and dots on a loose grid down the sides of the screen. */
function scatter(rng: Rng, p: Palette, id: string, rows: number): string {
  let art = '';
  for (let i = 0; i < rows; i += 1) {
    const y = 210 + (i + 0.5) * (430 / rows);
    for (const left of [true, false]) {
      const x = 14 + ((i + (left ? 0 : 1)) % 2) * 30 + (rng() - 0.5) * 10;
      const yy = y + (rng() - 0.5) * 20;
      const px = left ? x : 390 - x;
      art +=
        (i + (left ? 0 : 1)) % 2
          ? put(id, 'j', px, yy, rng() * 60, 0.5)
          : put(id, 'j', px, yy, rng() * 72, 0.5);
    }
  }
  return `<g opacity="${p.dark ? 0.4 : 0.34}">${art}</g>`;
}

function centre(p: Palette, id: string): string {
  const flower = put(id, 'j', 120, 24, 10, 0.7);
  return (
    `<path d="M28 24H92M148 24H212" stroke="${p.accent}" stroke-width="1"/>` +
    `<path d="M40 29H88M152 29H200" stroke="${p.highlight}" stroke-width="1.6" stroke-dasharray="0 4" stroke-linecap="round"/>` +
    put(id, 'l', 98, 24, 180, 0.42) +
    put(id, 'l', 142, 24, 0, 0.42) +
    flower
  );
}

export const batik: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif));
  const layout = motif % 4;
  // Every other round of four draws the hibiscus bolder and moves the background on by one.
  const round = Math.floor(motif / 4) % 2;
  const lead = round ? HIBISCUS_BOLD : HIBISCUS_LEAD;
  const id = `bt${variant.seed}`;
  const draw = [bouquet, crown, cascade, lace][layout]!;
  const one = () => {
    const art = draw(rng, palette, id, lush, lead);
    return layout === 0 ? mirrored(id, art) : art;
  };
  const top = one();
  // The bottom's own groups get their own ids, so no two documents share an id for different art.
  const bottom = flipToBottom(one(), layout === 2).replace(/(-[mu])"/g, '$1b"');
  const kind = (layout + Math.floor(motif / 4)) % 3;
  let background: string | null = null;
  if (kind === 0) {
    background = doc(BACKGROUND_VIEWBOX, crackle(rng, palette, 34), palette, id, true);
  } else if (kind === 1) {
    const flowers = scatter(rng, palette, id, 5 + Math.round(lush * 4));
    background = doc(BACKGROUND_VIEWBOX, flowers, palette, id, true);
  }
  return {
    background,
    top: doc(TOP_VIEWBOX, top, palette, id),
    bottom: doc(TOP_VIEWBOX, bottom, palette, id),
    centre: doc(CENTRE_VIEWBOX, centre(palette, id), palette, id),
  };
};

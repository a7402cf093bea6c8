import type { Palette } from '@shared/themes/theme-types';
import type { ArtFamily } from '../art-types';
import type { Rng } from '../svg';
import {
  BACKGROUND_VIEWBOX,
  CENTRE_VIEWBOX,
  TOP_VIEWBOX,
  flipToBottom,
  pt,
  r1,
  seededRandom,
  svgDocument,
} from '../svg';

// Gold line art: sparse, fine lines in the highlight colour with a soft foil shimmer. Four
// styles: an art-deco sunburst over stepped rules, fans in the corners, a floral sprig drawn with
// a single unbroken stroke, and deco chevrons with hanging lines. Most themes add a fine line
// frame (stepped, chamfered or with rounded inner corners) as the background.

/** A gold foil gradient across the width of a document (user space, so straight lines work). */
function foil(p: Palette, id: string, width: number): string {
  return (
    `<linearGradient id="${id}-g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="40">` +
    `<stop offset="0" stop-color="${p.highlight}" stop-opacity=".7"/><stop offset=".5" stop-color="${p.highlight}"/>` +
    `<stop offset="1" stop-color="${p.highlight}" stop-opacity=".7"/></linearGradient>`
  );
}

/** Lines in foil: `d` drawn with a stroke width, no fill. */
const line = (id: string, d: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="url(#${id}-g)" stroke-width="${r1(width * 1.25)}"${extra}/>`;

/** Art-deco sunburst rising from the middle of the edge, triple rules out towards the corners. */
function sunburst(rng: Rng, p: Palette, id: string, lush: number, alt: boolean): string {
  if (alt) return centreFan(rng, p, id, lush);
  const rays = 15 + Math.round(lush * 3) * 2;
  const long = 96 + lush * 30;
  let d = '';
  let gems = '';
  for (let i = 1; i < rays; i += 1) {
    const a = (Math.PI * i) / rays;
    const len = i % 2 ? long : long * 0.66;
    const c = Math.cos(a);
    const s = Math.sin(a);
    d += `M${pt(200 + c * 36, s * 36)}L${pt(200 + c * len, s * len)}`;
    if (i % 2) {
      const x = 200 + c * (len + 6);
      const y = s * (len + 6);
      gems += `M${pt(x, y - 3.4)}L${pt(x + 2.4, y)}L${pt(x, y + 3.4)}L${pt(x - 2.4, y)}Z`;
    }
  }
  const arcs = [20, 30, 36].map((r) => `M${200 - r} 0A${r} ${r} 0 0 0 ${200 + r} 0`).join('');
  const gap = long + 16;
  const tail = 0.4 + rng() * 0.2;
  let rules = '';
  for (const [k, y] of [12, 18, 24].entries()) {
    const x1 = 32 + k * 14 + (1 - tail) * 20;
    rules += `M${r1(x1)} ${y}H${r1(200 - gap - k * 6)}M${r1(400 - x1)} ${y}H${r1(200 + gap + k * 6)}`;
  }
  return (
    `<path d="M186 0A14 14 0 0 0 214 0Z" fill="${p.highlight}"/>` +
    line(id, d, 0.8) +
    line(id, arcs, 1.1) +
    line(id, rules, 0.8) +
    `<path d="${gems}" fill="${p.highlight}"/>` +
    `<g fill="${p.highlight}"><circle cx="${r1(28 + (1 - tail) * 20)}" cy="12" r="1.8"/><circle cx="${r1(372 - (1 - tail) * 20)}" cy="12" r="1.8"/></g>`
  );
}

/** A deco fan hanging from the middle of the edge: ribs, rings and a scalloped rim. */
function centreFan(rng: Rng, p: Palette, id: string, lush: number): string {
  const r = 74 + lush * 26;
  const ribs = 12 + Math.round(lush * 4);
  let d = '';
  for (const k of [0.4, 0.7])
    d += `M${r1(200 - r * k)} 0A${r1(r * k)} ${r1(r * k)} 0 0 0 ${r1(200 + r * k)} 0`;
  let rim = `M${r1(200 + r)} 0`;
  for (let i = 1; i <= ribs; i += 1) {
    const a = (Math.PI * i) / ribs;
    const c = Math.cos(a);
    const s = Math.sin(a);
    if (i < ribs) d += `M${pt(200 + c * r * 0.4, s * r * 0.4)}L${pt(200 + c * r, s * r)}`;
    const chord = 2 * r * Math.sin(Math.PI / 2 / ribs);
    rim += `A${r1(chord * 0.6)} ${r1(chord * 0.6)} 0 0 1 ${pt(200 + c * r, s * r)}`;
  }
  const drop = r + 14 + rng() * 10;
  const rules = `M${r1(200 - r - 24)} 14H40M${r1(200 - r - 30)} 20H56M${r1(200 + r + 24)} 14H360M${r1(200 + r + 30)} 20H344M200 ${r1(r + 6)}V${r1(drop)}`;
  return (
    line(
      id,
      `${d}M${r1(200 - r * 0.2)} 0A${r1(r * 0.2)} ${r1(r * 0.2)} 0 0 0 ${r1(200 + r * 0.2)} 0`,
      0.8,
    ) +
    line(id, rim, 1.1) +
    line(id, rules, 0.8) +
    `<g fill="${p.highlight}"><path d="M200 ${r1(drop)}l3.4 5-3.4 5-3.4-5z"/><circle cx="36" cy="14" r="1.8"/><circle cx="364" cy="14" r="1.8"/></g>`
  );
}

/** Deco fans in the two corners of the edge, a double rule and a pendant between them. */
function fans(rng: Rng, p: Palette, id: string, lush: number, alt: boolean): string {
  if (alt) return shells(rng, p, id, lush);
  const r = 84 + lush * 34;
  const ribs = 6 + Math.round(lush * 3);
  let d = '';
  for (const k of [0.34, 0.62, 1])
    d += `M${r1(r * k)} 0A${r1(r * k)} ${r1(r * k)} 0 0 1 0 ${r1(r * k)}`;
  let ribsD = '';
  let scallop = `M${r1(r)} 0`;
  for (let i = 0; i <= ribs; i += 1) {
    const a = ((Math.PI / 2) * i) / ribs;
    const c = Math.cos(a);
    const s = Math.sin(a);
    if (i > 0 && i < ribs) ribsD += `M${pt(c * r * 0.34, s * r * 0.34)}L${pt(c * r, s * r)}`;
    if (i > 0) {
      const chord = 2 * r * Math.sin(Math.PI / 4 / ribs);
      scallop += `A${r1(chord * 0.6)} ${r1(chord * 0.6)} 0 0 1 ${pt(c * r, s * r)}`;
    }
  }
  const corner = line(id, d + ribsD, 0.8) + line(id, scallop, 1.1);
  const gap = r * 1.2;
  const rules = `M${r1(gap)} 10H${r1(400 - gap)}M${r1(gap + 10)} 15H${r1(390 - gap)}`;
  const drop = 34 + rng() * 24;
  // A deco pendant: an open diamond on a fine line, with two smaller jewels below it.
  const pendant = `M200 15V${r1(drop - 9)}M200 ${r1(drop - 9)}l6 9-6 9-6-9zM200 ${r1(drop + 9)}V${r1(drop + 14)}`;
  return (
    corner +
    `<g transform="matrix(-1 0 0 1 400 0)">${corner}</g>` +
    line(id, rules + pendant, 0.9) +
    `<g fill="${p.highlight}"><path d="M200 ${r1(drop - 4)}l2.6 4-2.6 4-2.6-4zM200 ${r1(drop + 14)}l3 4.5-3 4.5-3-4.5z"/><circle cx="${r1(gap - 5)}" cy="10" r="1.8"/><circle cx="${r1(405 - gap)}" cy="10" r="1.8"/></g>`
  );
}

/** A frieze of small shell fans hanging along the edge, diamonds between them. */
function shells(rng: Rng, p: Palette, id: string, lush: number): string {
  const n = lush > 0.55 ? 5 : 4;
  const w = 400 / n;
  const r = w * 0.34;
  let d = 'M0 8H400M0 13H400';
  let gems = '';
  for (let i = 0; i < n; i += 1) {
    const cx = (i + 0.5) * w;
    d += `M${r1(cx - r)} 13A${r1(r)} ${r1(r)} 0 0 0 ${r1(cx + r)} 13`;
    d += `M${r1(cx - r * 0.45)} 13A${r1(r * 0.45)} ${r1(r * 0.45)} 0 0 0 ${r1(cx + r * 0.45)} 13`;
    for (let k = 1; k < 7; k += 1) {
      const a = (Math.PI * k) / 7;
      d += `M${pt(cx + Math.cos(a) * r * 0.45, 13 + Math.sin(a) * r * 0.45)}L${pt(cx + Math.cos(a) * r, 13 + Math.sin(a) * r)}`;
    }
    const hang = 13 + r + 8 + (i % 2 ? 0 : 10) + rng() * 4;
    d += `M${r1(cx)} ${r1(13 + r)}V${r1(hang)}`;
    gems += `M${r1(cx)} ${r1(hang)}l3 4.5-3 4.5-3-4.5z`;
    if (i > 0) gems += `M${r1(i * w)} 16l2.4 3.5-2.4 3.5-2.4-3.5z`;
  }
  return line(id, d, 0.9) + `<path d="${gems}" fill="${p.highlight}"/>`;
}

/** A loop out from (x, y) towards angle `a` and back: a leaf or petal in one stroke. */
function loop(x: number, y: number, a: number, len: number, width: number): string {
  const at = (ang: number, l: number) => pt(x + Math.cos(ang) * l, y + Math.sin(ang) * l);
  return `C${at(a - width, len)} ${at(a + width, len)} ${pt(x, y)}`;
}

/** A pointed petal or leaf from (x, y) towards angle `a` and back, in one stroke. */
function petal(x: number, y: number, a: number, len: number, w: number): string {
  const at = (ang: number, l: number) => pt(x + Math.cos(ang) * l, y + Math.sin(ang) * l);
  return (
    `C${at(a - w, len * 0.5)} ${at(a - w * 0.35, len * 0.92)} ${at(a, len)}` +
    `C${at(a + w * 0.35, len * 0.92)} ${at(a + w, len * 0.5)} ${pt(x, y)}`
  );
}

type Pt = [number, number];

/** A point and the direction of a cubic Bézier at t. */
function onCurve(c: Pt[], t: number): { x: number; y: number; a: number } {
  const u = 1 - t;
  const [p0, p1, p2, p3] = c as [Pt, Pt, Pt, Pt];
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx =
    3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy =
    3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { x, y, a: Math.atan2(dy, dx) };
}

/** A leafy branch: the stem, then pointed leaves in pairs that shrink towards the tip. */
function branch(c: Pt[], leaves: number, size: number, rng: Rng): string {
  const [p0, p1, p2, p3] = c as [Pt, Pt, Pt, Pt];
  let d = `M${pt(p0[0], p0[1])}C${pt(p1[0], p1[1])} ${pt(p2[0], p2[1])} ${pt(p3[0], p3[1])}`;
  for (let i = 0; i < leaves; i += 1) {
    const t = 0.18 + (0.8 * i) / leaves;
    const { x, y, a } = onCurve(c, t);
    const len = size * (1 - t * 0.45) * (0.9 + rng() * 0.2);
    for (const side of i % 2 ? [1] : [-1]) {
      d += `M${pt(x, y)}${petal(x, y, a + side * 0.75, len, 0.3)}`;
    }
  }
  const end = onCurve(c, 1);
  return d + petal(end.x, end.y, end.a, size * 0.7, 0.3);
}

/** A five-petalled line flower with a ring of stamens. */
function flower(x: number, y: number, size: number, turn: number): string {
  let d = `M${pt(x, y)}`;
  for (let k = 0; k < 5; k += 1) {
    const a = turn + (k * 2 * Math.PI) / 5;
    d += petal(x, y, a, size, 0.85);
    d += `M${pt(x + Math.cos(a) * size * 0.3, y + Math.sin(a) * size * 0.3)}L${pt(x + Math.cos(a) * size * 0.62, y + Math.sin(a) * size * 0.62)}M${pt(x, y)}`;
  }
  for (let k = 0; k < 5; k += 1) {
    const a = turn + ((k + 0.5) * 2 * Math.PI) / 5;
    d += `M${pt(x + Math.cos(a) * 3, y + Math.sin(a) * 3)}L${pt(x + Math.cos(a) * size * 0.42, y + Math.sin(a) * size * 0.42)}`;
  }
  return d;
}

/** Line florals: a flower in the corner with leafy branches along both edges. */
function floral(rng: Rng, p: Palette, id: string, lush: number, alt: boolean): string {
  if (alt) return garland(rng, p, id, lush);
  const j = () => (rng() - 0.5) * 8;
  const reach = 180 + lush * 50;
  let d =
    branch(
      [
        [56, 30],
        [100, 18 + j()],
        [reach - 60, 16 + j()],
        [reach, 30 + j()],
      ],
      12,
      27,
      rng,
    ) +
    branch(
      [
        [30, 60],
        [40, 90],
        [22 + j(), 130],
        [12, 166 + lush * 20],
      ],
      8,
      25,
      rng,
    );
  if (lush > 0.45)
    d += branch(
      [
        [60, 56],
        [84, 70 + j()],
        [100, 90],
        [118 + j(), 118],
      ],
      5,
      22,
      rng,
    );
  d += flower(36, 36, 26, rng() * 1.2);
  d += flower(reach * 0.62, 58 + j(), 15, rng() * 1.2);
  const dots = `<circle cx="36" cy="36" r="2.6"/>`;
  return (
    line(id, d, 0.9, ' stroke-linecap="round" stroke-linejoin="round"') +
    `<g fill="${p.highlight}">${dots}<circle cx="372" cy="26" r="2"/><circle cx="360" cy="18" r="1.3"/><circle cx="382" cy="40" r="1.3"/></g>`
  );
}

/** A garland: leafy branches from both corners meeting at a flower in the middle of the edge. */
function garland(rng: Rng, p: Palette, id: string, lush: number): string {
  const sag = 40 + lush * 16;
  const half = (flip: boolean) => {
    const x = (v: number) => (flip ? 400 - v : v);
    return (
      branch(
        [
          [x(184), 30],
          [x(140), sag + 10],
          [x(70), sag],
          [x(-4), 12],
        ],
        11,
        28,
        rng,
      ) +
      (lush > 0.5
        ? branch(
            [
              [x(178), 42],
              [x(164), 68],
              [x(142), 80],
              [x(116), 86],
            ],
            5,
            22,
            rng,
          )
        : '')
    );
  };
  const d = half(false) + half(true) + flower(200, 30, 26, rng() * 1.2);
  return (
    line(id, d, 0.9, ' stroke-linecap="round" stroke-linejoin="round"') +
    `<circle cx="200" cy="30" r="2.6" fill="${p.highlight}"/>`
  );
}

/** Deco chevrons and hanging lines in the middle, stepped brackets in the corners. */
function chevrons(rng: Rng, p: Palette, id: string, lush: number, alt: boolean): string {
  if (alt) return ziggurat(rng, p, id, lush);
  const n = 3 + Math.round(lush * 2);
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const w = 80 - i * 12;
    const depth = 60 - i * 8;
    d += `M${r1(200 - w)} 0L200 ${r1(depth + i * 9)}L${r1(200 + w)} 0`;
  }
  let hang = '';
  let beads = '';
  const strands = [-36, -24, -12, 0, 12, 24, 36];
  for (const dx of strands) {
    const len = 88 + (36 - Math.abs(dx)) * 1.5 + rng() * 6;
    hang += `M${200 + dx} ${r1(40 + (36 - Math.abs(dx)) * 0.2)}V${r1(len)}`;
    beads += `<circle cx="${200 + dx}" cy="${r1(len + 4)}" r="${dx === 0 ? 2.6 : 1.5}"/>`;
  }
  const rule = `M${r1(200 - 80)} 34H48M${r1(200 - 74)} 40H64M${r1(200 + 80)} 34H352M${r1(200 + 74)} 40H336`;
  return (
    line(id, d, 1) +
    line(id, hang, 0.7) +
    line(id, rule, 0.8) +
    `<g fill="${p.highlight}">${beads}<path d="M44 30l4 4-4 4-4-4zM356 30l4 4-4 4-4-4z"/></g>`
  );
}

/** A stepped deco crest (ziggurat) in the middle of the edge, nested, with a hanging jewel. */
function ziggurat(rng: Rng, p: Palette, id: string, lush: number): string {
  const tiers = lush > 0.5 ? 4 : 3;
  let d = '';
  for (let k = 0; k < 3; k += 1) {
    const w = 112 - k * 16;
    const depth = 72 - k * 14;
    const step = depth / tiers;
    let half = `M${r1(200 - w)} 0`;
    for (let t = 0; t < tiers; t += 1)
      half += `V${r1(step * (t + 1))}H${r1(200 - w + (t + 1) * (w / (tiers + 1)))}`;
    const right = half
      .replace(/M([\d.]+) 0/, '')
      .replace(/H([\d.]+)/g, (_, x: string) => `H${r1(400 - Number(x))}`);
    d += `${half}H200M${r1(200 + w)} 0${right}H200`;
  }
  const drop = 84 + rng() * 16 + lush * 12;
  d += `M200 58V${r1(drop)}M${r1(200 - 120)} 10H30M${r1(200 + 120)} 10H370`;
  return (
    line(id, d, 0.9) +
    `<g fill="${p.highlight}"><path d="M200 ${r1(drop)}l4 6-4 6-4-6z"/><circle cx="26" cy="10" r="1.8"/><circle cx="374" cy="10" r="1.8"/></g>`
  );
}

/** A fine line frame round the screen: stepped, chamfered or with rounded-in corners. */
function frame(p: Palette, id: string, kind: number): string {
  const x0 = 16;
  const y0 = 16;
  const x1 = 374;
  const y1 = 828;
  const k = 18;
  let outer: string;
  if (kind === 0) {
    // Stepped corners.
    outer =
      `M${x0 + k} ${y0}H${x1 - k}V${y0 + 8}H${x1 - 8}V${y0 + k}H${x1}V${y1 - k}H${x1 - 8}V${y1 - 8}H${x1 - k}V${y1}` +
      `H${x0 + k}V${y1 - 8}H${x0 + 8}V${y1 - k}H${x0}V${y0 + k}H${x0 + 8}V${y0 + 8}H${x0 + k}Z`;
  } else if (kind === 1) {
    outer = `M${x0 + k} ${y0}H${x1 - k}L${x1} ${y0 + k}V${y1 - k}L${x1 - k} ${y1}H${x0 + k}L${x0} ${y1 - k}V${y0 + k}Z`;
  } else {
    outer =
      `M${x0 + k} ${y0}H${x1 - k}A${k} ${k} 0 0 0 ${x1} ${y0 + k}V${y1 - k}A${k} ${k} 0 0 0 ${x1 - k} ${y1}` +
      `H${x0 + k}A${k} ${k} 0 0 0 ${x0} ${y1 - k}V${y0 + k}A${k} ${k} 0 0 0 ${x0 + k} ${y0}Z`;
  }
  const inner = `M${x0 + 6} ${y0 + 6 + k}V${y1 - 6 - k}M${x1 - 6} ${y0 + 6 + k}V${y1 - 6 - k}`;
  const body =
    `<path d="${outer}" fill="none" stroke="url(#${id}-f)" stroke-width="1.2"/>` +
    `<path d="${inner}" fill="none" stroke="${p.highlight}" stroke-width=".7" opacity=".6"/>`;
  const defs = `<linearGradient id="${id}-f" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="390" y2="844"><stop offset="0" stop-color="${p.highlight}"/><stop offset=".5" stop-color="${p.highlight}" stop-opacity=".45"/><stop offset="1" stop-color="${p.highlight}"/></linearGradient>`;
  return svgDocument(BACKGROUND_VIEWBOX, body, { defs, preserveAspectRatio: 'xMidYMid slice' });
}

function centre(p: Palette, id: string, style: number): string {
  let art: string;
  if (style === 0) {
    // A small sunburst.
    let d = '';
    for (let i = 1; i < 12; i += 1) {
      const a = (Math.PI * i) / 12;
      d += `M${pt(120 + Math.cos(a) * 6, 14 + Math.sin(a) * 6)}L${pt(120 + Math.cos(a) * (i % 2 ? 22 : 15), 14 + Math.sin(a) * (i % 2 ? 22 : 15))}`;
    }
    art = line(id, `${d}M20 14H92M148 14H220`, 0.8);
  } else if (style === 1) {
    art =
      line(
        id,
        'M106 30A14 14 0 0 1 134 30ZM113 30A7 7 0 0 1 127 30M120 16V30M30 30H98M142 30H210',
        0.9,
      ) + `<circle cx="120" cy="12" r="2" fill="${p.highlight}"/>`;
  } else if (style === 2) {
    art = line(
      id,
      `M24 26C60 26 80 18 104 24${loop(104, 24, -2.3, 14, 0.4)}C110 26 114 30 120 30C126 30 130 26 136 24${loop(136, 24, -0.84, 14, 0.4)}C160 18 180 26 216 26`,
      0.9,
      ' stroke-linecap="round"',
    );
  } else {
    art = line(
      id,
      'M104 12L120 36L136 12M110 12L120 27L130 12M24 24H96M144 24H216M24 28H80M160 28H216',
      0.8,
    );
  }
  return svgDocument(CENTRE_VIEWBOX, art, { defs: foil(p, id, 240) });
}

export const goldline: ArtFamily = (palette, variant) => {
  const rng = seededRandom(variant.seed);
  const lush = Math.min(1, Math.max(0, variant.density));
  const motif = Math.abs(Math.round(variant.motif));
  const style = motif % 4;
  const id = `gl${variant.seed}`;
  const alt = Math.floor(motif / 4) % 2 === 1;
  const draw = [sunburst, chevrons, fans, floral][style]!;
  const top = draw(rng, palette, id, lush, alt);
  const bottom = draw(rng, palette, id, lush, alt);
  // Fans frame the corners themselves; the other styles take a fine line frame (or, for some
  // florals, none).
  const frameKind = (style + Math.floor(motif / 4)) % 3;
  const framed = style !== 2 && !(style === 3 && alt);
  return {
    background: framed ? frame(palette, id, frameKind) : null,
    top: svgDocument(TOP_VIEWBOX, top, { defs: foil(palette, id, 400) }),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(bottom, style === 3 && !alt), {
      defs: foil(palette, id, 400),
    }),
    centre: centre(palette, `${id}-c`, [0, 3, 1, 2][style]!),
  };
};

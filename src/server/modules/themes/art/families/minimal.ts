import type { ArtFamily } from '../art-types';
import { CENTRE_VIEWBOX, TOP_VIEWBOX, flipToBottom, r1, svgDocument } from '../svg';

// Minimal frames: fine rules and small ornaments only, no background picture: the page colour
// carries the theme. Siblings must not read as one frame recoloured, so the
// motif picks one of six frames (motif % 6) and, from the second round on (motif ≥ 6), a second
// form of it:
// 0 corner brackets with double rules (or bare corners with a hanging lozenge),
// 1 an open frame whose sides run down towards the names (square or with notched corners),
// 2 a window: a fine pointed arch over the names and a sill below (or an ogee arch),
// 3 a crest: a medallion with an eight-point star on a long rule (or a lozenge crest),
// 4 bands: three full-width rules around a cartouche (and a swag hanging from them),
// 5 scallops: a row of small arches with dots along the edge (or four deep festoons).
// density: the size of the corners, crests and scallops.

interface Ink {
  line: string;
  dot: string;
}

const FRAMES = 6;

function corner(x: number, y: number, flipX: boolean, size: number, ink: Ink, inner: boolean) {
  const sx = flipX ? -1 : 1;
  const second = inner ? `<path d="M6 ${r1(size * 0.7)}V6H${r1(size * 0.7)}"/>` : '';
  return `<g transform="translate(${x} ${y}) scale(${sx} 1)" fill="none" stroke="${ink.line}" stroke-width="1.2" stroke-linecap="round">
    <path d="M0 ${r1(size)}V0H${r1(size)}"/>${second}
    <path d="M0 0l${r1(size * 0.28)} ${r1(size * 0.28)}"/>
    <circle cx="${r1(size * 0.34)}" cy="${r1(size * 0.34)}" r="3" fill="${ink.dot}" stroke="none"/>
  </g>`;
}

/** 0: corner brackets joined by double rules, or bare corners with a lozenge hanging between. */
function corners(ink: Ink, density: number, second: boolean): string {
  const size = 46 + density * 40;
  const inset = 16;
  const both =
    corner(inset, inset, false, size, ink, !second) +
    corner(400 - inset, inset, true, size, ink, !second);
  if (second) {
    return `${both}<g fill="${ink.dot}"><path d="M200 ${inset + 4}v22" stroke="${ink.line}" stroke-width=".8"/><path d="M200 ${inset + 26}l9 13-9 13-9-13z"/><circle cx="200" cy="${inset + 60}" r="2"/></g>`;
  }
  const from = inset + size + 10;
  return `${both}<path d="M${from} ${inset}H${400 - from}" stroke="${ink.line}" stroke-width="1"/><path d="M${from} ${inset + 6}H${400 - from}" stroke="${ink.line}" stroke-width=".6" opacity=".6"/>`;
}

/** 1: an open frame, its sides running down the whole decoration towards the names. */
function frame(ink: Ink, density: number, second: boolean): string {
  const o = 14;
  const i = 21;
  const notch = second ? 18 + density * 10 : 0;
  // With notched corners the outer line steps in around a small square at each corner.
  const outer = second
    ? `M${o} 240V${o + notch}H${o + notch}V${o}H${400 - o - notch}V${o + notch}H${400 - o}V240`
    : `M${o} 240V${o}H${400 - o}V240`;
  const crestY = i + 2;
  return `<g fill="none" stroke="${ink.line}" stroke-linejoin="round"><path d="${outer}" stroke-width="1.3"/><path d="M${i} 240V${i}H${400 - i}V240" stroke-width=".6" opacity=".7"/></g><g fill="${ink.dot}"><path d="M200 ${crestY - 9}l10 10-10 10-10-10z"/><circle cx="178" cy="${crestY + 1}" r="2"/><circle cx="222" cy="${crestY + 1}" r="2"/></g>`;
}

/** 2: a window: a fine pointed (or ogee) arch above; the bottom is drawn as its sill. */
function archTop(ink: Ink, second: boolean): string {
  const arch = (x: number, top: number) =>
    second
      ? `M${x} 240V170C${x} 110 ${x + 70} 96 150 78C182 68 196 50 200 ${top}C204 50 218 68 250 78C${330 - x} 96 ${400 - x} 110 ${400 - x} 170V240`
      : `M${x} 240V160C${x} 92 ${x + 96} 50 200 ${top}C${304 - x} 50 ${400 - x} 92 ${400 - x} 160V240`;
  return `<g fill="none" stroke="${ink.line}"><path d="${arch(18, 20)}" stroke-width="1.3"/><path d="${arch(27, 34)}" stroke-width=".6" opacity=".7"/></g><g fill="${ink.dot}"><path d="M200 4l5 8-5 8-5-8z"/></g>`;
}

function archSill(ink: Ink): string {
  // Drawn in the bottom picture's own coordinates: the jambs come down and stand on a sill.
  return `<g fill="none" stroke="${ink.line}"><path d="M18 0V210H382V0" stroke-width="1.3"/><path d="M27 0V202H373V0" stroke-width=".6" opacity=".7"/><path d="M10 222H390" stroke-width="1.6"/></g><g fill="${ink.dot}"><circle cx="200" cy="222" r="3"/></g>`;
}

/** An eight-point star (two squares), centred on cx cy, radius r: the rub el hizb outline. */
function star(cx: number, cy: number, r: number): string {
  const square = (turn: number) =>
    [0, 1, 2, 3]
      .map((k) => {
        const a = ((k * 90 + turn) * Math.PI) / 180;
        return `${k === 0 ? 'M' : 'L'}${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
      })
      .join('') + 'Z';
  return square(0) + square(45);
}

/** 3: a crest on a long rule, in the middle of the edge; nothing in the corners. */
function crest(ink: Ink, density: number, second: boolean): string {
  const cy = 56;
  const r = 20 + density * 10;
  const rule = `<path d="M36 ${cy}H${r1(200 - r - 8)}M${r1(200 + r + 8)} ${cy}H364" stroke="${ink.line}" stroke-width="1"/><g fill="${ink.dot}"><circle cx="32" cy="${cy}" r="2.5"/><circle cx="368" cy="${cy}" r="2.5"/></g>`;
  const medallion = second
    ? `<path d="M200 ${r1(cy - r * 1.3)}L${r1(200 + r)} ${cy}L200 ${r1(cy + r * 1.3)}L${r1(200 - r)} ${cy}Z" fill="none" stroke="${ink.line}" stroke-width="1.2"/><g fill="${ink.dot}"><circle cx="200" cy="${cy}" r="4"/><circle cx="200" cy="${r1(cy - r * 0.6)}" r="2"/><circle cx="200" cy="${r1(cy + r * 0.6)}" r="2"/></g>`
    : `<circle cx="200" cy="${cy}" r="${r1(r)}" fill="none" stroke="${ink.line}" stroke-width="1.2"/><path d="${star(200, cy, r * 0.72)}" fill="none" stroke="${ink.dot}" stroke-width="1"/><circle cx="200" cy="${cy}" r="2.5" fill="${ink.dot}"/>`;
  return rule + medallion;
}

/** 4: three full-width rules around a cartouche; the second form hangs a fine swag below. */
function bands(ink: Ink, second: boolean): string {
  const cartouche = `<path d="M150 24l12-14H238l12 14-12 14H162z" fill="none" stroke="${ink.line}" stroke-width="1.1"/><path d="M200 16l8 8-8 8-8-8z" fill="${ink.dot}"/>`;
  const rules = `<g stroke="${ink.line}"><path d="M0 10H400" stroke-width=".6"/><path d="M0 18H146M254 18H400" stroke-width="1.4"/><path d="M0 30H146M254 30H400" stroke-width=".6"/></g><path d="M0 38H400" stroke="${ink.dot}" stroke-width="1.6" stroke-dasharray="0 7" stroke-linecap="round"/>`;
  const swag = second
    ? `<path d="M8 40Q104 120 200 50Q296 120 392 40" fill="none" stroke="${ink.line}" stroke-width=".9"/><g fill="${ink.dot}"><circle cx="104" cy="84" r="2.5"/><circle cx="296" cy="84" r="2.5"/></g>`
    : '';
  return rules + cartouche + swag;
}

/** 5: a row of small arches with dots along the edge; the second form hangs four deep festoons. */
function scallops(ink: Ink, density: number, second: boolean): string {
  if (second) {
    const span = 100;
    const drop = 40 + density * 24;
    let swags = '';
    let beads = '';
    for (let k = 0; k < 4; k++) {
      const x = k * span;
      swags += `M${x} 16Q${x + span / 2} ${r1(16 + drop * 2)} ${x + span} 16`;
      beads += `<path d="M${x + span / 2} ${r1(16 + drop + 4)}l5 7-5 7-5-7z"/><circle cx="${x + span}" cy="16" r="4"/>`;
    }
    return `<path d="M0 8H400" stroke="${ink.line}" stroke-width="1"/><path d="${swags}" fill="none" stroke="${ink.line}" stroke-width="1.1"/><g fill="${ink.dot}">${beads}<circle cx="0" cy="16" r="4"/></g>`;
  }
  const w = 26 + Math.round(density * 3) * 4;
  const n = Math.ceil(400 / w) + 1;
  const x0 = 200 - (n * w) / 2;
  let d = `M${r1(x0)} 20`;
  for (let k = 0; k < n; k++) d += `a${r1(w / 2)} ${r1(w / 2)} 0 0 0 ${r1(w)} 0`;
  let dots = '';
  for (let k = 0; k < n; k++) {
    dots += `<circle cx="${r1(x0 + w * (k + 0.5))}" cy="${r1(20 + w * 0.5 + 8)}" r="2"/>`;
  }
  return `<path d="M0 12H400" stroke="${ink.line}" stroke-width=".8"/><path d="${d}" fill="none" stroke="${ink.line}" stroke-width="1.2"/><g fill="${ink.dot}">${dots}</g>`;
}

export const minimal: ArtFamily = (palette, variant) => {
  const ink: Ink = { line: palette.accent, dot: palette.highlight };
  const motif = Math.abs(Math.floor(variant.motif));
  const kind = motif % FRAMES;
  const second = Math.floor(motif / FRAMES) % 2 === 1;
  const density = Math.min(1, Math.max(0, variant.density));
  const body = [
    () => corners(ink, density, second),
    () => frame(ink, density, second),
    () => archTop(ink, second),
    () => crest(ink, density, second),
    () => bands(ink, second),
    () => scallops(ink, density, second),
  ][kind]!();
  const bottom = kind === 2 ? archSill(ink) : flipToBottom(body);
  return {
    background: null,
    top: svgDocument(TOP_VIEWBOX, body),
    bottom: svgDocument(TOP_VIEWBOX, bottom),
    centre: svgDocument(
      CENTRE_VIEWBOX,
      `<g stroke="${palette.accent}" stroke-width="1" fill="none">
        <path d="M20 24H104M136 24H220"/>
        <path d="M120 14l10 10-10 10-10-10z" fill="${palette.highlight}" stroke="none"/>
        <circle cx="104" cy="24" r="2" fill="${palette.accent}"/><circle cx="136" cy="24" r="2" fill="${palette.accent}"/>
      </g>`,
    ),
  };
};

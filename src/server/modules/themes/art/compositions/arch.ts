import { COMPOSITIONS } from '@shared/themes/compositions';
import type { ArtFamilyName, Palette } from '@shared/themes/theme-types';
import type { CompositionArt } from '../art-types';
import { pt, r1, svgDocument, tidy } from '../svg';
import type { ArchGeometry, ArchShape } from './arch-shapes';
import { archCurve, archPoints, lobedCurve, voussoirs } from './arch-shapes';
import { framedGround } from './framed-grounds';
import { lozenge, pathOf, shadowFilter, solidPanel, star } from './framed-motifs';

// "The names inside an arch or window": a pointed, horseshoe, mihrab, onion,
// lancet or multifoil arch whose curve sits in the frame's top slice, on capitals over jambs that
// run straight down the sides (the rows the border-image stretches: flat fills and vertical lines
// only), standing on a plinth in the bottom slice, itself standing on the family's bottom
// decoration. Depth: a ring of voussoirs round the opening with a recessed line inside it, a
// keystone, spandrels filled with a small geometric pattern inside a rectangular frame (alfiz),
// and a soft shadow in the head of the opening.

type Spandrel = 'stars' | 'khatam' | 'fans' | 'lozenges' | 'trellis' | 'dots';

interface Style {
  shape: ArchShape;
  spandrel: Spandrel;
  /** The ring in alternating voussoirs (else one colour, with joints). */
  striped: boolean;
  /** A fluted hood (a shell) in the head of the opening, or a fine sunburst. */
  hood: 'none' | 'shell' | 'sunburst';
  /** The top of the rectangular frame round the arch (an onion rises through it). */
  alfizTop: number;
  apex: number;
  /** Lines in fine gold only (goldline), or in fine rules with no fills (minimal). */
  manner: 'ornate' | 'gold' | 'fine';
}

function styleOf(family: ArtFamilyName, motif: number): Style {
  const base: Style = {
    shape: 'pointed',
    spandrel: 'stars',
    striped: false,
    hood: 'none',
    alfizTop: 10,
    apex: 42,
    manner: 'ornate',
  };
  if (family === 'geometric') {
    return motif % 2 === 0
      ? { ...base, shape: 'pointed', spandrel: 'stars', striped: false }
      : { ...base, shape: 'horseshoe', spandrel: 'khatam', striped: true, apex: 40 };
  }
  if (family === 'goldline') {
    return {
      ...base,
      shape: 'lancet',
      spandrel: 'fans',
      hood: 'sunburst',
      apex: 36,
      manner: 'gold',
    };
  }
  if (family === 'minimal') {
    return { ...base, shape: 'pointed', spandrel: 'dots', manner: 'fine', apex: 40 };
  }
  // The arch family: a mihrab with a shell hood, an onion rising through its frame, a multifoil.
  const k = motif % 4;
  if (k === 0) return { ...base, shape: 'mihrab', spandrel: 'lozenges', hood: 'shell', apex: 44 };
  if (k === 1) return { ...base, shape: 'onion', spandrel: 'trellis', alfizTop: 100, apex: 64 };
  if (k === 2) return { ...base, shape: 'multifoil', spandrel: 'khatam', apex: 46, striped: true };
  return { ...base, shape: 'pointed', spandrel: 'khatam', striped: true };
}

/** A small tile for the spandrels, drawn in `line` with gold dots. */
function spandrelTile(
  kind: Spandrel,
  p: Palette,
  line: string,
): { w: number; h: number; body: string } {
  const gold = p.highlight;
  switch (kind) {
    case 'stars': {
      const s = 16;
      return {
        w: s,
        h: s,
        body: `<path d="${pathOf(star(8, 6.4, 3.9, Math.PI / 8, s / 2, s / 2))}" fill="none" stroke="${line}" stroke-width=".7"/><circle cx="${s / 2}" cy="${s / 2}" r="1.1" fill="${gold}"/><path d="${lozenge(0, 0, 1.4, 1.4)}${lozenge(s, 0, 1.4, 1.4)}${lozenge(0, s, 1.4, 1.4)}${lozenge(s, s, 1.4, 1.4)}" fill="${gold}"/>`,
      };
    }
    case 'khatam': {
      const s = 18;
      const sq = (turn: number) =>
        pathOf(
          [0, 1, 2, 3].map((k) => {
            const a = turn + (k * Math.PI) / 2;
            return [s / 2 + 8 * Math.cos(a), s / 2 + 8 * Math.sin(a)] as [number, number];
          }),
        );
      return {
        w: s,
        h: s,
        body: `<path d="${sq(0)}${sq(Math.PI / 4)}" fill="none" stroke="${line}" stroke-width=".7"/><circle cx="${s / 2}" cy="${s / 2}" r="2.6" fill="${gold}" fill-opacity=".8"/>`,
      };
    }
    case 'fans': {
      const r = 8;
      const fan = (cx: number, cy: number) =>
        `M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}M${cx - r / 2} ${cy}A${r / 2} ${r / 2} 0 0 1 ${cx + r / 2} ${cy}`;
      return {
        w: r * 2,
        h: r * 2,
        body: `<path d="${fan(r, r)}${fan(0, 2 * r)}${fan(2 * r, 2 * r)}" fill="none" stroke="${line}" stroke-width=".6"/>`,
      };
    }
    case 'lozenges': {
      const w = 14;
      const h = 20;
      return {
        w,
        h,
        body: `<path d="M0 0L${w} ${h}M${w} 0L0 ${h}" stroke="${line}" stroke-width=".6"/><path d="${lozenge(w / 2, h / 2, 2.2, 3)}${lozenge(0, 0, 1.6, 2.2)}${lozenge(w, 0, 1.6, 2.2)}${lozenge(0, h, 1.6, 2.2)}${lozenge(w, h, 1.6, 2.2)}" fill="${gold}"/>`,
      };
    }
    case 'trellis': {
      // An ogee trellis: S-curves meeting in points, a dot at each.
      const w = 16;
      const h = 24;
      const q = w / 2;
      return {
        w,
        h,
        body: `<path d="M0 0C0 ${h * 0.22} ${q} ${h * 0.28} ${q} ${h / 2}C${q} ${h * 0.72} 0 ${h * 0.78} 0 ${h}M${w} 0C${w} ${h * 0.22} ${q} ${h * 0.28} ${q} ${h / 2}C${q} ${h * 0.72} ${w} ${h * 0.78} ${w} ${h}" fill="none" stroke="${line}" stroke-width=".6"/><circle cx="${q}" cy="${h / 2}" r="1.2" fill="${gold}"/><circle r="1.2" fill="${gold}"/><circle cx="${w}" r="1.2" fill="${gold}"/><circle cy="${h}" r="1.2" fill="${gold}"/><circle cx="${w}" cy="${h}" r="1.2" fill="${gold}"/>`,
      };
    }
    case 'dots': {
      const s = 9;
      return {
        w: s,
        h: s,
        body: `<circle cx="${s / 2}" cy="${s / 2}" r=".8" fill="${line}"/>`,
      };
    }
  }
}

export const arch: CompositionArt = ({ palette: p, variant, family, art }) => {
  const frame = COMPOSITIONS['arch'].frame;
  if (!frame || frame.kind !== 'border') return { ...art, frame: null };
  const { width: W, height: H } = frame;
  const st = styleOf(family, Math.abs(Math.floor(variant.motif)));
  const body = drawArch(p, st, W, H, frame.top);
  // The arch family's own background draws an arch of its own round the screen; under this one
  // its wall is enough: the ogee trellis of its framed card.
  const background = family === 'arch' ? framedGround('arch', p, variant) : art.background;
  return {
    ...art,
    background,
    frame: svgDocument(`0 0 ${W} ${H}`, tidy(body.body), { defs: tidy(body.defs), sized: true }),
  };
};

function drawArch(
  p: Palette,
  st: Style,
  W: number,
  H: number,
  topSlice: number,
): { defs: string; body: string } {
  const cx = W / 2;
  const xL = 29;
  const shaft = 20;
  const S = topSlice - 14;
  const g: ArchGeometry = { shape: st.shape, cx, xL, S, apex: st.apex };
  const ring = st.manner === 'fine' ? 9 : 16;
  const fine = st.manner === 'fine';
  const gold = st.manner === 'gold';
  const line = gold ? p.highlight : p.accent;
  const tint = `fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.6 : 0.42}"`;
  // Heights of the parts standing below: column bases, the sill, the plinth and its step.
  const baseTop = H - 68;
  const sill = H - 56;
  const plinth = sill + 6;
  const step = plinth + 26;
  const foot = step + 12;

  const extrados = archCurve(g, ring);
  const intrados = st.shape === 'multifoil' ? lobedCurve(g, 0, 9) : archCurve(g, 0);
  const recessed = st.shape === 'multifoil' ? lobedCurve(g, -7, 9) : archCurve(g, -7);
  const start = (d: string) =>
    /^M([\d.-]+) ([\d.-]+)/.exec(d)!.slice(1).map(Number) as [number, number];
  const [rx0] = start(recessed);
  const recessLine = `M${r1(rx0)} ${sill}L${recessed.slice(1)}L${r1(W - rx0)} ${sill}`;
  const [xo, yo] = start(extrados);
  // The regions, each drawn once and used for its fills and its outline.
  const opening = `${intrados}L${W - xL} ${sill}H${xL}Z`;
  const ringRegion = `${extrados}L${r1(W - xo)} ${r1(Math.max(S + 2, yo))}H${r1(xo)}Z`;
  const alfiz = { x0: 2, x1: W - 2, y0: st.alfizTop, y1: S };
  const alfizRect = `M${alfiz.x0} ${alfiz.y0}H${alfiz.x1}V${alfiz.y1}H${alfiz.x0}Z`;
  const use = (id: string, attrs: string) => `<use href="#${id}" ${attrs}/>`;
  const solid = (id: string) => use(id, `fill="${p.page}"`) + use(id, `fill="${p.panel}"`);

  const tile = spandrelTile(st.spandrel, p, line);
  const defs =
    shadowFilter('as', 3.2, 2) +
    `<path id="aR" d="${ringRegion}"/><path id="aO" d="${opening}"/><path id="aX" d="${recessLine}"/><path id="aA" d="${alfizRect}"/>` +
    `<pattern id="ap" width="${tile.w}" height="${tile.h}" x="${r1(cx - tile.w / 2)}" y="${alfiz.y0}" patternUnits="userSpaceOnUse">${tile.body}</pattern>` +
    `<clipPath id="ao">${use('aO', '')}</clipPath><clipPath id="ax">${use('aX', '')}</clipPath>` +
    `<linearGradient id="ag" gradientUnits="userSpaceOnUse" x1="0" y1="${st.apex}" x2="0" y2="${st.apex + 120}"><stop offset="0" stop-color="${p.dark ? '#000' : p.ink}" stop-opacity="${p.dark ? 0.45 : 0.13}"/><stop offset="1" stop-color="${p.dark ? '#000' : p.ink}" stop-opacity="0"/></linearGradient>`;

  // The silhouette's shadow: frame, ring, columns and plinth lifted off the page.
  const columns = (x: number) => `M${x} ${S}H${x + shaft}V${baseTop}H${x}Z`;
  const shadow = `<g fill="#000" opacity="${p.dark ? 0.45 : 0.14}" filter="url(#as)">${use('aA', '')}${use('aR', '')}<path d="${columns(xL - shaft)}${columns(W - xL)}M0 ${sill}H${W}V${foot}H0Z"/></g>`;

  // Spandrels: page and tint, the pattern over them, inside the frame's double rule.
  const spandrels = fine
    ? `${use('aA', `fill="${p.page}"`)}${use('aA', `fill="url(#ap)" opacity=".7"`)}${use('aA', `fill="none" stroke="${line}" stroke-width=".8"`)}`
    : `${solid('aA')}${use('aA', tint)}${use('aA', `fill="url(#ap)"`)}${use('aA', `fill="none" stroke="${line}" stroke-width="1.4"`)}<path d="M${alfiz.x0 + 4} ${alfiz.y1}V${alfiz.y0 + 4}H${alfiz.x1 - 4}V${alfiz.y1}" fill="none" stroke="${p.highlight}" stroke-width=".6"/>`;

  // The ring: page under a tint, alternate voussoirs in the accent, or one colour with joints.
  const v2 = voussoirs(g, 0, ring, st.shape === 'horseshoe' ? 9 : 8);
  const ringLine = use('aR', `fill="none" stroke="${line}" stroke-width="${fine ? 1 : 1.3}"`);
  const ringFill = fine
    ? use('aR', `fill="${p.page}"`) + ringLine
    : `${solid('aR')}${use('aR', tint)}` +
      (st.striped
        ? `<path d="${v2.alternate}" fill="${p.accent}" fill-opacity="${p.dark ? 0.55 : 0.7}"/>`
        : `<path d="${v2.joints}" stroke="${line}" stroke-width=".6" opacity=".8"/>`) +
      ringLine;

  // The opening: the card's panel, a soft shadow in its head, a hood or sunburst up there.
  let hood = '';
  if (st.hood !== 'none') {
    const hy = st.apex + (st.hood === 'shell' ? 92 : 100);
    let rays = '';
    const n = st.hood === 'shell' ? 15 : 23;
    for (let i = 1; i < n; i++) {
      const a = Math.PI + (i / n) * Math.PI;
      const r0 = st.hood === 'shell' ? 20 : 14;
      const r = st.hood === 'sunburst' && i % 2 === 0 ? 70 : 180;
      rays += `M${pt(cx + Math.cos(a) * r0, hy + Math.sin(a) * r0)}L${pt(cx + Math.cos(a) * r, hy + Math.sin(a) * r)}`;
    }
    const hinge =
      st.hood === 'shell'
        ? `<path d="M${cx - 20} ${hy}A20 20 0 0 1 ${cx + 20} ${hy}Z" fill="${p.accentSoft}" fill-opacity=".6" stroke="${line}" stroke-width=".8"/><path d="M${cx - 40} ${hy}H${cx + 40}" stroke="${line}" stroke-width=".6" opacity=".6"/>`
        : `<path d="M${cx - 14} ${hy}A14 14 0 0 1 ${cx + 14} ${hy}M${cx - 8} ${hy}A8 8 0 0 1 ${cx + 8} ${hy}" fill="none" stroke="${line}" stroke-width=".8"/>`;
    hood = `<path d="${rays}" stroke="${line}" stroke-width="${st.hood === 'shell' ? 0.7 : 0.5}" opacity="${st.hood === 'shell' ? 0.45 : 0.7}" clip-path="url(#ax)"/>${hinge}`;
  }
  const openingFill = `${solid('aO')}<rect y="${st.apex - 2}" width="${W}" height="122" fill="url(#ag)" clip-path="url(#ao)"/>${hood}`;

  // Lines: the intrados (the opening's outline) and the recessed line running down the jambs.
  const lines = `${use('aO', `fill="none" stroke="${line}" stroke-width="${fine ? 1 : 1.3}"`)}${use('aX', `fill="none" stroke="${p.highlight}" stroke-width=".8" opacity=".9"`)}`;

  // The keystone on the crown (and on an onion, a finial above it).
  const top = archPoints(g, ring).reduce((m, q) => (q[1] < m[1] ? q : m));
  const keyY = (top[1] + st.apex) / 2;
  const keystone =
    st.shape === 'onion'
      ? ''
      : fine
        ? `<path d="${lozenge(cx, top[1] - 7, 3.2, 5)}" fill="${p.highlight}"/>`
        : `<path d="M${cx - 8} ${r1(top[1] - 2)}L${cx + 8} ${r1(top[1] - 2)}L${cx + 5} ${r1(st.apex + 3)}L${cx - 5} ${r1(st.apex + 3)}Z" fill="${p.page}"/><path d="M${cx - 8} ${r1(top[1] - 2)}L${cx + 8} ${r1(top[1] - 2)}L${cx + 5} ${r1(st.apex + 3)}L${cx - 5} ${r1(st.apex + 3)}Z" fill="${gold ? p.page : p.accent}" fill-opacity="${gold ? 1 : 0.85}" stroke="${p.highlight}" stroke-width=".8"/><path d="${lozenge(cx, keyY, 2.4, 3.4)}" fill="${p.highlight}"/>`;
  const finial =
    st.shape === 'onion'
      ? `<path d="M${cx} ${r1(top[1] - 3)}V${r1(top[1] - 12)}" stroke="${line}" stroke-width="1.2"/><path d="M${cx} ${r1(top[1] - 30)}C${cx - 7} ${r1(top[1] - 22)} ${cx - 6} ${r1(top[1] - 15)} ${cx} ${r1(top[1] - 12)}C${cx + 6} ${r1(top[1] - 15)} ${cx + 7} ${r1(top[1] - 22)} ${cx} ${r1(top[1] - 30)}Z" fill="${p.highlight}"/><circle cx="${cx}" cy="${r1(top[1] - 34)}" r="2" fill="${p.highlight}"/>`
      : '';

  // Capitals, shafts with flutes, bases: each column at x (its left edge).
  const column = (x: number) => {
    const m = x + shaft / 2;
    const flutes = `M${m - 4} ${S + 12}V${baseTop - 4}M${m} ${S + 12}V${baseTop - 4}M${m + 4} ${S + 12}V${baseTop - 4}`;
    if (fine)
      return `<path d="M${x} ${S + 6}H${x + shaft}V${baseTop}H${x}Z" fill="${p.page}"/><path d="M${x} ${S + 6}V${baseTop}M${x + shaft} ${S + 6}V${baseTop}M${x - 4} ${S + 0.5}H${x + shaft + 4}M${x - 2} ${S + 5}H${x + shaft + 2}M${x - 4} ${baseTop + 0.5}H${x + shaft + 4}" stroke="${line}" stroke-width=".9" fill="none"/>`;
    const shaftD = `M${x} ${S + 8}H${x + shaft}V${baseTop}H${x}Z`;
    const capD = `M${x - 5} ${S - 1}H${x + shaft + 5}V${S + 4}H${x + shaft + 2}L${x + shaft} ${S + 8}H${x}L${x - 2} ${S + 4}H${x - 5}Z`;
    const baseD = `M${x} ${baseTop}H${x + shaft}L${x + shaft + 3} ${baseTop + 5}H${x + shaft + 5}V${sill}H${x - 5}V${baseTop + 5}H${x - 3}Z`;
    return `${solidPanel(p, shaftD)}<path d="${shaftD}" ${tint} stroke="${line}" stroke-width="1.1"/><path d="${flutes}" stroke="${line}" stroke-width=".6" opacity=".7"/><path d="${capD}${baseD}" fill="${gold ? p.page : p.accent}" stroke="${p.highlight}" stroke-width=".8"/><circle cx="${m}" cy="${S + 1.5}" r="1.3" fill="${p.highlight}"/>`;
  };

  // The plinth: a sill across, a block with a row of small lozenges, a step below.
  let studs = '';
  for (let x = 18; x <= W - 18; x += 14) studs += lozenge(x, plinth + 13, 2.4, 3.6);
  const plinthD = `M4 ${plinth}H${W - 4}V${step}H4Z`;
  const stepD = `M0 ${step}H${W}V${foot}H0Z`;
  const plinthArt = fine
    ? `<path d="M0 ${sill}H${W}V${foot}H0Z" fill="${p.page}"/><path d="M0 ${sill + 0.5}H${W}M6 ${step + 0.5}H${W - 6}M0 ${foot - 0.5}H${W}" stroke="${line}" stroke-width=".9"/><path d="${lozenge(cx, (sill + step) / 2, 3.4, 5)}" fill="${p.highlight}"/>`
    : `<path d="M0 ${sill}H${W}V${plinth}H0Z" fill="${gold ? p.page : p.accent}" stroke="${p.highlight}" stroke-width=".8"/>${solidPanel(p, plinthD)}<path d="${plinthD}" ${tint} stroke="${line}" stroke-width="1.1"/><path d="${studs}" fill="${p.highlight}" fill-opacity=".9"/>${solidPanel(p, stepD)}<path d="${stepD}" ${tint} stroke="${line}" stroke-width="1.1"/>`;

  const body =
    shadow +
    spandrels +
    ringFill +
    openingFill +
    lines +
    column(xL - shaft) +
    column(W - xL) +
    plinthArt +
    keystone +
    finial;
  return { defs, body };
}

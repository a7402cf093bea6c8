import { r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import type { Pt } from '../compositions/framed-motifs';
import {
  budD,
  curl,
  fourCorners,
  mirrored,
  ribbon,
  runningScroll,
  toBottom,
} from '../compositions/framed-motifs';

// The kerawang family's border for the framed composition (compositions/framed-borders.ts).

/** Carved scroll corners (awan larat): vines that wind into spirals, buds at the corners. */
export function kerawangFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const solid = c.m % 2 === 1;
  const base = card(c, 'concave', 20);
  const lines =
    outline(c, 'concave', 20, 6, p.accent, 1.6) +
    outline(c, 'concave', 20, 11, p.highlight, 0.7) +
    outline(c, 'concave', 20, 15, p.accent, 0.5, ' opacity=".5"');
  // The corner piece: running scrolls along the top and (mirrored on the diagonal) down the
  // side, a bud with two curled petals opening from the corner towards the names.
  const style = solid
    ? `fill="${p.accent}"`
    : `fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.7 : 0.6}" stroke="${p.accent}" stroke-width=".8" stroke-linejoin="round"`;
  const arm = runningScroll(30, 30, 80, 4.5, 3, 4);
  const dots = (pts: Pt[]) =>
    pts.map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="1.5"/>`).join('');
  const armG = `<g id="ka"><path d="${arm.d}" ${style}/><g fill="${p.highlight}">${dots(arm.dots)}</g></g>`;
  const flower =
    budD(16, 16, 45, 34, 6, 0) + budD(20, 16, 8, 22, 5, 1) + budD(16, 20, 82, 22, 5, -1);
  const corner = `${armG}<use href="#ka" transform="matrix(0 1 1 0 0 0)"/><path d="${flower}" ${style}/><circle cx="44" cy="44" r="2.2" fill="${p.highlight}"/>`;
  // The crest at the top centre: scrolls running out both ways from a hanging bud.
  const cx = w / 2;
  const spiral = curl(cx + 3, 26, -0.35, 66, -0.02, 0.42, 26);
  const inner = curl(cx + 4, 30, 0.9, 26, -0.05, -0.55, 16);
  const halfCrest = `<path d="${ribbon(spiral, 4.4, 1.2)}${ribbon(inner, 3, 0.9)}${budD(cx + 14, 24, 30, 20, 4, 1)}" ${style}/><g fill="${p.highlight}">${dots([spiral.pts[26]!, inner.pts[16]!])}</g>`;
  const crest = `${mirrored('kh', halfCrest, w)}<path d="${budD(cx, 10, 90, 40, 7, 0)}${budD(cx + 2, 14, 40, 20, 4.6, 1)}${budD(cx - 2, 14, 140, 20, 4.6, -1)}" ${style}/><circle cx="${cx}" cy="60" r="2.2" fill="${p.highlight}"/>`;
  if (c.m % 3 === 1) {
    // A frieze instead: a running scroll carved along a tinted board across the top (and the
    // bottom), between gold rules, a bud hanging from its middle; plain rules down the sides.
    const y0 = 8;
    const y1 = 60;
    const run = runningScroll(24, (y0 + y1) / 2, w - 84, 5, 7, 3.8);
    const frieze = `<rect x="8" y="${y0}" width="${w - 16}" height="${y1 - y0}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.5 : 0.45}"/><path d="M8 ${y0 + 0.5}H${w - 8}M8 ${y1 - 0.5}H${w - 8}" stroke="${p.highlight}" stroke-width="1.2"/><path d="M8 ${y0 + 4}H${w - 8}M8 ${y1 - 4}H${w - 8}" stroke="${p.accent}" stroke-width=".5" opacity=".6"/><path d="${run.d}" ${style}/><g fill="${p.highlight}">${dots(run.dots)}</g><path d="${budD(cx, y1, 90, 22, 5, 0)}" ${style}/><circle cx="${cx}" cy="${y1 + 28}" r="2" fill="${p.highlight}"/>`;
    const square = card(c, 'square', 0);
    const sides = `<path d="M8 8V${h - 8}M${w - 8} 8V${h - 8}" stroke="${p.accent}" stroke-width="1.6"/><path d="M14 ${y1}V${h - y1}M${w - 14} ${y1}V${h - y1}" stroke="${p.highlight}" stroke-width=".7"/>`;
    return {
      defs: square.defs,
      body: `${square.body}${sides}<g id="kt">${frieze}</g>${toBottom('kt', h)}`,
    };
  }
  return {
    defs: base.defs,
    body: `${base.body}${lines}${fourCorners('kc', corner, w, h)}<g id="kt">${crest}</g>${toBottom('kt', h)}`,
  };
}

import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card, outline } from '../compositions/framed-card';
import { fourCorners, lozenge, toBottom } from '../compositions/framed-motifs';

// The minimal family's border for the framed composition (compositions/framed-borders.ts).

/** A fine double rule with small notched corners, a lozenge at the top and bottom centre. */
export function minimalFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const k = 14;
  const base = card(c, 'notch', k);
  const cx = w / 2;
  const gap = `<rect x="${cx - 14}" y="0" width="28" height="20" fill="${p.page}"/><rect x="${cx - 14}" y="0" width="28" height="20" fill="${p.panel}"/>`;
  const lines =
    outline(c, 'notch', k, 6, p.accent, 1.1) +
    outline(c, 'notch', k, 12, p.accent, 0.6, ' opacity=".75"');
  const mark = `${gap}<path d="${lozenge(cx, 9, 6, 9)}" fill="${p.highlight}"/><path d="${lozenge(cx, 9, 10, 14)}" fill="none" stroke="${p.accent}" stroke-width=".7"/><circle cx="${cx - 22}" cy="6" r="1.6" fill="${p.highlight}"/><circle cx="${cx + 22}" cy="6" r="1.6" fill="${p.highlight}"/>`;
  const corner = `<circle cx="${6 + k / 2}" cy="${6 + k / 2}" r="2" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${lines}<g id="mt">${mark}</g>${toBottom('mt', h)}${fourCorners('mc', corner, w, h)}`,
  };
}

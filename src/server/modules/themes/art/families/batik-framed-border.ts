import { leafD, pt, r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card } from '../compositions/framed-card';
import { fourCorners, toBottom } from '../compositions/framed-motifs';

// The batik family's border for the framed composition (compositions/framed-borders.ts).

/** Batik: a bold wax line and a fine one, a flower with dotted (cecek) petals at each corner. */
export function batikFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const base = card(c, 'square', 0);
  const o = 7;
  const band = `<path d="M${o} ${o}H${w - o}V${h - o}H${o}ZM${o + 8} ${o + 8}V${h - o - 8}H${w - o - 8}V${o + 8}Z" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.7 : 0.45}" fill-rule="evenodd"/><path d="M${o} ${o}H${w - o}V${h - o}H${o}Z" fill="none" stroke="${p.accent}" stroke-width="2.2"/><path d="M${o + 8} ${o + 8}H${w - o - 8}V${h - o - 8}H${o + 8}Z" fill="none" stroke="${p.accent}" stroke-width=".8"/>`;
  // The corner flower: four almond petals and four small ones between, dots inside the petals.
  const fc = 30;
  let petals = '';
  let small = '';
  let dots = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + Math.PI / 4;
    const s = Math.cos(a);
    const sn = Math.sin(a);
    const at = (u: number, v: number) => pt(fc + u * s - v * sn, fc + u * sn + v * s);
    petals += `M${at(3, 0)}C${at(8, 9)} ${at(20, 8)} ${at(24, 0)}C${at(20, -8)} ${at(8, -9)} ${at(3, 0)}Z`;
    for (const u of [9, 14, 19])
      dots += `<circle cx="${at(u, 0).split(' ')[0]}" cy="${at(u, 0).split(' ')[1]}" r="1"/>`;
    const b = a + Math.PI / 4;
    const bx = Math.cos(b);
    const by = Math.sin(b);
    const at2 = (u: number, v: number) => pt(fc + u * bx - v * by, fc + u * by + v * bx);
    small += `M${at2(4, 0)}Q${at2(9, 5)} ${at2(14, 0)}Q${at2(9, -5)} ${at2(4, 0)}Z`;
  }
  // Leaves with a dotted midrib running from the flower along the top and down the side.
  const leafRun = (horizontal: boolean) => {
    let d = '';
    let ds = '';
    for (let i = 0; i < 3; i++) {
      const u = 58 + i * 22;
      const [x, y] = horizontal ? [u, o + 18] : [o + 18, u];
      const deg = horizontal ? (i % 2 ? -20 : 20) : i % 2 ? 70 : 110;
      d += leafD(x - (horizontal ? 14 : 0), y - (horizontal ? 0 : 14), deg, 20, 5);
      ds += `<circle cx="${r1(x - (horizontal ? 4 : 0))}" cy="${r1(y - (horizontal ? 0 : 4))}" r=".9"/>`;
    }
    return { d, ds };
  };
  const lt = leafRun(true);
  const ls = leafRun(false);
  const corner = `<rect x="${o - 1}" y="${o - 1}" width="48" height="48" fill="${p.page}"/><rect x="${o - 1}" y="${o - 1}" width="48" height="48" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.5 : 0.3}" stroke="${p.accent}" stroke-width="1.6"/><path d="${small}" fill="${p.highlight}" fill-opacity=".8"/><path d="${petals}" fill="${p.dark ? p.accentSoft : p.page}" stroke="${p.accent}" stroke-width="1.1"/><g fill="${p.accent}">${dots}</g><circle cx="${fc}" cy="${fc}" r="3" fill="${p.highlight}" stroke="${p.accent}" stroke-width=".8"/><path d="${lt.d}${ls.d}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.9 : 0.8}" stroke="${p.accent}" stroke-width=".8"/><g fill="${p.highlight}">${lt.ds}${ls.ds}</g>`;
  // Tumpal at the top centre: three triangles hanging from the band, lined and dotted.
  const cx = w / 2;
  const tri = (x: number, hw: number, depth: number) =>
    `M${x - hw} ${o + 8}L${x} ${o + 8 + depth}L${x + hw} ${o + 8}Z`;
  const inner = (x: number, hw: number, depth: number) =>
    `M${r1(x - hw * 0.55)} ${o + 8}L${x} ${r1(o + 8 + depth * 0.62)}L${r1(x + hw * 0.55)} ${o + 8}`;
  let tdots = '';
  for (const [x, depth] of [
    [cx, 50],
    [cx - 26, 34],
    [cx + 26, 34],
  ] as const) {
    for (let k = 1; k <= 3; k++)
      tdots += `<circle cx="${x}" cy="${r1(o + 8 + depth * (0.62 + k * 0.09))}" r=".9"/>`;
  }
  const tumpal = `<path d="${tri(cx - 26, 13, 34)}${tri(cx + 26, 13, 34)}${tri(cx, 15, 50)}" fill="${p.accentSoft}" fill-opacity="${p.dark ? 0.9 : 0.8}" stroke="${p.accent}" stroke-width="1"/><path d="${inner(cx - 26, 13, 34)}${inner(cx + 26, 13, 34)}${inner(cx, 15, 50)}" fill="none" stroke="${p.accent}" stroke-width=".6"/><g fill="${p.accent}">${tdots}</g><circle cx="${cx}" cy="${o + 8 + 58}" r="1.8" fill="${p.highlight}"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${band}${fourCorners('tc', corner, w, h)}<g id="tt">${tumpal}</g>${toBottom('tt', h)}`,
  };
}

import { r1 } from '../svg';
import type { FramedCtx, Drawing } from '../compositions/framed-card';
import { card } from '../compositions/framed-card';
import { fourCorners, lozenge, silkAndGold, toBottom } from '../compositions/framed-motifs';

// The songket family's border for the framed composition (compositions/framed-borders.ts).

/** Songket: woven silk bands, pucuk rebung along the top and bottom, woven lozenges at corners. */
export function songketFramedBorder(c: FramedCtx): Drawing {
  const { p, w, h } = c;
  const { silk, gold } = silkAndGold(p);
  // The second form (from motif 8 on): a broad band woven in lozenges, three shoots at its middle.
  const woven = c.m >= 8;
  const base = card(c, 'square', 0);
  const o = 6;
  const sideW = 14;
  const topH = woven ? 42 : 26;
  // Side bands: silk with gold edges and a centre thread (straight: the sides are stretched).
  const sides = [o, w - o - sideW]
    .map(
      (x) =>
        `<rect x="${x}" y="${o}" width="${sideW}" height="${h - 2 * o}" fill="${silk}"/><path d="M${x + 1.5} ${o}V${h - o}M${x + sideW - 1.5} ${o}V${h - o}" stroke="${gold}" stroke-width=".9"/><path d="M${x + sideW / 2} ${o}V${h - o}" stroke="${gold}" stroke-width=".6"/>`,
    )
    .join('');
  // The top band: silk, gold edges, a zigzag thread with small lozenges in its turns.
  const y0 = o;
  const y1 = o + topH;
  let zig = `M${o} ${y0 + 7}`;
  let diamonds = '';
  const step = 8;
  for (let x = o + step, i = 1; x <= w - o; x += step, i++) {
    zig += `L${x} ${i % 2 ? y1 - 7 : y0 + 7}`;
    if (i % 2 === 0) diamonds += lozenge(x, y1 - 6, 1.6, 2.2);
    else diamonds += lozenge(x, y0 + 6, 1.6, 2.2);
  }
  let weave = '';
  if (woven) {
    // Belah ketupat: diagonals crossing the band, a gold lozenge in every cell.
    const cell = 18;
    const hh = topH - 8;
    let lines = '';
    let cells = '';
    for (let x = o - hh; x < w; x += cell) {
      lines += `M${x} ${y0 + 4}L${x + hh} ${y1 - 4}M${x + hh} ${y0 + 4}L${x} ${y1 - 4}`;
      cells += lozenge(x + hh / 2, (y0 + y1) / 2, 3, 4.4);
    }
    weave = `<clipPath id="sb"><rect x="${o}" y="${y0 + 4}" width="${w - 2 * o}" height="${hh}"/></clipPath><g clip-path="url(#sb)"><path d="${lines}" stroke="${gold}" stroke-width=".7"/><path d="${cells}" fill="${gold}"/></g>`;
  }
  const band = `<rect x="${o}" y="${y0}" width="${w - 2 * o}" height="${topH}" fill="${silk}"/><path d="M${o} ${y0 + 1.8}H${w - o}M${o} ${y1 - 1.8}H${w - o}" stroke="${gold}" stroke-width="1"/>${woven ? weave : `<path d="${zig}" fill="none" stroke="${gold}" stroke-width=".7"/><path d="${diamonds}" fill="${gold}"/>`}`;
  // Pucuk rebung: bamboo shoots hanging from the band towards the names.
  const P = woven ? 30 : 28;
  const T = woven ? 40 : 34;
  const x0 = o + sideW + 28;
  const count = woven ? 3 : Math.floor((w - 2 * x0) / P);
  const start = (w - count * P) / 2;
  let shoots = '';
  let threads = '';
  let ladder = '';
  for (let i = 0; i < count; i++) {
    const x = start + i * P;
    const m = x + P / 2;
    const tall = woven ? (i === 1 ? T : T * 0.62) : i % 2 === 0 ? T : T * 0.72;
    shoots += `M${r1(x + 0.8)} ${y1}L${r1(m)} ${r1(y1 + tall)}L${r1(x + P - 0.8)} ${y1}Z`;
    threads += `M${r1(x + P * 0.24)} ${y1}L${r1(m)} ${r1(y1 + tall * 0.78)}L${r1(x + P * 0.76)} ${y1}`;
    for (const f of [0.22, 0.44]) {
      const y = y1 + tall * f;
      const half = (P / 2) * (1 - f) - 1.5;
      ladder += `M${r1(m - half)} ${r1(y)}H${r1(m - half * 0.45)}M${r1(m + half * 0.45)} ${r1(y)}H${r1(m + half)}`;
    }
    ladder += lozenge(m, y1 + tall * 0.62, 1.6, 2.4);
  }
  const rebung = `<path d="${shoots}" fill="${silk}" stroke="${gold}" stroke-width="1" stroke-linejoin="round"/><path d="${threads}" fill="none" stroke="${gold}" stroke-width=".55"/><path d="${ladder}" stroke="${gold}" stroke-width=".55" fill="${gold}"/>`;
  // A woven lozenge block at each corner: belah ketupat, nested diamonds with a flower.
  const B = 40;
  const bc = o + B / 2;
  const corner = `<rect x="${o}" y="${o}" width="${B}" height="${B}" fill="${silk}" stroke="${gold}" stroke-width="1.2"/><rect x="${o + 3}" y="${o + 3}" width="${B - 6}" height="${B - 6}" fill="none" stroke="${gold}" stroke-width=".6"/><path d="${lozenge(bc, bc, 15, 15)}${lozenge(bc, bc, 10, 10)}" fill="none" stroke="${gold}" stroke-width=".8"/><path d="${lozenge(bc, bc - 4, 2, 4)}${lozenge(bc, bc + 4, 2, 4)}${lozenge(bc - 4, bc, 4, 2)}${lozenge(bc + 4, bc, 4, 2)}${lozenge(o + 5, o + 5, 1.8, 1.8)}${lozenge(o + B - 5, o + 5, 1.8, 1.8)}${lozenge(o + 5, o + B - 5, 1.8, 1.8)}${lozenge(o + B - 5, o + B - 5, 1.8, 1.8)}" fill="${gold}"/>`;
  const inner = `<path d="M${o + sideW + 5} ${y1 + 4}V${h - y1 - 4}M${w - o - sideW - 5} ${y1 + 4}V${h - y1 - 4}" stroke="${silk}" stroke-width=".6" opacity=".6"/>`;
  return {
    defs: base.defs,
    body: `${base.body}${sides}<g id="st">${band}${rebung}</g>${toBottom('st', h)}${inner}${fourCorners('sc', corner, w, h)}`,
  };
}

import type { Pt } from './framed-motifs';

// The shaped ends of a cartouche (a plate with shaped ends): each end is drawn as its top edge,
// from the top of the plate's left side over to the top of its right side, as runs of points:
// straight runs (corners kept) and curved runs (drawn smooth through their points). The bottom end
// is the top turned over. Every end is drawn at an inset, so a plate can be outlined twice.

export type EndShape =
  'ogee' | 'lobed3' | 'lobed5' | 'lobed7' | 'plaque' | 'stepped' | 'arched' | 'notched';

export interface Run {
  curve: boolean;
  pts: Pt[];
}

export interface Plate {
  /** The plate's sides. */
  x0: number;
  x1: number;
  /** Where its straight sides end and the shaped end begins (same at the bottom, turned). */
  yS: number;
  /** The frame's height. */
  h: number;
}

const line = (...pts: Pt[]): Run => ({ curve: false, pts });
const curve = (...pts: Pt[]): Run => ({ curve: true, pts });

/** Points round an ellipse from angle a0 to a1 (radians, y down), centre cx cy. */
function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  n: number,
): Pt[] {
  return Array.from({ length: n + 1 }, (_, k) => {
    const a = a0 + ((a1 - a0) * k) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Pt;
  });
}

/** The left half of an end, mirrored onto the right: runs from left side to the axis, and on. */
function symmetric(cx: number, left: Run[], pointed: boolean): Run[] {
  const mirror = ([x, y]: Pt): Pt => [2 * cx - x, y];
  const right = [...left]
    .reverse()
    .map((r) => ({ curve: r.curve, pts: [...r.pts].reverse().map(mirror) }));
  if (!pointed) {
    // A smooth crown: join the last left run and the first right run into one curve.
    const a = left[left.length - 1]!;
    const b = right[0]!;
    if (a.curve && b.curve)
      return [...left.slice(0, -1), curve(...a.pts, ...b.pts.slice(1)), ...right.slice(1)];
  }
  return [...left, ...right];
}

/** The top end of a plate, inset by i from its outline. */
export function endRuns(shape: EndShape, plate: Plate, i: number): Run[] {
  const { x0: X0, x1: X1, yS } = plate;
  const cx = (X0 + X1) / 2;
  const x0 = X0 + i;
  const x1 = X1 - i;
  switch (shape) {
    case 'ogee': {
      // Shoulders swelling up from the sides, then an ogee drawing in to a point.
      return symmetric(
        cx,
        [
          line([x0, yS], [x0, 58]),
          curve(
            [x0, 58],
            [x0 + 4, 45 + i * 0.5],
            [X0 + 30, 38 + i],
            [cx - 62, 35 + i],
            [cx - 30, 29 + i],
            [cx - 13, 21 + i],
            [cx - 4, 14 + i * 1.1],
            [cx, 6 + i * 1.4],
          ),
        ],
        true,
      );
    }
    case 'arched': {
      // A shallow arch over rounded shoulders.
      return symmetric(
        cx,
        [
          line([x0, yS], [x0, 62]),
          curve(
            [x0, 62],
            [x0 + 2, 48 + i * 0.6],
            [X0 + 16, 36 + i],
            [cx - 90, 27 + i],
            [cx - 45, 20 + i],
            [cx, 17 + i],
          ),
        ],
        false,
      );
    }
    case 'lobed3':
    case 'lobed5':
    case 'lobed7': {
      // Lobes (scallops) across the end, the middle one the largest, cusps between them.
      const n = Number(shape.slice(5));
      const yb = 42 + i;
      const weights = Array.from({ length: n }, (_, k) => (k === (n - 1) / 2 ? 1.45 : 1));
      const total = weights.reduce((a, b) => a + b, 0);
      const runs: Run[] = [line([x0, yS], [x0, yb])];
      let xa = x0;
      for (let k = 0; k < n; k++) {
        const w = ((x1 - x0) * weights[k]!) / total;
        const rise = (k === (n - 1) / 2 ? 26 : n === 3 ? 14 : 12) - i * 0.5;
        runs.push(curve(...arc(xa + w / 2, yb, w / 2, rise, Math.PI, 2 * Math.PI, 4)));
        xa += w;
      }
      runs.push(line([x1, yb], [x1, yS]));
      return runs;
    }
    case 'plaque': {
      // A Peranakan plaque: concave cut corners, and a raised tablet in the middle of the end,
      // its shoulders scooped.
      const top = 36;
      const tab = 20;
      const k = 24;
      const R = k + i;
      const d = Math.sqrt(R * R - i * i);
      const rs = top - tab + i;
      const ds = Math.sqrt(rs * rs - i * i);
      const sx = cx - 60;
      return symmetric(
        cx,
        [
          line([x0, yS], [x0, top + d]),
          curve(...arc(X0, top, R, R, Math.acos(i / R), Math.asin(i / R), 6)),
          line([X0 + d, top + i], [sx, top + i]),
          curve(...arc(sx, tab, rs, rs, Math.PI / 2, Math.asin(i / rs), 5)),
          line([sx + ds, tab + i], [cx, tab + i]),
        ],
        true,
      );
    }
    case 'stepped': {
      // Art deco: the end rises to the middle in three steps.
      const pts: Pt[] = [
        [x0, yS],
        [x0, 58 + i],
        [X0 + 44 + i, 58 + i],
        [X0 + 44 + i, 44 + i],
        [X0 + 84 + i, 44 + i],
        [X0 + 84 + i, 32 + i],
        [cx - 44 + i, 32 + i],
        [cx - 44 + i, 20 + i],
        [cx, 20 + i],
      ];
      return symmetric(cx, [line(...pts)], true);
    }
    case 'notched': {
      // Square notches at the corners and a small point in the middle.
      const top = 30;
      const k = 16;
      return symmetric(
        cx,
        [
          line(
            [x0, yS],
            [x0, top + k],
            [X0 + k, top + k],
            [X0 + k, top + i],
            [cx - 16, top + i],
            [cx, top - 10 + i * 1.2],
          ),
        ],
        true,
      );
    }
  }
}

const f = (n: number) => String(Math.round(n * 10) / 10);
const fp = (p: Pt) => `${f(p[0])} ${f(p[1])}`;

/** A run drawn from its first point (the pen is already there). */
function drawRun(r: Run): string {
  const pts = r.pts;
  if (!r.curve)
    return pts
      .slice(1)
      .map((p) => `L${fp(p)}`)
      .join('');
  let d = '';
  for (let k = 0; k < pts.length - 1; k++) {
    const p0 = pts[Math.max(0, k - 1)]!;
    const p1 = pts[k]!;
    const p2 = pts[k + 1]!;
    const p3 = pts[Math.min(pts.length - 1, k + 2)]!;
    d += `C${fp([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6])} ${fp([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])} ${fp(p2)}`;
  }
  return d;
}

/** The whole plate's outline at inset i: the top end, down the right side, the bottom end, up. */
export function platePath(shape: EndShape, plate: Plate, i: number): string {
  const top = endRuns(shape, plate, i);
  const turn = ([x, y]: Pt): Pt => [x, plate.h - y];
  const bottom = [...top]
    .reverse()
    .map((r) => ({ curve: r.curve, pts: [...r.pts].reverse().map(turn) }));
  const start = top[0]!.pts[0]!;
  let d = `M${fp(start)}`;
  for (const r of top) d += drawRun(r);
  const end = top[top.length - 1]!.pts;
  d += `L${fp(turn(end[end.length - 1]!))}`;
  for (const r of bottom) d += drawRun(r);
  return `${d}Z`;
}

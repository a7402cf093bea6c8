import type { Pt } from './framed-motifs';

// The curves of an arch, as the left half of its intrados (the inner edge) from the springing
// point up to the crown, and lines parallel to it: the extrados (the outer edge of the ring of
// voussoirs) and a recessed line inside. Each half is sampled and offset along its normals, then
// mirrored about the axis, so a pointed crown stays pointed at every offset.

export type ArchShape = 'pointed' | 'horseshoe' | 'mihrab' | 'onion' | 'lancet' | 'multifoil';

export interface ArchGeometry {
  shape: ArchShape;
  /** The axis. */
  cx: number;
  /** The inner faces of the jambs: the intrados springs from xL and 2·cx − xL. */
  xL: number;
  /** The springing line. */
  S: number;
  /** The crown of the intrados. */
  apex: number;
}

/** The left half of the intrados, t = 0 at the springing point, t = 1 at the crown. */
function halfPoint(g: ArchGeometry, t: number): Pt {
  const a = g.cx - g.xL;
  const H = g.S - g.apex;
  switch (g.shape) {
    case 'pointed':
    case 'lancet':
    case 'multifoil': {
      // Two-centred: the left arc's centre is on the springing line, right of the axis for a
      // lancet (taller than a semicircle), so the arcs meet in a point.
      const R = (a * a + H * H) / (2 * a);
      const ccx = g.xL + R;
      const end = Math.asin(H / R);
      const th = Math.PI + t * end;
      return [ccx + R * Math.cos(th), g.S + R * Math.sin(th)];
    }
    case 'horseshoe': {
      // A round arch whose circle runs on below its centre: it narrows back to the jambs.
      // The circle through the crown and both springing points; its centre sits above the
      // springing line when the arch is taller than half its span.
      const rr = (a * a + H * H) / (2 * H);
      const cy = g.apex + rr;
      const start = Math.atan2(g.S - cy, g.xL - g.cx);
      const th = start + t * (1.5 * Math.PI - start);
      return [g.cx + rr * Math.cos(th), cy + rr * Math.sin(th)];
    }
    case 'mihrab': {
      // A pointed horseshoe: both centres raised d above the springing line, so each arc swells
      // out past the jamb before it comes back to it. R solves sqrt(R² − d²) − sqrt(R² − h²) = a.
      const d = H * 0.14;
      const h2 = H - d;
      let lo = h2;
      let hi = 20 * H;
      for (let i = 0; i < 60; i++) {
        const R = (lo + hi) / 2;
        if (Math.sqrt(R * R - d * d) - Math.sqrt(R * R - h2 * h2) > a) lo = R;
        else hi = R;
      }
      const R = (lo + hi) / 2;
      const ccx = g.cx + Math.sqrt(R * R - h2 * h2);
      const th0 = Math.PI - Math.asin(d / R);
      const th1 = Math.PI + Math.asin(h2 / R);
      const th = th0 + t * (th1 - th0);
      return [ccx + R * Math.cos(th), g.S - d + R * Math.sin(th)];
    }
    case 'onion': {
      // Two cubics: out over swelling shoulders, then in to a drawn-out point.
      const P0: Pt = [g.xL, g.S];
      const P1: Pt = [g.xL - a * 0.1, g.S - H * 0.42];
      const P2: Pt = [g.cx - a * 0.62, g.apex + H * 0.42];
      const P3: Pt = [g.cx - a * 0.22, g.apex + H * 0.2];
      const Q1: Pt = [g.cx - a * 0.07, g.apex + H * 0.12];
      const Q2: Pt = [g.cx - a * 0.01, g.apex + H * 0.06];
      const Q3: Pt = [g.cx, g.apex];
      const bez = (A: Pt, B: Pt, C: Pt, D: Pt, u: number): Pt => {
        const v = 1 - u;
        return [
          v * v * v * A[0] + 3 * v * v * u * B[0] + 3 * v * u * u * C[0] + u * u * u * D[0],
          v * v * v * A[1] + 3 * v * v * u * B[1] + 3 * v * u * u * C[1] + u * u * u * D[1],
        ];
      };
      return t < 0.72 ? bez(P0, P1, P2, P3, t / 0.72) : bez(P3, Q1, Q2, Q3, (t - 0.72) / 0.28);
    }
  }
}

/** The left half sampled, offset by e (outwards positive), ending on the axis. */
function offsetHalf(g: ArchGeometry, e: number, n = 48): Pt[] {
  const base = Array.from({ length: n + 1 }, (_, i) => halfPoint(g, i / n));
  const out: Pt[] = base.map((p, i) => {
    const q = base[Math.min(n, i + 1)]!;
    const o = base[Math.max(0, i - 1)]!;
    const dx = q[0] - o[0];
    const dy = q[1] - o[1];
    const len = Math.hypot(dx, dy) || 1;
    // The left half runs up and to the right; outwards is to its left (−dy, dx) turned: (dy, −dx).
    return [p[0] + (dy / len) * e, p[1] - (dx / len) * e];
  });
  // Cut where the line crosses the axis, or carry its last step on to the axis.
  const cut: Pt[] = [];
  for (let i = 0; i < out.length; i++) {
    const p = out[i]!;
    if (p[0] >= g.cx) {
      const prev = out[i - 1];
      if (prev) {
        const u = (g.cx - prev[0]) / (p[0] - prev[0]);
        cut.push([g.cx, prev[1] + (p[1] - prev[1]) * u]);
      }
      return cut;
    }
    cut.push(p);
  }
  const a = out[out.length - 2]!;
  const b = out[out.length - 1]!;
  if (b[0] < g.cx - 0.05) {
    // Carried on along its last step, but not far above the crown (a near-vertical onion tip).
    const u = (g.cx - a[0]) / (b[0] - a[0] || 1e-6);
    cut.push([g.cx, Math.max(g.apex - e * 1.5, a[1] + (b[1] - a[1]) * u)]);
  }
  return cut;
}

const fmt = (p: Pt) => `${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`;

/** Points of the whole curve at offset e, from the left springing over the crown to the right. */
export function archPoints(g: ArchGeometry, e: number): Pt[] {
  const left = offsetHalf(g, e);
  const right = left
    .slice(0, -1)
    .reverse()
    .map(([x, y]) => [2 * g.cx - x, y] as Pt);
  return [...left, ...right];
}

/** Every k-th point of a run, always keeping its first and last. */
function thin(pts: Pt[], k: number): Pt[] {
  return pts.filter((_, i) => i % k === 0 || i === pts.length - 1);
}

/** A run of points as a smooth curve (Catmull-Rom written as cubics), without its M. */
function smooth(pts: Pt[]): string {
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    d += `C${fmt([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6])} ${fmt([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])} ${fmt(p2)}`;
  }
  return d;
}

/**
 * The curve at offset e as path data, starting with M at the left springing point: each half a
 * smooth run of a few points, meeting at the crown (in a point, where the arch is pointed).
 */
export function archCurve(g: ArchGeometry, e: number): string {
  const left = offsetHalf(g, e);
  const keep = thin(left, 4);
  const right = keep
    .slice(0, -1)
    .reverse()
    .map(([x, y]) => [2 * g.cx - x, y] as Pt);
  return `M${fmt(keep[0]!)}${smooth(keep)}${smooth([keep[keep.length - 1]!, ...right])}`;
}

/**
 * A cusped (multifoil) line: small lobes, each an arc bulging outwards, between cusps spaced
 * evenly along the curve at offset e.
 */
export function lobedCurve(g: ArchGeometry, e: number, lobes: number): string {
  const pts = archPoints(g, e);
  // Arc length along the points, to space the cusps evenly.
  const acc: number[] = [0];
  for (let i = 1; i < pts.length; i++)
    acc.push(acc[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const total = acc[acc.length - 1]!;
  const at = (s: number): Pt => {
    let i = 1;
    while (i < acc.length - 1 && acc[i]! < s) i++;
    const u = (s - acc[i - 1]!) / (acc[i]! - acc[i - 1]! || 1);
    return [
      pts[i - 1]![0] + (pts[i]![0] - pts[i - 1]![0]) * u,
      pts[i - 1]![1] + (pts[i]![1] - pts[i - 1]![1]) * u,
    ];
  };
  let d = `M${fmt(pts[0]!)}`;
  for (let k = 1; k <= lobes; k++) {
    const p = at((total * k) / lobes);
    const q = at((total * (k - 1)) / lobes);
    const chord = Math.hypot(p[0] - q[0], p[1] - q[1]);
    const r = Math.round(chord * 0.62 * 10) / 10;
    d += `A${r} ${r} 0 0 1 ${fmt(p)}`;
  }
  return d;
}

/**
 * The ring of voussoirs between offsets e0 and e1, cut into `count` wedges a side: every other
 * wedge as one path (the others stay the ring's own colour), and the joints between them.
 */
export function voussoirs(
  g: ArchGeometry,
  e0: number,
  e1: number,
  count: number,
): { alternate: string; joints: string } {
  const inner = archPoints(g, e0);
  const outer = archPoints(g, e1);
  // Both sampled from the same half-curve: the k-th point of each shares a normal, as long as
  // neither was cut short at the crown; joints use the shorter run on each side.
  const half = Math.min(inner.length, outer.length) >> 1;
  const idx = (k: number) => Math.round((k / count) * (half - 1));
  let alternate = '';
  let joints = '';
  for (const side of [0, 1]) {
    const pick = (pts: Pt[], i: number) => (side === 0 ? pts[i]! : pts[pts.length - 1 - i]!);
    for (let k = 0; k < count; k++) {
      const a = idx(k);
      const b = idx(k + 1);
      const q = [pick(inner, a), pick(outer, a), pick(outer, b), pick(inner, b)];
      if (k % 2 === 1) alternate += `M${q.map(fmt).join('L')}Z`;
      if (k > 0) joints += `M${fmt(q[0]!)}L${fmt(q[1]!)}`;
    }
  }
  return { alternate, joints };
}

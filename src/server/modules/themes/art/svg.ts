// Small helpers shared by the art families: a seeded random source and SVG document builders.

/** A seeded random source: numbers in [0, 1), the same sequence for the same seed. */
export type Rng = () => number;

export function seededRandom(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates to one decimal: smaller SVG text, no visible difference. */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Two decimals, for scales and fine details where one is visibly coarse. */
export const r2 = (n: number): string => String(Math.round(n * 100) / 100);

export function svgDocument(
  viewBox: string,
  body: string,
  options: { defs?: string; preserveAspectRatio?: string; sized?: boolean } = {},
): string {
  const par = options.preserveAspectRatio
    ? ` preserveAspectRatio="${options.preserveAspectRatio}"`
    : '';
  // A frame is sliced as a CSS border-image, whose slice numbers count in the picture's own
  // size: `sized` gives it one, the viewBox's.
  const [, , width, height] = viewBox.split(' ');
  const size = options.sized ? ` width="${width}" height="${height}"` : '';
  const defs = options.defs ? `<defs>${options.defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${size}${par}>${defs}${body}</svg>`;
}

export const TOP_VIEWBOX = '0 0 400 240';
export const CENTRE_VIEWBOX = '0 0 240 48';
export const BACKGROUND_VIEWBOX = '0 0 390 844';

/** A bottom decoration drawn as its top twin turned upside down (and mirrored if asked). */
export function flipToBottom(topBody: string, mirror = false): string {
  const transform = mirror ? 'translate(400 240) rotate(180)' : 'translate(0 240) scale(1 -1)';
  return `<g transform="${transform}">${topBody}</g>`;
}

/** Shortens drawn SVG text: `0.5` → `.5`, and no space before a minus inside path data. */
export const tidy = (s: string): string =>
  s.replace(/([^\d.])0\./g, '$1.').replace(/ d="[^"]*"/g, (d) => d.replace(/ -/g, '-'));

/** A point as SVG writes it: `12.3 45.6`. */
export const pt = (x: number, y: number): string => `${r1(x)} ${r1(y)}`;

export const rad = (deg: number): number => (deg * Math.PI) / 180;

/** A leaf as path data: base (x, y), pointing at `deg`, length l, half-width w. */
export function leafD(x: number, y: number, deg: number, l: number, w: number): string {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const rel = (u: number, v: number) => pt(u * c - v * s, u * s + v * c);
  return `M${pt(x, y)}c${rel(l * 0.25, w * 1.1)} ${rel(l * 0.62, w)} ${rel(l, 0)}c${rel(-l * 0.38, -w * 0.9)} ${rel(-l * 0.75, -w * 1.05)} ${rel(-l, 0)}`;
}

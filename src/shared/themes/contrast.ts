// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them.
// Used to hold every theme's text to AA (4.5:1 for body text, 3:1 for large names).

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb` or `rgba(r, g, b, a)` / `rgb(r, g, b)`. */
export function parseColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    colour.trim(),
  );
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]),
    };
  }
  throw new Error(`not a colour: ${colour}`);
}

/** A translucent colour laid over an opaque one. */
export function composite(over: Rgba, under: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * over.a + bottom * (1 - over.a);
  return { r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

// The linear value of each 8-bit channel, computed once: a screenshot's pixels are judged in the
// hundreds of thousands (e2e/theme-contrast.spec.ts), and a power per channel per pixel adds up.
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => channel(value));

/** The relative luminance of an opaque 8-bit pixel (the channels of a decoded screenshot). */
export function pixelLuminance(r: number, g: number, b: number): number {
  return 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;
}

/** The contrast ratio of two relative luminances, 1 … 21. */
export function luminanceRatio(one: number, other: number): number {
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The contrast ratio of two colours, 1 … 21. Translucent colours are laid over the second. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background);
  const front = composite(parseColour(foreground), back);
  return luminanceRatio(relativeLuminance(front), relativeLuminance(back));
}

export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

/** `#rrggbb` of an opaque colour (alpha is dropped). */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** A translucent `over` laid on an opaque `under`, as `#rrggbb`: what a panel looks like on a page. */
export function flatten(over: string, under: string): string {
  return toHex(composite(parseColour(over), parseColour(under)));
}

/**
 * The colour made just deep enough to read: darkened on light grounds, lightened on dark ones, in
 * small steps, until it reaches `ratio` against every one of `backgrounds` (opaque colours, all
 * light or all dark). The hue stays (a gold label stays gold, only antique), so a theme keeps its
 * character; a colour that reads already comes back as it was.
 */
export function shadeToContrast(
  colour: string,
  backgrounds: readonly string[],
  ratio: number,
): string {
  const start = parseColour(colour);
  const lightGround = relativeLuminance(parseColour(backgrounds[0]!)) > 0.179;
  const toward = lightGround ? 0 : 255;
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    const mix = (c: number) => c + (toward - c) * t;
    const shade = toHex({ r: mix(start.r), g: mix(start.g), b: mix(start.b), a: 1 });
    if (backgrounds.every((background) => contrastRatio(shade, background) >= ratio)) {
      return step === 0 ? colour : shade;
    }
  }
  return lightGround ? '#000000' : '#ffffff';
}

/**
 * How far above the bar the highlight is shaded on the flat page colours. Labels sit on the plain
 * panel: a little margin, so that the browser's rounding of colours never takes them under it. The
 * hero's ampersand sits on the art, whose washes behind the names (the arches' tinted interior)
 * are up to a tenth darker than the page: measured on the rendered page, 3.1:1 on the flat page
 * came out at 2.85:1 there (e2e/theme-contrast.spec.ts).
 */
const LABEL_RATIO = AA_NORMAL_TEXT + 0.1;
const LARGE_RATIO = AA_LARGE_TEXT + 0.5;

/**
 * The theme's highlight colour as it may be used for text. Ornaments keep the palette's
 * bright gold or pastel; text in that colour is shaded until it reads on the page and on the panel
 * over the page: `large` (the ampersands between the names, 24 px and up) to 3:1, `label` (the
 * small capitals TEMPAT, TARIKH, MASA) to 4.5:1, each with the margin above.
 */
export function highlightText({
  page,
  panel,
  highlight,
}: {
  page: string;
  panel: string;
  highlight: string;
}): { large: string; label: string } {
  const grounds = [page, flatten(panel, page)];
  return {
    large: shadeToContrast(highlight, grounds, LARGE_RATIO),
    label: shadeToContrast(highlight, grounds, LABEL_RATIO),
  };
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';

// The WOFF files of the self-hosted fonts, for drawing pictures on the server (satori reads WOFF,
// not WOFF2). Read once, on first use.

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

function slug(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** The latin 400 WOFF of a font family; the system body font is drawn with Montserrat. */
export function fontData(family: HeadingFont | BodyFont, weight: 400 | 600 = 400): Buffer {
  const name = family === 'system' ? 'montserrat' : slug(family);
  const key = `${name}-${weight}`;
  let data = cache.get(key);
  if (!data) {
    const file = require.resolve(`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`);
    data = fs.readFileSync(file);
    cache.set(key, data);
  }
  return data;
}

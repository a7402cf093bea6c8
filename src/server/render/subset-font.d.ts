// subset-font (harfbuzz's subsetter as WebAssembly) ships no types; this is the call we use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noHinting?: boolean },
  ): Promise<Buffer>;
}

// fontverter (subset-font's own WOFF2 packer, WebAssembly) ships no types either.
declare module 'fontverter' {
  export function convert(
    font: Buffer,
    toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt',
    fromFormat?: string,
  ): Promise<Buffer>;
}

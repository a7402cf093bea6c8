// fontkit (the font engine pdfkit itself uses) ships no types; this is the part we call.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Buffer): Font;
}

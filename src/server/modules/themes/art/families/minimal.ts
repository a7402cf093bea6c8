import type { ArtFamily } from '../art-types';
import { CENTRE_VIEWBOX, TOP_VIEWBOX, flipToBottom, r1, svgDocument } from '../svg';

// Minimal frames: thin double rules, small corner ornaments and a fine diamond divider. The
// quietest family: no background picture, the page colour carries the theme.

function corner(x: number, y: number, flipX: boolean, size: number, stroke: string, dot: string) {
  const sx = flipX ? -1 : 1;
  return `<g transform="translate(${x} ${y}) scale(${sx} 1)" fill="none" stroke="${stroke}" stroke-width="1.2" stroke-linecap="round">
    <path d="M0 ${r1(size)}V0H${r1(size)}"/>
    <path d="M6 ${r1(size * 0.7)}V6H${r1(size * 0.7)}"/>
    <path d="M0 0l${r1(size * 0.28)} ${r1(size * 0.28)}"/>
    <circle cx="${r1(size * 0.34)}" cy="${r1(size * 0.34)}" r="3" fill="${dot}" stroke="none"/>
  </g>`;
}

function topBody(stroke: string, dot: string, density: number, motif: number): string {
  const size = 46 + density * 40;
  const inset = 16;
  const rules =
    motif % 3 === 2
      ? ''
      : `<path d="M${inset + size + 10} ${inset}H${400 - inset - size - 10}" stroke="${stroke}" stroke-width="1"/>
         <path d="M${inset + size + 10} ${inset + 6}H${400 - inset - size - 10}" stroke="${stroke}" stroke-width=".6" opacity=".6"/>`;
  const tassel =
    motif % 3 === 1
      ? `<g fill="${dot}"><path d="M200 ${inset + 14}l6 6-6 6-6-6z"/><circle cx="200" cy="${inset + 34}" r="2"/></g>`
      : '';
  return `${corner(inset, inset, false, size, stroke, dot)}${corner(400 - inset, inset, true, size, stroke, dot)}${rules}${tassel}`;
}

export const minimal: ArtFamily = (palette, variant) => {
  const body = topBody(palette.accent, palette.highlight, variant.density, variant.motif);
  return {
    background: null,
    top: svgDocument(TOP_VIEWBOX, body),
    bottom: svgDocument(TOP_VIEWBOX, flipToBottom(body)),
    centre: svgDocument(
      CENTRE_VIEWBOX,
      `<g stroke="${palette.accent}" stroke-width="1" fill="none">
        <path d="M20 24H104M136 24H220"/>
        <path d="M120 14l10 10-10 10-10-10z" fill="${palette.highlight}" stroke="none"/>
        <circle cx="104" cy="24" r="2" fill="${palette.accent}"/><circle cx="136" cy="24" r="2" fill="${palette.accent}"/>
      </g>`,
    ),
  };
};

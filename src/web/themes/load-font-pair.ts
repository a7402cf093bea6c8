import type { BodyFont, HeadingFont } from '@shared/themes/font-pairs';

// A page loads only the fonts of the pair it shows: each font's latin subset is
// a separate CSS chunk that Vite splits off, fetched when a card in that pair is shown. The
// fontsource CSS declares font-display: swap.
const FONT_CSS: Record<HeadingFont | BodyFont, (() => Promise<unknown>) | null> = {
  'Great Vibes': () => import('@fontsource/great-vibes/latin-400.css'),
  Parisienne: () => import('@fontsource/parisienne/latin-400.css'),
  'Playfair Display': () => import('@fontsource/playfair-display/latin-400.css'),
  'Dancing Script': () => import('@fontsource/dancing-script/latin-400.css'),
  'Cormorant Garamond': () => import('@fontsource/cormorant-garamond/latin-500.css'),
  'Alex Brush': () => import('@fontsource/alex-brush/latin-400.css'),
  'Pinyon Script': () => import('@fontsource/pinyon-script/latin-400.css'),
  Cinzel: () => import('@fontsource/cinzel/latin-400.css'),
  Allura: () => import('@fontsource/allura/latin-400.css'),
  Sacramento: () => import('@fontsource/sacramento/latin-400.css'),
  Tangerine: () => import('@fontsource/tangerine/latin-400.css'),
  Marcellus: () => import('@fontsource/marcellus/latin-400.css'),
  Italianno: () => import('@fontsource/italianno/latin-400.css'),
  Montserrat: () => import('@fontsource/montserrat/latin-400.css'),
  Lato: () => import('@fontsource/lato/latin-400.css'),
  system: null,
};

export function loadFonts(...fonts: string[]): Promise<unknown> {
  return Promise.all(
    fonts.map((font) => FONT_CSS[font as HeadingFont | BodyFont]?.() ?? Promise.resolve()),
  );
}

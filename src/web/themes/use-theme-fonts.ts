import { useEffect, useState } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { loadFonts } from './load-font-pair';
import type { CardFonts } from './theme-style';

/**
 * Loads a theme's own font pair and gives it once it is ready (null until then), so a card is
 * never painted in fallback fonts first. Readiness is kept per pair, so moving to another theme
 * waits for that theme's fonts.
 */
export function useThemeFonts(theme: ThemeDetail | undefined): CardFonts | null {
  const heading = theme?.headingFont;
  const body = theme?.bodyFont;
  const pair = heading && body ? `${heading}|${body}` : null;
  const [readyPair, setReadyPair] = useState<string | null>(null);

  useEffect(() => {
    if (!heading || !body) return;
    let live = true;
    void loadFonts(heading, body).then(() => live && setReadyPair(`${heading}|${body}`));
    return () => {
      live = false;
    };
  }, [heading, body]);

  return pair !== null && pair === readyPair ? { heading: heading!, body: body! } : null;
}

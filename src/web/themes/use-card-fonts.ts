import { useEffect, useState } from 'react';
import type { CardContent } from '@shared/card/card-content';
import { chosenFonts } from '@shared/card/card-fonts';
import type { ThemeDetail } from '@shared/schemas/theme';
import { loadFonts } from './load-font-pair';
import type { CardFonts } from './theme-style';

/**
 * The fonts a card or draft is shown in (the couple's pair, else the theme's), once loaded. While
 * another pair loads, the last ready one stays, so a page that changes fonts (the editor's Select
 * Fonts) keeps its card on screen instead of falling back to a spinner; `loading` says so.
 */
export function useCardFonts(
  theme: ThemeDetail | undefined,
  content: Pick<CardContent, 'H2' | 'H2size' | 'fontP'>,
): { fonts: CardFonts | null; headingSize: string; loading: boolean } {
  const chosen = theme ? chosenFonts(content, theme) : null;
  const heading = chosen?.heading;
  const body = chosen?.body;
  const [ready, setReady] = useState<CardFonts | null>(null);

  useEffect(() => {
    if (!heading || !body) return;
    let live = true;
    void loadFonts(heading, body).then(() => live && setReady({ heading, body }));
    return () => {
      live = false;
    };
  }, [heading, body]);

  return {
    fonts: ready,
    headingSize: chosen?.headingSize ?? '',
    loading: ready?.heading !== heading || ready?.body !== body,
  };
}

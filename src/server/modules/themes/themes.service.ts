import type { Locale } from '@shared/i18n/locales';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { ThemeDetail, ThemePage, ThemeSummary } from '@shared/schemas/theme';
import { THEMES } from '@shared/themes/catalogue';
import { highlightText } from '@shared/themes/contrast';
import type { Theme } from '@shared/themes/catalogue';
import type { ThemeArtStore } from './theme-art-store';

/** A theme as the gallery lists it; its picture is the one in the visitor's language (`locale`). */
export function themeSummary(theme: Theme, store: ThemeArtStore, locale: Locale): ThemeSummary {
  return {
    id: theme.id,
    name: theme.name,
    title: theme.title,
    thumbnailUrl: store.thumbnailUrl(theme.name, locale),
    dark: theme.palette.dark,
  };
}

const shadedHighlights = new Map<number, ThemeDetail['highlightText']>();

/** The theme's highlight shaded for text, worked out once per theme on the server: the browser
 * never loads the contrast maths (contrast.ts). */
function highlightTextOf(theme: Theme): ThemeDetail['highlightText'] {
  let shaded = shadedHighlights.get(theme.id);
  if (!shaded) {
    shaded = highlightText(theme.palette);
    shadedHighlights.set(theme.id, shaded);
  }
  return shaded;
}

/**
 * A theme whole, its thumbnail in the visitor's language (`locale`). Pages that never show the
 * thumbnail (the guest card, the wishes book) may leave the language out: they get Malay's.
 */
export function themeDetail(
  theme: Theme,
  store: ThemeArtStore,
  locale: Locale = DEFAULT_LOCALE,
): ThemeDetail {
  return {
    ...themeSummary(theme, store, locale),
    family: theme.family,
    composition: theme.composition,
    fontPair: theme.fontPair,
    headingFont: theme.headingFont,
    headingSize: theme.headingSize,
    bodyFont: theme.bodyFont,
    pageColour: theme.pageColour,
    textColour: theme.textColour,
    centreTextColour: theme.centreTextColour,
    inkColour: theme.palette.ink,
    bodyColour: theme.palette.body,
    highlightColour: theme.palette.highlight,
    highlightText: highlightTextOf(theme),
    accentColour: theme.palette.accent,
    panel: theme.panel,
    countdown: theme.countdown,
    offsets: theme.offsets,
    pdf: theme.pdf,
    art: {
      background: store.artUrl(theme.name, 'background'),
      top: store.artUrl(theme.name, 'top')!,
      bottom: store.artUrl(theme.name, 'bottom')!,
      centre: store.artUrl(theme.name, 'centre'),
      frame: store.artUrl(theme.name, 'frame'),
    },
  };
}

/**
 * One page of the catalogue, as the gallery reads it (10 themes per page), with the thumbnails
 * in the visitor's language (`locale`).
 */
export function themePage(
  page: number,
  pageSize: number,
  store: ThemeArtStore,
  locale: Locale,
): ThemePage {
  const start = (page - 1) * pageSize;
  return {
    themes: THEMES.slice(start, start + pageSize).map((t) => themeSummary(t, store, locale)),
    page,
    pageSize,
    total: THEMES.length,
    nextPage: start + pageSize < THEMES.length ? page + 1 : null,
  };
}

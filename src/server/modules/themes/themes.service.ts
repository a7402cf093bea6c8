import type { ThemeDetail, ThemeSummary } from '@shared/schemas/theme';
import type { Theme } from '@shared/themes/catalogue';
import type { ThemeArtStore } from './theme-art-store';

export function themeSummary(theme: Theme, store: ThemeArtStore): ThemeSummary {
  return {
    id: theme.id,
    name: theme.name,
    title: theme.title,
    thumbnailUrl: store.thumbnailUrl(theme.name),
    dark: theme.palette.dark,
  };
}

export function themeDetail(theme: Theme, store: ThemeArtStore): ThemeDetail {
  return {
    ...themeSummary(theme, store),
    family: theme.family,
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
    },
  };
}

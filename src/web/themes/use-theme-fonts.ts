import type { ThemeDetail } from '@shared/schemas/theme';
import type { CardFonts } from './theme-style';
import { useCardFonts } from './use-card-fonts';

/** No fonts of the couple's own: the theme's pair is the one shown. */
const THEME_OWN_FONTS = { H2: '', H2size: '', fontP: '' };

/**
 * Loads a theme's own font pair and gives it once it is ready (null until then), so a card is
 * never painted in fallback fonts first. Readiness is kept per pair, so moving to another theme
 * waits for that theme's fonts.
 */
export function useThemeFonts(theme: ThemeDetail | undefined): CardFonts | null {
  const { fonts, loading } = useCardFonts(theme, THEME_OWN_FONTS);
  return loading ? null : fonts;
}

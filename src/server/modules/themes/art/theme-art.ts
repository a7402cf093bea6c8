import type { Theme } from '@shared/themes/catalogue';
import { THEMES } from '@shared/themes/catalogue';
import type { ArtFamilyName } from '@shared/themes/theme-types';
import type { ArtFamily, ThemeArt } from './art-types';
import { composeArt } from './compositions/compose';
import { arch } from './families/arch';
import { batik } from './families/batik';
import { botanical } from './families/botanical';
import { floral } from './families/floral';
import { geometric } from './families/geometric';
import { goldline } from './families/goldline';
import { kerawang } from './families/kerawang';
import { minimal } from './families/minimal';
import { songket } from './families/songket';
import { watercolour } from './families/watercolour';

// Draws a theme's pictures. Kept apart from the catalogue, on the server (and in scripts), so the
// drawing code never reaches a browser: browsers load the finished SVG files, cached.

const FAMILIES: Record<ArtFamilyName, ArtFamily> = {
  floral,
  geometric,
  botanical,
  songket,
  goldline,
  batik,
  watercolour,
  arch,
  kerawang,
  minimal,
};

/** The theme's family art, then its composition's frame (and whatever the composition redraws). */
function draw(theme: Theme): ThemeArt {
  const art = FAMILIES[theme.family](theme.palette, theme.variant);
  return composeArt({
    composition: theme.composition,
    palette: theme.palette,
    variant: theme.variant,
    family: theme.family,
    art,
  });
}

/** The theme's art, with the background taken from the theme it borrows it from (23 → 15). */
export function themeArt(theme: Theme): ThemeArt {
  const own = draw(theme);
  if (theme.backgroundFrom === theme.id) return own;
  const lender = THEMES[theme.backgroundFrom - 1]!;
  return { ...own, background: draw(lender).background };
}

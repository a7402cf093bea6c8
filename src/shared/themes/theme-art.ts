import type { ArtFamily, ArtFamilyName, ThemeArt } from './art/art-types';
import { arch } from './art/families/arch';
import { batik } from './art/families/batik';
import { botanical } from './art/families/botanical';
import { floral } from './art/families/floral';
import { geometric } from './art/families/geometric';
import { goldline } from './art/families/goldline';
import { kerawang } from './art/families/kerawang';
import { minimal } from './art/families/minimal';
import { songket } from './art/families/songket';
import { watercolour } from './art/families/watercolour';
import type { Theme } from './catalogue';
import { THEMES } from './catalogue';

// Draws a theme's pictures. Kept apart from the catalogue so the drawing code stays on the server
// (and in scripts): browsers load the finished SVG files, cached.

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

function draw(theme: Theme): ThemeArt {
  return FAMILIES[theme.family](theme.palette, theme.variant);
}

/** The theme's art, with the background taken from the theme it borrows it from (23 → 15). */
export function themeArt(theme: Theme): ThemeArt {
  const own = draw(theme);
  if (theme.backgroundFrom === theme.id) return own;
  const lender = THEMES[theme.backgroundFrom - 1]!;
  return { ...own, background: draw(lender).background };
}

import { createHash } from 'node:crypto';
import type { Locale } from '@shared/i18n/locales';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';
import { THUMBNAIL_TEXTS } from './thumbnail-texts';

// Where a gallery thumbnail lives: `/themes/thumbs/<version>/<theme>.<language>.webp`. The
// language is in the file's name, so a browser or a CDN, which keep a picture by its address,
// never give a visitor the other language's picture. The version is the art's version and what the
// thumbnails say in every language together: a new catalogue word gives every thumbnail a new
// address (they are cached for a year, as immutable), even when no art changed.

/** A thumbnail's file: `theme12.en.webp`; before languages, `theme12.webp` (Malay). */
export const THUMBNAIL_FILE_PATTERN = new RegExp(
  `^(theme\\d{1,3})(?:\\.(${LOCALES.join('|')}))?\\.webp$`,
);

/** The thumbnails' version: the art's and the thumbnails' words, in the art version's shape. */
export function thumbnailVersion(artVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([artVersion, THUMBNAIL_TEXTS]))
    .digest('hex')
    .slice(0, artVersion.length);
}

export function thumbnailFile(themeName: string, locale: Locale): string {
  return `${themeName}.${locale}.webp`;
}

/**
 * The theme and language a thumbnail's file names; `legacy` when it names no language (an
 * address from before thumbnails had languages, which pages in caches may still hold: Malay's).
 * Null when it is no thumbnail's name.
 */
export function thumbnailFileParts(
  file: string,
): { themeName: string; locale: Locale; legacy: boolean } | null {
  const match = THUMBNAIL_FILE_PATTERN.exec(file);
  if (!match) return null;
  const locale = match[2] as Locale | undefined;
  return { themeName: match[1]!, locale: locale ?? DEFAULT_LOCALE, legacy: locale === undefined };
}

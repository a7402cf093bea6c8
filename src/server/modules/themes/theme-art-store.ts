import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Locale } from '@shared/i18n/locales';
import type { Theme } from '@shared/themes/catalogue';
import { THEMES } from '@shared/themes/catalogue';
import type { ThemeArt } from './art/art-types';
import { themeArt } from './art/theme-art';
import { thumbnailFile, thumbnailVersion } from './thumbnail-address';

export type ArtPart = keyof ThemeArt;
export const ART_PARTS: readonly ArtPart[] = ['background', 'top', 'bottom', 'centre', 'frame'];

export interface ArtFile {
  svg: string;
  gzip: Buffer;
}

const ART_VERSION_LENGTH = 10;
/** What a picture address's version looks like (the start of a SHA-256, in hex). */
export const ART_VERSION_PATTERN = new RegExp(`^[0-9a-f]{${ART_VERSION_LENGTH}}$`);

/**
 * Every theme's pictures, drawn once per process. The version is a hash of everything drawn and
 * of the catalogue, so URLs change exactly when a picture or a theme's colours change, and browsers
 * may cache them for a year.
 */
export class ThemeArtStore {
  readonly version: string;
  /** The gallery thumbnails' version: the art's and what the thumbnails say (thumbnail-address.ts). */
  readonly thumbnailVersion: string;
  private readonly files = new Map<string, ArtFile>();
  private readonly arts = new Map<string, ThemeArt>();

  constructor(themes: readonly Theme[] = THEMES) {
    const hash = createHash('sha256');
    for (const theme of themes) {
      const art = themeArt(theme);
      this.arts.set(theme.name, art);
      hash.update(JSON.stringify(theme));
      for (const part of ART_PARTS) {
        const svg = art[part];
        if (svg === null) continue;
        hash.update(svg);
        this.files.set(`${theme.name}-${part}`, { svg, gzip: gzipSync(svg, { level: 9 }) });
      }
    }
    this.version = hash.digest('hex').slice(0, ART_VERSION_LENGTH);
    this.thumbnailVersion = thumbnailVersion(this.version);
  }

  art(themeName: string): ThemeArt | undefined {
    return this.arts.get(themeName);
  }

  file(themeName: string, part: ArtPart): ArtFile | undefined {
    return this.files.get(`${themeName}-${part}`);
  }

  artUrl(themeName: string, part: ArtPart): string | null {
    return this.files.has(`${themeName}-${part}`)
      ? `/themes/art/${this.version}/${themeName}-${part}.svg`
      : null;
  }

  /** The theme's gallery thumbnail in `locale`: the language is part of its address. */
  thumbnailUrl(themeName: string, locale: Locale): string {
    return `/themes/thumbs/${this.thumbnailVersion}/${thumbnailFile(themeName, locale)}`;
  }
}

let shared: ThemeArtStore | undefined;

/** The catalogue's art, drawn once per process: it depends on nothing but the catalogue. */
export function themeArtStore(): ThemeArtStore {
  shared ??= new ThemeArtStore();
  return shared;
}

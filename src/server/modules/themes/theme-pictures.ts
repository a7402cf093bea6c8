import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Locale } from '@shared/i18n/locales';
import { LOCALES } from '@shared/i18n/locales';
import type { Theme } from '@shared/themes/catalogue';
import { PictureCache } from './picture-cache';
import { themeArtStore } from './theme-art-store';
import { thumbnailFile } from './thumbnail-address';
import type { ShareWords } from './hero-drawing';
import type { ThumbnailRenderer } from './thumbnail-renderer';
import { inProcessRenderer, workerRenderer } from './thumbnail-renderer';

/**
 * Every picture drawn from a theme: its SVG art (drawn once per process), gallery thumbnails and
 * cards' share images (drawn in the worker thread when there is one, kept under
 * DATA_DIR/cache/<kind>/<version>/: the thumbnails' version for thumbnails, the art's for share
 * images).
 */
export class ThemePictures {
  readonly store = themeArtStore();
  private readonly renderer: ThumbnailRenderer;
  private readonly thumbnails: PictureCache;
  private readonly shares: PictureCache;

  constructor(options: { dataDir: string; workerFile?: string }) {
    this.renderer = options.workerFile ? workerRenderer(options.workerFile) : inProcessRenderer();
    const cache = (kind: string, version: string) =>
      new PictureCache(path.join(options.dataDir, 'cache', kind, version));
    // The thumbnails' version changes with their words too: a new word is drawn again.
    this.thumbnails = cache('thumbs', this.store.thumbnailVersion);
    this.shares = cache('share', this.store.version);
  }

  /** The theme's gallery thumbnail in `locale`, kept under the name of its address's file. */
  thumbnail(theme: Theme, locale: Locale): Promise<Buffer> {
    return this.thumbnails.get(thumbnailFile(theme.name, locale), () =>
      this.renderer.render(theme, this.art(theme), locale),
    );
  }

  /** A card's share image; the file is named by what is drawn on it, so edits draw a new one. */
  shareImage(theme: Theme, words: ShareWords): Promise<Buffer> {
    const key = createHash('sha256')
      .update(JSON.stringify([theme.name, words]))
      .digest('hex')
      .slice(0, 24);
    return this.shares.get(`${key}.png`, () =>
      this.renderer.renderShare(theme, this.art(theme), words),
    );
  }

  /**
   * Draws every missing thumbnail, in every language, one after another (after start-up, off the
   * request path): theme by theme in the gallery's order, Malay then English, so the first
   * gallery pages are ready in both languages first. Both languages are drawn ahead rather than
   * English on first sight: a visitor's first English gallery page would otherwise wait for ten
   * drawings. Start-up does not wait for any of it (the server is already listening), only one
   * warm-up drawing is ever queued at a time (a visitor's picture waits for at most that one),
   * and drawn pictures stay on disk, so a restart with the same version draws nothing.
   */
  async warmThumbnails(themes: readonly Theme[]): Promise<void> {
    for (const theme of themes) {
      for (const locale of LOCALES) await this.thumbnail(theme, locale);
    }
  }

  close(): Promise<void> {
    return this.renderer.close();
  }

  private art(theme: Theme) {
    const art = this.store.art(theme.name);
    if (!art) throw new Error(`no art for ${theme.name}`);
    return art;
  }
}

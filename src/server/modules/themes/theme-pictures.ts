import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Theme } from '@shared/themes/catalogue';
import { PictureCache } from './picture-cache';
import { themeArtStore } from './theme-art-store';
import type { ShareWords } from './hero-drawing';
import type { ThumbnailRenderer } from './thumbnail-renderer';
import { inProcessRenderer, workerRenderer } from './thumbnail-renderer';

/**
 * Every picture drawn from a theme: its SVG art (drawn once per process), gallery thumbnails and
 * cards' share images (drawn in the worker thread when there is one, kept under
 * DATA_DIR/cache/<kind>/<art version>/).
 */
export class ThemePictures {
  readonly store = themeArtStore();
  private readonly renderer: ThumbnailRenderer;
  private readonly thumbnails: PictureCache;
  private readonly shares: PictureCache;

  constructor(options: { dataDir: string; workerFile?: string }) {
    this.renderer = options.workerFile ? workerRenderer(options.workerFile) : inProcessRenderer();
    const cache = (kind: string) =>
      new PictureCache(path.join(options.dataDir, 'cache', kind, this.store.version));
    this.thumbnails = cache('thumbs');
    this.shares = cache('share');
  }

  thumbnail(theme: Theme): Promise<Buffer> {
    return this.thumbnails.get(`${theme.name}.webp`, () =>
      this.renderer.render(theme, this.art(theme)),
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

  /** Draws every missing thumbnail one after another (after start-up, off the request path). */
  async warmThumbnails(themes: readonly Theme[]): Promise<void> {
    for (const theme of themes) await this.thumbnail(theme);
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

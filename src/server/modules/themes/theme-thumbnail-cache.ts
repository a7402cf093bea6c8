import fs from 'node:fs/promises';
import path from 'node:path';
import type { Theme } from '@shared/themes/catalogue';
import type { ThemeArtStore } from './theme-art-store';
import type { ThumbnailRenderer } from './thumbnail-renderer';

/**
 * Thumbnails are drawn on first request and kept on disk under DATA_DIR/cache/thumbs/<version>/,
 * so a restart does not draw them again; concurrent requests for one thumbnail share one drawing.
 */
export class ThemeThumbnailCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly folder: string;

  constructor(
    private readonly store: ThemeArtStore,
    dataDir: string,
    private readonly renderer: ThumbnailRenderer,
  ) {
    this.folder = path.join(dataDir, 'cache', 'thumbs', store.version);
  }

  get(theme: Theme): Promise<Buffer> {
    let job = this.pending.get(theme.name);
    if (!job) {
      job = this.load(theme).finally(() => this.pending.delete(theme.name));
      this.pending.set(theme.name, job);
    }
    return job;
  }

  private async load(theme: Theme): Promise<Buffer> {
    const file = path.join(this.folder, `${theme.name}.webp`);
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    const art = this.store.art(theme.name);
    if (!art) throw new Error(`no art for ${theme.name}`);
    const image = await this.renderer.render(theme, art);
    await fs.mkdir(this.folder, { recursive: true });
    // Write to a temporary name first so a crash never leaves half a file under the real name.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, image);
    await fs.rename(temporary, file);
    return image;
  }

  /** Draws every missing thumbnail one after another (after start-up, off the request path). */
  async warm(themes: readonly Theme[]): Promise<void> {
    for (const theme of themes) await this.get(theme);
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Drawn pictures kept on disk, so a restart does not draw them again; concurrent requests for one
 * picture share one drawing. Files are written under a temporary name first, so a crash never
 * leaves half a picture under the real name.
 */
export class PictureCache {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly folder: string) {}

  get(fileName: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    let job = this.pending.get(fileName);
    if (!job) {
      job = this.load(fileName, draw).finally(() => this.pending.delete(fileName));
      this.pending.set(fileName, job);
    }
    return job;
  }

  private async load(fileName: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.folder, fileName);
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    const picture = await draw();
    await fs.mkdir(this.folder, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, picture);
    await fs.rename(temporary, file);
    return picture;
  }
}

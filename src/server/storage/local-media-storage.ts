import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MediaKeyError, contentTypeOfKey, isMediaKey } from './media-key';
import type { MediaFolder } from './media-key';
import type { ListedMedia, MediaStorage, OpenedMedia, StoredMedia } from './media-storage';

// O_NOFOLLOW: a symbolic link planted in the media folder is refused, not followed out of it.
const READ_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0);

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // ELOOP: the last part is a symbolic link (O_NOFOLLOW); ENOTDIR: a file where a folder should be.
  return code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR';
}

/**
 * Media as files under one folder (`DATA_DIR/media/<folder>/<name>`). Keys are checked against
 * the key rule before any path is made, and the path is checked to lie inside the root again.
 * Writes go to a temporary file that is renamed into place, so a reader never sees half a file.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new MediaKeyError(key);
    return file;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const expected = contentTypeOfKey(key);
    if (contentType !== expected) {
      throw new Error(`media ${key} must be stored as ${expected}, not ${contentType}`);
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), READ_FLAGS);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      if (!(await handle.stat()).isFile()) return null;
      return { bytes: await handle.readFile(), contentType: contentTypeOfKey(key) };
    } finally {
      await handle.close();
    }
  }

  async open(key: string): Promise<OpenedMedia | null> {
    if (!isMediaKey(key)) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), READ_FLAGS);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // Read from the handle already opened (without following links); the stream closes it.
      return {
        stream: handle.createReadStream({ autoClose: true }),
        contentType: contentTypeOfKey(key),
        size: stat.size,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async list(folder: MediaFolder): Promise<ListedMedia[]> {
    const directory = path.join(this.root, folder);
    let names: string[];
    try {
      names = await fs.promises.readdir(directory);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const listed: ListedMedia[] = [];
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!isMediaKey(key)) continue;
      try {
        const stat = await fs.promises.lstat(path.join(directory, name));
        if (stat.isFile()) listed.push({ key, modifiedAt: stat.mtime });
      } catch (error) {
        // Removed between the listing and the look: nothing to list.
        if (!isMissing(error)) throw error;
      }
    }
    return listed;
  }
}

import path from 'node:path';
import type { Config } from '../config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaContentType, MediaFolder } from './media-key';

// Uploaded pictures (salam kaut QR, gift pictures) behind one interface (DESIGN.md "files"):
// a local folder by default; an S3-compatible driver can take its place by configuration, since
// callers only ever see keys, bytes and content types.

export interface StoredMedia {
  bytes: Buffer;
  contentType: MediaContentType;
}

/** One stored file as a listing sees it. */
export interface ListedMedia {
  key: string;
  /** When it was last written (an S3 driver gives `LastModified`). */
  modifiedAt: Date;
}

export interface MediaStorage {
  /**
   * Stores the bytes under the key, replacing what was there. Rejects a key outside the key rule
   * (media-key.ts) or a content type that is not the one of the key's extension.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes and content type under the key, or null when there are none (or the key is bad). */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes what is under the key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The files of one folder (`salam-kaut`) whose keys follow the key rule, with when each was
   * written: the orphan sweep reads this. Nothing else (temporary files, other names) is listed.
   */
  list(folder: MediaFolder): Promise<ListedMedia[]>;
}

/** The configured storage: today always the local folder `DATA_DIR/media`. */
export function createMediaStorage(config: Pick<Config, 'dataDir'>): MediaStorage {
  return new LocalMediaStorage(path.join(config.dataDir, 'media'));
}

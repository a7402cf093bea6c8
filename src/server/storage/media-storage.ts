import type { Readable } from 'node:stream';
import type { MediaContentType, MediaFolder } from './media-key';

// Uploaded pictures (salam kaut QR, gift pictures) behind one interface: a local folder by
// default, or an S3-compatible bucket by configuration (`S3_BUCKET`), since callers only ever
// see keys, bytes and content types. The drivers implement it; create-media-storage.ts picks one.

export interface StoredMedia {
  bytes: Buffer;
  contentType: MediaContentType;
}

/** A stored file opened for reading, to be streamed to a guest rather than held in memory. */
export interface OpenedMedia {
  stream: Readable;
  contentType: MediaContentType;
  /** Its length in bytes, when the storage knows it (for Content-Length). */
  size: number | null;
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
  /**
   * What is under the key as a stream, or null when there is nothing (or the key is bad). The
   * caller reads the stream to its end or destroys it. The content type is the key's own.
   */
  open(key: string): Promise<OpenedMedia | null>;
  /** Removes what is under the key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The files of one folder (`salam-kaut`) whose keys follow the key rule, with when each was
   * written: the orphan sweep reads this. Nothing else (temporary files, other names) is listed.
   */
  list(folder: MediaFolder): Promise<ListedMedia[]>;
  /** Lets go of connections (an S3 client's); the app calls it when it closes. */
  close?(): void;
}

import { randomId } from '../lib/ids';

// Keys of stored media: one folder and one generated file name, lowercase,
// with a picture extension, e.g. `salam-kaut/k3v9….png`. Nothing else is ever read or written,
// so a key can never climb out of the media folder (no `..`, no second slash, no backslash).

export const MEDIA_KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.(png|jpg|webp)$/;

/** The one content type of each extension; a key's extension decides what it is served as. */
export const MEDIA_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[MediaExtension];

/** The folders media live in; a new kind of upload adds its folder here. */
export const MEDIA_FOLDERS = {
  salamKaut: 'salam-kaut',
  /** Gift ideas' and recommended items' pictures, uploaded by staff. */
  catalogue: 'catalogue',
  /** The couple's photos for the card's gallery, each at a few widths. */
  cardPhotos: 'card-photos',
} as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS];

/** Generated file names: 24 random letters and digits (about 124 bits), so never guessed. */
export const MEDIA_NAME_LENGTH = 24;

export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
  constructor(key: string) {
    super(`not a media key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/** The key's extension, having checked the whole key; throws MediaKeyError otherwise. */
export function mediaExtension(key: string): MediaExtension {
  const match = MEDIA_KEY_PATTERN.exec(key);
  if (!match) throw new MediaKeyError(key);
  return match[1] as MediaExtension;
}

export function contentTypeOfKey(key: string): MediaContentType {
  return MEDIA_CONTENT_TYPES[mediaExtension(key)];
}

/** A fresh, unguessable file name with the extension, e.g. `k3v9….png`. */
export function newMediaName(extension: MediaExtension): string {
  return `${randomId(MEDIA_NAME_LENGTH)}.${extension}`;
}

export function mediaKey(folder: MediaFolder, fileName: string): string {
  const key = `${folder}/${fileName}`;
  if (!isMediaKey(key)) throw new MediaKeyError(key);
  return key;
}

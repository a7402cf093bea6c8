import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { ReplyWords } from '../http/errors';
import { HttpError, badRequest } from '../http/errors';
import { BROKEN_TEXT_MESSAGE, decodeUtf8Strictly } from '../http/strict-utf8';
import type { MediaContentType, MediaExtension } from '../storage/media-key';
import { MEDIA_CONTENT_TYPES } from '../storage/media-key';

// Uploads, shared by every uploaded picture (the salam kaut QR, the console's gift
// ideas and recommended items): a picture is recognised by what it is, never by its
// name or declared type; it is decoded whole (a truncated file is refused), then re-encoded by
// us, so what we store and serve carries no metadata (EXIF GPS), no orientation tag and nothing
// of the upload beyond its pixels.

type Format = 'png' | 'jpeg' | 'webp';

/** Whatever the picture is stored as: lossless PNG for PNG uploads, WebP for photos. */
const OUTPUT: Record<Format, MediaExtension> = { png: 'png', jpeg: 'webp', webp: 'webp' };

/** At most 40 megapixels, and no side longer than this (a 1×60000 strip is no picture). */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MAX_SIDE = 10_000;

/**
 * Markup and documents that have no business inside a picture (a polyglot carries them in a
 * text chunk, a comment or after the image's end). Each is long enough that compressed pixels
 * match it by chance about once in thousands of 5 MB uploads at worst (`<svg` plus a space is
 * the shortest); XMP metadata (`<?xpacket`, `<x:xmpmeta`) is not among them.
 */
const FOREIGN_CONTENT =
  /<script|<html|<!doctype\s+html|<svg[\s>]|<iframe|<object|<embed|javascript:|%pdf-/i;

/**
 * The refusals, in the words of the page that uploads (each names its own kind of picture): the
 * catalogue's words, or Malay text for a page not yet moved to it.
 */
export interface PictureMessages {
  notAPicture: ReplyWords;
  broken: ReplyWords;
  mixedContent: ReplyWords;
  tooManyPixels: ReplyWords;
  /** For reading the form. */
  fileRequired: ReplyWords;
  notMultipart: ReplyWords;
  tooLarge: ReplyWords;
}

export interface PictureRules {
  /** The form field the refusal points at (`qr`, `picture`). */
  field: string;
  messages: PictureMessages;
  /** The longest side we keep; larger pictures are scaled down. */
  storedMaxSide: number;
}

export interface PreparedPicture {
  bytes: Buffer;
  extension: MediaExtension;
  contentType: MediaContentType;
}

/** The format the bytes begin with (magic numbers), or null. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Whether the file ends where its own structure says it does (nothing appended, nothing cut). */
function endsCleanly(format: Format, bytes: Buffer): boolean {
  switch (format) {
    case 'png':
      // The IEND chunk (length 0, type, CRC) is the last 12 bytes.
      return bytes.subarray(-12).equals(Buffer.from('0000000049454e44ae426082', 'hex'));
    case 'jpeg':
      // Phones append data after the end-of-image marker (Samsung trailers, Ultra HDR gain
      // maps), so the end is not checked here: a cut-short JPEG fails to decode (failOn
      // 'truncated') and markup appended to one is found by the marker scan.
      return true;
    case 'webp':
      // The RIFF size covers the whole file after its first 8 bytes (padded to even).
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 === bytes.length;
  }
}

function carriesForeignContent(bytes: Buffer): boolean {
  return FOREIGN_CONTENT.test(bytes.toString('latin1'));
}

/**
 * Checks an uploaded picture and makes the copy we keep: refuses (400, in Malay) anything that
 * is not a whole PNG, JPEG or WebP within the size rules, then re-encodes it with orientation
 * applied and every piece of metadata left behind.
 */
export async function preparePicture(
  upload: Buffer,
  rules: PictureRules,
): Promise<PreparedPicture> {
  const { field, messages } = rules;
  const format = sniffFormat(upload);
  if (!format) throw badRequest(messages.notAPicture, field);
  if (!endsCleanly(format, upload)) {
    // Cut short (a broken upload) or something appended after the picture (a polyglot).
    throw badRequest(messages.broken, field);
  }
  if (carriesForeignContent(upload)) throw badRequest(messages.mixedContent, field);

  const input = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'truncated' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, input).metadata();
  } catch {
    throw badRequest(messages.broken, field);
  }
  if (metadata.format !== format) throw badRequest(messages.notAPicture, field);
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(messages.broken, field);
  if (
    width > PICTURE_MAX_SIDE ||
    height > PICTURE_MAX_SIDE ||
    width * height > PICTURE_MAX_PIXELS
  ) {
    throw badRequest(messages.tooManyPixels, field);
  }
  // An animated WebP keeps only its first frame (sharp's default).
  const extension = OUTPUT[format];
  let bytes: Buffer;
  try {
    const pipeline = sharp(upload, input)
      .rotate()
      .resize(rules.storedMaxSide, rules.storedMaxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    // sharp writes no metadata unless asked (no withMetadata/keepExif): EXIF, XMP, ICC, text go.
    bytes =
      extension === 'png'
        ? await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
        : await pipeline.webp({ quality: 90 }).toBuffer();
  } catch {
    // The header read well but the pixels do not decode (a truncated or damaged body).
    throw badRequest(messages.broken, field);
  }
  return { bytes, extension, contentType: MEDIA_CONTENT_TYPES[extension] };
}

/** A multipart form: its text fields and the one file in it (whatever the form calls it). */
export interface PictureForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * The form's text fields are read byte for byte (busboy's `latin1` keeps each byte as one
 * character) and then decoded here as strict UTF-8, as JSON bodies are: broken bytes are
 * refused, never kept as U+FFFD. Browsers never name a charset for a field; a part that does is
 * decoded by busboy itself, its bytes out of reach, so a U+FFFD in it is taken as a broken byte.
 */
const FIELD_BYTES = { defCharset: 'latin1' } as const;

/** A form field's text from the bytes busboy handed over, or null when they are not UTF-8. */
export function formFieldText(value: string): string | null {
  // Beyond one byte per character: decoded from a charset the part named (see FIELD_BYTES).
  // eslint-disable-next-line no-control-regex -- the range is "one byte", not control characters
  if (/[^\u0000-\u00ff]/.test(value)) return value.includes('\uFFFD') ? null : value;
  return decodeUtf8Strictly(Buffer.from(value, 'latin1'));
}

/**
 * Reads a multipart form with at most one file (the route's scope registers @fastify/multipart
 * with the size limit); every failure in Malay. Neither the file's name nor its declared type is
 * looked at: the bytes say what they are.
 */
export async function readPictureForm(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: Pick<PictureRules, 'field' | 'messages'>,
): Promise<PictureForm> {
  const { field, messages } = rules;
  if (!request.isMultipart()) throw badRequest(messages.notMultipart, field);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  /** The first field whose bytes were not UTF-8 (the form is read to its end first). */
  let broken: string | null = null;
  try {
    for await (const part of request.parts(FIELD_BYTES)) {
      if (part.type === 'file') {
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        const text = formFieldText(part.value);
        if (text === null) broken ??= part.fieldname;
        else fields[part.fieldname] = text;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (
      error instanceof app.multipartErrors.RequestFileTooLargeError ||
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.FieldsLimitError
    ) {
      throw new HttpError(413, 'payload_too_large', messages.tooLarge, undefined, field);
    }
    // A form that does not parse (no boundary, cut short): the client's, not ours.
    throw badRequest(messages.fileRequired, field);
  }
  if (broken !== null) {
    // The field is named back only when it is a plain name (a client's junk is not repeated).
    throw badRequest(BROKEN_TEXT_MESSAGE, /^[A-Za-z_]\w{0,39}$/.test(broken) ? broken : undefined);
  }
  // An empty file input sends a part with no bytes: that is no picture.
  if (file !== null && file.length === 0) file = null;
  return { fields, file };
}

/** The one file of a form that must carry one. */
export async function readPictureUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: Pick<PictureRules, 'field' | 'messages'>,
): Promise<Buffer> {
  const form = await readPictureForm(app, request, rules);
  if (!form.file) throw badRequest(rules.messages.fileRequired, rules.field);
  return form.file;
}

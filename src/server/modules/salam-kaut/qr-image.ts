import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { parseEmvcoPayment } from '@shared/salam-kaut/emvco-qr';
import type { QrCheck } from '@shared/schemas/salam-kaut';
import { QR_MAX_PIXELS, QR_MAX_SIDE, SALAM_KAUT_MESSAGES } from '@shared/schemas/salam-kaut';
import { badRequest } from '../../http/errors';
import type { MediaContentType, MediaExtension } from '../../storage/media-key';
import { MEDIA_CONTENT_TYPES } from '../../storage/media-key';

// issue 15 "Uploads": a QR picture is recognised by what it is, never by its name or declared
// type; it is decoded whole (a truncated file is refused), then re-encoded by us, so what we
// store and serve carries no metadata (EXIF GPS), no orientation tag and nothing of the upload
// beyond its pixels.

type Format = 'png' | 'jpeg' | 'webp';

/** Whatever the picture is stored as: lossless PNG for PNG uploads, WebP for photos. */
const OUTPUT: Record<Format, MediaExtension> = { png: 'png', jpeg: 'webp', webp: 'webp' };
/** A guest's phone needs no more; smaller files load faster on the card. */
const STORED_MAX_SIDE = 2048;
/** jsQR reads this size quickly and a QR filling a screenshot stays sharp enough. */
const DECODE_MAX_SIDE = 1200;

/**
 * Markup and documents that have no business inside a picture (a polyglot carries them in a
 * text chunk, a comment or after the image's end). Each is long enough that compressed pixels
 * match it by chance about once in thousands of 5 MB uploads at worst (`<svg` plus a space is
 * the shortest); XMP metadata (`<?xpacket`, `<x:xmpmeta`) is not among them.
 */
const FOREIGN_CONTENT =
  /<script|<html|<!doctype\s+html|<svg[\s>]|<iframe|<object|<embed|javascript:|%pdf-/i;

export interface PreparedQrImage {
  bytes: Buffer;
  extension: MediaExtension;
  contentType: MediaContentType;
  check: QrCheck;
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

/** What a decoded QR says, for the owner (issue 15 "Check that it is a QR"). */
export function checkQrText(text: string | null): QrCheck {
  if (text === null) return { found: false, duitNow: false, recipientName: null };
  const payment = parseEmvcoPayment(text);
  return {
    found: true,
    duitNow: payment?.duitNow ?? false,
    recipientName: payment?.recipientName ?? null,
  };
}

async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .resize(DECODE_MAX_SIDE, DECODE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const found = jsQR(pixels, info.width, info.height, { inversionAttempts: 'attemptBoth' });
  return found ? found.data : null;
}

/**
 * Checks an uploaded picture and makes the copy we keep: refuses (400, in Malay) anything that
 * is not a whole PNG, JPEG or WebP within the size rules, then re-encodes it with orientation
 * applied and every piece of metadata left behind, and reads the QR in it.
 */
export async function prepareQrImage(upload: Buffer): Promise<PreparedQrImage> {
  const format = sniffFormat(upload);
  if (!format) throw badRequest(SALAM_KAUT_MESSAGES.notAPicture, 'qr');
  if (!endsCleanly(format, upload)) {
    // Cut short (a broken upload) or something appended after the picture (a polyglot).
    throw badRequest(SALAM_KAUT_MESSAGES.broken, 'qr');
  }
  if (carriesForeignContent(upload)) throw badRequest(SALAM_KAUT_MESSAGES.mixedContent, 'qr');

  const input = { limitInputPixels: QR_MAX_PIXELS, failOn: 'truncated' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, input).metadata();
  } catch {
    throw badRequest(SALAM_KAUT_MESSAGES.broken, 'qr');
  }
  if (metadata.format !== format) throw badRequest(SALAM_KAUT_MESSAGES.notAPicture, 'qr');
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(SALAM_KAUT_MESSAGES.broken, 'qr');
  if (width > QR_MAX_SIDE || height > QR_MAX_SIDE || width * height > QR_MAX_PIXELS) {
    throw badRequest(SALAM_KAUT_MESSAGES.tooManyPixels, 'qr');
  }
  // An animated WebP is no QR: only its first frame is kept (sharp's default).
  const extension = OUTPUT[format];
  let bytes: Buffer;
  try {
    const pipeline = sharp(upload, input)
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (no withMetadata/keepExif): EXIF, XMP, ICC, text go.
    bytes =
      extension === 'png'
        ? await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
        : await pipeline.webp({ quality: 90 }).toBuffer();
  } catch {
    // The header read well but the pixels do not decode (a truncated or damaged body).
    throw badRequest(SALAM_KAUT_MESSAGES.broken, 'qr');
  }
  const text = await decodeQr(bytes);
  return {
    bytes,
    extension,
    contentType: MEDIA_CONTENT_TYPES[extension],
    check: checkQrText(text),
  };
}

import jsQR from 'jsqr';
import sharp from 'sharp';
import { parseEmvcoPayment } from '@shared/salam-kaut/emvco-qr';
import type { QrCheck } from '@shared/schemas/salam-kaut';
import { QR_MAX_SIDE } from '@shared/schemas/salam-kaut';
import { said } from '../../http/errors';
import type { PreparedPicture, PictureRules } from '../../media/picture-upload';
import { preparePicture } from '../../media/picture-upload';

// A QR picture goes through the shared picture check (src/server/media/
// picture-upload.ts: recognised by its bytes, decoded whole, re-encoded without metadata), then
// the QR in it is read for the owner.

export { sniffFormat } from '../../media/picture-upload';

/** A guest's phone needs no more; smaller files load faster on the card. */
const STORED_MAX_SIDE = 2048;
/** jsQR reads this size quickly and a QR filling a screenshot stays sharp enough. */
const DECODE_MAX_SIDE = 1200;

/** The QR's refusals, pointing at the form's `qr` field. */
export const QR_PICTURE_RULES: PictureRules = {
  field: 'qr',
  messages: {
    notAPicture: said('salamKaut.error.notAPicture'),
    broken: said('salamKaut.error.broken'),
    mixedContent: said('salamKaut.error.mixedContent'),
    tooManyPixels: said('salamKaut.error.tooManyPixels', { side: QR_MAX_SIDE }),
    fileRequired: said('salamKaut.error.fileRequired'),
    notMultipart: said('salamKaut.error.notMultipart'),
    tooLarge: said('salamKaut.error.tooLarge'),
  },
  storedMaxSide: STORED_MAX_SIDE,
};

export interface PreparedQrImage extends PreparedPicture {
  check: QrCheck;
}

/** What a decoded QR says, for the owner. */
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
 * Checks an uploaded picture and makes the copy we keep (the shared picture check: 400 in Malay
 * for anything that is not a whole PNG, JPEG or WebP within the size rules), and reads the QR in
 * it.
 */
export async function prepareQrImage(upload: Buffer): Promise<PreparedQrImage> {
  const picture = await preparePicture(upload, QR_PICTURE_RULES);
  const text = await decodeQr(picture.bytes);
  return { ...picture, check: checkQrText(text) };
}

import QRCode from 'qrcode';
import sharp from 'sharp';
import { emvcoCrc } from '../../src/shared/salam-kaut/emvco-qr';

// What a couple uploads as their salam kaut QR, made here so that no test carries a picture file:
// a DuitNow payload (EMVCo), its QR as a PNG, and the same PNG as a phone's photo with GPS tags.

/** One EMVCo field: tag, two-digit length, value. */
export const tlv = (tag: string, value: string): string =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A DuitNow-shaped static QR payload (EMVCo, DuitNow's id), its CRC over everything before it. */
export function duitNowPayload(name: string): string {
  const body =
    tlv('00', '01') +
    tlv('01', '11') +
    tlv('26', tlv('00', 'A0000006150001') + tlv('01', '890053') + tlv('02', '0123456789')) +
    tlv('52', '0000') +
    tlv('53', '458') +
    tlv('58', 'MY') +
    tlv('59', name) +
    tlv('60', 'KUALA LUMPUR') +
    '6304';
  return body + emvcoCrc(body);
}

/** The text as a QR code picture (PNG), big and clear enough to decode. */
export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', width: 360, margin: 4 });

/** EXIF GPS tags (Kuala Lumpur) and a maker, what a phone writes into a photo. */
export const GPS_EXIF = {
  IFD0: { Make: 'JemputPhone' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '3/1 8/1 2/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '101/1 41/1 12/1',
  },
};

/** The picture again as a PNG carrying GPS_EXIF. */
export const withGpsExif = (png: Buffer): Promise<Buffer> =>
  sharp(png).withExif(GPS_EXIF).png().toBuffer();

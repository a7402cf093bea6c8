import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';

// The gift and salam kaut page: two switches; with no QR an upload form (a file is required),
// with one the QR shown. Uploads are checked by their content and the QR is decoded.

/** The largest upload: anything bigger is answered 413. */
export const QR_MAX_BYTES = 5 * 1024 * 1024;
/** At most 40 megapixels, and no side longer than this (a 1×60000 strip is no QR). */
export const QR_MAX_PIXELS = 40_000_000;
export const QR_MAX_SIDE = 10_000;
/** Uploads per owner in the window (replacing a QR a few times is plenty). */
export const QR_UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

export const SALAM_KAUT_MESSAGES = {
  noChange: ruleMessage('errors.noChange'),
  giftOn: ruleMessage('salamKaut.reply.giftOn'),
  giftOff: ruleMessage('salamKaut.reply.giftOff'),
  salamKautOn: ruleMessage('salamKaut.reply.salamKautOn'),
  salamKautOff: ruleMessage('salamKaut.reply.salamKautOff'),
  // "QR upload: a file is required".
  fileRequired: ruleMessage('salamKaut.error.fileRequired'),
  notMultipart: ruleMessage('salamKaut.error.notMultipart'),
  tooLarge: ruleMessage('picturePicker.tooLarge'),
  notAPicture: ruleMessage('salamKaut.error.notAPicture'),
  mixedContent: ruleMessage('salamKaut.error.mixedContent'),
  broken: ruleMessage('editorPhotos.error.broken'),
  tooManyPixels: `Maaf. Ukuran gambar terlalu besar (maksimum ${QR_MAX_SIDE.toLocaleString('en-MY')} piksel sebelah dan 40 megapiksel).`,
  uploaded: ruleMessage('salamKaut.reply.uploaded'),
  noQrFound: ruleMessage('salamKaut.reply.noQrFound'),
  recipientIs: (name: string) =>
    `QR ini akan menghantar wang kepada: ${name}. Sila pastikan nama ini betul.`,
  busy: ruleMessage('salamKaut.error.busy'),
  rateLimited: (seconds: number) =>
    ruleMessage('salamKaut.error.rateLimited', { minutes: Math.ceil(seconds / 60) }),
} as const;

/** `PUT /api/cards/:id/gift-settings`: the gift ideas switch and the salam kaut switch. */
export const giftSettingsBodySchema = z
  .object({
    gift: z.boolean(SALAM_KAUT_MESSAGES.noChange).optional(),
    salam_kaut: z.boolean(SALAM_KAUT_MESSAGES.noChange).optional(),
  })
  .strict()
  .refine(
    (body) => body.gift !== undefined || body.salam_kaut !== undefined,
    SALAM_KAUT_MESSAGES.noChange,
  );
export type GiftSettingsBody = z.input<typeof giftSettingsBodySchema>;

/** What the owner's page shows: the two switches and the QR (its address), if any. */
export const salamKautSettingsSchema = z.object({
  gift: z.boolean(),
  salam_kaut: z.boolean(),
  /** The QR picture's address (`/media/salam-kaut/…`), shown to the owner even when off. */
  qr: z.string().nullable(),
});
export type SalamKautSettings = z.infer<typeof salamKautSettingsSchema>;

export const giftSettingsReplySchema = salamKautSettingsSchema.extend({ message: z.string() });
export type GiftSettingsReply = z.infer<typeof giftSettingsReplySchema>;

/** What the server read from the uploaded QR. */
export const qrCheckSchema = z.object({
  /** A QR code was decoded from the picture. */
  found: z.boolean(),
  /** The payload is a DuitNow QR (EMVCo with DuitNow's id). */
  duitNow: z.boolean(),
  /** EMVCo tag 59, for the owner to confirm; null when not a payment QR or no name. */
  recipientName: z.string().nullable(),
});
export type QrCheck = z.infer<typeof qrCheckSchema>;

export const salamKautQrReplySchema = salamKautSettingsSchema.extend({
  message: z.string(),
  check: qrCheckSchema,
  /** In Malay, when guests may not be able to scan the picture; null otherwise. */
  warning: z.string().nullable(),
});
export type SalamKautQrReply = z.infer<typeof salamKautQrReplySchema>;

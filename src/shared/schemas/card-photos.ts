import { z } from 'zod';
import { cardIdSchema } from './card-id';
import { pathIdSchema } from './path-id';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';
import {
  MAX_CARD_PHOTOS,
  MAX_PHOTO_CAPTION_LENGTH,
  PHOTO_MAX_MEGABYTES,
} from '../card-photos/photo-rules';

// The card's photos (its Galeri): the couple's own pictures, at most twelve, each with a short
// caption, in the couple's order. Uploads are checked by their content and re-encoded on the
// server; the guest card shows them lazily.

export { MAX_CARD_PHOTOS, MAX_PHOTO_CAPTION_LENGTH } from '../card-photos/photo-rules';

/** The largest upload: anything bigger is answered 413. Phones' photos are 2–8 MB. */
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
/** Uploads per owner in the window: twelve photos, replaced a few times over, is plenty. */
export const PHOTO_UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 hour' } as const;

export const CARD_PHOTOS_MESSAGES = {
  fileRequired: ruleMessage('editorPhotos.error.fileRequired'),
  notMultipart: ruleMessage('editorPhotos.error.notMultipart'),
  tooLarge: ruleMessage('editorPhotos.error.tooLarge', { max: PHOTO_MAX_MEGABYTES }),
  notAPicture: ruleMessage('editorPhotos.error.notAPicture'),
  mixedContent: ruleMessage('editorPhotos.error.mixedContent'),
  broken: ruleMessage('editorPhotos.error.broken'),
  tooManyPixels: ruleMessage('editorPhotos.error.tooManyPixels'),
  full: ruleMessage('editorPhotos.error.full', { max: MAX_CARD_PHOTOS }),
  uploaded: ruleMessage('editorPhotos.reply.uploaded'),
  captionSaved: ruleMessage('editorPhotos.reply.captionSaved'),
  reordered: ruleMessage('editorPhotos.reply.reordered'),
  photoNotFound: ruleMessage('editorPhotos.error.photoNotFound'),
  // The caption rule's words (`ruleMessage`), said in the owner's language.
  captionInvalid: ruleMessage('editorPhotos.error.caption'),
  captionBadCharacters: ruleMessage('editorPhotos.error.captionCharacters'),
  captionTooLong: ruleMessage('editorPhotos.error.captionTooLong', {
    max: MAX_PHOTO_CAPTION_LENGTH,
  }),
  orderInvalid: ruleMessage('editorPhotos.error.orderInvalid'),
  busy: ruleMessage('editorPhotos.error.busy'),
  rateLimited: (seconds: number) =>
    ruleMessage('editorPhotos.error.rateLimited', { minutes: Math.ceil(seconds / 60) }),
} as const;

/** A photo's id: 12 lowercase letters and digits (the server's randomId(12)). */
export const PHOTO_ID_PATTERN = /^[a-z0-9]{12}$/;
export const photoIdSchema = pathIdSchema(PHOTO_ID_PATTERN, CARD_PHOTOS_MESSAGES.photoNotFound);

export const photoParamsSchema = z.object({
  id: cardIdSchema,
  photoId: photoIdSchema,
});

export const photoCaptionSchema = userText({
  maxLength: MAX_PHOTO_CAPTION_LENGTH,
  messages: {
    invalid: CARD_PHOTOS_MESSAGES.captionInvalid,
    badCharacters: CARD_PHOTOS_MESSAGES.captionBadCharacters,
    tooLong: CARD_PHOTOS_MESSAGES.captionTooLong,
  },
});

/**
 * One photo as the card and the editor see it: its stored name (each width is the file
 * `/media/card-photos/<name>-<width>.webp`), the widths made of it, its size and caption.
 */
export const cardPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The widths stored, smallest first; the last is the photo's own width (at most 1600). */
  widths: z.array(z.number().int().positive()),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
});
export type CardPhoto = z.infer<typeof cardPhotoSchema>;

/** `GET /api/cards/:id/photos` and the reply of every change. */
export const cardPhotosReplySchema = z.object({
  photos: z.array(cardPhotoSchema),
  max: z.number().int(),
});
export type CardPhotosReply = z.infer<typeof cardPhotosReplySchema>;

export const cardPhotoChangeReplySchema = cardPhotosReplySchema.extend({ message: z.string() });
export type CardPhotoChangeReply = z.infer<typeof cardPhotoChangeReplySchema>;

/** `PATCH /api/cards/:id/photos/:photoId`: the caption ('' for none). */
export const photoCaptionBodySchema = z.object({ caption: photoCaptionSchema }).strict();
export type PhotoCaptionBody = z.input<typeof photoCaptionBodySchema>;

/** `PUT /api/cards/:id/photos/order`: every photo of the card, each once, in the new order. */
export const photoOrderBodySchema = z
  .object({
    ids: z
      .array(z.string().regex(PHOTO_ID_PATTERN, CARD_PHOTOS_MESSAGES.orderInvalid), {
        error: CARD_PHOTOS_MESSAGES.orderInvalid,
      })
      .min(1, CARD_PHOTOS_MESSAGES.orderInvalid)
      .max(MAX_CARD_PHOTOS, CARD_PHOTOS_MESSAGES.orderInvalid)
      .refine((ids) => new Set(ids).size === ids.length, CARD_PHOTOS_MESSAGES.orderInvalid),
  })
  .strict();
export type PhotoOrderBody = z.input<typeof photoOrderBodySchema>;

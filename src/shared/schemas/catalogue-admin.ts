import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';

// The console's gift ideas (title, image, link) and
// recommended items (title, price, image, link): staff list,
// create, edit, reorder and hide them; each picture is uploaded (multipart, field `picture`) and
// goes through the same content checks as the salam kaut QR. Each entry's title is Malay, with
// an optional English title beside it (`title_en`, '' for none): English readers get it where
// there is one, the Malay where there is not.

export const CATALOGUE_KINDS = ['gift-ideas', 'recommended-items'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** What a picture may weigh before it is checked (the salam kaut QR's limit). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const CATALOGUE_MESSAGES = {
  title: ruleMessage('staffGifts.error.title'),
  titleEn: ruleMessage('staffGifts.error.titleEn'),
  link: ruleMessage('staffGifts.error.link'),
  price: ruleMessage('staffGifts.error.price'),
  hidden: ruleMessage('staffGifts.error.hidden'),
  order: ruleMessage('staffGifts.error.order'),
  noChange: ruleMessage('errors.noChange'),
  notFound: ruleMessage('staffGifts.error.notFound'),
  pictureRequired: ruleMessage('staffGifts.error.pictureRequired'),
  notMultipart: ruleMessage('staffGifts.error.notMultipart'),
  tooLarge: ruleMessage('staffGifts.error.tooLarge'),
  notAPicture: ruleMessage('staffGifts.error.notAPicture'),
  mixedContent: ruleMessage('staffGifts.error.mixedContent'),
  broken: ruleMessage('editorPhotos.error.broken'),
  tooManyPixels: ruleMessage('editorPhotos.error.tooManyPixels'),
  created: ruleMessage('staffGifts.reply.created'),
  saved: ruleMessage('staffGifts.reply.saved'),
  pictureSaved: ruleMessage('staffGifts.reply.pictureSaved'),
  hiddenNow: ruleMessage('staffGifts.reply.hiddenNow'),
  shownNow: ruleMessage('staffGifts.reply.shownNow'),
  ordered: 'Susunan telah disimpan.',
} as const;

/** A gift idea's or item's title: the shared text rule (something visible), one line, 80 at most. */
export const catalogueTitleSchema = userText({
  maxLength: 80,
  required: true,
  messages: { invalid: CATALOGUE_MESSAGES.title },
});

/**
 * The English title: the Malay title's rule (the shared text rule, one line, 80 at most) but
 * optional: empty, or nothing visible, means none.
 */
export const catalogueEnglishTitleSchema = userText({
  maxLength: 80,
  messages: { invalid: CATALOGUE_MESSAGES.titleEn },
});

export const catalogueLinkSchema = z
  .string(CATALOGUE_MESSAGES.link)
  .trim()
  .max(500, CATALOGUE_MESSAGES.link)
  .pipe(z.url({ protocol: /^https$/, message: CATALOGUE_MESSAGES.link }));

/** RM as written (`25`, `"12.50"`) → sen; 0 is allowed ("free"). */
export const cataloguePriceSchema = z
  .union([z.number(), z.string().trim().max(12)], CATALOGUE_MESSAGES.price)
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(text) || Number(text) > 100_000) {
      ctx.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.price });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

/** The text fields of a new gift idea (multipart fields beside the picture). */
export const giftIdeaFieldsSchema = z.object({
  title: catalogueTitleSchema,
  /** Left out of the form: no English title. */
  title_en: catalogueEnglishTitleSchema.default(''),
  link: catalogueLinkSchema,
});
/** The text fields of a new recommended item. */
export const recommendedItemFieldsSchema = giftIdeaFieldsSchema.extend({
  price: cataloguePriceSchema,
});

/** `PATCH /api/admin/{kind}/:id`: any of the fields; `hidden` hides it from the public list. */
export const catalogueUpdateBodySchema = z
  .strictObject({
    title: catalogueTitleSchema.optional(),
    /** '' takes the English title away. */
    title_en: catalogueEnglishTitleSchema.optional(),
    link: catalogueLinkSchema.optional(),
    /** Recommended items only (ignored for gift ideas). */
    price: cataloguePriceSchema.optional(),
    hidden: z.boolean(CATALOGUE_MESSAGES.hidden).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), CATALOGUE_MESSAGES.noChange);
export type CatalogueUpdateBody = z.input<typeof catalogueUpdateBodySchema>;

/** `PUT /api/admin/{kind}/order`: every id once, first shown first. */
export const catalogueOrderBodySchema = z.strictObject({
  ids: z
    .array(z.string().max(64), CATALOGUE_MESSAGES.order)
    .min(1, CATALOGUE_MESSAGES.order)
    .max(500, CATALOGUE_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, CATALOGUE_MESSAGES.order),
});
export type CatalogueOrderBody = z.input<typeof catalogueOrderBodySchema>;

export const catalogueItemParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, CATALOGUE_MESSAGES.notFound),
});

/** One entry as staff see it (price for recommended items; 0 for gift ideas). */
export const adminCatalogueItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** '' when staff gave none. */
  title_en: z.string(),
  priceSen: z.number().int().nonnegative(),
  image: z.string(),
  link: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminCatalogueItem = z.infer<typeof adminCatalogueItemSchema>;

export const adminCatalogueListSchema = z.object({ items: z.array(adminCatalogueItemSchema) });
export type AdminCatalogueList = z.infer<typeof adminCatalogueListSchema>;

export const adminCatalogueItemReplySchema = z.object({
  item: adminCatalogueItemSchema,
  message: z.string(),
});
export type AdminCatalogueItemReply = z.infer<typeof adminCatalogueItemReplySchema>;

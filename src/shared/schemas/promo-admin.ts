import { z } from 'zod';
import { normalisePromoCode } from '../promo/promo-code';
import { ruleMessage } from '../i18n/rule-words';
import { userText } from '../text/user-text';
import { MAX_PROMO_CODE_LENGTH } from './promo';

// The console's promo codes (discount, expirationDate,
// claimed, valid): staff create, edit and switch codes off. The discount is written in RM and kept
// in sen; `maxUses` is the spec's `valid` (how many claims the code allows), `claimed` the uses so
// far, counted atomically where a card claims it.

export const PROMO_ADMIN_MESSAGES = {
  code: ruleMessage('staffPromo.error.code', { max: MAX_PROMO_CODE_LENGTH }),
  discount: ruleMessage('staffPromo.error.discount'),
  expirationDate: ruleMessage('staffPromo.error.expirationDate'),
  maxUses: ruleMessage('staffPromo.error.maxUses'),
  disabled: ruleMessage('staffPromo.error.disabled'),
  noChange: ruleMessage('errors.noChange'),
  exists: ruleMessage('staffPromo.error.exists'),
  notFound: ruleMessage('staffPromo.error.notFound'),
  created: ruleMessage('staffPromo.reply.created'),
  saved: ruleMessage('staffPromo.reply.saved'),
  disabledNow: ruleMessage('staffPromo.reply.disabledNow'),
  enabledNow: ruleMessage('staffPromo.reply.enabledNow'),
} as const;

export const MAX_PROMO_USES = 100_000;

/** A new code as staff type it, normalised as owners' codes are looked up. */
export const promoCodeNameSchema = userText({
  maxLength: 200,
  // Every white space goes (normalisePromoCode), line breaks too, as they always did.
  maxLines: 200,
  messages: { invalid: PROMO_ADMIN_MESSAGES.code },
})
  .transform(normalisePromoCode)
  .pipe(
    z
      .string()
      .min(3, PROMO_ADMIN_MESSAGES.code)
      .max(MAX_PROMO_CODE_LENGTH, PROMO_ADMIN_MESSAGES.code)
      .regex(/^[a-z0-9_-]+$/, PROMO_ADMIN_MESSAGES.code),
  );

/** RM as written (`10`, `"12.50"`) → sen. */
export const discountRinggitSchema = z
  .union([z.number(), z.string().trim().max(12)], PROMO_ADMIN_MESSAGES.discount)
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const sen = /^\d{1,4}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : 0;
    if (sen < 1 || sen > 100_000) {
      ctx.addIssue({ code: 'custom', message: PROMO_ADMIN_MESSAGES.discount });
      return z.NEVER;
    }
    return sen;
  });

/** The last day the code works, or null (blank) when it never expires. */
export const expirationDateSchema = z
  .union([z.string().trim().max(20), z.null()], PROMO_ADMIN_MESSAGES.expirationDate)
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(`${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: PROMO_ADMIN_MESSAGES.expirationDate });
      return z.NEVER;
    }
    return value;
  });

export const maxUsesSchema = z
  .union([z.number(), z.string().trim().max(10)], PROMO_ADMIN_MESSAGES.maxUses)
  .transform((value, ctx) => {
    const text = String(value);
    const uses = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(uses) || uses < 1 || uses > MAX_PROMO_USES) {
      ctx.addIssue({ code: 'custom', message: PROMO_ADMIN_MESSAGES.maxUses });
      return z.NEVER;
    }
    return uses;
  });

/** `POST /api/admin/promo-codes`. */
export const promoCreateBodySchema = z.strictObject({
  code: promoCodeNameSchema,
  discount: discountRinggitSchema,
  expirationDate: expirationDateSchema.default(null),
  maxUses: maxUsesSchema,
});
export type PromoCreateBody = z.input<typeof promoCreateBodySchema>;

/** `PATCH /api/admin/promo-codes/:code`: any of the fields; `disabled` switches the code off. */
export const promoUpdateBodySchema = z
  .strictObject({
    discount: discountRinggitSchema.optional(),
    expirationDate: expirationDateSchema.optional(),
    maxUses: maxUsesSchema.optional(),
    disabled: z.boolean(PROMO_ADMIN_MESSAGES.disabled).optional(),
  })
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    PROMO_ADMIN_MESSAGES.noChange,
  );
export type PromoUpdateBody = z.input<typeof promoUpdateBodySchema>;

export const promoCodeParamsSchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]{1,40}$/, PROMO_ADMIN_MESSAGES.notFound),
});

/** A code as staff see it. */
export const adminPromoCodeSchema = z.object({
  code: z.string(),
  discountSen: z.number().int().nonnegative(),
  expirationDate: z.string().nullable(),
  /** The spec's `valid`: how many uses the code allows. */
  maxUses: z.number().int().nonnegative(),
  /** The spec's `claimed`: uses so far. */
  claimed: z.number().int().nonnegative(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodeListSchema = z.object({ promoCodes: z.array(adminPromoCodeSchema) });
export type AdminPromoCodeList = z.infer<typeof adminPromoCodeListSchema>;

export const adminPromoCodeReplySchema = z.object({
  promoCode: adminPromoCodeSchema,
  message: z.string(),
});
export type AdminPromoCodeReply = z.infer<typeof adminPromoCodeReplySchema>;

/** The create form's text values. */
export const promoFormSchema = z.object({
  code: promoCodeNameSchema,
  discount: discountRinggitSchema,
  expirationDate: expirationDateSchema,
  maxUses: maxUsesSchema,
});

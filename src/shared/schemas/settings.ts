import { z } from 'zod';
import { ruleMessage } from '../i18n/rule-words';
import { isPhoneNumber, phoneDigits } from '../contact/phone';

/** What every visitor's page may know. */
export const publicSettingsSchema = z.object({
  /** The card's price in sen (RM50 is 5000). */
  price: z.number().int().nonnegative(),
  /** The support chat number, digits only; empty when the operator has not set one. */
  whatsapp_no: z.string(),
  maintenance_mode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Default price RM50. */
export const DEFAULT_PRICE_SEN = 5000;

// The console's settings page: price in RM as staff write it, the support number, the
// maintenance switch; each checked here, on both sides, with the Malay message.

/** Bounds that catch a slip of the finger (RM4000 for RM40) without boxing the business in. */
export const MIN_PRICE_RINGGIT = 1;
export const MAX_PRICE_RINGGIT = 1000;

export const SETTINGS_MESSAGES = {
  price: ruleMessage('staffSettings.error.price', {
    min: MIN_PRICE_RINGGIT,
    max: MAX_PRICE_RINGGIT,
  }),
  whatsappNo: ruleMessage('staffSettings.error.whatsappNo'),
  maintenanceMode: ruleMessage('staffSettings.error.maintenanceMode'),
  noChange: ruleMessage('errors.noChange'),
} as const;

/** `40`, `40.5`, `"40.00"` → 4000 sen; anything else (more decimals, out of bounds) refused. */
export const priceRinggitSchema = z
  .union([z.number(), z.string().trim().max(12)], SETTINGS_MESSAGES.price)
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.price });
      return z.NEVER;
    }
    const sen = Math.round(Number(text) * 100);
    if (sen < MIN_PRICE_RINGGIT * 100 || sen > MAX_PRICE_RINGGIT * 100) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.price });
      return z.NEVER;
    }
    return sen;
  });

/** A Malaysian number as typed (shared phone rule), kept as digits only like the seed's. */
export const whatsappNoSchema = z
  .string(SETTINGS_MESSAGES.whatsappNo)
  .max(20, SETTINGS_MESSAGES.whatsappNo)
  .refine(isPhoneNumber, SETTINGS_MESSAGES.whatsappNo)
  .transform(phoneDigits);

/** `PUT /api/admin/settings`: any of the three; the saved settings come back. */
export const settingsUpdateBodySchema = z
  .strictObject({
    price: priceRinggitSchema.optional(),
    whatsapp_no: whatsappNoSchema.optional(),
    maintenance_mode: z.boolean(SETTINGS_MESSAGES.maintenanceMode).optional(),
  })
  .refine(
    (body) =>
      body.price !== undefined ||
      body.whatsapp_no !== undefined ||
      body.maintenance_mode !== undefined,
    SETTINGS_MESSAGES.noChange,
  );
export type SettingsUpdateBody = z.input<typeof settingsUpdateBodySchema>;

export const settingsUpdateReplySchema = publicSettingsSchema.extend({ message: z.string() });
export type SettingsUpdateReply = z.infer<typeof settingsUpdateReplySchema>;

/**
 * The settings form (strings as typed). A blank number is left as it is (a fresh installation has
 * none yet): the form then sends the price alone.
 */
export const settingsFormSchema = z.object({
  price: priceRinggitSchema,
  whatsapp_no: z
    .string(SETTINGS_MESSAGES.whatsappNo)
    .max(20, SETTINGS_MESSAGES.whatsappNo)
    .refine((typed) => typed.trim() === '' || isPhoneNumber(typed), SETTINGS_MESSAGES.whatsappNo),
});

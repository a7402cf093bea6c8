import { z } from 'zod';

/** guest-side §3 / owner-side §3 "Settings": what every visitor's page may know. */
export const publicSettingsSchema = z.object({
  /** The card's price in sen (RM50 is 5000). */
  price: z.number().int().nonnegative(),
  /** The support chat number, digits only; empty when the operator has not set one. */
  whatsapp_no: z.string(),
  maintenance_mode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** guest-side §9: default price RM50. */
export const DEFAULT_PRICE_SEN = 5000;

import { z } from 'zod';

/**
 * Every error reply under /api has this one shape, whatever went wrong
 * (our own refusals, validation, Fastify's own URL, body and parameter errors, rate limits).
 * `field` names the input that was refused (`guests`, `draft.contacts.0.name`) so a form can
 * point at it; `retryAfter` says how many seconds to wait (429).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    retryAfter: z.number().int().positive().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** The card was taken down by its owner after the day (410). */
  'gone',
  'payload_too_large',
  'rate_limited',
  'internal',
  /** A service we depend on (the payment provider) failed us. */
  'bad_gateway',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

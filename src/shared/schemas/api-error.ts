import { z } from 'zod';

/** DESIGN.md "API shape": every error reply has this one shape. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A 429 that knows how long to wait: the same shape plus `retryAfter` in seconds (when known). */
export const retryLaterErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    retryAfter: z.number().int().positive().optional(),
  }),
});
export type RetryLaterError = z.infer<typeof retryLaterErrorSchema>;

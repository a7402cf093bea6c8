import type { ApiErrorCode, RetryLaterError } from '@shared/schemas/api-error';

/** An error the API answers with on purpose: the status, a stable code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Seconds to wait before trying again (429): sent as `Retry-After` and in the body. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Default messages are Malay: most of them reach a guest's or a couple's screen.
export const MESSAGES = {
  badRequest: 'Maklumat yang dihantar tidak sah.',
  unauthorized: 'Sila log masuk dahulu.',
  forbidden: 'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
  notFound: 'Maaf. Halaman atau data ini tidak dijumpai.',
  conflict: 'Maklumat ini bercanggah dengan data sedia ada.',
  payloadTooLarge: 'Maaf. Saiz data terlalu besar.',
  rateLimited: 'Terlalu banyak cubaan. Sila cuba sebentar lagi.',
  internal: 'Maaf. Berlaku ralat pada pelayan. Sila cuba sekali lagi.',
} as const;

export const badRequest = (message: string = MESSAGES.badRequest) =>
  new HttpError(400, 'bad_request', message);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string = MESSAGES.conflict) =>
  new HttpError(409, 'conflict', message);
export const tooManyRequests = (message: string = MESSAGES.rateLimited, retryAfter?: number) =>
  new HttpError(429, 'rate_limited', message, retryAfter);

export function errorBody(
  code: ApiErrorCode,
  message: string,
  retryAfter?: number,
): RetryLaterError {
  return { error: { code, message, ...(retryAfter === undefined ? {} : { retryAfter }) } };
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'rate_limited',
};

const MESSAGE_BY_CODE: Record<ApiErrorCode, string> = {
  bad_request: MESSAGES.badRequest,
  unauthorized: MESSAGES.unauthorized,
  forbidden: MESSAGES.forbidden,
  not_found: MESSAGES.notFound,
  conflict: MESSAGES.conflict,
  payload_too_large: MESSAGES.payloadTooLarge,
  rate_limited: MESSAGES.rateLimited,
  internal: MESSAGES.internal,
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

export function defaultMessage(code: ApiErrorCode): string {
  return MESSAGE_BY_CODE[code];
}

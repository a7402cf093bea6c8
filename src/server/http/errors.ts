import type { FastifyRequest } from 'fastify';
import type { ApiError, ApiErrorCode } from '@shared/schemas/api-error';

/** An error the API answers with on purpose: the status, a stable code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Seconds to wait before trying again (429): sent as `Retry-After` and in the body. */
    readonly retryAfter?: number,
    /** The input the refusal is about (`guests`, `draft.groom_name`), for forms to point at. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Default messages are Malay: most of them reach a guest's or a couple's screen.
export const MESSAGES = {
  badRequest: 'Maklumat yang dihantar tidak sah.',
  badJson: 'Maklumat yang dihantar rosak (JSON tidak sah).',
  badMediaType: 'Jenis maklumat yang dihantar tidak disokong. Sila hantar JSON.',
  badUrl: 'Alamat ini tidak sah.',
  unauthorized: 'Sila log masuk dahulu.',
  forbidden: 'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
  notFound: 'Maaf. Halaman atau data ini tidak dijumpai.',
  methodNotAllowed: 'Kaedah permintaan ini tidak dibenarkan di sini.',
  conflict: 'Maklumat ini bercanggah dengan data sedia ada.',
  gone: 'Maaf. Halaman ini telah ditutup.',
  payloadTooLarge: 'Maaf. Saiz data terlalu besar.',
  rateLimited: 'Terlalu banyak cubaan. Sila cuba sebentar lagi.',
  internal: 'Maaf. Berlaku ralat pada pelayan. Sila cuba sekali lagi.',
  badGateway: 'Maaf. Perkhidmatan luar tidak dapat dihubungi. Sila cuba sekali lagi.',
  settingsMissing: 'Tetapan belum disediakan.',
} as const;

export const badRequest = (message: string = MESSAGES.badRequest, field?: string) =>
  new HttpError(400, 'bad_request', message, undefined, field);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string = MESSAGES.conflict, field?: string) =>
  new HttpError(409, 'conflict', message, undefined, field);
export const tooManyRequests = (message: string = MESSAGES.rateLimited, retryAfter?: number) =>
  new HttpError(429, 'rate_limited', message, retryAfter);
/** A service we depend on (the payment provider) could not do its part. */
export const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message);
/** The settings row is missing: the seed always writes it, so the database was not prepared. */
export const settingsMissing = () => new HttpError(500, 'internal', MESSAGES.settingsMissing);

/**
 * For a route's `config.rateLimit.errorResponseBuilder`: the 429 with the wait in whole seconds
 * (at least one), in the route's own Malay words.
 */
export function retryLater(message: (seconds: number) => string) {
  return (_request: FastifyRequest, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return tooManyRequests(message(seconds), seconds);
  };
}

export function errorBody(
  code: ApiErrorCode,
  message: string,
  extra: { retryAfter?: number | undefined; field?: string | undefined } = {},
): ApiError {
  return {
    error: {
      code,
      message,
      ...(extra.field ? { field: extra.field } : {}),
      ...(extra.retryAfter === undefined ? {} : { retryAfter: extra.retryAfter }),
    },
  };
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  429: 'rate_limited',
};

const MESSAGE_BY_CODE: Record<ApiErrorCode, string> = {
  bad_request: MESSAGES.badRequest,
  unauthorized: MESSAGES.unauthorized,
  forbidden: MESSAGES.forbidden,
  not_found: MESSAGES.notFound,
  conflict: MESSAGES.conflict,
  gone: MESSAGES.gone,
  payload_too_large: MESSAGES.payloadTooLarge,
  rate_limited: MESSAGES.rateLimited,
  internal: MESSAGES.internal,
  bad_gateway: MESSAGES.badGateway,
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

export function defaultMessage(code: ApiErrorCode): string {
  return MESSAGE_BY_CODE[code];
}

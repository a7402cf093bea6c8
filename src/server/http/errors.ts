import type { FastifyRequest } from 'fastify';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import siteMs from '@shared/i18n/site/ms/index';
import type { ApiError, ApiErrorCode } from '@shared/schemas/api-error';
import type { Said } from './site-words';
import { isSaid, ruleWordsOf, said, say, sayText } from './site-words';

// A module's refusals are made here: `badRequest(said('login.error.wrongCode'))`, a wait as
// `said('login.wait.resend', { wait: waitFor(seconds) })`.
export type { Said } from './site-words';
export { said, waitFor } from './site-words';

/**
 * What a refusal says: words of the site's catalogue (`said('login.error.wrongCode')`), which
 * each visitor reads in their own language, a shared rule's message (`ruleMessage`, likewise),
 * or the plain Malay text of a module not yet moved to the catalogue (said as it is, unless the
 * catalogue knows those very words).
 */
export type ReplyWords = Said | string;

/** A refusal's catalogue words: said ones, or a shared rule's message (`ruleMessage`). */
function catalogueWords(words: ReplyWords): Said | undefined {
  return isSaid(words) ? words : (ruleWordsOf(words) ?? undefined);
}

/** An error the API answers with on purpose: the status, a stable code and a message for people. */
export class HttpError extends Error {
  /** The catalogue's words, when the refusal was made of them. */
  readonly said: Said | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    /** The message, in the catalogue's words or as Malay text; `message` is its Malay. */
    words: ReplyWords,
    /** Seconds to wait before trying again (429): sent as `Retry-After` and in the body. */
    readonly retryAfter?: number,
    /** The input the refusal is about (`guests`, `draft.groom_name`), for forms to point at. */
    readonly field?: string,
  ) {
    const known = catalogueWords(words);
    super(known ? say('ms', known) : String(words));
    this.name = 'HttpError';
    this.said = known;
  }

  /** The message as a visitor reading `locale` gets it. */
  messageIn(locale: Locale): string {
    return wordsIn(locale, this.said ?? this.message);
  }
}

/**
 * A reply's words in `locale`; a card's words in the card's language(s) when a guest's card is
 * given (`request.guestCardLanguage`).
 */
export function wordsIn(
  locale: Locale,
  words: ReplyWords,
  card: CardLanguage | null = null,
): string {
  return isSaid(words) ? say(locale, words) : sayText(locale, words, card);
}

/** The generic refusals' words (the catalogue's `errors` area). */
export const GENERIC = {
  badRequest: 'errors.badRequest',
  badJson: 'errors.badJson',
  badMediaType: 'errors.badMediaType',
  badUrl: 'errors.badUrl',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  methodNotAllowed: 'errors.methodNotAllowed',
  conflict: 'errors.conflict',
  gone: 'errors.gone',
  payloadTooLarge: 'errors.payloadTooLarge',
  rateLimited: 'errors.rateLimited',
  internal: 'errors.internal',
  badGateway: 'errors.badGateway',
  settingsMissing: 'errors.settingsMissing',
} as const satisfies Record<string, SiteMessageId>;

/**
 * The generic refusals in Malay, for modules that still pass them on as text and for tests (a
 * visitor reading English still gets English: the catalogue knows these words). Malay is the
 * default: most of them reach a guest's or a couple's screen.
 */
export const MESSAGES = Object.fromEntries(
  Object.entries(GENERIC).map(([name, id]) => [name, siteMs[id]]),
) as Record<keyof typeof GENERIC, string>;

export const badRequest = (message: ReplyWords = said(GENERIC.badRequest), field?: string) =>
  new HttpError(400, 'bad_request', message, undefined, field);
export const unauthorized = (message: ReplyWords = said(GENERIC.unauthorized)) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: ReplyWords = said(GENERIC.forbidden)) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: ReplyWords = said(GENERIC.notFound)) =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: ReplyWords = said(GENERIC.conflict), field?: string) =>
  new HttpError(409, 'conflict', message, undefined, field);
export const tooManyRequests = (
  message: ReplyWords = said(GENERIC.rateLimited),
  retryAfter?: number,
) => new HttpError(429, 'rate_limited', message, retryAfter);
/** A service we depend on (the payment provider) could not do its part. */
export const badGateway = (message: ReplyWords) => new HttpError(502, 'bad_gateway', message);
/** The settings row is missing: the seed always writes it, so the database was not prepared. */
export const settingsMissing = () => new HttpError(500, 'internal', said(GENERIC.settingsMissing));

/**
 * For a route's `config.rateLimit.errorResponseBuilder`: the 429 with the wait in whole seconds
 * (at least one), in the route's own words (`(seconds) => said(id, { wait: waitFor(seconds) })`).
 */
export function retryLater(message: (seconds: number) => ReplyWords) {
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

const WORDS_BY_CODE: Record<ApiErrorCode, SiteMessageId> = {
  bad_request: GENERIC.badRequest,
  unauthorized: GENERIC.unauthorized,
  forbidden: GENERIC.forbidden,
  not_found: GENERIC.notFound,
  conflict: GENERIC.conflict,
  gone: GENERIC.gone,
  payload_too_large: GENERIC.payloadTooLarge,
  rate_limited: GENERIC.rateLimited,
  internal: GENERIC.internal,
  bad_gateway: GENERIC.badGateway,
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The generic words of a code. */
export function defaultWords(code: ApiErrorCode): Said {
  return said(WORDS_BY_CODE[code]);
}

/** The generic message of a code, in `locale` (Malay unless told). */
export function defaultMessage(code: ApiErrorCode, locale: Locale = 'ms'): string {
  return say(locale, defaultWords(code));
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorCode } from '@shared/schemas/api-error';
import { notFoundWhenMalformed } from '@shared/schemas/path-id';
import type { ReplyWords } from '../http/errors';
import {
  GENERIC,
  HttpError,
  badRequest,
  codeForStatus,
  defaultWords,
  errorBody,
  said,
  wordsIn,
} from '../http/errors';
import { siteTranslator } from '../http/site-words';
import { visitorLocale } from './locale';

/**
 * Our words for zod's own refusals, for the schema rules that carry no message of their own (a
 * wrong type, an unknown key): nothing of zod's English reaches a couple's or a guest's screen.
 * Zod keeps them as Malay text (a rule's message is text wherever it is read); the reply says
 * them in the visitor's language, as it does every Malay text the catalogue knows. The rules
 * written for people (names, phones, dates…) say their own messages.
 */
const malay = siteTranslator('ms');
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'too_big':
        return malay.t('errors.input.tooBig');
      case 'too_small':
        return malay.t('errors.input.tooSmall');
      case 'invalid_format':
        return malay.t('errors.input.badFormat');
      case 'unrecognized_keys':
        return malay.t('errors.input.unknownFields');
      default:
        return malay.t(GENERIC.badRequest);
    }
  },
});

/** Fastify's own refusals (body parsing, content type, size), each in words of ours. */
const FASTIFY_MESSAGES: Record<string, ReplyWords> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: said(GENERIC.badMediaType),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: said(GENERIC.badRequest),
  FST_ERR_CTP_EMPTY_JSON_BODY: said(GENERIC.badJson),
  FST_ERR_CTP_INVALID_JSON_BODY: said(GENERIC.badJson),
  FST_ERR_CTP_BODY_TOO_LARGE: said(GENERIC.payloadTooLarge),
  FST_ERR_BAD_URL: said(GENERIC.badUrl),
  FST_ERR_MAX_PARAM_LENGTH: said(GENERIC.notFound),
};

/** `/draft/contacts/0/name` → `draft.contacts.0.name`; the whole body → undefined. */
function fieldOf(instancePath: string | undefined): string | undefined {
  const field = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field === '' ? undefined : field;
}

/** The replies' words differ by the visitor's language: caches must keep them apart. */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

function varyByLanguage(reply: FastifyReply) {
  const current = reply.getHeader('Vary');
  const names = (Array.isArray(current) ? current : [String(current ?? '')])
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = LANGUAGE_VARY.filter(
    (name) => !names.some((kept) => kept.toLowerCase() === name.toLowerCase() || kept === '*'),
  );
  if (missing.length > 0) reply.header('Vary', [...names, ...missing].join(', '));
}

/** The one error shape, its message in the visitor's language (Malay unless they ask). */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ApiErrorCode,
  words: ReplyWords,
  extra: { retryAfter?: number | undefined; field?: string | undefined } = {},
) {
  if (extra.retryAfter !== undefined) reply.header('Retry-After', String(extra.retryAfter));
  varyByLanguage(reply);
  // A router's refusal comes before the request's decorations: no guest's card then.
  const card = (request as Partial<FastifyRequest>).guestCardLanguage ?? null;
  const message = wordsIn(visitorLocale(request), words, card);
  return reply.status(status).send(errorBody(code, message, extra));
}

/** The status and words for any error that is not one of ours. */
function describe(error: FastifyError): { status: number; words: ReplyWords } {
  // A JSON body that does not parse is the client's fault, whatever the parser called it.
  if (error instanceof SyntaxError) return { status: 400, words: said(GENERIC.badJson) };
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // 414 (a path parameter longer than any id): nothing that long exists.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { status: 404, words: said(GENERIC.notFound) };
  }
  if (status === 405) return { status, words: said(GENERIC.methodNotAllowed) };
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  return { status, words: known ?? defaultWords(codeForStatus(status)) };
}

/**
 * The not-found words of a path id that failed its pattern, when the route answers such an id
 * as an unknown one (see pathIdSchema); null for every other refusal.
 */
function malformedPathId(error: FastifyError, request: FastifyRequest): string | null {
  if (error.validationContext !== 'params') return null;
  const name = fieldOf(error.validation?.[0]?.instancePath);
  const params: unknown = request.routeOptions.schema?.params;
  if (name === undefined || !(params instanceof z.ZodObject)) return null;
  const field = (params.shape as Record<string, z.ZodType | undefined>)[name];
  return field ? (notFoundWhenMalformed.get(field)?.message ?? null) : null;
}

const isApiPath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
};

/**
 * Errors Fastify meets before any route runs: a broken percent-escape in the path
 * (`/api/cards/%ff`) or a path parameter over the router's length limit. Under /api they get
 * the one error shape; a page path gets the site's not-found page (the web plugin's).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, words } = describe(error);
  if (isApiPath(request.raw.url ?? '')) {
    return send(request, reply, status, codeForStatus(status), words);
  }
  const notFound = request.server.notFound;
  if (notFound) return notFound(request, reply);
  return send(request, reply, 404, 'not_found', said(GENERIC.notFound));
}

/** Whether every percent-escape of a query string decodes to UTF-8 (`%ff`, a lone `%` do not). */
export function hasValidQueryEscapes(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1) return true;
  for (const part of url.slice(query + 1).split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Every error leaves the API in one shape: `{ error: { code, message, field?, retryAfter? } }`
 * with the right status, the message in the visitor's language (`request.locale`: Malay unless
 * they chose or their browser asks for English). Our refusals carry the catalogue's words
 * (HttpError's `said`); Malay text of a module not yet moved to the catalogue goes as it is,
 * unless the catalogue knows those very words. Validation errors name the field that failed, in
 * the schema's own words; unexpected errors are logged and answered with a plain message.
 */
export default fp(
  function errorsPlugin(app: FastifyInstance) {
    // A query string with broken escapes under /api is refused, as a broken path is: the
    // parser would otherwise hand the route the escape as text (a search for `%ff`).
    // A callback, not an async function: it runs on every request (the guest card's page too).
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.raw.url ?? '';
      done(
        isApiPath(url) && !hasValidQueryEscapes(url) ? badRequest(said(GENERIC.badUrl)) : undefined,
      );
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(request, reply, error.statusCode, error.code, error.said ?? error.message, {
          retryAfter: error.retryAfter,
          field: error.field,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const notFoundMessage = malformedPathId(error, request);
        // Answered as the handler answers an unknown id (its own 404), wherever the route is.
        if (notFoundMessage !== null) {
          return send(request, reply, 404, 'not_found', notFoundMessage);
        }
        const first = error.validation[0];
        return send(
          request,
          reply,
          400,
          'bad_request',
          first?.message || said(GENERIC.badRequest),
          { field: fieldOf(first?.instancePath) },
        );
      }
      const { status, words } = describe(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return send(request, reply, status, codeForStatus(status), words);
    });
  },
  { name: 'errors' },
);

import { bodyFields, hasPath, pathLabel, removeAt, setAt } from './body-paths';
import { exampleFor, fitsString, overlay } from './examples';
import type { OpenApiDocument, OpenApiParameter } from './json-schema';
import { resolveSchema, typesOf } from './json-schema';
import type { UploadedFile } from '../multipart';
import { multipartForm } from '../multipart';
import type { Nasty } from './nasty-values';
import {
  BROKEN_UTF8,
  FIELD_VALUES,
  NASTY_STRINGS,
  RAW_URL_VALUES,
  encodeLoosely,
  looseUtf8,
} from './nasty-values';
import type { SweptOperation } from './operations';
import { fillTemplate, undocumentedMethods } from './operations';
import { violation } from './violations';

// The malformed requests for one operation, all derived from the document: broken path
// parameters, query strings, headers, methods and bodies. Each says whether the document
// itself refuses it, so that a 2xx reply to it can be told apart from a sane one.

export interface SweepRequest {
  description: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Why the document refuses this request (a 2xx reply is then a failure), or null. */
  refusedBecause: string | null;
}

/** A multipart form the server accepts: its text fields and its file (the document has neither). */
export interface FormExample {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export interface SweepContext {
  doc: OpenApiDocument;
  /** A value that exists for a path parameter, by name (a real card id, a theme name). */
  pathExamples: Record<string, string>;
  /**
   * Path values for one operation, by its label, then by name: where the shared example would
   * stop every request early (a trial extension needs a card still in its trial, an edit an
   * entry that exists).
   */
  pathExamplesByOperation?: Record<string, Record<string, string>>;
  /**
   * Known-good multipart forms by operation label: each text field is then broken one at a
   * time, as JSON bodies' fields are.
   */
  formExamples?: Record<string, FormExample>;
  /** Other well-formed values worth a try, by name (an unknown id, someone else's card). */
  pathAlternatives: Record<string, string[]>;
  /** Known-good bodies laid over the derived skeleton, by operation label. */
  bodyExamples: Record<string, unknown>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The parts of a valid-looking request: encoded path values, and the body. */
interface BaseRequest {
  pathValues: Record<string, string>;
  body: unknown;
}

function pathValueFor(
  context: SweepContext,
  operation: SweptOperation,
  parameter: OpenApiParameter,
): string {
  const schema = parameter.schema ?? {};
  const known =
    context.pathExamplesByOperation?.[operation.label]?.[parameter.name] ??
    context.pathExamples[parameter.name];
  if (known !== undefined && fitsString(schema, known)) return known;
  return String(exampleFor(context.doc, schema, parameter.name));
}

export function baseRequest(context: SweepContext, operation: SweptOperation): BaseRequest {
  const pathValues = Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(pathValueFor(context, operation, parameter)),
    ]),
  );
  const derived = operation.bodySchema ? exampleFor(context.doc, operation.bodySchema) : undefined;
  return { pathValues, body: overlay(derived, context.bodyExamples[operation.label]) };
}

/** The query string of the required query parameters' examples (so the base is valid). */
function baseQuery(context: SweepContext, operation: SweptOperation): string[] {
  return operation.queryParams
    .filter((parameter) => parameter.required)
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleFor(context.doc, parameter.schema ?? {}, parameter.name)))}`,
    );
}

function urlOf(
  context: SweepContext,
  operation: SweptOperation,
  pathValues: Record<string, string>,
  extraQuery: string[] = [],
): string {
  const query = [...baseQuery(context, operation), ...extraQuery];
  return `${fillTemplate(operation.template, pathValues)}${query.length ? `?${query.join('&')}` : ''}`;
}

/** The body as JSON text; undefined when the operation takes none. */
const jsonText = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

function bodyViolation(
  context: SweepContext,
  operation: SweptOperation,
  body: unknown,
): string | null {
  return operation.bodySchema ? violation(context.doc, operation.bodySchema, body) : null;
}

/** A request like the base one, with some parts changed. */
function variant(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
  change: Partial<SweepRequest> & { description: string },
): SweepRequest {
  const payload = jsonText(base.body);
  return {
    method: operation.method,
    url: urlOf(context, operation, base.pathValues),
    headers: payload === undefined ? {} : { ...JSON_HEADERS },
    ...(payload === undefined ? {} : { payload }),
    refusedBecause: null,
    ...change,
  };
}

/** Decoded text of a path or query value, or null when its escapes are broken. */
function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Why the document refuses this (encoded) path or query value, or null. */
function parameterViolation(
  context: SweepContext,
  parameter: OpenApiParameter,
  raw: string,
): string | null {
  const text = decoded(raw);
  if (text === null) return `${parameter.name} has broken percent-escapes`;
  const schema = parameter.schema ?? {};
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    // Query numbers arrive as text; the lenient reading (Number(text)) is the one judged.
    const number = text.trim() === '' ? Number.NaN : Number(text);
    if (Number.isNaN(number)) return `${parameter.name} is not a number`;
    return violation(context.doc, schema, number, parameter.name);
  }
  return violation(context.doc, schema, text, parameter.name);
}

/** Every nasty value as an encoded URL piece, with the raw pieces (bad escapes, traversal). */
const URL_VALUES: Nasty[] = [
  ...RAW_URL_VALUES,
  ...NASTY_STRINGS.map(({ label, value }) => ({
    label: `encoded ${label}`,
    value: encodeLoosely(String(value)),
  })),
];

function pathRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  return operation.pathParams.flatMap((parameter) => {
    const alternatives = (context.pathAlternatives[parameter.name] ?? []).map((value) =>
      variant(context, operation, base, {
        description: `path ${parameter.name} = ${value}`,
        url: urlOf(context, operation, { ...base.pathValues, [parameter.name]: value }),
      }),
    );
    const broken = URL_VALUES.map(({ label, value }) =>
      variant(context, operation, base, {
        description: `path ${parameter.name} = ${label}`,
        url: urlOf(context, operation, { ...base.pathValues, [parameter.name]: String(value) }),
        refusedBecause: parameterViolation(context, parameter, String(value)),
      }),
    );
    return [...alternatives, ...broken];
  });
}

/** Query values to try on top of the URL pieces: numbers out of range and such. */
const QUERY_EXTRAS: Nasty[] = [
  { label: 'fraction', value: '1.5' },
  { label: 'zero', value: '0' },
  { label: 'huge', value: '99999999999999999999999' },
  { label: 'true', value: 'true' },
  { label: 'empty', value: '' },
];

function queryRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const documented = operation.queryParams.flatMap((parameter) => {
    const name = encodeURIComponent(parameter.name);
    const values = [...URL_VALUES, ...QUERY_EXTRAS].map(({ label, value }) =>
      variant(context, operation, base, {
        description: `query ${parameter.name} = ${label}`,
        url: urlOf(context, operation, base.pathValues, [`${name}=${String(value)}`]),
        refusedBecause: parameterViolation(context, parameter, String(value)),
      }),
    );
    const shapes = [`${name}=1&${name}=2`, `${name}[]=1`, `${name}[a]=1`, name].map((query) =>
      variant(context, operation, base, {
        description: `query ${query}`,
        url: urlOf(context, operation, base.pathValues, [query]),
      }),
    );
    return [...values, ...shapes];
  });
  // An unknown parameter must not break anything either (every operation gets these).
  const unknown = [...URL_VALUES, { label: 'prototype key', value: '1&__proto__[x]=1' }].map(
    ({ label, value }) =>
      variant(context, operation, base, {
        description: `unknown query x = ${label}`,
        url: urlOf(context, operation, base.pathValues, [`x=${String(value)}`]),
      }),
  );
  const bare = ['%ff', '%', '&&&', '=', '%00=%00'].map((query) =>
    variant(context, operation, base, {
      description: `query string ${query}`,
      url: urlOf(context, operation, base.pathValues, [query]),
    }),
  );
  return [...documented, ...unknown, ...bare];
}

function headerRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const headers: [string, Record<string, string>][] = [
    ['a forged session cookie', { cookie: 'jemput_session=forged' }],
    ['a session cookie with a bad escape', { cookie: 'jemput_session=%ff%' }],
    ['a 5,000-character session cookie', { cookie: `jemput_session=${'a'.repeat(5000)}` }],
    ['two session cookies', { cookie: 'jemput_session=a; jemput_session=b' }],
    ['Accept: text/html', { accept: 'text/html' }],
    ['Accept-Language: en', { 'accept-language': 'en-US,en;q=0.9' }],
    ['X-Forwarded-For junk', { 'x-forwarded-for': "'; DROP TABLE x; --, 999.1.1.1" }],
  ];
  return headers.map(([label, extra]) => {
    const request = variant(context, operation, base, { description: `header: ${label}` });
    return { ...request, headers: { ...request.headers, ...extra } };
  });
}

function pathShapeRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const path = fillTemplate(operation.template, base.pathValues);
  const shapes: [string, string][] = [
    ['a trailing slash', `${path}/`],
    ['a trailing /%ff', `${path}/%ff`],
    ['a trailing %00', `${path}%00`],
    ['a trailing /..%2f', `${path}/..%2f`],
    ['a doubled slash', path.replace('/api/', '/api//')],
    ['upper case', path.toUpperCase()],
    ['an extra segment', `${path}/sweep`],
    ['a 3,000-character extra segment', `${path}/${'a'.repeat(3000)}`],
  ];
  const methods = undocumentedMethods(context.doc, operation.template).map((method) =>
    variant(context, operation, base, {
      description: `method ${method}`,
      method,
      refusedBecause: `${method} is not documented for ${operation.template}`,
    }),
  );
  return [
    ...shapes.map(([label, url]) =>
      variant(context, operation, base, { description: `path with ${label}`, url }),
    ),
    ...methods,
  ];
}

/** One request per body field and nasty value, and each required field left out. */
function fieldRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const schema = operation.bodySchema;
  if (!schema) return [];
  const requests: SweepRequest[] = [];
  const withBody = (description: string, body: unknown) =>
    variant(context, operation, base, {
      description,
      payload: JSON.stringify(body),
      refusedBecause: bodyViolation(context, operation, body),
    });
  for (const field of bodyFields(context.doc, schema)) {
    for (const { label, value } of FIELD_VALUES) {
      const body = setAt(context.doc, schema, base.body, field.path, value);
      requests.push(withBody(`body ${pathLabel(field.path)} = ${label}`, body));
    }
    if (field.required && hasPath(base.body, field.path)) {
      requests.push(
        withBody(`body without ${pathLabel(field.path)}`, removeAt(base.body, field.path)),
      );
    }
  }
  requests.push(withBody('body with an unknown field', overlay(base.body, { sweepExtra: 'x' })));
  return requests;
}

/**
 * The whole body replaced by each nasty value, sent as JSON: to every operation, also those
 * that take no body (a body on a GET or a DELETE must not break it either).
 */
function wholeBodyRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  return FIELD_VALUES.map(({ label, value }) =>
    variant(context, operation, base, {
      description: `whole body = ${label}`,
      headers: { ...JSON_HEADERS },
      payload: JSON.stringify(value),
      refusedBecause: bodyViolation(context, operation, value),
    }),
  );
}

/** Bodies that are not JSON at all, sent as JSON. */
function rawJsonTexts(valid: string): [string, string | Buffer][] {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    );
  return [
    ['empty', ''],
    ['whitespace', '  \n'],
    ['truncated', valid.slice(0, Math.max(1, Math.floor(valid.length / 2)))],
    ['lone brace', '{'],
    ['single quotes', "{'a': 'b'}"],
    ['trailing comma', valid.replace(/\}$/, ',}')],
    ['trailing garbage', `${valid}garbage`],
    ['two documents', `${valid}${valid}`],
    ['undefined', 'undefined'],
    ['NaN', 'NaN'],
    ['bad escape', '{"a":"\\x41"}'],
    ['NUL byte', '\u0000'],
    ['raw control character in a string', '{"a":"\u0001"}'],
    ['__proto__ key', '{"__proto__":{"polluted":true}}'],
    ['constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['100,000 open brackets', '['.repeat(100_000)],
    ['byte-order mark then JSON', `\uFEFF${valid}`],
    ['invalid UTF-8 bytes', bytes('{"a":"', [0xff, 0xfe, 0xc0, 0xae], '"}')],
    ['UTF-16 encoded JSON', Buffer.from(`\uFEFF${valid}`, 'utf16le')],
  ];
}

/** Invalid UTF-8 inside each text field (Node turns it into U+FFFD when decoding). */
function byteRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const schema = operation.bodySchema;
  if (!schema) return [];
  const marker = 'SWEEPBYTES';
  const broken = BROKEN_UTF8;
  const textFields = bodyFields(context.doc, schema).filter((field) =>
    typesOf(resolveSchema(context.doc, field.schema)).includes('string'),
  );
  return textFields.flatMap((field) => {
    const text = JSON.stringify(setAt(context.doc, schema, base.body, field.path, `Ali${marker}`));
    const [before = '', after = ''] = text.split(marker);
    return broken.map(([label, bytes]) =>
      variant(context, operation, base, {
        description: `body ${pathLabel(field.path)} with ${label}`,
        payload: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
      }),
    );
  });
}

/**
 * Multipart forms (the document names none of their fields): each text field of the operation's
 * known-good form set to every nasty string and to bytes that are not UTF-8, and left out.
 */
function formRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  // The document lists no body for them at all (Fastify's `consumes` only): the test names them.
  const form = context.formExamples?.[operation.label];
  if (!form) return [];
  const withForm = (description: string, fields: Record<string, string | Buffer>) => {
    const { payload, headers } = multipartForm(fields, form.file);
    return variant(context, operation, base, { description, payload, headers: { ...headers } });
  };
  const requests = [withForm('the valid-looking form', form.fields)];
  for (const name of Object.keys(form.fields)) {
    for (const { label, value } of NASTY_STRINGS) {
      const bytes = looseUtf8(String(value));
      requests.push(withForm(`form ${name} = ${label}`, { ...form.fields, [name]: bytes }));
    }
    for (const [label, bytes] of BROKEN_UTF8) {
      const text = Buffer.concat([Buffer.from('Ali'), Buffer.from(bytes), Buffer.from('Aminah')]);
      requests.push(withForm(`form ${name} with ${label}`, { ...form.fields, [name]: text }));
    }
    const rest = Object.fromEntries(Object.entries(form.fields).filter(([key]) => key !== name));
    requests.push(withForm(`form without ${name}`, rest));
  }
  return requests;
}

function mediaRequests(
  context: SweepContext,
  operation: SweptOperation,
  base: BaseRequest,
): SweepRequest[] {
  const valid = jsonText(base.body) ?? '{"a":1}';
  const takesJson = operation.bodyMediaTypes.includes('application/json');
  const required = operation.bodyRequired ? 'the body is required' : null;
  const raw = rawJsonTexts(valid).map(([label, payload]) =>
    variant(context, operation, base, {
      description: `JSON body: ${label}`,
      payload,
      // A byte-order mark or a parser's leniency may let some through; the rest is not JSON.
      refusedBecause: takesJson && !label.startsWith('byte-order') ? 'not JSON' : null,
    }),
  );
  const types: [string, string | undefined, string][] = [
    ['text/plain', 'text/plain', valid],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=b&name=%00'],
    ['multipart garbage', 'multipart/form-data; boundary=sweep', '--sweep\r\ngarbage\u0000\r\n--'],
    ['multipart without boundary', 'multipart/form-data', valid],
    ['XML', 'application/xml', '<a>b</a>'],
    ['json-patch', 'application/json-patch+json', valid],
    ['a list of types', 'application/json, text/plain', valid],
    ['a junk charset', 'application/json; charset=klingon', valid],
    ['a junk type', '../../etc/passwd', valid],
    ['no content type', undefined, valid],
  ];
  const media = types.map(([label, type, payload]) => {
    const request = variant(context, operation, base, {
      description: `content type: ${label}`,
      payload,
      refusedBecause:
        takesJson && type !== undefined && !type.startsWith('application/json')
          ? `${type} is not a documented body type`
          : null,
    });
    const headers = { ...request.headers };
    delete headers['content-type'];
    return {
      ...request,
      headers: type === undefined ? headers : { ...headers, 'content-type': type },
    };
  });
  const oversize = (label: string, payload: string, refusedBecause: string | null) =>
    variant(context, operation, base, { description: label, payload, refusedBecause });
  const big = (length: number) => ({ sweepPadding: 'a'.repeat(length) });
  const sizes = [
    oversize(
      'an oversize body (1.1 MB)',
      JSON.stringify(overlay(base.body, big(1_100_000))),
      takesJson ? 'a body over 1 MB' : null,
    ),
    oversize(
      'an oversize bad JSON body (1.1 MB)',
      `{${'x'.repeat(1_100_000)}`,
      takesJson ? 'not JSON' : null,
    ),
    oversize('a 300 KB body', JSON.stringify(overlay(base.body, big(300_000))), null),
  ];
  const empty = variant(context, operation, base, {
    description: 'no body at all',
    headers: {},
    refusedBecause: required,
  });
  delete empty.payload;
  return [...raw, ...media, ...sizes, empty];
}

/** Every malformed request of an operation, the valid-looking one first. */
export function sweepRequests(context: SweepContext, operation: SweptOperation): SweepRequest[] {
  const base = baseRequest(context, operation);
  return [
    variant(context, operation, base, { description: 'the valid-looking request' }),
    ...pathRequests(context, operation, base),
    ...formRequests(context, operation, base),
    ...queryRequests(context, operation, base),
    ...headerRequests(context, operation, base),
    ...pathShapeRequests(context, operation, base),
    ...fieldRequests(context, operation, base),
    ...wholeBodyRequests(context, operation, base),
    ...byteRequests(context, operation, base),
    ...mediaRequests(context, operation, base),
  ];
}

/**
 * The valid-looking request and every broken path parameter, nothing else: what the path-id
 * sweep sends to every route with a parameter, the routes the document leaves out included.
 */
export function pathParameterRequests(
  context: SweepContext,
  operation: SweptOperation,
): SweepRequest[] {
  const base = baseRequest(context, operation);
  return [
    variant(context, operation, base, { description: 'the valid-looking request' }),
    ...pathRequests(context, operation, base),
  ];
}

/**
 * The requests that can meet the database differently from the valid-looking one: every broken
 * path, query and header (the guard looks the path's card up before validation), and of the
 * broken bodies only those the document accepts. A body the document refuses is turned away by
 * validation after the guard's lookups, which are the valid request's own: the same on either
 * database, so the second database's sweep leaves those out and runs in half the time.
 */
export function databaseReachingRequests(
  context: SweepContext,
  operation: SweptOperation,
): SweepRequest[] {
  const base = baseRequest(context, operation);
  const accepted = (requests: SweepRequest[]) =>
    requests.filter((request) => request.refusedBecause === null);
  return [
    variant(context, operation, base, { description: 'the valid-looking request' }),
    ...pathRequests(context, operation, base),
    ...queryRequests(context, operation, base),
    ...headerRequests(context, operation, base),
    ...pathShapeRequests(context, operation, base),
    ...accepted(formRequests(context, operation, base)),
    ...accepted(fieldRequests(context, operation, base)),
    ...accepted(wholeBodyRequests(context, operation, base)),
    ...accepted(byteRequests(context, operation, base)),
    ...accepted(mediaRequests(context, operation, base)),
  ];
}

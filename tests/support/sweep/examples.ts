import type { JsonSchema, OpenApiDocument } from './json-schema';
import { branchesOf, patternOf, resolveSchema, typesOf } from './json-schema';

// A value the document calls valid, for any schema: the skeleton the sweep then breaks one
// piece at a time. The document cannot say everything (a phone number is just "string"), so
// field names give hints, and a test may lay known-good examples over the skeleton.

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** What a field of this name usually holds, most specific first. */
function hintsForKey(key: string): string[] {
  const hints: [RegExp, () => string][] = [
    [/e-?mail/i, () => 'sweep@example.com'],
    [/phone|mobile|whatsapp/i, () => '012-345 6789'],
    [/date/i, tomorrow],
    [/time/i, () => '11:00'],
    [/url|link/i, () => 'https://example.com/'],
    [/theme/i, () => 'theme1'],
    [/code/i, () => '123456'],
    [/name|title/i, () => 'Siti Aminah'],
  ];
  return hints.filter(([pattern]) => pattern.test(key)).map(([, make]) => make());
}

const FORMAT_EXAMPLES: Record<string, () => string> = {
  email: () => 'sweep@example.com',
  date: tomorrow,
  'date-time': () => new Date(Date.now() + 86_400_000).toISOString(),
  time: () => '11:00:00',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
  uuid: () => '00000000-0000-4000-8000-000000000000',
};

/** The first character a character class `[…]` allows (enough for simple id patterns). */
function firstOfClass(body: string): string {
  const first = body.replace(/^\^/, '')[0] ?? 'a';
  return first === '\\' ? (body[1] === 'd' ? '1' : 'a') : first;
}

const ESCAPE_EXAMPLES: Record<string, string> = { '\\d': '1', '\\w': 'a', '\\s': ' ' };

/** One character a pattern atom (`\d`, `[a-z]`, `\.`, `.`, `x`) matches. */
function charFor(token: string): string {
  if (ESCAPE_EXAMPLES[token]) return ESCAPE_EXAMPLES[token];
  if (token.startsWith('[')) return firstOfClass(token.slice(1, -1));
  if (token.startsWith('\\')) return token.slice(1);
  return token === '.' ? 'a' : token;
}

/**
 * The shortest text a simple anchored pattern (`^\d{6}$`, `^[a-z0-9]{4,32}$`) accepts; null
 * for anything with alternatives or groups (the fallbacks are then tried against it). A
 * negated class may give a wrong guess: every candidate is checked against the pattern after.
 */
export function textForPattern(pattern: string): string | null {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  if (/[|()]/.test(body)) return null;
  const atom = /(\\[dws]|\\.|\[(?:\\.|[^\]])+\]|[^\\[{}+*?])(\{(\d+)(?:,(\d*))?\}|[+*?])?/gy;
  let out = '';
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = atom.exec(body))) {
    consumed = atom.lastIndex;
    const [, token = '', quantifier, min] = match;
    // `{n,m}` gives n; `?` none; `*`, `+` and a bare atom one.
    const count = min !== undefined ? Number(min) : quantifier === '?' ? 0 : 1;
    out += charFor(token).repeat(count);
  }
  return consumed === body.length ? out : null;
}

/** Whether a text meets a string schema's own rules (pattern and lengths). */
export function fitsString(schema: JsonSchema, text: string): boolean {
  const pattern = patternOf(schema);
  if (pattern && !pattern.test(text)) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return true;
}

function exampleString(schema: JsonSchema, key: string): string {
  const fromPattern = schema.pattern ? textForPattern(schema.pattern) : null;
  const candidates = [
    ...(schema.format && FORMAT_EXAMPLES[schema.format] ? [FORMAT_EXAMPLES[schema.format]!()] : []),
    ...hintsForKey(key),
    ...(fromPattern === null ? [] : [fromPattern]),
    'Siti Aminah',
    'abcd1234',
    '123456',
    'a',
  ];
  const fit = candidates.find((text) => fitsString(schema, text));
  return fit ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  let value = schema.minimum ?? (exclusiveMin === null ? 1 : exclusiveMin + (integer ? 1 : 0.5));
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return integer ? Math.ceil(value) : value;
}

/**
 * A valid-looking value of the schema. Objects get their required properties only: optional
 * ones (a honeypot such as `website`) could change what the request means; the sweep adds
 * each of them on its own.
 */
export function exampleFor(doc: OpenApiDocument, raw: JsonSchema, key = ''): unknown {
  const schema = resolveSchema(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = branchesOf(schema).find((option) => !typesOf(option).includes('null'));
  if (branch) return exampleFor(doc, branch, key);
  if (schema.allOf?.length) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => exampleFor(doc, part, key) as Record<string, unknown>),
    ) as unknown;
  }
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? inferType(schema);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          exampleFor(doc, schema.properties?.[name] ?? {}, name),
        ]),
      );
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => exampleFor(doc, schema.items ?? {}, key));
    }
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(schema, key);
  }
}

/** zod sometimes leaves `type` out where the keywords make it plain. */
function inferType(schema: JsonSchema): string {
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.minimum !== undefined || schema.maximum !== undefined) return 'number';
  return 'string';
}

/** Lays `over` onto `base`: objects merge key by key, anything else is replaced. */
export function overlay(base: unknown, over: unknown): unknown {
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = overlay(base[key], value);
    return out;
  }
  return over === undefined ? base : over;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

import { isPlainObject } from './examples';
import type { JsonSchema, OpenApiDocument } from './json-schema';
import { branchesOf, patternOf, resolveSchema, typesOf } from './json-schema';

// Whether the document itself refuses a value. Conservative on purpose: only what no reading
// of the schema could accept counts (the server may trim text before it checks a pattern or a
// length, so those are judged on the trimmed text too). A request the document refuses must
// not get a 2xx reply.

/** Whitespace and invisible characters a server may trim from the ends of a text. */
const TRIMMABLE =
  /^[\s\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]+|[\s\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]+$/gu;

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function stringViolation(schema: JsonSchema, text: string, at: string): string | null {
  const trimmed = text.replace(TRIMMABLE, '');
  const pattern = patternOf(schema);
  if (pattern && !pattern.test(text) && !pattern.test(trimmed)) {
    return `${at} does not match ${schema.pattern}`;
  }
  const units = text.length;
  const codePoints = [...text].length;
  if (schema.minLength !== undefined && Math.max(units, codePoints) < schema.minLength) {
    return `${at} is shorter than ${schema.minLength}`;
  }
  // Counted the shortest way a server may count: trimmed, NFC-normalised, in code points.
  const shortest = Math.min(trimmed.length, [...trimmed.normalize('NFC')].length);
  if (schema.maxLength !== undefined && shortest > schema.maxLength) {
    return `${at} is longer than ${schema.maxLength}`;
  }
  return null;
}

function numberViolation(schema: JsonSchema, value: number, at: string): string | null {
  if (schema.minimum !== undefined && value < schema.minimum) return `${at} < ${schema.minimum}`;
  if (schema.maximum !== undefined && value > schema.maximum) return `${at} > ${schema.maximum}`;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) {
    return `${at} <= ${schema.exclusiveMinimum}`;
  }
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) {
    return `${at} >= ${schema.exclusiveMaximum}`;
  }
  return null;
}

function arrayViolation(
  doc: OpenApiDocument,
  schema: JsonSchema,
  items: unknown[],
  at: string,
): string | null {
  if (schema.minItems !== undefined && items.length < schema.minItems) {
    return `${at} has fewer than ${schema.minItems} items`;
  }
  if (schema.maxItems !== undefined && items.length > schema.maxItems) {
    return `${at} has more than ${schema.maxItems} items`;
  }
  for (const [index, item] of items.entries()) {
    const found = schema.items ? violation(doc, schema.items, item, `${at}.${index}`) : null;
    if (found) return found;
  }
  return null;
}

function objectViolation(
  doc: OpenApiDocument,
  schema: JsonSchema,
  record: Record<string, unknown>,
  at: string,
): string | null {
  const prefix = at ? `${at}.` : '';
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(record, name)) return `${prefix}${name} is missing`;
  }
  for (const [name, value] of Object.entries(record)) {
    const property = schema.properties?.[name];
    if (property) {
      const found = violation(doc, property, value, `${prefix}${name}`);
      if (found) return found;
    } else if (schema.additionalProperties === false) {
      return `${prefix}${name} is not allowed`;
    }
  }
  return null;
}

/** Why the document refuses `value`, or null when it might accept it. */
export function violation(
  doc: OpenApiDocument,
  raw: JsonSchema,
  value: unknown,
  at = '',
): string | null {
  const schema = resolveSchema(doc, raw);
  const label = at || 'body';
  if (value === null && schema.nullable) return null;
  if (schema.const !== undefined && !sameJson(schema.const, value))
    return `${label} is not the const`;
  if (schema.enum && !schema.enum.some((option) => sameJson(option, value))) {
    return `${label} is not one of ${JSON.stringify(schema.enum).slice(0, 60)}`;
  }
  const branches = branchesOf(schema);
  if (branches.length > 0) {
    const reasons = branches.map((branch) => violation(doc, branch, value, at));
    return reasons.every(Boolean) ? `${label} matches no branch (${reasons[0]})` : null;
  }
  for (const part of schema.allOf ?? []) {
    const found = violation(doc, part, value, at);
    if (found) return found;
  }
  const types = typesOf(schema);
  const actual = jsonTypeOf(value);
  const typeFits =
    types.length === 0 ||
    types.includes(actual) ||
    (actual === 'integer' && types.includes('number'));
  if (!typeFits) return `${label} is ${actual}, not ${types.join('|')}`;
  if (typeof value === 'string') return stringViolation(schema, value, label);
  if (typeof value === 'number') return numberViolation(schema, value, label);
  if (Array.isArray(value)) return arrayViolation(doc, schema, value, label);
  if (isPlainObject(value)) return objectViolation(doc, schema, value, at);
  return null;
}

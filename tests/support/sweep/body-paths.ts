import { exampleFor, isPlainObject } from './examples';
import type { JsonSchema, OpenApiDocument } from './json-schema';
import { branchesOf, resolveSchema, typesOf } from './json-schema';

// Where a body can be broken: every property the schema names (optional ones too), nested
// objects and the first item of arrays included, and how to set or remove one in a copy.

export type FieldPath = (string | number)[];

export interface BodyField {
  path: FieldPath;
  schema: JsonSchema;
  /** The parent object lists it as required (removing it must then be refused). */
  required: boolean;
}

const MAX_DEPTH = 4;

/** The object or array form of a schema (a union's first such branch), resolved. */
function containerOf(doc: OpenApiDocument, raw: JsonSchema): JsonSchema {
  const schema = resolveSchema(doc, raw);
  const branch = branchesOf(schema).find((option) => {
    const types = typesOf(resolveSchema(doc, option));
    return types.includes('object') || types.includes('array');
  });
  return branch ? resolveSchema(doc, branch) : schema;
}

export function bodyFields(
  doc: OpenApiDocument,
  raw: JsonSchema,
  prefix: FieldPath = [],
): BodyField[] {
  if (prefix.length >= MAX_DEPTH) return [];
  const schema = containerOf(doc, raw);
  const fields: BodyField[] = [];
  if (schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const path = [...prefix, name];
      fields.push({ path, schema: property, required: schema.required?.includes(name) ?? false });
      fields.push(...bodyFields(doc, property, path));
    }
  } else if (schema.items && (schema.maxItems ?? 1) > 0) {
    const path = [...prefix, 0];
    fields.push({ path, schema: schema.items, required: (schema.minItems ?? 0) > 0 });
    fields.push(...bodyFields(doc, schema.items, path));
  }
  return fields;
}

/** The schema one step down a path (a property, or an array's items). */
function childSchema(doc: OpenApiDocument, raw: JsonSchema, key: string | number): JsonSchema {
  const schema = containerOf(doc, raw);
  return (typeof key === 'number' ? schema.items : schema.properties?.[key]) ?? {};
}

/**
 * A copy of `body` with the value at `path` set; containers missing on the way (an optional
 * object, an empty list) are first filled with the schema's example.
 */
export function setAt(
  doc: OpenApiDocument,
  schema: JsonSchema,
  body: unknown,
  path: FieldPath,
  value: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container = isPlainObject(body) || Array.isArray(body) ? body : exampleFor(doc, schema);
  const child = childSchema(doc, schema, key);
  // Arrays and objects are both indexed by key here; the copy keeps the container's kind.
  const copy = (
    Array.isArray(container) ? [...(container as unknown[])] : { ...(container as object) }
  ) as Record<string | number, unknown>;
  const current = copy[key];
  const start = current === undefined && rest.length > 0 ? exampleFor(doc, child) : current;
  copy[key] = setAt(doc, child, start, rest, value);
  return copy;
}

/** A copy of `body` without the value at `path` (an array item's field, a property). */
export function removeAt(body: unknown, path: FieldPath): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !(isPlainObject(body) || Array.isArray(body))) return body;
  if (Array.isArray(body)) {
    const copy = [...body];
    if (typeof key === 'number' && key < copy.length) {
      if (rest.length === 0) copy.splice(key, 1);
      else copy[key] = removeAt(copy[key], rest);
    }
    return copy;
  }
  const copy: Record<string, unknown> = { ...body };
  if (rest.length === 0) delete copy[String(key)];
  else copy[String(key)] = removeAt(copy[String(key)], rest);
  return copy;
}

/** Whether `path` exists in `body` (a missing field cannot be removed). */
export function hasPath(body: unknown, path: FieldPath): boolean {
  let node: unknown = body;
  for (const key of path) {
    if (!(isPlainObject(node) || Array.isArray(node))) return false;
    if (!Object.hasOwn(node, key)) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
}

export const pathLabel = (path: FieldPath) => path.join('.') || '(body)';

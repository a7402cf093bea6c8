// The slice of OpenAPI 3 / JSON Schema (as zod 4 writes it) that the sweep reads: enough to
// build a request the document calls valid, and to tell when a value is plainly not.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  $ref?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Follows `#/…` references inside the document (zod 4 may hoist shared schemas there). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 32; hops++) {
    let node: unknown = doc;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) {
      node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
    }
    if (!node || typeof node !== 'object') throw new Error(`dangling $ref ${current.$ref}`);
    current = node as JsonSchema;
  }
  return current;
}

/** The schema's types, `nullable` folded in as "null". */
export function typesOf(schema: JsonSchema): string[] {
  const types = [schema.type ?? []].flat();
  return schema.nullable ? [...types, 'null'] : types;
}

/** The branches of a union (anyOf / oneOf), or none. */
export const branchesOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [];

/** A compiled `pattern`, or null when JavaScript cannot read it (then it is not checked). */
export function patternOf(schema: JsonSchema): RegExp | null {
  if (schema.pattern === undefined) return null;
  try {
    return new RegExp(schema.pattern, 'u');
  } catch {
    return null;
  }
}

import type { JsonSchema, OpenApiDocument, OpenApiParameter } from './json-schema';
import { resolveSchema } from './json-schema';

// Every operation of the OpenAPI document, in the form the sweep needs: its path template, its
// parameters by place, and its JSON body schema.

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'patch'] as const;

export interface SweptOperation {
  /** `POST /api/cards/{id}/rsvps`: how the report names it. */
  label: string;
  method: string;
  template: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The `application/json` body schema, resolved; null when the operation takes no body. */
  bodySchema: JsonSchema | null;
  bodyRequired: boolean;
  /** The media types the document lists for the body. */
  bodyMediaTypes: string[];
}

export function operationsOf(doc: OpenApiDocument): SweptOperation[] {
  const operations: SweptOperation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        label: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodySchema: json ? resolveSchema(doc, json) : null,
        bodyRequired: operation.requestBody?.required ?? false,
        bodyMediaTypes: Object.keys(content),
      });
    }
  }
  return inSweepOrder(operations);
}

/**
 * A DELETE may end the very session the sweep sends (log out): DELETEs are swept last, and the
 * ones that end sessions last of all, or every DELETE after them would meet only 401s.
 */
function sweepOrder(operation: Pick<SweptOperation, 'method' | 'template'>): number {
  if (operation.method !== 'DELETE') return 0;
  return operation.template.startsWith('/api/auth/') ? 2 : 1;
}

/** Operations in the order the sweep sends them (see sweepOrder). */
export function inSweepOrder<T extends Pick<SweptOperation, 'method' | 'template'>>(
  operations: T[],
): T[] {
  return [...operations].sort((a, b) => sweepOrder(a) - sweepOrder(b));
}

/** Methods a path does not document (HEAD left out: its replies have no body to check). */
export function undocumentedMethods(doc: OpenApiDocument, template: string): string[] {
  const documented = Object.keys(doc.paths[template] ?? {});
  return HTTP_METHODS.filter((method) => !documented.includes(method)).map((method) =>
    method.toUpperCase(),
  );
}

/** The template with each `{name}` replaced by its (already percent-encoded) value. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}

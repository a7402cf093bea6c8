import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';

// The OpenAPI document is generated from the routes' zod schemas, served
// at /api/openapi.json and browsable at /api/docs.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  $ref?: string;
  [key: string]: unknown;
}

interface Operation {
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows `#/components/...` references inside the document. */
function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  expect(schema.$ref.startsWith('#/')).toBe(true);
  let node: unknown = doc;
  for (const part of schema.$ref.slice(2).split('/')) {
    node = (node as Record<string, unknown>)[part];
    expect(node, `dangling $ref ${schema.$ref}`).toBeDefined();
  }
  return resolve(doc, node as JsonSchema);
}

/** Every `$ref` anywhere in the document must point at something. */
function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function jsonResponseSchema(doc: OpenApiDocument, path: string, status: string): JsonSchema {
  const operation = doc.paths[path]?.get;
  expect(operation, `GET ${path} is documented`).toBeDefined();
  const schema = operation?.responses[status]?.content?.['application/json']?.schema;
  expect(schema, `GET ${path} documents its ${status} reply`).toBeDefined();
  return resolve(doc, schema as JsonSchema);
}

/** The document's schema describes the live reply: same keys, required keys present, types agree. */
function expectReplyMatches(doc: OpenApiDocument, schema: JsonSchema, value: unknown) {
  const resolved = resolve(doc, schema);
  const types = [resolved.type ?? []].flat();
  if (resolved.enum) expect(resolved.enum).toContain(value);
  if (types.includes('object')) {
    expect(typeof value).toBe('object');
    const record = value as Record<string, unknown>;
    for (const key of resolved.required ?? []) expect(record).toHaveProperty(key);
    for (const [key, item] of Object.entries(record)) {
      const property = resolved.properties?.[key];
      expect(property, `documented property ${key}`).toBeDefined();
      expectReplyMatches(doc, property as JsonSchema, item);
    }
  } else if (types.includes('integer')) {
    expect(Number.isInteger(value)).toBe(true);
  } else if (types.includes('number')) {
    expect(typeof value).toBe('number');
  } else if (types.includes('string')) {
    expect(typeof value).toBe('string');
  } else if (types.includes('boolean')) {
    expect(typeof value).toBe('boolean');
  }
}

async function followRedirects(t: TestApp, url: string): Promise<LightMyRequestResponse> {
  let res = await t.app.inject({ method: 'GET', url });
  for (let hops = 0; hops < 5 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
    const location = String(res.headers.location);
    res = await t.app.inject({ method: 'GET', url: new URL(location, `http://x${url}`).pathname });
  }
  return res;
}

describe.each(testDialects)('OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://jemput.example' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    doc = JSON.parse(res.body) as OpenApiDocument;
  });
  afterAll(() => t.close());

  it('is served as JSON with status 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.body) as unknown).not.toThrow();
  });

  it('is an OpenAPI 3 document with info, servers and paths', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Jemput API');
    expect(typeof doc.info.version).toBe('string');
    expect(doc.info.version.length).toBeGreaterThan(0);
    expect(doc.servers).toEqual([{ url: 'https://jemput.example' }]);
    expect(typeof doc.paths).toBe('object');
  });

  it('lists only /api paths, each operation with responses keyed by status', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const [method, operation] of Object.entries(doc.paths[path] ?? {})) {
        expect(HTTP_METHODS).toContain(method);
        const statuses = Object.keys(operation.responses);
        expect(statuses.length).toBeGreaterThan(0);
        for (const status of statuses) expect(status).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
      }
    }
  });

  it('leaves out internal routes: the document itself, the docs page and the web app', () => {
    const paths = Object.keys(doc.paths);
    expect(paths).not.toContain('/api/openapi.json');
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(paths).not.toContain('/');
  });

  it('has no dangling $ref', () => {
    for (const ref of collectRefs(doc)) resolve(doc, { $ref: ref });
  });

  it('documents GET /api/health with its reply schema', () => {
    const schema = jsonResponseSchema(doc, '/api/health', '200');
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([
      'database',
      'status',
      'uptimeSeconds',
    ]);
    expect(schema.required).toEqual(
      expect.arrayContaining(['status', 'database', 'uptimeSeconds']),
    );
    const status = resolve(doc, schema.properties?.status as JsonSchema);
    expect(status.enum).toEqual(['ok', 'degraded']);
    const database = resolve(doc, schema.properties?.database as JsonSchema);
    expect(Object.keys(database.properties ?? {}).sort()).toEqual(['dialect', 'reachable']);
    // The degraded reply is documented too.
    jsonResponseSchema(doc, '/api/health', '503');
  });

  it('documents GET /api/settings with its reply schema and error shape', () => {
    const schema = jsonResponseSchema(doc, '/api/settings', '200');
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([
      'maintenance_mode',
      'price',
      'whatsapp_no',
    ]);
    expect(schema.required).toEqual(
      expect.arrayContaining(['price', 'whatsapp_no', 'maintenance_mode']),
    );
    expect(resolve(doc, schema.properties?.price as JsonSchema).type).toBe('integer');
    expect(resolve(doc, schema.properties?.maintenance_mode as JsonSchema).type).toBe('boolean');
    const error = jsonResponseSchema(doc, '/api/settings', '500');
    expect(Object.keys(error.properties ?? {})).toEqual(['error']);
    const inner = resolve(doc, error.properties?.error as JsonSchema);
    expect(Object.keys(inner.properties ?? {}).sort()).toEqual([
      'code',
      'field',
      'message',
      'retryAfter',
    ]);
    expect(inner.required).toEqual(['code', 'message']);
  });

  it('describes what the live API actually answers', async () => {
    for (const path of ['/api/health', '/api/settings']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expectReplyMatches(doc, jsonResponseSchema(doc, path, '200'), res.json());
    }
  });

  it('gives every operation a summary and a tag', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      }
    }
  });
});

describe.each(testDialects)('API docs page on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(['/api/docs', '/api/docs/'])('GET %s gives an HTML page', async (url) => {
    const res = await followRedirects(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body).toMatch(/swagger/i);
  });

  it('serves the scripts and styles the page links to', async () => {
    const res = await followRedirects(t, '/api/docs/');
    const links = [...res.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const url = new URL(link ?? '', 'http://x/api/docs/').pathname;
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
  });

  it('points the browser at /api/openapi.json', async () => {
    const res = await followRedirects(t, '/api/docs/');
    const initializer = [...res.body.matchAll(/src="([^"]*initializer[^"]*\.js)"/g)][0]?.[1];
    expect(initializer).toBeDefined();
    const script = await t.app.inject({
      method: 'GET',
      url: new URL(initializer ?? '', 'http://x/api/docs/').pathname,
    });
    expect(script.body).toContain('/api/openapi.json');
  });
});

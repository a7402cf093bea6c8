import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument, OpenApiParameter } from './json-schema';
import type { SweptOperation } from './operations';
import { inSweepOrder, operationsOf } from './operations';

// Every route the app serves, read from its router (not the OpenAPI document, which leaves out
// the pages, the pictures and the fonts): the path-id sweep sends broken ids to each route with
// a path parameter, whatever part of the app it lives in.

export interface Route {
  /** `/api/cards/:id/ushers/:usherId`, as registered. */
  path: string;
  methods: string[];
}

/**
 * The routes of Fastify's router tree (`printRoutes({ commonPrefix: false })`): each line is a
 * node, its depth given by where its `── ` starts (4 characters a level), its text the piece of
 * path added to its parent's, and the methods in brackets when a route ends there.
 */
export function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.indexOf('── ');
    if (branch === -1) continue;
    const depth = Math.floor((branch - 1) / 4);
    const node = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 3));
    if (!node) continue;
    const [, piece = '', methods] = node;
    const path = `${depth > 0 ? (prefixes[depth - 1] ?? '') : ''}${piece}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (methods) routes.push({ path, methods: methods.split(',').map((m) => m.trim()) });
  }
  return routes;
}

/** The app's routes, as its router holds them. */
export const routeTable = (app: FastifyInstance): Route[] =>
  parseRouteTree(app.printRoutes({ commonPrefix: false }));

/** `/kad/:id/:demoTheme` → `/kad/{id}/{demoTheme}` (the sweep's templates are OpenAPI's). */
const templateOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every route with a path parameter, as operations the sweep can send: a documented one as the
 * document describes it (its parameters' patterns, its body), any other with its parameters as
 * plain text and no body. HEAD is left out (GET's twin, with no body to check).
 */
export function pathParameterOperations(
  routes: Route[],
  doc: OpenApiDocument,
  skip: (label: string) => boolean = () => false,
): SweptOperation[] {
  const documented = new Map(operationsOf(doc).map((operation) => [operation.label, operation]));
  const operations: SweptOperation[] = [];
  for (const route of routes) {
    if (!route.path.includes('/:')) continue;
    const template = templateOf(route.path);
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    for (const method of route.methods) {
      if (method === 'HEAD') continue;
      const label = `${method} ${template}`;
      if (skip(label)) continue;
      const known = documented.get(label);
      const pathParams: OpenApiParameter[] = names.map(
        (name) =>
          known?.pathParams.find((parameter) => parameter.name === name) ?? {
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          },
      );
      operations.push(
        known
          ? { ...known, pathParams }
          : {
              label,
              method,
              template,
              pathParams,
              queryParams: [],
              bodySchema: null,
              bodyRequired: false,
              bodyMediaTypes: [],
            },
      );
    }
  }
  return inSweepOrder(operations);
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and a browsable page. */
export default fp(
  async function openApiPlugin(
    app: FastifyInstance,
    options: { publicUrl: string; isProduction: boolean },
  ) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Jemput API',
          description: 'Kad kahwin digital: the API behind the Jemput web app.',
          version: '1',
        },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // swagger-ui's own policy always upgrades to https, which breaks the page on plain http.
      transformStaticCSP: (header) =>
        options.isProduction ? header : header.replace(/;?\s*upgrade-insecure-requests;?/, ';'),
      uiConfig: { docExpansion: 'list', deepLinking: false, url: '/api/openapi.json' },
    });
  },
  { name: 'openapi' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultMessage, errorBody } from '../http/errors';
import { subsetSourceFor, warmFontSubsetter } from '../render/first-screen-fonts';
import { subsetFile, useFontSubsetSecret } from '../render/font-subsets';
import { withoutDocumentHeaders } from './security';

// Vite-style immutable caching: a subset's URL names its characters and is signed.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /fonts/subset/<package>/<version>/<weight>/<characters>.<signature>.woff2`: the first-screen
 * subsets the card's HTML names (render/font-subsets.ts). A URL the server did not sign, or for a
 * face that is not a card font, is not found.
 */
export default fp(
  async function fontSubsetsPlugin(
    app: FastifyInstance,
    options: { appSecret: string; warm: boolean },
  ) {
    useFontSubsetSecret(options.appSecret);
    // The subsetter's WebAssembly compiles on first use (a second or more on a busy machine).
    if (options.warm) {
      app.addHook('onReady', async () => {
        warmFontSubsetter().catch((error: unknown) => {
          app.log.warn(
            { err: error instanceof Error ? error.message : 'unknown' },
            'font subsetter',
          );
        });
      });
    }
    app.get(
      // A wildcard: a subset's name can be longer than a route parameter may be (100).
      '/fonts/subset/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const font = await subsetFile(request.url.split('?')[0] ?? '', subsetSourceFor);
        if (!font) {
          return reply.status(404).send(errorBody('not_found', defaultMessage('not_found')));
        }
        return withoutDocumentHeaders(reply)
          .header('Cache-Control', IMMUTABLE)
          .header('Access-Control-Allow-Origin', '*')
          .type(font.type)
          .send(font.bytes);
      },
    );
  },
  { name: 'font-subsets' },
);

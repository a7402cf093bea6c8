import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultMessage, errorBody } from '../http/errors';
import { subsetSourceFor } from '../render/card-fonts';
import { subsetFile, useFontSubsetSecret } from '../render/font-subsets';

// Vite-style immutable caching: a subset's URL names its characters and is signed.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /fonts/subset/<package>/<version>/<weight>/<characters>.<signature>.woff2`: the first-screen
 * subsets the card's HTML names (render/font-subsets.ts). A URL the server did not sign, or for a
 * face that is not a card font, is not found.
 */
export default fp(
  async function fontSubsetsPlugin(app: FastifyInstance, options: { appSecret: string }) {
    useFontSubsetSecret(options.appSecret);
    app.get(
      '/fonts/subset/:family/:version/:weight/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const bytes = await subsetFile(request.url.split('?')[0] ?? '', subsetSourceFor);
        if (!bytes) {
          return reply.status(404).send(errorBody('not_found', defaultMessage('not_found')));
        }
        return reply
          .header('Cache-Control', IMMUTABLE)
          .header('Access-Control-Allow-Origin', '*')
          .type('font/woff2')
          .send(bytes);
      },
    );
  },
  { name: 'font-subsets' },
);

import type { FastifyInstance } from 'fastify';
import { badRequest, said } from '../../http/errors';

/**
 * `application/x-www-form-urlencoded` bodies as one string per field, exactly as sent (Billplz's
 * callback, the sandbox pay page's buttons), for the plugin that registers it only. A field sent
 * twice is refused: a signature covers one value per key.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        if (Object.hasOwn(fields, key)) {
          done(badRequest(said('errors.badForm')), undefined);
          return;
        }
        fields[key] = value;
      }
      done(null, fields);
    },
  );
}

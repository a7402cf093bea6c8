import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ruleMessage } from '@shared/i18n/rule-words';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { notFound } from '../../http/errors';
import { MEDIA_FOLDERS, mediaKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';

export interface MediaRoutesOptions {
  media: MediaStorage;
}

/** A picture no one stored, in the catalogue's words (`ruleMessage`: a path rule says it too). */
export const MEDIA_NOT_FOUND = ruleMessage('errors.pictureNotFound');

// Stored names are generated and never reused, so a file under a name never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A stored file name (the key rule's second part): lowercase letters, digits, hyphens. */
export const mediaFileNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}\.(png|jpg|webp)$/, MEDIA_NOT_FOUND);

/**
 * `GET /media/salam-kaut/:file`: the salam kaut QR picture a card shows in its Salam
 * kaut panel; `publicCard()` gives guests this address only while the picture is switched on.
 */
const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  // The console's gift and item pictures and the cards' photos are served the same way.
  for (const folder of [
    MEDIA_FOLDERS.salamKaut,
    MEDIA_FOLDERS.catalogue,
    MEDIA_FOLDERS.cardPhotos,
  ]) {
    app.get(
      `/media/${folder}/:file`,
      {
        schema: {
          // Outside /api, like the theme pictures: the OpenAPI document lists only the API.
          hide: true,
          params: z.object({ file: mediaFileNameSchema }),
          response: {
            200: z.any().describe('The picture (PNG, JPEG or WebP)'),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const opened = await options.media.open(mediaKey(folder, request.params.file));
        if (!opened) throw notFound(MEDIA_NOT_FOUND);
        // Streamed from the folder or the bucket, never held whole in memory.
        if (opened.size !== null) reply.header('Content-Length', opened.size);
        return reply
          .header('Cache-Control', IMMUTABLE)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          .type(opened.contentType)
          .send(opened.stream);
      },
    );
  }
};

export default mediaRoutes;

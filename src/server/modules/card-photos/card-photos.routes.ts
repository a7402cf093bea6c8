import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  CARD_PHOTOS_MESSAGES,
  MAX_CARD_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_UPLOAD_RATE_LIMIT,
  cardPhotoChangeReplySchema,
  cardPhotosReplySchema,
  photoCaptionBodySchema,
  photoCaptionSchema,
  photoOrderBodySchema,
  photoParamsSchema,
} from '@shared/schemas/card-photos';
import { badRequest, conflict, retryLater } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';
import { readPictureForm } from '../../media/picture-upload';
import type { MediaStorage } from '../../storage/media-storage';
import { cardPhotosRepository } from './card-photos.repository';
import type { CardPhotosDeps } from './card-photos.service';
import {
  PHOTO_PICTURE_RULES,
  addPhoto,
  captionPhoto,
  deletePhoto,
  listPhotos,
  preparePhoto,
  reorderPhotos,
  sweepOrphanPhotos,
} from './card-photos.service';

export interface CardPhotosRoutesOptions {
  media: MediaStorage;
  /** Remove orphan photo files once a day (the server does; tests call the sweep themselves). */
  sweepOrphans?: boolean;
}

const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The card's photos (its Galeri): the owner adds (one photo a call; the editor sends several
 * files one after another), captions, reorders and removes them; staff may look (403 for
 * changes, as on the salam kaut page). The guest card follows on its next load.
 */
const cardPhotosRoutes: FastifyPluginAsyncZod<CardPhotosRoutesOptions> = async (app, options) => {
  // This scope only: one file of at most 10 MB and a caption.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const deps: CardPhotosDeps = { db: app.db, media: options.media, log: app.log };
  const ownerOnly = app.requireCardOwner();

  if (options.sweepOrphans) {
    const timer = setInterval(() => {
      sweepOrphanPhotos(deps, app.clock.now())
        .then((swept) => app.log.info(swept, 'orphan card photo sweep'))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'unknown';
          app.log.error({ err: message }, 'orphan card photo sweep failed');
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }

  const reply = async (cardId: string) => ({
    photos: await listPhotos(app.db, cardId),
    max: MAX_CARD_PHOTOS,
  });

  app.get(
    '/api/cards/:id/photos',
    app.requireCardOwner({ allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary: 'The card’s photos (its gallery), in order, and how many it may have',
          params: cardIdParamsSchema,
          response: { 200: cardPhotosReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, res, { card }) => {
        res.header('Cache-Control', 'no-store');
        return reply(card.id);
      },
    ),
  );

  app.post(
    '/api/cards/:id/photos',
    ownerOnly(
      {
        config: {
          rateLimit: {
            ...PHOTO_UPLOAD_RATE_LIMIT,
            // After the guard (onRequest) and before the file is read: counted per owner.
            hook: 'preHandler',
            keyGenerator: ownerOnly.key(({ user }) => `card-photos:user:${user.id}`),
            errorResponseBuilder: retryLater(CARD_PHOTOS_MESSAGES.rateLimited),
          },
        },
        schema: {
          tags: ['owner'],
          summary: `Add a photo to the card’s gallery (at most ${MAX_CARD_PHOTOS}): multipart/form-data with one file (PNG, JPEG or WebP, at most 10 MB) and an optional \`caption\``,
          consumes: ['multipart/form-data'],
          params: cardIdParamsSchema,
          response: {
            201: cardPhotoChangeReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, res, { card }) => {
        res.header('Cache-Control', 'no-store');
        // A full gallery is refused before the file is read (and again, for certain, as the
        // row is written).
        const count = (await cardPhotosRepository(app.db).list(card.id)).length;
        if (count >= MAX_CARD_PHOTOS) throw conflict(CARD_PHOTOS_MESSAGES.full, 'photo');
        const form = await readPictureForm(app, request, PHOTO_PICTURE_RULES);
        const caption = photoCaptionSchema.safeParse(form.fields.caption ?? '');
        if (!caption.success) {
          throw badRequest(
            caption.error.issues[0]?.message ?? CARD_PHOTOS_MESSAGES.captionInvalid,
            'caption',
          );
        }
        if (!form.file) throw badRequest(CARD_PHOTOS_MESSAGES.fileRequired, 'photo');
        const photo = await preparePhoto(form.file);
        const photos = await addPhoto(deps, card.id, photo, caption.data, app.clock.now());
        return res.status(201).send({
          photos,
          max: MAX_CARD_PHOTOS,
          message: siteTranslator(request.locale).t('editorPhotos.reply.uploaded'),
        });
      },
    ),
  );

  app.patch(
    '/api/cards/:id/photos/:photoId',
    ownerOnly(
      {
        bodyLimit: 4096,
        schema: {
          tags: ['owner'],
          summary: 'A photo’s caption (empty for none)',
          params: photoParamsSchema,
          body: photoCaptionBodySchema,
          response: {
            200: cardPhotoChangeReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, res, { card }) => {
        res.header('Cache-Control', 'no-store');
        const { photoId } = request.params;
        const photos = await captionPhoto(app.db, card.id, photoId, request.body.caption);
        const message = siteTranslator(request.locale).t('editorPhotos.reply.captionSaved');
        return { photos, max: MAX_CARD_PHOTOS, message };
      },
    ),
  );

  app.put(
    '/api/cards/:id/photos/order',
    ownerOnly(
      {
        bodyLimit: 4096,
        schema: {
          tags: ['owner'],
          summary: 'The photos in a new order: every photo id of the card, each once',
          params: cardIdParamsSchema,
          body: photoOrderBodySchema,
          response: {
            200: cardPhotoChangeReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, res, { card }) => {
        res.header('Cache-Control', 'no-store');
        const photos = await reorderPhotos(app.db, card.id, request.body.ids);
        const message = siteTranslator(request.locale).t('editorPhotos.reply.reordered');
        return { photos, max: MAX_CARD_PHOTOS, message };
      },
    ),
  );

  app.delete(
    '/api/cards/:id/photos/:photoId',
    ownerOnly(
      {
        schema: {
          tags: ['owner'],
          summary: 'Remove a photo from the gallery (its files too); 204',
          params: photoParamsSchema,
          response: { 204: z.null(), ...GUARDED_REPLIES, 409: apiErrorSchema },
        },
      },
      async (request, res, { card }) => {
        await deletePhoto(deps, card.id, request.params.photoId);
        return res.status(204).header('Cache-Control', 'no-store').send(null);
      },
    ),
  );
};

export default cardPhotosRoutes;

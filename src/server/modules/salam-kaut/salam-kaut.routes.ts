import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  QR_MAX_BYTES,
  QR_UPLOAD_RATE_LIMIT,
  giftSettingsBodySchema,
  giftSettingsReplySchema,
  salamKautQrReplySchema,
  salamKautSettingsSchema,
} from '@shared/schemas/salam-kaut';
import { HttpError, badRequest, notFound, retryLater, said } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import type { MediaStorage } from '../../storage/media-storage';
import { cardsRepository } from '../cards/cards.repository';
import { prepareQrImage } from './qr-image';
import { salamKautRepository } from './salam-kaut.repository';
import type { SalamKautDeps } from './salam-kaut.service';
import {
  deleteQr,
  qrWarning,
  replaceQr,
  salamKautSettings,
  sweepOrphanQrs,
} from './salam-kaut.service';
import { GUARDED_REPLIES } from '../../http/guarded-route';

export interface SalamKautRoutesOptions {
  media: MediaStorage;
  /** Remove orphan QR files once a day (the server does; tests call the sweep themselves). */
  sweepOrphans?: boolean;
}

const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Reads the one uploaded file, whatever the form calls it; every failure in the catalogue's words. */
async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(said('salamKaut.error.notMultipart'), 'qr');
  try {
    const part = await request.file();
    if (!part) throw badRequest(said('salamKaut.error.fileRequired'), 'qr');
    // Neither part.filename nor part.mimetype is looked at: the bytes say what they are.
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (
      error instanceof app.multipartErrors.RequestFileTooLargeError ||
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.FieldsLimitError
    ) {
      throw new HttpError(
        413,
        'payload_too_large',
        said('salamKaut.error.tooLarge'),
        undefined,
        'qr',
      );
    }
    // A form that does not parse (no boundary, cut short): the client's, not ours.
    throw badRequest(said('salamKaut.error.fileRequired'), 'qr');
  }
}

/**
 * The owner's gift and salam kaut page: the switches, and the QR's upload, replacement and
 * removal. Changes are the owner's only (staff: 403); the guest card follows on its next load.
 */
const salamKautRoutes: FastifyPluginAsyncZod<SalamKautRoutesOptions> = async (app, options) => {
  // This scope only: the rest of the API takes no multipart bodies. One file of at most 5 MB,
  // no other fields worth the name.
  await app.register(multipart, {
    limits: { fileSize: QR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const deps: SalamKautDeps = { db: app.db, media: options.media, log: app.log };
  const repository = salamKautRepository(app.db);
  const ownerOnly = app.requireCardOwner();

  if (options.sweepOrphans) {
    const timer = setInterval(() => {
      sweepOrphanQrs(deps, app.clock.now())
        .then((swept) => app.log.info(swept, 'orphan qr sweep'))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'unknown';
          app.log.error({ err: message }, 'orphan qr sweep failed');
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }

  const settingsOf = async (cardId: string) => {
    const row = await repository.find(cardId);
    if (!row) throw notFound();
    return salamKautSettings(row);
  };

  app.get(
    '/api/cards/:id/salam-kaut',
    app.requireCardOwner({ allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary: 'The gift ideas and salam kaut switches, and the QR picture’s address (or null)',
          params: cardIdParamsSchema,
          response: { 200: salamKautSettingsSchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return settingsOf(card.id);
      },
    ),
  );

  app.put(
    '/api/cards/:id/gift-settings',
    ownerOnly(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary: 'The gift ideas switch and the salam kaut switch; the settings and a message',
          params: cardIdParamsSchema,
          body: giftSettingsBodySchema,
          response: { 200: giftSettingsReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { gift, salam_kaut: salamKaut } = request.body;
        await cardsRepository(app.db).setFeatures(
          card.id,
          { gift, salamkaut_activation: salamKaut },
          app.clock.now(),
        );
        const message = siteTranslator(request.locale).t(
          salamKaut !== undefined
            ? salamKaut
              ? 'salamKaut.reply.salamKautOn'
              : 'salamKaut.reply.salamKautOff'
            : gift
              ? 'salamKaut.reply.giftOn'
              : 'salamKaut.reply.giftOff',
        );
        return { ...(await settingsOf(card.id)), message };
      },
    ),
  );

  app.post(
    '/api/cards/:id/salam-kaut-qr',
    ownerOnly(
      {
        config: {
          rateLimit: {
            ...QR_UPLOAD_RATE_LIMIT,
            // After the guard (onRequest) and before the file is read: counted per owner.
            hook: 'preHandler',
            keyGenerator: ownerOnly.key(({ user }) => `salam-kaut-qr:user:${user.id}`),
            errorResponseBuilder: retryLater((seconds) =>
              said('salamKaut.error.rateLimited', { minutes: Math.ceil(seconds / 60) }),
            ),
          },
        },
        schema: {
          tags: ['owner'],
          summary:
            'Upload (or replace) the salam kaut QR: multipart/form-data with one file (PNG, JPEG or WebP, at most 5 MB); what the QR says',
          consumes: ['multipart/form-data'],
          params: cardIdParamsSchema,
          response: {
            200: salamKautQrReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
            413: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const image = await prepareQrImage(await readUpload(app, request));
        const saved = await replaceQr(deps, card.id, image, app.clock.now());
        const { check } = image;
        const words = siteTranslator(request.locale);
        const warning = qrWarning(check);
        return {
          ...salamKautSettings(saved),
          check,
          warning: warning === null ? null : words.t(warning),
          message: check.recipientName
            ? words.t('salamKaut.reply.uploadedTo', { name: check.recipientName })
            : words.t('salamKaut.reply.uploaded'),
        };
      },
    ),
  );

  app.delete(
    '/api/cards/:id/salam-kaut-qr',
    ownerOnly(
      {
        schema: {
          tags: ['owner'],
          summary: 'Remove the salam kaut QR (the page asks to confirm first); 204',
          params: cardIdParamsSchema,
          response: { 204: z.null(), ...GUARDED_REPLIES, 409: apiErrorSchema },
        },
      },
      async (request, reply, { card }) => {
        await deleteQr(deps, card.id, app.clock.now());
        return reply.status(204).header('Cache-Control', 'no-store').send(null);
      },
    ),
  );
};

export default salamKautRoutes;

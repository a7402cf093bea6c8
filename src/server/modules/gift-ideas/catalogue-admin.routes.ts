import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import type { CatalogueKind } from '@shared/schemas/catalogue-admin';
import {
  CATALOGUE_KINDS,
  CATALOGUE_MESSAGES,
  PICTURE_MAX_BYTES,
  adminCatalogueItemReplySchema,
  adminCatalogueListSchema,
  catalogueItemParamsSchema,
  catalogueOrderBodySchema,
  catalogueUpdateBodySchema,
  giftIdeaFieldsSchema,
  recommendedItemFieldsSchema,
} from '@shared/schemas/catalogue-admin';
import { badRequest, said } from '../../http/errors';
import { siteTranslator } from '../../http/site-words';
import type { PictureRules } from '../../media/picture-upload';
import { preparePicture, readPictureForm, readPictureUpload } from '../../media/picture-upload';
import type { MediaStorage } from '../../storage/media-storage';
import { auditLog } from '../audit/audit-log';
import { catalogueRepository } from './catalogue.repository';
import type { CatalogueDeps, NewCatalogueFields } from './catalogue.service';
import {
  createCatalogueItem,
  reorderCatalogue,
  replaceCataloguePicture,
  sweepOrphanCataloguePictures,
  updateCatalogueItem,
} from './catalogue.service';
import { STAFF_REPLIES } from '../../http/guarded-route';

export interface CatalogueAdminRoutesOptions {
  media: MediaStorage;
  /** Remove orphan pictures once a day (the server does; tests call the sweep themselves). */
  sweepOrphans?: boolean;
}

const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Gift and item pictures: the QR's checks, kept at most 1200 px a side (shown small). */
const PICTURE_RULES: PictureRules = {
  field: 'picture',
  messages: { ...CATALOGUE_MESSAGES, fileRequired: CATALOGUE_MESSAGES.pictureRequired },
  storedMaxSide: 1200,
};

const STAFF_ERRORS = { 400: apiErrorSchema, ...STAFF_REPLIES } as const;
const NAMES: Record<CatalogueKind, string> = {
  'gift-ideas': 'gift idea',
  'recommended-items': 'recommended item',
};

/** The first refusal of a zod check, as the one error shape with its field. */
function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }) {
  const issue = error.issues[0];
  return badRequest(issue?.message, issue ? String(issue.path[0] ?? '') || undefined : undefined);
}

/**
 * Staff's hand on the gift ideas (the guest card's salam kaut panel) and the recommended items
 * (the owner's card home): list (hidden ones too), create with a picture, edit, hide, reorder,
 * replace the picture. Every change is audit-logged: staff actions are always on the record.
 */
const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueAdminRoutesOptions> = async (
  app,
  options,
) => {
  // This scope only: one picture of at most 5 MB and a few short text fields.
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 6, fieldSize: 1024, parts: 8 },
  });
  const deps: CatalogueDeps = { db: app.db, media: options.media, log: app.log };
  const audit = auditLog(app.db);

  if (options.sweepOrphans) {
    const timer = setInterval(() => {
      sweepOrphanCataloguePictures(deps, app.clock.now())
        .then((swept) => app.log.info(swept, 'orphan catalogue picture sweep'))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'unknown';
          app.log.error({ err: message }, 'orphan catalogue picture sweep failed');
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }

  for (const kind of CATALOGUE_KINDS) {
    const base = `/api/admin/${kind}`;
    const name = NAMES[kind];
    const record = (actorEmail: string, action: string, detail: string, now: Date) =>
      audit.record({ actorEmail, action: `${action}-${kind}`, cardId: null, detail }, now);

    app.get(
      base,
      app.requireStaff(
        {
          schema: {
            tags: ['admin'],
            summary: `Staff: every ${name}, hidden ones too, in the public order`,
            response: { 200: adminCatalogueListSchema, ...STAFF_REPLIES },
          },
        },
        async (_request, reply) => {
          reply.header('Cache-Control', 'no-store');
          return { items: await catalogueRepository(app.db, kind).listAll() };
        },
      ),
    );

    app.post(
      base,
      app.requireStaff(
        {
          schema: {
            tags: ['admin'],
            summary: `Staff: add a ${name} (multipart: title, title_en (optional), link${kind === 'recommended-items' ? ', price in RM' : ''}, picture), last in the order (audit-logged)`,
            consumes: ['multipart/form-data'],
            response: { 201: adminCatalogueItemReplySchema, 413: apiErrorSchema, ...STAFF_ERRORS },
          },
        },
        async (request, reply, { user }) => {
          reply.header('Cache-Control', 'no-store');
          const form = await readPictureForm(app, request, PICTURE_RULES);
          let fields: NewCatalogueFields;
          if (kind === 'recommended-items') {
            const parsed = recommendedItemFieldsSchema.safeParse(form.fields);
            if (!parsed.success) throw firstIssue(parsed.error);
            fields = {
              title: parsed.data.title,
              titleEn: parsed.data.title_en,
              link: parsed.data.link,
              priceSen: parsed.data.price,
            };
          } else {
            const parsed = giftIdeaFieldsSchema.safeParse(form.fields);
            if (!parsed.success) throw firstIssue(parsed.error);
            const { title, title_en, link } = parsed.data;
            fields = { title, titleEn: title_en, link, priceSen: 0 };
          }
          if (!form.file) throw badRequest(said('staffGifts.error.pictureRequired'), 'picture');
          const picture = await preparePicture(form.file, PICTURE_RULES);
          const now = app.clock.now();
          const item = await createCatalogueItem(deps, kind, fields, picture, now);
          await record(user.email, 'create', `${item.id} ${item.title}`, now);
          const message = siteTranslator(request.locale).t('staffGifts.reply.created');
          return reply.code(201).send({ item, message });
        },
      ),
    );

    app.put(
      `${base}/order`,
      app.requireStaff(
        {
          bodyLimit: 32 * 1024,
          schema: {
            tags: ['admin'],
            summary: `Staff: the order of the ${name}s, every id once, first shown first (audit-logged)`,
            body: catalogueOrderBodySchema,
            response: { 200: adminCatalogueListSchema, ...STAFF_ERRORS },
          },
        },
        async (request, reply, { user }) => {
          reply.header('Cache-Control', 'no-store');
          const now = app.clock.now();
          if (!(await reorderCatalogue(deps, kind, request.body.ids, now))) {
            throw badRequest(said('staffGifts.error.order'), 'ids');
          }
          await record(user.email, 'reorder', request.body.ids.join(','), now);
          return { items: await catalogueRepository(app.db, kind).listAll() };
        },
      ),
    );

    app.patch(
      `${base}/:id`,
      app.requireStaff(
        {
          bodyLimit: 4 * 1024,
          schema: {
            tags: ['admin'],
            summary: `Staff: change a ${name}'s title, English title ('' for none), link${kind === 'recommended-items' ? ', price (RM)' : ''} or hide it (audit-logged)`,
            params: catalogueItemParamsSchema,
            body: catalogueUpdateBodySchema,
            response: { 200: adminCatalogueItemReplySchema, 404: apiErrorSchema, ...STAFF_ERRORS },
          },
        },
        async (request, reply, { user }) => {
          reply.header('Cache-Control', 'no-store');
          const { title, title_en: titleEn, link, price, hidden } = request.body;
          const now = app.clock.now();
          const item = await updateCatalogueItem(
            deps,
            kind,
            request.params.id,
            { title, titleEn, link, priceSen: price, hidden },
            now,
          );
          const changed = Object.keys(request.body).join(',');
          await record(user.email, 'update', `${item.id} ${changed}`, now);
          const onlyHidden = [title, titleEn, link, price].every((value) => value === undefined);
          const message = siteTranslator(request.locale).t(
            onlyHidden && hidden !== undefined
              ? hidden
                ? 'staffGifts.reply.hiddenNow'
                : 'staffGifts.reply.shownNow'
              : 'staffGifts.reply.saved',
          );
          return { item, message };
        },
      ),
    );

    app.put(
      `${base}/:id/picture`,
      app.requireStaff(
        {
          schema: {
            tags: ['admin'],
            summary: `Staff: replace a ${name}'s picture (multipart, one file; audit-logged)`,
            consumes: ['multipart/form-data'],
            params: catalogueItemParamsSchema,
            response: {
              200: adminCatalogueItemReplySchema,
              404: apiErrorSchema,
              413: apiErrorSchema,
              ...STAFF_ERRORS,
            },
          },
        },
        async (request, reply, { user }) => {
          reply.header('Cache-Control', 'no-store');
          const upload = await readPictureUpload(app, request, PICTURE_RULES);
          const picture = await preparePicture(upload, PICTURE_RULES);
          const now = app.clock.now();
          const item = await replaceCataloguePicture(deps, kind, request.params.id, picture, now);
          await record(user.email, 'replace-picture', item.id, now);
          return {
            item,
            message: siteTranslator(request.locale).t('staffGifts.reply.pictureSaved'),
          };
        },
      ),
    );
  }
};

export default catalogueAdminRoutes;

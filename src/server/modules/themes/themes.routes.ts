import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ruleMessage } from '@shared/i18n/rule-words';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { pathIdSchema } from '@shared/schemas/path-id';
import { themeDetailSchema, themePageQuerySchema, themePageSchema } from '@shared/schemas/theme';
import { THEMES, THEME_NAME_PATTERN, findTheme } from '@shared/themes/catalogue';
import { GENERIC, notFound } from '../../http/errors';
import type { ArtPart } from './theme-art-store';
import { ART_VERSION_PATTERN } from './theme-art-store';
import type { ThemePictures } from './theme-pictures';
import { THUMBNAIL_FILE_PATTERN, thumbnailFileParts } from './thumbnail-address';
import { themeDetail, themePage } from './themes.service';

export interface ThemesRoutesOptions {
  pictures: ThemePictures;
  /** Draw missing thumbnails in the background after start (off in tests). */
  warmThumbnails: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The catalogue (and so where an old thumbnail address leads) changes only with a deploy; an
 * hour of caching spares every visitor a call.
 */
const AN_HOUR = 'public, max-age=3600';
/** The catalogue's replies name the thumbnails in the visitor's language: caches keep them apart. */
const BY_LANGUAGE = 'Accept-Language, Cookie';
const THEME_NOT_FOUND = ruleMessage('errors.themeNotFound');
/** A picture address's version: another version's address is not found, and neither is junk. */
const artVersionSchema = pathIdSchema(ART_VERSION_PATTERN, ruleMessage(GENERIC.notFound));

/** The theme catalogue (paged), one theme, and the theme pictures as versioned files. */
const themesRoutes: FastifyPluginAsyncZod<ThemesRoutesOptions> = async (app, options) => {
  const { pictures } = options;
  const { store } = pictures;
  if (options.warmThumbnails) {
    app.addHook('onListen', () => {
      pictures
        .warmThumbnails(THEMES)
        .catch((error: unknown) => app.log.warn({ err: error }, 'thumbnail warm-up failed'));
    });
  }

  app.get(
    '/api/themes',
    {
      schema: {
        tags: ['themes'],
        summary: 'The theme catalogue, 10 at a time (the "Pilih Tema" gallery)',
        querystring: themePageQuerySchema,
        response: { 200: themePageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      reply.header('Cache-Control', AN_HOUR).header('Vary', BY_LANGUAGE);
      return themePage(page, pageSize, store, request.locale);
    },
  );

  app.get(
    '/api/themes/:name',
    {
      schema: {
        tags: ['themes'],
        summary: 'One theme: colours, fonts and picture URLs',
        params: z.object({ name: pathIdSchema(THEME_NAME_PATTERN, THEME_NOT_FOUND) }),
        response: { 200: themeDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const theme = findTheme(request.params.name);
      if (!theme) throw notFound(THEME_NOT_FOUND);
      reply.header('Cache-Control', AN_HOUR).header('Vary', BY_LANGUAGE);
      return themeDetail(theme, store, request.locale);
    },
  );

  app.get(
    '/themes/art/:version/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          version: artVersionSchema,
          file: z.string().regex(/^theme\d{1,3}-(background|top|bottom|centre|frame)\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const [themeName, partWithExt] = request.params.file.split('-') as [string, string];
      const file = store.file(themeName, partWithExt.replace('.svg', '') as ArtPart);
      if (!file || request.params.version !== store.version) throw notFound();
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .type('image/svg+xml; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('Content-Encoding', 'gzip').send(file.gzip);
      }
      return reply.send(file.svg);
    },
  );

  app.get(
    '/themes/thumbs/:version/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          version: artVersionSchema,
          // `theme12.en.webp`; an unknown language is no thumbnail's name, so not found.
          file: pathIdSchema(THUMBNAIL_FILE_PATTERN, ruleMessage(GENERIC.notFound)),
        }),
      },
    },
    async (request, reply) => {
      const { version, file } = request.params;
      const parts = thumbnailFileParts(file);
      const theme = parts && findTheme(parts.themeName);
      if (!parts || !theme) throw notFound();
      if (parts.legacy) {
        // An address from before thumbnails had languages (the art's version, no language),
        // which pages in caches may still name: it was Malay's, so it leads there. Not for a
        // year: the Malay picture's address changes when its words do.
        if (version !== store.version) throw notFound();
        return reply
          .header('Cache-Control', AN_HOUR)
          .redirect(store.thumbnailUrl(theme.name, parts.locale), 301);
      }
      if (version !== store.thumbnailVersion) throw notFound();
      const image = await pictures.thumbnail(theme, parts.locale);
      return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(image);
    },
  );
};

export default themesRoutes;

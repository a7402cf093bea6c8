import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@shared/i18n/locales';
import { isKnownPagePath } from '@shared/routes';
import { GALLERY_PAGE_SIZE, findTheme } from '@shared/themes/catalogue';
import { defaultMessage, errorBody } from '../http/errors';
import { settingsRepository } from '../modules/settings/settings.repository';
import { themeArtStore } from '../modules/themes/theme-art-store';
import { themeDetail, themePage } from '../modules/themes/themes.service';
import { fontFileFor } from '../render/font-catalogue';
import type { SitePage } from '../render/site-document';
import { pageInLanguage } from '../render/site-document';
import { visitorLocale } from './locale';
import { withoutDocumentHeaders } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the site's not-found page (a page path) or the JSON 404 (anything else). */
    notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export interface WebPluginOptions {
  /** The built web app (`dist/web`); when it has no index.html only the API is served. */
  webDir: string;
}

/** A page is drawn in the visitor's language: the one they chose (a cookie), else the browser's. */
const PAGE_VARY = 'Accept-Language, Cookie';

// Vite names built assets by content hash, so they can be cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi;
}

/**
 * Serves the built web app beside the API. Page routes get the app's HTML; a path that is not
 * one of the product's pages gets the same HTML with status 404 (the app shows its not-found
 * page), and everything under /api that matches nothing gets the JSON 404.
 */
/** The server's drawing of the site pages, or null when the built index.html has no markers. */
async function siteRenderer(app: FastifyInstance, indexHtml: string, webDir: string) {
  // Imported here, not above: the API alone (tests, no build) never loads React and the app.
  const { renderSiteDocument, siteTemplate } = await import('../render/site-document');
  const template = siteTemplate(indexHtml, webDir);
  if (!template) {
    app.log.info('index.html has no site markers: the landing page is drawn in the browser');
    return null;
  }
  return {
    render: (url: string, page: SitePage, locale: Locale) =>
      renderSiteDocument(template, url, page, locale),
  };
}

export default fp(
  async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
    const indexFile = path.join(options.webDir, 'index.html');
    const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

    if (indexHtml === null) {
      app.log.warn('web app not built (no %s): serving the API only', indexFile);
    } else {
      await app.register(fastifyStatic, {
        root: options.webDir,
        index: false,
        // The build writes .br and .gz beside each script and stylesheet (scripts/compress-assets).
        preCompressed: true,
        // Folders (`/assets/`) are not files: let them fall through to the not-found page.
        // kad.html is the card page's template, drawn by the server at /kad/:id, never sent raw;
        // .vite/ holds the build's manifest, read by the server (render/route-chunks.ts).
        allowedPath: (pathname) =>
          !pathname.endsWith('/') &&
          !pathname.startsWith('/kad.html') &&
          !pathname.startsWith('/.vite/'),
        setHeaders: (res, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          // index.html names the current hashed assets: it must never outlive a deploy.
          const isIndex = path.basename(filePath) === 'index.html';
          res.header(
            'Cache-Control',
            isHashed ? IMMUTABLE : isIndex ? 'no-cache' : 'public, max-age=3600',
          );
        },
      });
    }

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      let known = false;
      try {
        known = isKnownPagePath(decodeURI(pathname));
      } catch {
        // A broken percent-escape is no page of ours.
      }
      return reply
        .status(known ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .header('Vary', PAGE_VARY)
        .type('text/html; charset=utf-8')
        .send(pageInLanguage(indexHtml ?? '', visitorLocale(request)));
    };

    // The guest card's fonts (named in its HTML, see render/font-catalogue.ts): versioned paths.
    app.get('/fonts/:family/:version/:file', { schema: { hide: true } }, (request, reply) => {
      const file = fontFileFor(request.url.split('?')[0] ?? '');
      // A catalogued file missing from disk (a broken install) is not found, never a 500.
      if (!file || !fs.existsSync(file)) {
        return reply.status(404).send(errorBody('not_found', defaultMessage('not_found')));
      }
      return withoutDocumentHeaders(reply)
        .header('Cache-Control', IMMUTABLE)
        .header('Access-Control-Allow-Origin', '*')
        .type('font/woff2')
        .send(fs.createReadStream(file));
    });

    // The landing page and the theme previews are drawn on the server (the price, the
    // theme's card in the HTML) and hydrated after. Loaded only when the built app has the places
    // to draw into; otherwise those pages get index.html as every other page does.
    const site = indexHtml === null ? null : await siteRenderer(app, indexHtml, options.webDir);
    const sendSitePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: () => Promise<SitePage>,
    ) => {
      if (!site) return sendPage(request, reply);
      let drawn: { status: number; html: string } | null = null;
      try {
        drawn = await site.render(request.url, await page(), request.locale);
      } catch (error) {
        // The app still works drawn in the browser: a drawing fault must not take the page down.
        request.log.error({ err: error }, 'site page not drawn on the server');
      }
      if (!drawn) return sendPage(request, reply);
      return (
        reply
          .status(drawn.status)
          // The price and maintenance mode (settings) must show at once when staff change them.
          .header('Cache-Control', 'no-cache')
          .header('Vary', PAGE_VARY)
          .type('text/html; charset=utf-8')
          .send(drawn.html)
      );
    };
    const settings = settingsRepository(app.db);
    const store = themeArtStore();

    // The static handler answers folders (including `/`) with 403; the home page is a page.
    if (indexHtml !== null) {
      app.get('/', { schema: { hide: true } }, (request, reply) =>
        sendSitePage(request, reply, async () => ({
          page: 'landing',
          settings: await settings.find(),
          gallery: themePage(1, GALLERY_PAGE_SIZE, store, request.locale),
        })),
      );
      app.get('/preview/:name', { schema: { hide: true } }, (request, reply) => {
        const theme = findTheme((request.params as { name: string }).name);
        // An unknown theme: the app's not-found page with 404, as before.
        if (!theme) return sendPage(request, reply);
        return sendSitePage(request, reply, async () => ({
          page: 'preview',
          settings: await settings.find(),
          theme: themeDetail(theme, store, request.locale),
        }));
      });
    }

    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      if (indexHtml !== null && wantsPage(request)) return sendPage(request, reply);
      return reply
        .status(404)
        .header('Vary', PAGE_VARY)
        .send(errorBody('not_found', defaultMessage('not_found', visitorLocale(request))));
    };
    app.setNotFoundHandler(notFound);
    // For addresses the router refuses before any route (see plugins/errors.ts frameworkErrors).
    app.decorate('notFound', notFound);
  },
  { name: 'web' },
);

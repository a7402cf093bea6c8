import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCardTemplate } from '../../render/card-template';
import { renderCardDocument } from '../../render/card-document';
import { cardsRepository } from './cards.repository';
import { cardPageData } from './card-page.service';

export interface CardPageRoutesOptions {
  /** The built web app, holding the card page's template (kad.html). */
  webDir: string;
  publicUrl: string;
}

// Links arrive from WhatsApp and social apps with their own parameters (fbclid, utm_…): any
// query is accepted; only `kepada` is read.
const cardPageQuery = z.looseObject({ kepada: z.unknown().optional() });

/**
 * `GET /kad/:id` and `GET /kad/:id/:demoTheme`: the guest card, drawn on the server (names, date,
 * invitation, venue, programme in the HTML, with its share tags) and then hydrated by its own
 * small script. Unknown cards get the not-found page with HTTP 404.
 */
const cardPageRoutes: FastifyPluginAsyncZod<CardPageRoutesOptions> = async (app, options) => {
  const template = options.webDir ? loadCardTemplate(options.webDir) : null;
  if (!template) return; // The web app is not built: the API runs alone.
  const cards = cardsRepository(app.db);

  const schema = {
    hide: true,
    params: z.object({ id: z.string(), demoTheme: z.string().optional() }),
    querystring: cardPageQuery,
  };
  // A link pasted with a trailing slash still opens the card.
  for (const url of ['/kad/:id', '/kad/:id/', '/kad/:id/:demoTheme', '/kad/:id/:demoTheme/']) {
    app.get(url, { schema }, async (request, reply) => {
      const { id, demoTheme } = request.params;
      const kepada = request.query.kepada;
      const data = await cardPageData(cards, { id, demoTheme, kepada }, app.clock.now());
      return (
        reply
          .status(data.state === 'not-found' ? 404 : 200)
          // Owners' edits and the end of a trial must show at once.
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderCardDocument(template, data, options.publicUrl))
      );
    });
  }
};

export default cardPageRoutes;

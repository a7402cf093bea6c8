import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCardTemplate } from '../../render/card-template';
import { renderCardDocument } from '../../render/card-document';
import { isPartyToken } from '@shared/guests/personal-link';
import { cardIdSchema } from '@shared/schemas/card-id';
import { isThemeName } from '@shared/themes/catalogue';
import { partyLinkReader } from '../guests/party-link-reader';
import { invitedMajlisIds } from '../guests/guests.repository';
import { cardsRepository } from '../cards/cards.repository';
import type { CardOpensRecorder } from '../card-opens/card-opens.service';
import { cardPageSource, notFound } from './card-page.service';
import { cachedCardRows } from './card-row-cache';
import { cachedCardPhotos } from '../card-photos/card-photos-reader';
import { chooseEncoding, createCardPageCache, etagMatches } from './card-page-cache';

export interface CardPageRoutesOptions {
  /** The built web app, holding the card page's template (kad.html). */
  webDir: string;
  publicUrl: string;
  /** Signs the guest list's personal links. */
  appSecret: string;
  /** Counts the card's opens (a browser once a day), after the page has gone out. */
  opens: CardOpensRecorder;
}

// Links arrive from WhatsApp and social apps with their own parameters (fbclid, utm_…): any
// query is accepted; only `kepada` is read.
const cardPageQuery = z.looseObject({ kepada: z.unknown().optional() });

/**
 * `GET /kad/:id` and `GET /kad/:id/:demoTheme`: the guest card, drawn on the server (names, date,
 * invitation, venue, programme in the HTML, with its share tags) and then hydrated by its own
 * small script. Unknown cards get the not-found page with HTTP 404. Pages come from the page
 * cache (card-page-cache.ts), already compressed, with an ETag.
 */
const cardPageRoutes: FastifyPluginAsyncZod<CardPageRoutesOptions> = async (app, options) => {
  const template = options.webDir ? loadCardTemplate(options.webDir) : null;
  if (!template) return; // The web app is not built: the API runs alone.
  const cards = cachedCardRows(cardsRepository(app.db), app.dbChangeMark);
  const photoLists = cachedCardPhotos(app.db);
  const partyOfLink = partyLinkReader(app.db, options.appSecret);
  const emptyPage = template.render({ head: '', body: '', data: '', bodyClass: null });
  const cache = createCardPageCache({
    render: (data) => renderCardDocument(template, data, options.publicUrl),
    clock: app.clock,
    // A new build (template, scripts) or public address never meets a page drawn before it.
    buildId: createHash('sha256').update(`${options.publicUrl}\n${emptyPage}`).digest('hex'),
  });

  // A card's page served to a person's browser is an open of the card (browser-open.ts); which
  // serve is one, and the count, are worked out after the reply (card-opens.service.ts), so the
  // page never waits for them.
  const countOpen = (request: FastifyRequest, cardId: string, status: number) => {
    const userAgent = request.headers['user-agent'];
    if (!userAgent) return;
    const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
    options.opens.record({
      cardId,
      ip: request.ip,
      userAgent,
      cookies: request.cookies,
      method: request.method,
      status,
      purpose: typeof purpose === 'string' ? purpose : undefined,
    });
  };

  const schema = {
    hide: true,
    // The card's id, and a demo theme's name or a personal link's token: anything else is the
    // not-found page (attachValidation below), never looked up.
    params: z.object({
      id: cardIdSchema,
      demoTheme: z
        .string()
        .refine((text) => isThemeName(text) || isPartyToken(text))
        .optional(),
    }),
    querystring: cardPageQuery,
  };
  // A link pasted with a trailing slash still opens the card.
  for (const url of ['/kad/:id', '/kad/:id/', '/kad/:id/:demoTheme', '/kad/:id/:demoTheme/']) {
    // The cache holds the page compressed: the compression plugin stays out of it.
    app.get(url, { schema, compress: false, attachValidation: true }, async (request, reply) => {
      // Only the path can fail (the query takes anything): a malformed one names no card.
      const malformed = request.validationError !== undefined;
      const { id, demoTheme: second } = request.params;
      // `/kad/:id/<token>`: a party's personal link greets the party by the name on the list; a
      // token that is not today's (wrong, renewed) is the plain card, its greeting included.
      const token = !malformed && second !== undefined && isPartyToken(second) ? second : undefined;
      const party = token ? await partyOfLink(id, token) : null;
      const demoTheme = token ? undefined : second;
      const kepada = token ? party?.name : request.query.kepada;
      // The party sees the majlis it is invited to; anyone else the card's open majlis.
      const invitedIds = party ? invitedMajlisIds(party) : null;
      const source = malformed
        ? notFound(request.locale)
        : await cardPageSource(
            cards,
            { id, demoTheme, kepada, invitedIds },
            app.clock.now(),
            photoLists,
            request.locale,
          );
      const page = cache.page(source);
      const found = source.state !== 'not-found';
      // The card itself, opened by its link or a personal link: not a theme's demo, not a card
      // whose trial is over (its page shows nothing of it).
      const counted = source.state === 'live' && demoTheme === undefined;
      reply
        // Owners' edits and the end of a trial must show at once: browsers ask again each time.
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      // No card, no card's language: the not-found page is in the visitor's.
      if (!found) reply.status(404).header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      // Taken down by its owner after the day: gone, on purpose.
      else if (source.state === 'closed') reply.status(410);
      else {
        reply.header('ETag', page.etag);
        if (etagMatches(request.headers['if-none-match'], page.etag)) {
          if (counted) countOpen(request, id, 304);
          return reply.status(304).send();
        }
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      if (counted) countOpen(request, id, 200);
      return reply.send(page.body(encoding));
    });
  }
};

export default cardPageRoutes;

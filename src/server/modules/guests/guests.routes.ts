import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  guestImportReplySchema,
  guestImportSchema,
  guestListSchema,
  guestPartyParamsSchema,
  guestPartySchema,
  guestTemplatesBodySchema,
  guestTemplatesSchema,
  partyBodySchema,
} from '@shared/schemas/guest-list';
import { attachment } from '../../http/attachment';
import { notFound, said, wordsIn } from '../../http/errors';
import type { CardRow } from '../cards/cards.repository';
import { columnsToContent } from '../cards/cards.repository';
import { guestsRepository } from './guests.repository';
import type { LinkOf, PartyViewContext } from './guests.service';
import {
  addParty,
  editParty,
  guestListView,
  importParties,
  partyView,
  templatesOf,
} from './guests.service';
import { guestMessagesRepository } from './guest-messages.repository';
import { cardHostsRepository, hostMarks } from '../card-hosts/card-hosts.repository';
import { guestsCsv } from './guests-csv';
import { personalLink } from './party-links';
import { GUARDED_REPLIES } from '../../http/guarded-route';

/**
 * The guest list: the owner's parties for one card, added by hand or imported from
 * pasted lines or a phone's contacts, each marked when its invitation or reminder was sent.
 * The owner's only: phone numbers are personal data.
 */
export interface GuestsRoutesOptions {
  appSecret: string;
  publicUrl: string;
}

const guestsRoutes: FastifyPluginAsyncZod<GuestsRoutesOptions> = async (app, options) => {
  const guests = guestsRepository(app.db);
  const messages = guestMessagesRepository(app.db);
  const marks = hostMarks(app.db);
  const hosts = cardHostsRepository(app.db);
  const linkOf: LinkOf = (row) => personalLink(options.publicUrl, options.appSecret, row);
  // The owner, or a Pengurus helping with the card.
  const managers = app.requireCardAccess('manage');
  const majlisOf = (card: CardRow) => columnsToContent(card).majlis;
  /** What the views of the card's parties (of one party, when named) read besides their rows. */
  const viewContext = async (card: CardRow, partyId?: string): Promise<PartyViewContext> => ({
    linkOf,
    majlis: majlisOf(card),
    answers: await guests.answersOfParties(card.id, partyId),
    dayBefore: await messages.dayBeforeOfParties(card.id, partyId),
    hostNames: await hosts.namesOfCard(card.id),
  });
  /** One party as the owner sees it, after a change. */
  const partyNow = async (card: CardRow, partyId: string) => {
    const row = await guests.findOne(card.id, partyId);
    if (!row) throw notFound(said('guestList.error.partyNotFound'));
    return partyView(row, await viewContext(card, partyId));
  };

  app.get(
    '/api/cards/:id/guests',
    managers(
      {
        schema: {
          tags: ['guests'],
          summary: 'The card’s guest list with each party’s status, and the totals',
          params: cardIdParamsSchema,
          response: { 200: guestListSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const [rows, context] = await Promise.all([guests.listOfCard(card.id), viewContext(card)]);
        return guestListView(rows, context);
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests',
    managers(
      {
        bodyLimit: 4096,
        schema: {
          tags: ['guests'],
          summary: 'One party added by hand, invited to the majlis chosen (default: the open ones)',
          params: cardIdParamsSchema,
          body: partyBodySchema,
          response: {
            201: guestPartySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card, host }) => {
        const majlis = majlisOf(card);
        const id = await addParty(app.db, { id: card.id, majlis }, request.body, app.clock.now());
        await marks.partiesChanged(card.id, { ids: [id] }, host?.id ?? null);
        reply.code(201);
        return partyNow(card, id);
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests/import',
    managers(
      {
        // The API's 1 MB for a JSON body; the content itself is capped at MAX_IMPORT_LENGTH.
        bodyLimit: 1024 * 1024,
        schema: {
          tags: ['guests'],
          summary:
            'Parties from pasted lines, a CSV or a vCard file: added, merged by phone, bad lines listed',
          params: cardIdParamsSchema,
          body: guestImportSchema,
          response: {
            200: guestImportReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, _reply, { card, host }) => {
        const plan = await importParties(app.db, card.id, request.body, app.clock.now());
        const phones = [...plan.added, ...plan.updates].map((one) => one.phone);
        await marks.partiesChanged(card.id, { phones }, host?.id ?? null);
        return {
          added: plan.added.length,
          updated: plan.updates.length,
          merged: plan.merged,
          problems: plan.problems.map((problem) => ({
            ...problem,
            // The party rules' words (`PARTY_MESSAGES`), in the owner's language.
            reason: wordsIn(request.locale, problem.reason),
          })),
        };
      },
    ),
  );

  app.put(
    '/api/cards/:id/guests/:partyId',
    managers(
      {
        bodyLimit: 4096,
        schema: {
          tags: ['guests'],
          summary:
            'The owner’s edit of a party and the majlis it is invited to (its link stays the same)',
          params: guestPartyParamsSchema,
          body: partyBodySchema,
          response: {
            200: guestPartySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, _reply, { card, host }) => {
        const { partyId } = request.params;
        const majlis = majlisOf(card);
        if (!(await editParty(app.db, { id: card.id, majlis }, partyId, request.body))) {
          throw notFound(said('guestList.error.partyNotFound'));
        }
        await marks.partiesChanged(card.id, { ids: [partyId] }, host?.id ?? null);
        return partyNow(card, partyId);
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests/:partyId/link',
    managers(
      {
        schema: {
          tags: ['guests'],
          summary:
            'A new personal link for the party; the old one opens the plain card from now on',
          params: guestPartyParamsSchema,
          response: { 200: guestPartySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, _reply, { card }) => {
        const { partyId } = request.params;
        if (!(await guests.renewLink(card.id, partyId)))
          throw notFound(said('guestList.error.partyNotFound'));
        return partyNow(card, partyId);
      },
    ),
  );

  app.get(
    '/api/cards/:id/guests.csv',
    managers(
      {
        schema: {
          tags: ['guests'],
          summary:
            'The guest list as CSV with each party’s majlis, status and answer per majlis (UTF-8 with BOM, formulas guarded)',
          params: cardIdParamsSchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply, { card }) => {
        const [rows, context] = await Promise.all([guests.listOfCard(card.id), viewContext(card)]);
        const parties = rows.map((row) => partyView(row, context));
        return (
          reply
            .header('Cache-Control', 'no-store')
            .header('Content-Type', 'text/csv; charset=utf-8')
            // Named in the language of whoever downloads it (the owner's, or a staff member's).
            .header(
              'Content-Disposition',
              attachment(wordsIn(request.locale, said('guestList.fileName', { id: card.id }))),
            )
            .send(guestsCsv(parties, context.majlis))
        );
      },
    ),
  );

  app.delete(
    '/api/cards/:id/guests/:partyId',
    managers(
      {
        schema: {
          tags: ['guests'],
          summary: 'A party taken off the list (its RSVP, if any, stays)',
          params: guestPartyParamsSchema,
          response: { 204: z.null(), 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        const removed = await guests.remove(card.id, request.params.partyId);
        if (!removed) throw notFound(said('guestList.error.partyNotFound'));
        return reply.code(204).send(null);
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests/:partyId/sent',
    managers(
      {
        bodyLimit: 256,
        schema: {
          tags: ['guests'],
          summary: 'Marks the party’s invitation (or reminder) as sent now',
          params: guestPartyParamsSchema,
          body: z.object({ kind: z.enum(['invitation', 'reminder']) }),
          response: { 200: guestPartySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, _reply, { card, host }) => {
        const { partyId } = request.params;
        const marked = await guests.markSent(card.id, partyId, request.body.kind, app.clock.now());
        if (!marked) throw notFound(said('guestList.error.partyNotFound'));
        await marks.partySent(card.id, partyId, host?.id ?? null);
        return partyNow(card, partyId);
      },
    ),
  );

  app.get(
    '/api/cards/:id/guests/templates',
    managers(
      {
        schema: {
          tags: ['guests'],
          summary:
            'The invitation, reminder, day-before reminder and thank-you messages (the Malay defaults until the owner edits them)',
          params: cardIdParamsSchema,
          response: { 200: guestTemplatesSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return templatesOf(await guests.templates(card.id), card.language);
      },
    ),
  );

  app.put(
    '/api/cards/:id/guests/templates',
    managers(
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['guests'],
          summary:
            'Saves the messages: invitation and reminder (each must hold {pautan}), day-before reminder ({pas}) and thank-you (both optional)',
          params: cardIdParamsSchema,
          body: guestTemplatesBodySchema,
          response: { 200: guestTemplatesSchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, _reply, { card }) => {
        await guests.saveTemplates(card.id, request.body, app.clock.now());
        return templatesOf(await guests.templates(card.id), card.language);
      },
    ),
  );
};

export default guestsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  CHECK_IN_MESSAGE_IDS,
  MAX_USHER_LINKS,
  USHER_PATH,
  usherLinkBodySchema,
  usherLinkListSchema,
  usherLinkSchema,
  usherParamsSchema,
} from '@shared/schemas/check-in';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import type { Selectable } from 'kysely';
import type { UshersTable } from '../../db/schema';
import { badRequest, conflict, notFound, said } from '../../http/errors';
import { columnsToContent } from '../cards/cards.repository';
import { newUsherId, usherToken } from './door-tokens';
import { ushersRepository } from './ushers.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';

export interface UshersRoutesOptions {
  appSecret: string;
  publicUrl: string;
}

type UsherRow = Selectable<UshersTable>;

/**
 * Usher links: the owner hands relatives at the door a link that
 * can only check guests in for this card (at one majlis's door, or at every one), shows no phone numbers or e-mails, needs no account,
 * and ends when the owner revokes it. The owner's only (staff do not hand out links).
 */
const ushersRoutes: FastifyPluginAsyncZod<UshersRoutesOptions> = async (app, options) => {
  const ushers = ushersRepository(app.db);
  // The owner, or a Pengurus helping with the card.
  const managers = app.requireCardAccess('manage');
  const view = (row: UsherRow) => ({
    id: row.id,
    label: row.label,
    url: `${options.publicUrl}${USHER_PATH}/${row.card_id}#${usherToken(options.appSecret, row.id)}`,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    majlisId: row.majlis_id,
  });

  app.get(
    '/api/cards/:id/ushers',
    managers(
      {
        schema: {
          tags: ['door'],
          summary: 'The card’s usher links, newest first (revoked ones too)',
          params: cardIdParamsSchema,
          response: { 200: usherLinkListSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        return { ushers: (await ushers.listOfCard(card.id)).map(view) };
      },
    ),
  );

  app.post(
    '/api/cards/:id/ushers',
    managers(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['door'],
          summary:
            'A new usher link with a label (who or which door it is for) and the majlis it serves (`majlisId`; null or left out: every majlis)',
          params: cardIdParamsSchema,
          body: usherLinkBodySchema,
          response: {
            201: usherLinkSchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card }) => {
        const majlisId = request.body.majlisId ?? null;
        // A link serves one of the card's majlis, as the card is now, or all of them.
        if (majlisId !== null && !columnsToContent(card).majlis.some((m) => m.id === majlisId)) {
          throw badRequest(said(CHECK_IN_MESSAGE_IDS.usherMajlis), 'majlisId');
        }
        if ((await ushers.countLive(card.id)) >= MAX_USHER_LINKS) {
          throw conflict(said('door.error.tooManyUshers', { max: MAX_USHER_LINKS }));
        }
        const id = newUsherId();
        await ushers.insert(
          { id, cardId: card.id, label: request.body.label, majlisId },
          app.clock.now(),
        );
        const row = await ushers.findById(id);
        if (!row) throw notFound();
        return reply.status(201).header('Cache-Control', 'no-store').send(view(row));
      },
    ),
  );

  app.delete(
    '/api/cards/:id/ushers/:usherId',
    managers(
      {
        schema: {
          tags: ['door'],
          summary: 'Revoke an usher link: its phone can no longer check anyone in',
          params: usherParamsSchema,
          response: { 200: usherLinkSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const row = await ushers.findById(request.params.usherId);
        if (!row || row.card_id !== card.id)
          throw notFound(said(CHECK_IN_MESSAGE_IDS.usherInvalid));
        await ushers.revoke(card.id, row.id, app.clock.now());
        const revoked = await ushers.findById(row.id);
        if (!revoked) throw notFound(said(CHECK_IN_MESSAGE_IDS.usherInvalid));
        return view(revoked);
      },
    ),
  );
};

export default ushersRoutes;

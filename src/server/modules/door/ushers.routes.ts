import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import {
  CHECK_IN_MESSAGES,
  MAX_USHER_LINKS,
  USHER_PATH,
  usherLabelSchema,
  usherLinkListSchema,
  usherLinkSchema,
  usherParamsSchema,
} from '@shared/schemas/check-in';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import type { UshersTable } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { ownedCard } from '../../plugins/auth';
import { newUsherId, usherToken } from './door-tokens';
import { ushersRepository } from './ushers.repository';

export interface UshersRoutesOptions {
  appSecret: string;
  publicUrl: string;
}

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
type UsherRow = UshersTable;

/**
 * Usher links (issue 14, DESIGN.md item 12): the owner hands relatives at the door a link that
 * can only check guests in for this card, shows no phone numbers or e-mails, needs no account,
 * and ends when the owner revokes it. The owner's only (staff do not hand out links).
 */
const ushersRoutes: FastifyPluginAsyncZod<UshersRoutesOptions> = async (app, options) => {
  const ushers = ushersRepository(app.db);
  const ownerOnly = app.requireCardOwner();
  const view = (row: UsherRow) => ({
    id: row.id,
    label: row.label,
    url: `${options.publicUrl}${USHER_PATH}/${row.card_id}#${usherToken(options.appSecret, row.id)}`,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  });

  app.get(
    '/api/cards/:id/ushers',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['door'],
        summary: 'The card’s usher links, newest first (revoked ones too)',
        params: cardIdParamsSchema,
        response: { 200: usherLinkListSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ushers: (await ushers.listOfCard(ownedCard(request).id)).map(view) };
    },
  );

  app.post(
    '/api/cards/:id/ushers',
    {
      onRequest: ownerOnly,
      bodyLimit: 1024,
      schema: {
        tags: ['door'],
        summary: 'A new usher link with a label (who or which door it is for)',
        params: cardIdParamsSchema,
        body: usherLabelSchema,
        response: { 201: usherLinkSchema, 400: apiErrorSchema, ...GUARDED, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const card = ownedCard(request);
      if ((await ushers.countLive(card.id)) >= MAX_USHER_LINKS) {
        throw conflict(
          `Maksimum ${MAX_USHER_LINKS} pautan penyambut. Batalkan yang tidak digunakan.`,
        );
      }
      const id = newUsherId();
      await ushers.insert({ id, cardId: card.id, label: request.body.label }, app.clock.now());
      const row = await ushers.findById(id);
      if (!row) throw notFound();
      return reply.status(201).header('Cache-Control', 'no-store').send(view(row));
    },
  );

  app.delete(
    '/api/cards/:id/ushers/:usherId',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['door'],
        summary: 'Revoke an usher link: its phone can no longer check anyone in',
        params: usherParamsSchema,
        response: { 200: usherLinkSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const card = ownedCard(request);
      const row = await ushers.findById(request.params.usherId);
      if (!row || row.card_id !== card.id) throw notFound(CHECK_IN_MESSAGES.usherInvalid);
      await ushers.revoke(card.id, row.id, app.clock.now());
      const revoked = await ushers.findById(row.id);
      if (!revoked) throw notFound(CHECK_IN_MESSAGES.usherInvalid);
      return view(revoked);
    },
  );
};

export default ushersRoutes;

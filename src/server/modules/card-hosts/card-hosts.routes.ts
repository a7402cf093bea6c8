import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  CARD_HOST_MESSAGES,
  MAX_HOSTS_PER_CARD,
  cardHostListSchema,
  cardHostRemovedSchema,
  cardHostReplySchema,
  hostParamsSchema,
  inviteHostBodySchema,
  updateHostBodySchema,
} from '@shared/schemas/card-hosts';
import { notFound, retryLater } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';
import { cardHostsRepository } from './card-hosts.repository';
import { hostView, inviteHost } from './card-hosts.service';

export interface CardHostsRoutesOptions {
  publicUrl: string;
}

/** Invitations per owner: a family is asked in a sitting, a mail flood is not. */
const INVITE_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/**
 * A card's co-hosts (the card home's "Pengurus & Penyambut"): the owner lists, invites (a mail
 * tells them to log in with that e-mail), changes a role or a name, and removes them, which ends
 * their access to the card at once (the guards read the table on every call). Staff may read
 * the list, on the record.
 */
const cardHostsRoutes: FastifyPluginAsyncZod<CardHostsRoutesOptions> = async (app, options) => {
  const hosts = cardHostsRepository(app.db);
  const ownerOnly = app.requireCardAccess('owner');

  app.get(
    '/api/cards/:id/hosts',
    app.requireCardAccess('owner', { allowStaff: true })(
      {
        schema: {
          tags: ['owner'],
          summary: 'The card’s co-hosts (Pengurus and Penyambut), first invited first',
          params: cardIdParamsSchema,
          response: { 200: cardHostListSchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await hosts.listLive(card.id);
        return { hosts: rows.map(hostView), max: MAX_HOSTS_PER_CARD };
      },
    ),
  );

  app.post(
    '/api/cards/:id/hosts',
    ownerOnly(
      {
        bodyLimit: 2 * 1024,
        config: {
          rateLimit: {
            ...INVITE_RATE_LIMIT,
            // After the guard (onRequest): counted per owner, wherever they are.
            hook: 'preHandler',
            keyGenerator: ownerOnly.key(({ user }) => `card-hosts:user:${user.id}`),
            errorResponseBuilder: retryLater(CARD_HOST_MESSAGES.rateLimited),
          },
        },
        schema: {
          tags: ['owner'],
          summary:
            'Invite a co-host by e-mail with a name and a role (`pengurus` or `penyambut`); they are mailed to log in with that e-mail',
          params: cardIdParamsSchema,
          body: inviteHostBodySchema,
          response: {
            201: cardHostReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card, user }) => {
        const { host, mailId } = await inviteHost(
          app.db,
          app.mailOutbox,
          options.publicUrl,
          { card, owner: user, locale: request.locale, ...request.body },
          app.clock.now(),
        );
        // Sent now; a mail server down leaves it queued, and the outbox retries it.
        if (mailId) await app.mailOutbox.send(mailId);
        return reply
          .status(201)
          .header('Cache-Control', 'no-store')
          .send({
            host: hostView(host),
            message: siteTranslator(request.locale).t('cardHome.coHosts.reply.invited', {
              name: host.name,
            }),
          });
      },
    ),
  );

  app.patch(
    '/api/cards/:id/hosts/:hostId',
    ownerOnly(
      {
        bodyLimit: 1024,
        schema: {
          tags: ['owner'],
          summary: 'Change a co-host’s role or name (takes effect on their next call)',
          params: hostParamsSchema,
          body: updateHostBodySchema,
          response: { 200: cardHostReplySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        const row = await hosts.update(
          card.id,
          request.params.hostId,
          request.body,
          app.clock.now(),
        );
        if (!row) throw notFound(CARD_HOST_MESSAGES.notFound);
        reply.header('Cache-Control', 'no-store');
        return {
          host: hostView(row),
          message: siteTranslator(request.locale).t('cardHome.coHosts.reply.updated'),
        };
      },
    ),
  );

  app.delete(
    '/api/cards/:id/hosts/:hostId',
    ownerOnly(
      {
        schema: {
          tags: ['owner'],
          summary: 'Remove a co-host: their access to the card ends at once',
          params: hostParamsSchema,
          response: { 200: cardHostRemovedSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        const row = await hosts.findLive(card.id, request.params.hostId);
        if (!row || !(await hosts.remove(card.id, row.id, app.clock.now()))) {
          throw notFound(CARD_HOST_MESSAGES.notFound);
        }
        reply.header('Cache-Control', 'no-store');
        return {
          message: siteTranslator(request.locale).t('cardHome.coHosts.reply.removed', {
            name: row.name,
          }),
        };
      },
    ),
  );
};

export default cardHostsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { DEMO_CARD_ID, cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  RSVP_MESSAGES,
  rsvpCreatedSchema,
  rsvpInputSchema,
  wishListSchema,
} from '@shared/schemas/rsvp';
import type { ValidRsvp } from '@shared/schemas/rsvp';
import { HttpError, badRequest, conflict } from '../../http/errors';
import { findLiveCard } from '../cards/cards.service';
import { cardsRepository } from '../cards/cards.repository';
import { PASS_PATH } from '@shared/schemas/check-in';
import { nowIso } from '../../lib/clock';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { RsvpEvents } from './rsvp-events';
import { rsvpsRepository } from './rsvps.repository';

/** What an RSVP sent with an invitation token came to. */
export type InvitedAnswer =
  /** The token is no listed party's current link on this card: the guest answers as anyone. */
  | { kind: 'not-invited' }
  /** The card cannot take another RSVP. */
  | { kind: 'full' }
  /** Kept as the party's answer; `changed` when it replaced an earlier one. */
  | { kind: 'answered'; rsvpId: string; changed: boolean };

export interface RsvpsRoutesOptions {
  publicUrl: string;
  events: RsvpEvents;
  /**
   * A listed party's answer through its personal link, whose token is also its pass. The guest
   * list owns parties and their links (app.ts passes its function), so this module never
   * imports it.
   */
  answerAsInvited: (
    cardId: string,
    token: string,
    rsvp: ValidRsvp,
    now: Date,
  ) => Promise<InvitedAnswer>;
  /**
   * A new pass for an attending guest: the token they are given, and what the RSVP keeps of it.
   * The door owns passes (app.ts passes its function).
   */
  newPass: () => { token: string; hash: string | null };
}

/** Per guest address: enough for a family sharing one phone, too few to flood a card. */
export const RSVP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Wishes of a card, and a guest's RSVP (with a wish, and a pass when they come). */
const rsvpsRoutes: FastifyPluginAsyncZod<RsvpsRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);
  const rsvps = rsvpsRepository(app.db);

  const liveCard = (id: string) => findLiveCard(cards, id, app.clock.now());
  const passOf = (token: string) => ({ token, url: `${options.publicUrl}${PASS_PATH}#${token}` });

  app.get(
    '/api/cards/:id/wishes',
    {
      schema: {
        tags: ['rsvps'],
        summary: 'Wishes of a card, newest first: name, wish and time only',
        params: cardIdParamsSchema,
        response: { 200: wishListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await liveCard(request.params.id);
      reply.header('Cache-Control', 'no-cache');
      return { wishes: await rsvps.listWishes(request.params.id) };
    },
  );

  app.post(
    '/api/cards/:id/rsvps',
    {
      config: { rateLimit: RSVP_RATE_LIMIT },
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['rsvps'],
        summary:
          'Submit an RSVP (and optionally a wish) to a card; the demo card checks it and keeps nothing',
        params: cardIdParamsSchema,
        body: rsvpInputSchema,
        response: {
          201: rsvpCreatedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const card = await liveCard(request.params.id);
      if (card.rsvp !== 1) throw new HttpError(403, 'forbidden', RSVP_MESSAGES.closed);
      const body = request.body;
      const saved = { message: RSVP_MESSAGES.success, saved: true };
      // A filled honeypot is a bot: answer as if it worked and keep nothing.
      if (body.website) return reply.status(201).send(saved);
      if (card.email_input === 1 && !body.email) throw badRequest(RSVP_MESSAGES.email, 'email');
      // The demo card is every visitor's shop window: nobody may write on it for the others.
      if (card.id === DEMO_CARD_ID) {
        return reply.status(201).send({ message: RSVP_MESSAGES.demo, saved: false });
      }
      const rsvp = { ...body, ...(card.email_input === 1 ? {} : { email: undefined }) };
      const now = app.clock.now();
      const publish = (rsvpId: string, change: 'created' | 'updated') =>
        options.events.publish({ cardId: card.id, rsvpId, change, at: nowIso(now) });
      // A party on the guest list answers through its link: its token is its pass.
      const answer = body.invitation
        ? await options.answerAsInvited(card.id, body.invitation, rsvp, now)
        : ({ kind: 'not-invited' } as const);
      if (answer.kind === 'full') throw conflict(RSVP_MESSAGES.full);
      if (answer.kind === 'answered' && body.invitation) {
        publish(answer.rsvpId, answer.changed ? 'updated' : 'created');
        return reply.status(201).send({
          message: answer.changed ? INVITATION_MESSAGES.changed : RSVP_MESSAGES.success,
          saved: true,
          changed: answer.changed,
          ...(body.attending ? { pass: passOf(body.invitation) } : {}),
        });
      }
      // An attending guest gets a pass for the door; only its hash is kept.
      const pass = body.attending ? options.newPass() : null;
      const id = await rsvps.create(card.id, rsvp, now, pass ? pass.hash : null);
      if (!id) throw conflict(RSVP_MESSAGES.full);
      publish(id, 'created');
      return reply.status(201).send({ ...saved, ...(pass ? { pass: passOf(pass.token) } : {}) });
    },
  );
};

export default rsvpsRoutes;

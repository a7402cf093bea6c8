import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { DEMO_CARD_ID, cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  RSVP_MESSAGES,
  rsvpCreatedSchema,
  rsvpInputSchema,
  sessionSeatsQuerySchema,
  sessionSeatsSchema,
  wishListSchema,
} from '@shared/schemas/rsvp';
import { rsvpClosed, seatsLeft, visibleMajlis } from '@shared/card/majlis';
import { majlisAnswers, rsvpSummary } from '@shared/card/majlis-answers';
import { longDateWords } from '@shared/dates/date-words';
import { cardText, inCardLanguages } from '@shared/i18n/card-catalogues';
import type { CardLanguage } from '@shared/i18n/card-words';
import { HttpError, badRequest, conflict } from '../../http/errors';
import { guestWords } from '../../http/site-words';
import { cardHeld, cardTakenDown, cardTakenDownError, findLiveCard } from '../cards/cards.service';
import { AFTER_DAY_MESSAGES } from '@shared/card/after-the-day';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import { PASS_PATH } from '@shared/schemas/check-in';
import { nowIso } from '../../lib/clock';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { RsvpEvents } from './rsvp-events';
import type { KeptRsvp } from './rsvps.repository';
import { rsvpsRepository } from './rsvps.repository';
import { keepNewRsvp } from './rsvp-keeping';

/** A listed party answering through its personal link (whose token is also its pass). */
export interface InvitedParty {
  /** The majlis it is invited to; null: the card's open majlis. */
  majlisIds: readonly string[] | null;
  /**
   * Keeps the RSVP as the party's answer (capped at its allowance, replacing an earlier one):
   * `changed` when it replaced one; null when the card cannot take another RSVP.
   */
  answer: (rsvp: KeptRsvp, now: Date) => Promise<{ rsvpId: string; changed: boolean } | null>;
}

export interface RsvpsRoutesOptions {
  publicUrl: string;
  events: RsvpEvents;
  /**
   * The party whose current link the token is on the card, or null (a wrong or renewed token:
   * the guest answers as anyone with the card's link). The guest list owns parties and their
   * links (app.ts passes its function), so this module never imports it.
   */
  invitedParty: (cardId: string, token: string) => Promise<InvitedParty | null>;
  /**
   * A new pass for an attending guest: the token they are given, and what the RSVP keeps of it.
   * The door owns passes (app.ts passes its function).
   */
  newPass: () => { token: string; hash: string | null };
}

/**
 * "RSVP closed, its last day was …" in each of the card's languages, the day in each one's words
 * (a line each, Malay first, on a card in both).
 */
function rsvpClosedWords(language: CardLanguage, lastDay: string): string {
  return inCardLanguages(language, (locale) =>
    cardText(locale, 'card.rsvp.closed', { date: longDateWords(lastDay, locale) }),
  );
}

/** Per guest address: enough for a family sharing one phone, too few to flood a card. */
export const RSVP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Wishes of a card, and a guest's RSVP (with a wish, and a pass when they come). */
const rsvpsRoutes: FastifyPluginAsyncZod<RsvpsRoutesOptions> = async (app, options) => {
  const cards = cardsRepository(app.db);
  const rsvps = rsvpsRepository(app.db);

  /**
   * The card a guest's call is about, if guests may see it. From here its words (a refusal, the
   * thanks) reach the guest in the card's language, not the browser's.
   */
  const liveCard = async (request: {
    params: { id: string };
    guestCardLanguage: CardLanguage | null;
  }) => {
    const card = await findLiveCard(cards, request.params.id, app.clock.now());
    request.guestCardLanguage = card.language;
    return card;
  };
  const passOf = (token: string) => ({ token, url: `${options.publicUrl}${PASS_PATH}#${token}` });

  app.get(
    '/api/cards/:id/wishes',
    {
      schema: {
        tags: ['rsvps'],
        summary: 'Wishes of a card, newest first: name, wish and time only',
        params: cardIdParamsSchema,
        response: { 200: wishListSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const card = await liveCard(request);
      // Taken down after the day: the wishes stay the couple's (the wishes book), not public.
      if (cardTakenDown(card, app.clock.now())) throw cardTakenDownError();
      reply.header('Cache-Control', 'no-cache');
      return { wishes: await rsvps.listWishes(request.params.id) };
    },
  );

  app.get(
    '/api/cards/:id/seats',
    {
      schema: {
        tags: ['rsvps'],
        summary: 'Seats left in each session of the majlis the guest may see (the RSVP form)',
        params: cardIdParamsSchema,
        querystring: sessionSeatsQuerySchema,
        response: { 200: sessionSeatsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const card = await liveCard(request);
      const { invitation } = request.query;
      const party = invitation ? await options.invitedParty(card.id, invitation) : null;
      const visible = visibleMajlis(columnsToContent(card).majlis, party?.majlisIds ?? null);
      const sessions = visible.flatMap((majlis) =>
        majlis.sessions.map((session) => ({ majlis, session })),
      );
      const taken = await rsvps.seatsTaken(
        card.id,
        sessions.map(({ session }) => session.id),
      );
      // Seats change with every answer: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return {
        sessions: sessions.map(({ majlis, session }) => ({
          majlisId: majlis.id,
          sessionId: session.id,
          seats: session.seats,
          left: seatsLeft(session, taken.get(session.id) ?? 0),
        })),
      };
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
      const card = await liveCard(request);
      if (card.rsvp !== 1) throw new HttpError(403, 'forbidden', RSVP_MESSAGES.closed);
      const body = request.body;
      const saved = { message: guestWords(card.language, RSVP_MESSAGES.success), saved: true };
      // A filled honeypot is a bot: answer as if it worked and keep nothing.
      if (body.website) return reply.status(201).send(saved);
      if (card.email_input === 1 && !body.email) throw badRequest(RSVP_MESSAGES.email, 'email');
      // The demo card is every visitor's shop window: nobody may write on it for the others.
      if (card.id === DEMO_CARD_ID) {
        const demo = guestWords(card.language, RSVP_MESSAGES.demo);
        return reply.status(201).send({ message: demo, saved: false });
      }
      const now = app.clock.now();
      // Once the last majlis is over the card says it has been held and takes no answer.
      if (cardHeld(card, columnsToContent(card).majlis, now)) {
        throw new HttpError(403, 'forbidden', AFTER_DAY_MESSAGES.rsvpHeld);
      }
      if (card.rsvp_closes_on !== null && rsvpClosed(card.rsvp_closes_on, now)) {
        throw new HttpError(403, 'forbidden', rsvpClosedWords(card.language, card.rsvp_closes_on));
      }
      // A party on the guest list answers through its link: its token is its pass.
      const party = body.invitation ? await options.invitedParty(card.id, body.invitation) : null;
      const visible = visibleMajlis(columnsToContent(card).majlis, party?.majlisIds ?? null);
      const answers = majlisAnswers(visible, body);
      if (!answers.ok) throw badRequest(answers.message, answers.field);
      const rsvp = {
        ...body,
        ...(card.email_input === 1 ? {} : { email: undefined }),
        answers: answers.answers,
      };
      const coming = rsvpSummary(rsvp.answers, rsvp.guests).attending;
      const publish = (rsvpId: string, change: 'created' | 'updated') =>
        options.events.publish({ cardId: card.id, rsvpId, change, at: nowIso(now) });
      if (party && body.invitation) {
        const answer = await party.answer(rsvp, now);
        if (!answer) throw conflict(RSVP_MESSAGES.full);
        publish(answer.rsvpId, answer.changed ? 'updated' : 'created');
        return reply.status(201).send({
          message: guestWords(
            card.language,
            answer.changed ? INVITATION_MESSAGES.changed : RSVP_MESSAGES.success,
          ),
          saved: true,
          changed: answer.changed,
          ...(coming ? { pass: passOf(body.invitation) } : {}),
        });
      }
      // An attending guest gets a pass for the door; only its hash is kept.
      const pass = coming ? options.newPass() : null;
      const id = await keepNewRsvp(app.db, card.id, rsvp, now, pass ? pass.hash : null);
      if (!id) throw conflict(RSVP_MESSAGES.full);
      publish(id, 'created');
      return reply.status(201).send({ ...saved, ...(pass ? { pass: passOf(pass.token) } : {}) });
    },
  );
};

export default rsvpsRoutes;

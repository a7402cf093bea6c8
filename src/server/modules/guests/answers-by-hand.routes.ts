import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleMajlis } from '@shared/card/majlis';
import { majlisAnswers } from '@shared/card/majlis-answers';
import { localNumber } from '@shared/contact/phone';
import type { AnswersByHandBody } from '@shared/schemas/answers-by-hand';
import { answersByHandBodySchema, answersByHandReplySchema } from '@shared/schemas/answers-by-hand';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { guestPartyParamsSchema } from '@shared/schemas/guest-list';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { rsvpParamsSchema } from '@shared/schemas/rsvp-management';
import type { Majlis } from '@shared/card/card-content';
import { badRequest, conflict, notFound, said, wordsIn } from '../../http/errors';
import { hostMarks } from '../card-hosts/card-hosts.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { nowIso } from '../../lib/clock';
import { columnsToContent } from '../cards/cards.repository';
import type { CardRow } from '../cards/cards.repository';
import type { RsvpEvents } from '../rsvps/rsvp-events';
import { rsvpsRepository } from '../rsvps/rsvps.repository';
import { keepAnswersByHand } from '../rsvps/rsvp-keeping';
import { guestsRepository, invitedMajlisIds } from './guests.repository';
import { firstRsvpOfParty } from './party-answer';

export interface AnswersByHandRoutesOptions {
  events: RsvpEvents;
}

/** The answers checked against the majlis the guest may see, or a 400 naming the answer. */
function answersFor(card: CardRow, invitedIds: readonly string[] | null, body: AnswersByHandBody) {
  const visible: Majlis[] = visibleMajlis(columnsToContent(card).majlis, invitedIds);
  const checked = majlisAnswers(visible, {
    attending: body.majlis.some((answer) => answer.attending),
    guests: 1,
    majlis: body.majlis.map((answer) => ({ ...answer, guests: Number(answer.guests) })),
  });
  if (!checked.ok) throw badRequest(checked.message, checked.field);
  return checked.answers;
}

/**
 * The owner records a guest's answer by hand, per majlis: a guest who phoned, an aunt who
 * never opens links. The RSVP's last day does not stop the owner (it closes the form to guests),
 * a session's seats still hold, and the guest may answer only the majlis they may see. The
 * owner's only: staff read the lists, they do not answer for guests.
 */
const answersByHandRoutes: FastifyPluginAsyncZod<AnswersByHandRoutesOptions> = async (
  app,
  options,
) => {
  const guests = guestsRepository(app.db);
  const rsvps = rsvpsRepository(app.db);
  // The owner, or a Pengurus helping with the card.
  const managers = app.requireCardAccess('manage');
  const marks = hostMarks(app.db);
  const publish = (cardId: string, rsvpId: string, change: 'created' | 'updated') =>
    options.events.publish({ cardId, rsvpId, change, at: nowIso(app.clock.now()) });
  const replies = {
    200: answersByHandReplySchema,
    400: apiErrorSchema,
    409: apiErrorSchema,
    ...GUARDED_REPLIES,
  };

  app.put(
    '/api/cards/:id/guests/:partyId/answer',
    managers(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['guests'],
          summary: 'Record a listed party’s answer per majlis by hand (also after the RSVP closed)',
          params: guestPartyParamsSchema,
          body: answersByHandBodySchema,
          response: replies,
        },
      },
      async (request, reply, { card, host }) => {
        reply.header('Cache-Control', 'no-store');
        const party = await guests.findOne(card.id, request.params.partyId);
        if (!party) throw notFound(said('guestList.error.partyNotFound'));
        const answers = answersFor(card, invitedMajlisIds(party), request.body);
        const now = app.clock.now();
        if (
          party.rsvp_id &&
          (await keepAnswersByHand(app.db, card.id, party.rsvp_id, answers, now))
        ) {
          await marks.rsvpAnswered(card.id, party.rsvp_id, host?.id ?? null);
          publish(card.id, party.rsvp_id, 'updated');
          return {
            rsvpId: party.rsvp_id,
            message: wordsIn(request.locale, said('guestList.answers.saved')),
          };
        }
        const rsvp = {
          name: party.name,
          phoneNumber: localNumber(party.phone),
          guests: 1,
          attending: answers.some((answer) => answer.attending),
          ucapan: undefined,
          answers,
        };
        const made = await firstRsvpOfParty(app.db, party, rsvp, now);
        if (!made) throw conflict(RSVP_MESSAGES.full);
        // The party's own answer came a moment before: the owner's replaces it.
        if (!made.created) await keepAnswersByHand(app.db, card.id, made.rsvpId, answers, now);
        await marks.rsvpAnswered(card.id, made.rsvpId, host?.id ?? null);
        publish(card.id, made.rsvpId, made.created ? 'created' : 'updated');
        return {
          rsvpId: made.rsvpId,
          message: wordsIn(request.locale, said('guestList.answers.saved')),
        };
      },
    ),
  );

  app.put(
    '/api/cards/:id/rsvps/:rsvpId/answers',
    managers(
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['owner'],
          summary: 'Correct an RSVP’s answers per majlis by hand (also after the RSVP closed)',
          params: rsvpParamsSchema,
          body: answersByHandBodySchema,
          response: replies,
        },
      },
      async (request, reply, { card, host }) => {
        reply.header('Cache-Control', 'no-store');
        const { rsvpId } = request.params;
        if (!(await rsvps.findOfCard(card.id, rsvpId))) {
          throw notFound(said('guestList.error.rsvpNotFound'));
        }
        // A party's RSVP answers the party's majlis; any other, the card's open ones.
        const party = await guests.findByRsvp(card.id, rsvpId);
        const answers = answersFor(card, party ? invitedMajlisIds(party) : null, request.body);
        if (!(await keepAnswersByHand(app.db, card.id, rsvpId, answers, app.clock.now()))) {
          throw notFound(said('guestList.error.rsvpNotFound'));
        }
        await marks.rsvpAnswered(card.id, rsvpId, host?.id ?? null);
        publish(card.id, rsvpId, 'updated');
        return { rsvpId, message: wordsIn(request.locale, said('guestList.answers.saved')) };
      },
    ),
  );
};

export default answersByHandRoutes;

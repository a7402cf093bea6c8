import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { majlisInDateOrder, weddingHeld } from '@shared/card/majlis';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import {
  comingTo,
  dayBeforeDate,
  dayBeforeState,
  dayBeforeWindow,
  thanksDue,
  weddingEnds,
} from '@shared/guests/guest-messages';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import { guestPartyParamsSchema, guestPartySchema } from '@shared/schemas/guest-list';
import type { GuestMessageSchedule } from '@shared/schemas/guest-messages';
import { dayBeforeBodySchema, guestMessageScheduleSchema } from '@shared/schemas/guest-messages';
import { badRequest, conflict, notFound, said } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import type { CardRow } from '../cards/cards.repository';
import { columnsToContent } from '../cards/cards.repository';
import { guestMessagesRepository } from './guest-messages.repository';
import { guestsRepository } from './guests.repository';
import { partyView } from './guests.service';
import { personalLink } from './party-links';

export interface GuestMessagesRoutesOptions {
  appSecret: string;
  publicUrl: string;
}

/**
 * The messages after the invitation, sent one WhatsApp tap at a time from the guest list: the
 * reminder the day before each majlis to the parties coming to it (from the start of the day
 * before until the majlis is over), and the thank-you once the wedding has been held to the
 * parties that came or replied. The server says when each may go by its own clock and marks a
 * send only then, for a party it is for. The guest list's managers' (phones are personal data).
 */
const guestMessagesRoutes: FastifyPluginAsyncZod<GuestMessagesRoutesOptions> = async (
  app,
  options,
) => {
  const guests = guestsRepository(app.db);
  const messages = guestMessagesRepository(app.db);
  const manage = app.requireCardAccess('manage');
  const majlisOf = (card: CardRow) => columnsToContent(card).majlis;

  /** The party as the guest list shows it (404 when it is not on the card's list). */
  const partyOf = async (card: CardRow, partyId: string) => {
    const [row, answers, dayBefore] = await Promise.all([
      guests.findOne(card.id, partyId),
      guests.answersOfParties(card.id, partyId),
      messages.dayBeforeOfParties(card.id, partyId),
    ]);
    if (!row) throw notFound(said('guestList.error.partyNotFound'));
    const linkOf = (party: typeof row) => personalLink(options.publicUrl, options.appSecret, party);
    return partyView(row, { linkOf, majlis: majlisOf(card), answers, dayBefore });
  };

  app.get(
    '/api/cards/:id/guests/messages',
    manage(
      {
        schema: {
          tags: ['guests'],
          summary:
            'When the day-before reminder of each majlis and the thank-yous may be sent, by the server’s clock',
          params: cardIdParamsSchema,
          response: { 200: guestMessageScheduleSchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card }): Promise<GuestMessageSchedule> => {
        reply.header('Cache-Control', 'no-store');
        const majlis = majlisOf(card);
        const now = app.clock.now();
        const ends = weddingEnds(majlis);
        return {
          dayBefore: majlisInDateOrder(majlis).flatMap((one) => {
            const window = dayBeforeWindow(one);
            if (!window) return [];
            return [
              {
                majlisId: one.id,
                state: dayBeforeState(one, now),
                opensOn: dayBeforeDate(one.date),
                opensAt: window.opens.toISOString(),
                closesAt: window.closes.toISOString(),
              },
            ];
          }),
          thanks: { open: weddingHeld(majlis, now), opensAt: ends ? ends.toISOString() : null },
        };
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests/:partyId/day-before',
    manage(
      {
        bodyLimit: 256,
        schema: {
          tags: ['guests'],
          summary:
            'Marks the party’s reminder the day before a majlis as sent now (a party coming to it, from the day before until it is over)',
          params: guestPartyParamsSchema,
          body: dayBeforeBodySchema,
          response: {
            200: guestPartySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, _reply, { card }) => {
        const { partyId } = request.params;
        const majlis = majlisOf(card).find((one) => one.id === request.body.majlis);
        if (!majlis) throw badRequest(said('guestList.error.unknownMajlis'), 'majlis');
        const party = await partyOf(card, partyId);
        const now = app.clock.now();
        const state = dayBeforeState(majlis, now);
        if (state === 'not-yet') {
          const opens = weekdayAndDateWords(dayBeforeDate(majlis.date), request.locale);
          throw conflict(said('guestList.error.dayBeforeNotYet', { opens }));
        }
        if (state === 'over') throw conflict(said('guestList.error.dayBeforeOver'));
        if (!comingTo(party, majlis.id)) throw conflict(said('guestList.error.notComing'));
        await messages.markDayBefore(card.id, partyId, majlis.id, now);
        return partyOf(card, partyId);
      },
    ),
  );

  app.post(
    '/api/cards/:id/guests/:partyId/thanks',
    manage(
      {
        schema: {
          tags: ['guests'],
          summary:
            'Marks the party’s thank-you as sent now (once the wedding has been held, to a party that came or replied)',
          params: guestPartyParamsSchema,
          response: {
            200: guestPartySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, _reply, { card }) => {
        const { partyId } = request.params;
        const party = await partyOf(card, partyId);
        const now = app.clock.now();
        if (!weddingHeld(majlisOf(card), now)) throw conflict(said('guestList.error.thanksNotYet'));
        if (!thanksDue(party)) throw conflict(said('guestList.error.thanksNotDue'));
        await messages.markThanked(card.id, partyId, now);
        return partyOf(card, partyId);
      },
    ),
  );
};

export default guestMessagesRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { CHECK_IN_MESSAGES, passLookupBodySchema, passSchema } from '@shared/schemas/check-in';
import { notFound } from '../../http/errors';
import { TOKEN_LOOKUP_RATE_LIMIT } from '../../http/rate-limits';
import { firstMajlis } from '@shared/card/majlis';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import { doorRepository } from './door.repository';
import { passHash } from './door-tokens';
import { isPartyToken } from '@shared/guests/personal-link';
import { partyLinkReader } from '../guests/party-link-reader';

export interface PassesRoutesOptions {
  appSecret: string;
}

/**
 * The guest's pass page (`/pas#<token>`): whose pass it is, for which wedding, and whether it
 * was used. The token travels in the body, never in a URL; whoever holds it is the guest.
 */
const passesRoutes: FastifyPluginAsyncZod<PassesRoutesOptions> = async (app, options) => {
  const door = doorRepository(app.db);
  const cards = cardsRepository(app.db);
  const partyOfLink = partyLinkReader(app.db, options.appSecret);

  async function rsvpPass(token: string) {
    const row = await door.findPassAnywhere(passHash(options.appSecret, token) ?? '');
    if (!row) return null;
    const guest = {
      name: row.name,
      guests: row.guests,
      allowance: null,
      checkedIn: row.checked_in === 1,
      checkedInAt: row.checked_in === 1 ? row.checked_in_at : null,
    };
    return { cardId: row.card_id, guest };
  }

  /** A listed party's pass is its personal link's token; its card is its own. */
  async function partyPass(token: string) {
    const party = await partyOfLink(null, token);
    if (!party) return null;
    const rsvp = party.rsvp_id ? await door.findById(party.card_id, party.rsvp_id) : undefined;
    const checkedIn = rsvp?.checked_in === 1;
    const guest = {
      name: party.name,
      guests: rsvp?.attending === 1 ? rsvp.guests : party.allowance,
      allowance: party.allowance,
      checkedIn,
      checkedInAt: checkedIn ? (rsvp?.checked_in_at ?? null) : null,
    };
    return { cardId: party.card_id, guest };
  }

  app.post(
    '/api/passes/lookup',
    {
      bodyLimit: 1024,
      config: { rateLimit: TOKEN_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['door'],
        summary: 'A guest’s pass: the wedding, the party and whether it was checked in',
        body: passLookupBodySchema,
        response: {
          200: passSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = request.body.token;
      const pass = isPartyToken(token) ? await partyPass(token) : await rsvpPass(token);
      const card = pass ? await cards.findById(pass.cardId) : undefined;
      if (!pass || !card) throw notFound(CHECK_IN_MESSAGES.passNotFound);
      const first = firstMajlis(columnsToContent(card).majlis);
      return {
        couple: `${card.groom_name} & ${card.bride_name}`,
        weddingDate: first.date,
        startTime: first.start_time,
        location: first.location,
        cardId: card.id,
        ...pass.guest,
      };
    },
  );
};

export default passesRoutes;

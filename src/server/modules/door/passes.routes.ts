import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Majlis } from '@shared/card/card-content';
import { shownEnglish } from '@shared/card/english-texts';
import { firstMajlis, visibleMajlis } from '@shared/card/majlis';
import type { CardLanguage } from '@shared/i18n/card-words';
import { isPartyToken } from '@shared/guests/personal-link';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { CHECK_IN_MESSAGE_IDS, passLookupBodySchema, passSchema } from '@shared/schemas/check-in';
import { notFound, said } from '../../http/errors';
import { TOKEN_LOOKUP_RATE_LIMIT } from '../../http/rate-limits';
import { cardsRepository, columnsToContent } from '../cards/cards.repository';
import { invitedMajlisIds } from '../guests/guests.repository';
import { partyLinkReader } from '../guests/party-link-reader';
import type { AttendanceRow } from '../rsvps/rsvp-attendance.repository';
import { rsvpAttendanceRepository } from '../rsvps/rsvp-attendance.repository';
import { doorRepository } from './door.repository';
import { passHash } from './door-tokens';
import { passMajlis, unansweredPartyAnswers } from './pass-majlis';

export interface PassesRoutesOptions {
  appSecret: string;
}

/**
 * The card's first majlis as a pass's headline when the party comes to none: when and where,
 * its venue's English as a card in `language` shows it (in both only).
 */
function headlineOf(
  majlis: Majlis,
  language: CardLanguage,
): { date: string; startTime: string; location: string; locationEn?: string } {
  const locationEn = shownEnglish(language, majlis.location, majlis.location_en);
  return {
    date: majlis.date,
    startTime: majlis.start_time,
    location: majlis.location,
    ...(locationEn === null ? {} : { locationEn }),
  };
}

/** Whose pass a token is: the party, its card, and its answers per majlis. */
interface FoundPass {
  cardId: string;
  guest: {
    name: string;
    guests: number;
    allowance: number | null;
    checkedIn: boolean;
    checkedInAt: string | null;
  };
  /** The answers per majlis; the card's majlis are given to pick a party's invited ones. */
  answers: (cardMajlis: readonly Majlis[]) => Promise<AttendanceRow[]>;
}

/**
 * The guest's pass page (`/pas#<token>`): whose pass it is, for which wedding, which majlis it
 * comes to (and the session taken), and whether it was checked in at each. One pass per RSVP
 * whatever the number of majlis (why: `passSchema`). The token travels in the body, never in a
 * URL; whoever holds it is the guest.
 */
const passesRoutes: FastifyPluginAsyncZod<PassesRoutesOptions> = async (app, options) => {
  const door = doorRepository(app.db);
  const cards = cardsRepository(app.db);
  const attendance = rsvpAttendanceRepository(app.db);
  const partyOfLink = partyLinkReader(app.db, options.appSecret);

  async function rsvpPass(token: string): Promise<FoundPass | null> {
    const row = await door.findPassAnywhere(passHash(options.appSecret, token) ?? '');
    if (!row) return null;
    const guest = {
      name: row.name,
      guests: row.guests,
      allowance: null,
      checkedIn: row.checked_in === 1,
      checkedInAt: row.checked_in === 1 ? row.checked_in_at : null,
    };
    return { cardId: row.card_id, guest, answers: () => attendance.ofRsvp(row.id) };
  }

  /** A listed party's pass is its personal link's token; its card is its own. */
  async function partyPass(token: string): Promise<FoundPass | null> {
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
    const answers = async (cardMajlis: readonly Majlis[]) =>
      rsvp
        ? attendance.ofRsvp(rsvp.id)
        : unansweredPartyAnswers(
            visibleMajlis(cardMajlis, invitedMajlisIds(party)),
            party.allowance,
          );
    return { cardId: party.card_id, guest, answers };
  }

  app.post(
    '/api/passes/lookup',
    {
      bodyLimit: 1024,
      config: { rateLimit: TOKEN_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['door'],
        summary: 'A guest’s pass: the wedding, its majlis, the party and its check-ins',
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
      if (!pass || !card) throw notFound(said(CHECK_IN_MESSAGE_IDS.passNotFound));
      const content = columnsToContent(card);
      const majlis = passMajlis(
        content.majlis,
        await pass.answers(content.majlis),
        request.locale,
        card.language,
      );
      // The headline: the first majlis the party comes to, else the card's first.
      const cardFirst = firstMajlis(content.majlis);
      const [first = headlineOf(cardFirst, card.language)] = majlis;
      return {
        couple: `${card.groom_name} & ${card.bride_name}`,
        weddingDate: first.date,
        startTime: first.startTime,
        location: first.location,
        ...(first.locationEn === undefined ? {} : { locationEn: first.locationEn }),
        cardId: card.id,
        ...pass.guest,
        majlis,
      };
    },
  );
};

export default passesRoutes;

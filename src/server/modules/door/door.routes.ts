import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import {
  CHECK_IN_MESSAGES,
  PARTY_GUEST_PREFIX,
  checkInBodySchema,
  checkInReplySchema,
  doorCheckInParamsSchema,
  doorGuestPageSchema,
  doorGuestSchema,
  doorGuestsQuerySchema,
  doorSummarySchema,
  isDoorGuestId,
  walkInBodySchema,
} from '@shared/schemas/check-in';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import type { RsvpEvents } from '../rsvps/rsvp-events';
import { rsvpsRepository } from '../rsvps/rsvps.repository';
import { doorAccess } from './door-access';
import { doorGuest, doorRepository } from './door.repository';
import { passHash } from './door-tokens';
import { streamRsvpChanges } from '../rsvps/rsvp-change-stream';
import { isPartyToken } from '@shared/guests/personal-link';
import type { CheckInBody } from '@shared/schemas/check-in';
import { guestsRepository } from '../guests/guests.repository';
import { partyLinkReader } from '../guests/party-link-reader';
import { rsvpOfPartyAtDoor } from './party-at-door';
import { ushersRepository } from './ushers.repository';
import { GUARDED_REPLIES } from '../../http/guarded-route';

export interface DoorRoutesOptions {
  appSecret: string;
  events: RsvpEvents;
}

/** Per usher link or session: 600 guests in an hour at two doors, with room for searching. */
const DOOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/**
 * The door, check-in on the wedding day: the usher screen's calls, for an usher link or the card's
 * owner or staff. Ushers see names and party sizes only, never a phone number, an e-mail or a wish.
 * Every change is published to the card's event stream at once.
 */
const doorRoutes: FastifyPluginAsyncZod<DoorRoutesOptions> = async (app, options) => {
  const atTheDoor = doorAccess(app, options.appSecret);
  const door = doorRepository(app.db);
  const rsvps = rsvpsRepository(app.db);
  const ushers = ushersRepository(app.db);
  const rateLimit = {
    ...DOOR_RATE_LIMIT,
    hook: 'preHandler' as const,
    keyGenerator: atTheDoor.key((access, request) =>
      access.via === 'usher' ? `door:usher:${access.usherId}` : `door:ip:${request.ip}`,
    ),
  };
  const partyOfLink = partyLinkReader(app.db, options.appSecret);
  const guests = guestsRepository(app.db);

  /** A listed party by its pass (its link's token) or by the door's `party:<id>`. */
  async function partyAtDoor(cardId: string, body: CheckInBody) {
    if ('pass' in body) return isPartyToken(body.pass) ? partyOfLink(cardId, body.pass) : null;
    if (!body.rsvpId.startsWith(PARTY_GUEST_PREFIX)) return null;
    const party = await guests.findForLink(body.rsvpId.slice(PARTY_GUEST_PREFIX.length));
    return party?.card_id === cardId ? party : null;
  }

  /** The guest a scan or a tap names: an RSVP, or a listed party's (made now if it never replied). */
  async function guestToCheckIn(cardId: string, body: CheckInBody) {
    // An id of no guest's shape is nobody's: it never reaches a query (a NUL byte would fail one).
    if ('rsvpId' in body && !isDoorGuestId(body.rsvpId)) return undefined;
    const listed =
      'pass' in body ? isPartyToken(body.pass) : body.rsvpId.startsWith(PARTY_GUEST_PREFIX);
    if (!listed) {
      return 'pass' in body
        ? door.findByPass(cardId, passHash(options.appSecret, body.pass) ?? '')
        : door.findById(cardId, body.rsvpId);
    }
    const party = await partyAtDoor(cardId, body);
    if (!party) return undefined;
    const made = await rsvpOfPartyAtDoor(app.db, party, app.clock.now());
    if (!made) throw conflict(RSVP_MESSAGES.full);
    if (made.created) publish(cardId, made.rsvpId, 'created');
    return door.findById(cardId, made.rsvpId);
  }

  const publish = (
    cardId: string,
    rsvpId: string,
    change: 'checked-in' | 'check-in-undone' | 'created',
  ) => options.events.publish({ cardId, rsvpId, change, at: nowIso(app.clock.now()) });

  app.get(
    '/api/cards/:id/door',
    atTheDoor(
      {
        schema: {
          tags: ['door'],
          summary:
            'The usher screen’s header: the couple, the date, the three groups’ counts and the listed parties yet to reply',
          params: cardIdParamsSchema,
          response: { 200: doorSummarySchema, ...GUARDED_REPLIES },
        },
      },
      async (_request, reply, { card, via }) => {
        reply.header('Cache-Control', 'no-store');
        return {
          cardId: card.id,
          couple: `${card.groom_name} & ${card.bride_name}`,
          weddingDate: card.wedding_date,
          via,
          counts: await rsvps.countsOfCard(card.id),
          awaitingReply: await door.awaitingReply(card.id),
        };
      },
    ),
  );

  app.get(
    '/api/cards/:id/door/guests',
    atTheDoor(
      {
        schema: {
          tags: ['door'],
          summary: 'Guests by name (no phone numbers or e-mails), 50 at a time, with the counts',
          params: cardIdParamsSchema,
          querystring: doorGuestsQuerySchema,
          response: { 200: doorGuestPageSchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const q = request.query.q?.trim();
        const [page, counts] = await Promise.all([
          door.page(card.id, q, request.query.cursor),
          rsvps.countsOfCard(card.id),
        ]);
        if (!page) throw badRequest('Penanda halaman tidak sah.', 'cursor');
        return { ...page, counts };
      },
    ),
  );

  app.post(
    '/api/cards/:id/door/check-ins',
    atTheDoor(
      {
        bodyLimit: 1024,
        config: { rateLimit },
        schema: {
          tags: ['door'],
          summary:
            'Daftar Masuk: by the pass scanned or the guest searched; a second check-in says when the first was',
          params: cardIdParamsSchema,
          body: checkInBodySchema,
          response: {
            200: checkInReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const body = request.body;
        const found = await guestToCheckIn(card.id, body);
        if (!found) {
          throw notFound(
            'pass' in body ? CHECK_IN_MESSAGES.passUnknown : CHECK_IN_MESSAGES.guestUnknown,
          );
        }
        if (found.attending !== 1) throw conflict(CHECK_IN_MESSAGES.notAttending);
        const now = app.clock.now();
        const fresh = await door.checkIn(card.id, found.id, now);
        const row = fresh ? await door.findById(card.id, found.id) : found;
        if (!row) throw notFound(CHECK_IN_MESSAGES.guestUnknown);
        const guest = doorGuest(row);
        if (fresh) publish(card.id, row.id, 'checked-in');
        return {
          guest,
          already: !fresh,
          message: fresh
            ? CHECK_IN_MESSAGES.checkedIn(guest.name)
            : CHECK_IN_MESSAGES.already(guest.name, malaysiaDateTime(guest.checkedInAt ?? '')),
        };
      },
    ),
  );

  app.delete(
    '/api/cards/:id/door/check-ins/:rsvpId',
    atTheDoor(
      {
        config: { rateLimit },
        schema: {
          tags: ['door'],
          summary: 'Undo a check-in (a mistaken tap); the guest as they are now',
          params: doorCheckInParamsSchema,
          response: { 200: doorGuestSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const { rsvpId } = request.params;
        if (await door.undoCheckIn(card.id, rsvpId)) publish(card.id, rsvpId, 'check-in-undone');
        const row = await door.findById(card.id, rsvpId);
        if (!row) throw notFound(CHECK_IN_MESSAGES.guestUnknown);
        return doorGuest(row);
      },
    ),
  );

  app.post(
    '/api/cards/:id/door/walk-ins',
    atTheDoor(
      {
        bodyLimit: 2048,
        config: { rateLimit },
        schema: {
          tags: ['door'],
          summary: 'A walk-in: a guest without an RSVP, checked in at once; a replay adds nobody',
          params: cardIdParamsSchema,
          body: walkInBodySchema,
          response: {
            200: checkInReplySchema,
            201: checkInReplySchema,
            400: apiErrorSchema,
            ...GUARDED_REPLIES,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply, { card }) => {
        reply.header('Cache-Control', 'no-store');
        const now = app.clock.now();
        let made;
        try {
          made = await door.walkIn(card.id, request.body, now);
        } catch (error) {
          // The same walk-in sent twice at once: the other request made it.
          if (!isUniqueViolation(error)) throw error;
          made = await door.walkIn(card.id, request.body, now);
        }
        if (!made) throw conflict(RSVP_MESSAGES.full);
        const guest = doorGuest(made.row);
        if (made.created) publish(card.id, guest.id, 'created');
        return reply.status(made.created ? 201 : 200).send({
          guest,
          already: !made.created,
          message: CHECK_IN_MESSAGES.checkedIn(guest.name),
        });
      },
    ),
  );

  // The card's RSVP changes, live: the owner's RSVP page and guest list, and the usher screen
  // (the reason the door's guard admits it). `/door/events` is its first address, kept out of
  // the API document for pages opened before the move.
  for (const [url, hide] of [
    ['/api/cards/:id/rsvps/events', false],
    ['/api/cards/:id/door/events', true],
  ] as const) {
    app.get(
      url,
      atTheDoor(
        {
          schema: {
            hide,
            tags: ['rsvps'],
            summary:
              'Server-sent events: `rsvp` with { cardId, rsvpId, change, at } for every change to the card’s RSVPs',
            params: cardIdParamsSchema,
            produces: ['text/event-stream'],
            // 200 is the stream itself (text/event-stream), written outside the serializer.
            response: { ...GUARDED_REPLIES, 429: apiErrorSchema },
          },
        },
        (request, reply, access) => {
          // The owner's or staff's session (the guard looked it up); an usher link has none.
          const sessionId = request.sessionId ?? '';
          // An usher link revoked, or a session logged out (here or everywhere) or run out, while
          // its stream is open: the stream hears nothing more and ends.
          const stillAllowed =
            access.via === 'usher'
              ? async () => !(await ushers.findById(access.usherId))?.revoked_at
              : () => app.sessions.service.isLive(sessionId, app.clock.now());
          streamRsvpChanges(request, reply, options.events, access.card.id, {
            streams: app.eventStreams,
            holder: access.via === 'usher' ? `usher:${access.usherId}` : `session:${sessionId}`,
            stillAllowed,
          });
        },
      ),
    );
  }
};

export default doorRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Majlis } from '@shared/card/card-content';
import { majlisTitleIn } from '@shared/card/majlis-title';
import type { Locale } from '@shared/i18n/locales';
import { isPartyToken } from '@shared/guests/personal-link';
import { apiErrorSchema } from '@shared/schemas/api-error';
import { cardIdParamsSchema } from '@shared/schemas/card-id';
import type { CheckInBody } from '@shared/schemas/check-in';
import {
  CHECK_IN_MESSAGE_IDS,
  PARTY_GUEST_PREFIX,
  checkInBodySchema,
  checkInReplySchema,
  doorCheckInParamsSchema,
  doorGuestPageSchema,
  doorGuestSchema,
  doorGuestsQuerySchema,
  doorMajlisQuerySchema,
  doorSummarySchema,
  isDoorGuestId,
  walkInBodySchema,
} from '@shared/schemas/check-in';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { badRequest, conflict, notFound, said } from '../../http/errors';
import { GUARDED_REPLIES } from '../../http/guarded-route';
import { siteTranslator } from '../../http/site-words';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../lib/clock';
import { cardHostsRepository, hostMarks } from '../card-hosts/card-hosts.repository';
import type { CardRow } from '../cards/cards.repository';
import { columnsToContent } from '../cards/cards.repository';
import { guestsRepository, invitedMajlisIds } from '../guests/guests.repository';
import { partyLinkReader } from '../guests/party-link-reader';
import type { RsvpEvents } from '../rsvps/rsvp-events';
import { streamRsvpChanges } from '../rsvps/rsvp-change-stream';
import type { DoorAccess } from './door-access';
import { doorAccess } from './door-access';
import { doorMajlis, doorMajlisChoice, doorMajlisChoices, partyInvitedTo } from './door-majlis';
import type { DoorCaller } from './door-majlis';
import { doorGuest, doorRepository } from './door.repository';
import { checkedInAtWords } from './door-words';
import { passHash } from './door-tokens';
import { rsvpOfPartyAtDoor } from './party-at-door';
import { ushersRepository } from './ushers.repository';

export interface DoorRoutesOptions {
  appSecret: string;
  events: RsvpEvents;
}

/** Per usher link or session: 600 guests in an hour at two doors, with room for searching. */
const DOOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/** The co-host a session checks guests in as (null: an usher link, the owner, staff). */
const hostOf = (access: DoorAccess): string | null =>
  access.via === 'usher' ? null : (access.host?.id ?? null);

const callerOf = (access: DoorAccess): DoorCaller =>
  access.via === 'usher' ? { via: 'usher', usherMajlisId: access.usherMajlisId } : access;

/**
 * The door, check-in on the wedding day: the usher screen's calls, for an usher link or the card's
 * owner or staff, at one majlis's door at a time. Ushers see names and party sizes only, never a
 * phone number, an e-mail or a wish. Every change is published to the card's event stream at once.
 */
const doorRoutes: FastifyPluginAsyncZod<DoorRoutesOptions> = async (app, options) => {
  const atTheDoor = doorAccess(app, options.appSecret);
  const door = doorRepository(app.db);
  const ushers = ushersRepository(app.db);
  const hosts = cardHostsRepository(app.db);
  const marks = hostMarks(app.db);
  const rateLimit = {
    ...DOOR_RATE_LIMIT,
    hook: 'preHandler' as const,
    keyGenerator: atTheDoor.key((access, request) =>
      access.via === 'usher' ? `door:usher:${access.usherId}` : `door:ip:${request.ip}`,
    ),
  };
  const partyOfLink = partyLinkReader(app.db, options.appSecret);
  const guests = guestsRepository(app.db);

  /** The majlis whose door the call is for, on the card as it is now, with the card's list. */
  function majlisOfCall(access: DoorAccess, requested: string | undefined, writing: boolean) {
    const list = columnsToContent(access.card).majlis;
    const majlis = doorMajlis(list, callerOf(access), requested, { writing, now: app.clock.now() });
    return { list, majlis };
  }

  const publish = (
    cardId: string,
    rsvpId: string,
    change: 'checked-in' | 'check-in-undone' | 'created' | 'updated',
  ) => options.events.publish({ cardId, rsvpId, change, at: nowIso(app.clock.now()) });

  /**
   * Who a scan or a tap names: an RSVP (by its pass or id) and the listed party behind it, or a
   * listed party (by its pass, its link's token, or the door's `party:<id>`). Undefined: nobody.
   */
  async function guestNamed(cardId: string, body: CheckInBody) {
    // An id of no guest's shape is nobody's: it never reaches a query (a NUL byte would fail one).
    if ('rsvpId' in body && !isDoorGuestId(body.rsvpId)) return undefined;
    const listed =
      'pass' in body ? isPartyToken(body.pass) : body.rsvpId.startsWith(PARTY_GUEST_PREFIX);
    if (listed) {
      const party =
        'pass' in body
          ? await partyOfLink(cardId, body.pass)
          : await guests.findForLink(body.rsvpId.slice(PARTY_GUEST_PREFIX.length));
      return party?.card_id === cardId ? { rsvpId: party.rsvp_id, party } : undefined;
    }
    const rsvp =
      'pass' in body
        ? await door.findRsvpByPass(cardId, passHash(options.appSecret, body.pass) ?? '')
        : await door.findRsvpById(cardId, body.rsvpId);
    if (!rsvp) return undefined;
    const party = rsvp.party_id ? await guests.findForLink(rsvp.party_id) : undefined;
    return { rsvpId: rsvp.id, party: party ?? null };
  }

  /**
   * The guest a scan or a tap names, as the door of `majlis` sees them. A listed party invited to
   * it that never answered for it is recorded now as coming to it; anyone else who did not answer
   * for it is refused, with why (not invited, or said nothing of it).
   */
  async function guestToCheckIn(
    card: CardRow,
    list: readonly Majlis[],
    majlis: Majlis,
    body: CheckInBody,
  ) {
    const named = await guestNamed(card.id, body);
    if (!named) {
      throw notFound(
        said('pass' in body ? CHECK_IN_MESSAGE_IDS.passUnknown : CHECK_IN_MESSAGE_IDS.guestUnknown),
      );
    }
    const { party, rsvpId } = named;
    const answered = rsvpId ? await door.guestAt(card.id, rsvpId, majlis.id) : undefined;
    if (answered) return answered;
    const title = (locale: Locale) => majlisTitleIn(majlis, locale);
    const invited = party
      ? partyInvitedTo(list, invitedMajlisIds(party), majlis.id)
      : !majlis.invite_only;
    if (!invited) throw conflict(said(CHECK_IN_MESSAGE_IDS.notInvitedToMajlis, { title }));
    if (!party) throw conflict(said(CHECK_IN_MESSAGE_IDS.notAnsweredForMajlis, { title }));
    const made = await rsvpOfPartyAtDoor(app.db, party, majlis.id, app.clock.now());
    if (!made) throw conflict(RSVP_MESSAGES.full);
    if (made.change) publish(card.id, made.rsvpId, made.change);
    const row = await door.guestAt(card.id, made.rsvpId, majlis.id);
    if (!row) throw notFound(said(CHECK_IN_MESSAGE_IDS.guestUnknown));
    return row;
  }

  app.get(
    '/api/cards/:id/door',
    atTheDoor(
      {
        schema: {
          tags: ['door'],
          summary:
            'The usher screen’s header for one majlis (`?majlis=`; else the link’s, the only or the next): its groups’ counts, its sessions’ seats, the listed parties yet to reply, and the majlis the caller may choose',
          params: cardIdParamsSchema,
          querystring: doorMajlisQuerySchema,
          response: { 200: doorSummarySchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, access) => {
        reply.header('Cache-Control', 'no-store');
        const { card, via } = access;
        const { list, majlis } = majlisOfCall(access, request.query.majlis, false);
        const [{ counts, sessions }, awaitingReply] = await Promise.all([
          door.countsAt(card.id, majlis.id),
          door.awaitingReply(card.id, majlis),
        ]);
        const none = { parties: 0, guests: 0 };
        return {
          cardId: card.id,
          couple: `${card.groom_name} & ${card.bride_name}`,
          weddingDate: majlis.date,
          via,
          majlis: {
            ...doorMajlisChoice(majlis, request.locale),
            sessions: majlis.sessions.map((session) => ({
              id: session.id,
              label: session.label,
              startTime: session.start_time,
              endTime: session.end_time,
              seats: session.seats,
              ...(sessions.get(session.id) ?? { expected: none, 'checked-in': none }),
            })),
          },
          choices: doorMajlisChoices(list, callerOf(access)).map((choice) =>
            doorMajlisChoice(choice, request.locale),
          ),
          counts,
          awaitingReply,
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
          summary:
            'The guests of one majlis by name (no phone numbers or e-mails), 50 at a time, with its counts',
          params: cardIdParamsSchema,
          querystring: doorGuestsQuerySchema,
          response: { 200: doorGuestPageSchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, access) => {
        reply.header('Cache-Control', 'no-store');
        const { card } = access;
        const { majlis } = majlisOfCall(access, request.query.majlis, false);
        const q = request.query.q?.trim();
        const [page, { counts }] = await Promise.all([
          door.page(card.id, majlis, q, request.query.cursor),
          door.countsAt(card.id, majlis.id),
        ]);
        if (!page) throw badRequest(said('door.error.badCursor'), 'cursor');
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
            'Daftar Masuk at one majlis (`majlis` in the body): by the pass scanned or the guest searched; a second check-in says when the first was',
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
      async (request, reply, access) => {
        reply.header('Cache-Control', 'no-store');
        const { card } = access;
        const body = request.body;
        const { list, majlis } = majlisOfCall(access, body.majlis, true);
        const found = await guestToCheckIn(card, list, majlis, body);
        if (Number(found.attending) !== 1) {
          const title = (locale: Locale) => majlisTitleIn(majlis, locale);
          throw conflict(said(CHECK_IN_MESSAGE_IDS.notComingToMajlis, { title }));
        }
        const fresh = await door.checkIn(card.id, found.id, majlis.id, app.clock.now());
        // Who checked them in: a co-host's row; the owner, staff or an usher link name nobody.
        if (fresh) await marks.checkIn(card.id, found.id, majlis.id, hostOf(access));
        // Read again either way: another usher's check-in a moment ago holds the time to show.
        const row = await door.guestAt(card.id, found.id, majlis.id);
        if (!row) throw notFound(said(CHECK_IN_MESSAGE_IDS.guestUnknown));
        const guest = doorGuest(row);
        if (fresh) publish(card.id, row.id, 'checked-in');
        const { t } = siteTranslator(request.locale);
        const at = checkedInAtWords(guest.checkedInAt ?? '', request.locale);
        return {
          guest,
          already: !fresh,
          message: fresh
            ? t(CHECK_IN_MESSAGE_IDS.checkedIn, { name: guest.name })
            : t(CHECK_IN_MESSAGE_IDS.already, { name: guest.name, at }),
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
          summary:
            'Undo a check-in at one majlis (`?majlis=`; a mistaken tap): the guest as that majlis’s door now sees them',
          params: doorCheckInParamsSchema,
          querystring: doorMajlisQuerySchema,
          response: { 200: doorGuestSchema, 400: apiErrorSchema, ...GUARDED_REPLIES },
        },
      },
      async (request, reply, access) => {
        reply.header('Cache-Control', 'no-store');
        const { card } = access;
        const { rsvpId } = request.params;
        const { majlis } = majlisOfCall(access, request.query.majlis, true);
        if (await door.undoCheckIn(card.id, rsvpId, majlis.id)) {
          await marks.checkIn(card.id, rsvpId, majlis.id, null);
          publish(card.id, rsvpId, 'check-in-undone');
        }
        const row = await door.guestAt(card.id, rsvpId, majlis.id);
        if (!row) throw notFound(said(CHECK_IN_MESSAGE_IDS.guestUnknown));
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
          summary:
            'A walk-in at one majlis (`majlis` in the body): a guest without an RSVP, checked in at once; a replay adds nobody',
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
      async (request, reply, access) => {
        reply.header('Cache-Control', 'no-store');
        const { card } = access;
        const { majlis } = majlisOfCall(access, request.body.majlis, true);
        const now = app.clock.now();
        let made;
        try {
          made = await door.walkIn(card.id, majlis.id, request.body, now);
        } catch (error) {
          // The same walk-in sent twice at once: the other request made it.
          if (!isUniqueViolation(error)) throw error;
          made = await door.walkIn(card.id, majlis.id, request.body, now);
        }
        if (!made) throw conflict(RSVP_MESSAGES.full);
        const guest = doorGuest(made.row);
        if (made.created) publish(card.id, guest.id, 'created');
        return reply.status(made.created ? 201 : 200).send({
          guest,
          already: !made.created,
          message: siteTranslator(request.locale).t(CHECK_IN_MESSAGE_IDS.checkedIn, {
            name: guest.name,
          }),
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
          // An usher link revoked, a session logged out (here or everywhere) or run out, or a
          // co-host removed, while its stream is open: the stream hears nothing more and ends.
          const stillAllowed =
            access.via === 'usher'
              ? async () => !(await ushers.findById(access.usherId))?.revoked_at
              : async () => {
                  const { host } = access;
                  if (!(await app.sessions.service.isLive(sessionId, app.clock.now()))) {
                    return false;
                  }
                  return !host || (await hosts.findLive(access.card.id, host.id)) !== undefined;
                };
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

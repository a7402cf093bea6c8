import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHECK_IN_MESSAGES, USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import { CARD_NOT_FOUND, cardIdPattern } from '@shared/schemas/card-id';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { cardsRepository } from '../cards/cards.repository';
import { usherIdOf } from './door-tokens';
import { ushersRepository } from './ushers.repository';

/** Who is at the door: an usher link (its id), or the card's owner or staff by their session. */
export type DoorVia = { via: 'usher'; usherId: string } | { via: 'owner' | 'staff' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the door guard: who is checking guests in. */
    doorVia: DoorVia | null;
  }
}

/** The door guard's verdict, non-null inside a door route. */
export function doorVia(request: FastifyRequest): DoorVia {
  if (!request.doorVia) throw new Error('doorVia read without the door guard');
  return request.doorVia;
}

/**
 * For the door's routes (`/api/cards/:id/door…`): an usher link's token (header
 * `x-usher-token`, never the URL) for this very card and not revoked; or else the owner's or
 * staff's session, as on every owner route. Runs before the body is read.
 */
export function doorGuard(app: FastifyInstance, secret: string) {
  const ushers = ushersRepository(app.db);
  const cards = cardsRepository(app.db);
  const ownerOrStaff = app.requireCardOwner({ allowStaff: true });
  if (!app.hasRequestDecorator('doorVia')) app.decorateRequest('doorVia', null);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers[USHER_TOKEN_HEADER];
    if (token === undefined) {
      await ownerOrStaff(request, reply);
      const card = request.ownedCard;
      const isOwner = card?.user_id !== null && card?.user_id === request.sessionUser?.id;
      request.doorVia = { via: isOwner ? 'owner' : 'staff' };
      return;
    }
    const usherId = typeof token === 'string' ? usherIdOf(secret, token) : null;
    if (!usherId) throw unauthorized(CHECK_IN_MESSAGES.usherInvalid);
    const usher = await ushers.findById(usherId);
    if (!usher) throw unauthorized(CHECK_IN_MESSAGES.usherInvalid);
    if (usher.revoked_at) throw forbidden(CHECK_IN_MESSAGES.usherRevoked);
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string' || !cardIdPattern.test(id) || id !== usher.card_id) {
      throw forbidden(CHECK_IN_MESSAGES.usherInvalid);
    }
    const card = await cards.findById(id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    request.ownedCard = card;
    request.doorVia = { via: 'usher', usherId };
  };
}

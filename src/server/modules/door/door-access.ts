import type { FastifyInstance } from 'fastify';
import type { CardRole } from '@shared/card/card-roles';
import { CHECK_IN_MESSAGE_IDS, USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import { CARD_NOT_FOUND, cardIdPattern } from '@shared/schemas/card-id';
import { forbidden, notFound, said, unauthorized } from '../../http/errors';
import type { GuardedRoute } from '../../http/guarded-route';
import { guardedRoute } from '../../http/guarded-route';
import type { AuthUser } from '../auth/sessions.service';
import type { CardRow } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { usherIdOf } from './door-tokens';
import { ushersRepository } from './ushers.repository';

/**
 * Who is at the door of which card: an usher link (its id, and the majlis it is for, null for
 * every majlis; it owns nothing), or by their session the card's owner, a co-host (a Pengurus or
 * Penyambut: `host` is their row, so a check-in says who made it) or staff.
 */
/** The co-host row a session acts through at the door. */
export interface DoorHost {
  id: string;
  name: string;
}

export type DoorAccess =
  | { card: CardRow; via: 'usher'; usherId: string; usherMajlisId: string | null }
  | { card: CardRow; via: CardRole; user: AuthUser; host: DoorHost | null };

/**
 * For the door's routes (`/api/cards/:id/door…`): an usher link's token (header
 * `x-usher-token`, never the URL) for this very card and not revoked; or else a session whose
 * role covers the door (the owner, a Pengurus, a Penyambut) or staff's. Runs before the body is
 * read.
 */
export function doorAccess(app: FastifyInstance, secret: string): GuardedRoute<DoorAccess> {
  const ushers = ushersRepository(app.db);
  const cards = cardsRepository(app.db);
  const atTheDoor = app.requireCardAccess('door', { allowStaff: true });

  return guardedRoute(async (request, reply): Promise<DoorAccess> => {
    const token = request.headers[USHER_TOKEN_HEADER];
    if (token === undefined) {
      const { card, user, role, host } = await atTheDoor.check(request, reply);
      return { card, via: role, user, host };
    }
    const usherId = typeof token === 'string' ? usherIdOf(secret, token) : null;
    if (!usherId) throw unauthorized(said(CHECK_IN_MESSAGE_IDS.usherInvalid));
    const usher = await ushers.findById(usherId);
    if (!usher) throw unauthorized(said(CHECK_IN_MESSAGE_IDS.usherInvalid));
    if (usher.revoked_at) throw forbidden(said(CHECK_IN_MESSAGE_IDS.usherRevoked));
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string' || !cardIdPattern.test(id) || id !== usher.card_id) {
      throw forbidden(said(CHECK_IN_MESSAGE_IDS.usherInvalid));
    }
    const card = await cards.findById(id);
    if (!card) throw notFound(CARD_NOT_FOUND);
    return { card, via: 'usher', usherId, usherMajlisId: usher.majlis_id };
  });
}

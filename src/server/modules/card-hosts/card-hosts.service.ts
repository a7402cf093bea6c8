import type { Kysely } from 'kysely';
import type { HostRole } from '@shared/card/card-roles';
import type { Locale } from '@shared/i18n/locales';
import type { CardHost } from '@shared/schemas/card-hosts';
import { CARD_HOST_MESSAGES, MAX_HOSTS_PER_CARD } from '@shared/schemas/card-hosts';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict } from '../../http/errors';
import { randomId } from '../../lib/ids';
import { coHostInviteEmail } from '../../mail/co-host-invite-email';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { CardRow } from '../cards/cards.repository';
import type { CardHostRow } from './card-hosts.repository';
import { cardHostsRepository } from './card-hosts.repository';

/** A co-host as the owner's card home lists them. */
export function hostView(row: CardHostRow): CardHost {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    joined: row.user_id !== null,
    createdAt: row.created_at,
  };
}

export interface InviteHost {
  card: CardRow;
  /** The owner, who invites. */
  owner: { id: string; email: string };
  email: string;
  name: string;
  role: HostRole;
  /** The owner's language: the invitation is written in it. */
  locale: Locale;
}

/**
 * Adds a co-host and queues their invitation mail in the same transaction (a crash never keeps
 * one without the other). Refused: the owner's own e-mail, an e-mail already a live co-host of
 * the card, and more than MAX_HOSTS_PER_CARD. Returns the row and the queued mail's id.
 */
export async function inviteHost(
  db: Kysely<Database>,
  outbox: MailOutbox,
  publicUrl: string,
  invite: InviteHost,
  now: Date,
): Promise<{ host: CardHostRow; mailId: string | null }> {
  const email = invite.email.toLowerCase();
  if (email === invite.owner.email.toLowerCase()) {
    throw badRequest(CARD_HOST_MESSAGES.ownEmail, 'email');
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const hosts = cardHostsRepository(trx);
      // Already helping says more than a full list does: asked first.
      if (await hosts.hasLiveEmail(invite.card.id, email)) {
        throw conflict(CARD_HOST_MESSAGES.alreadyHost, 'email');
      }
      if ((await hosts.countLive(invite.card.id)) >= MAX_HOSTS_PER_CARD) {
        throw conflict(CARD_HOST_MESSAGES.tooMany);
      }
      const host = await hosts.insert(
        {
          id: randomId(12),
          cardId: invite.card.id,
          email,
          name: invite.name,
          role: invite.role,
          invitedBy: invite.owner.id,
        },
        now,
      );
      const message = coHostInviteEmail(
        {
          to: email,
          name: invite.name,
          role: invite.role,
          couple: `${invite.card.groom_name} & ${invite.card.bride_name}`,
          locale: invite.locale,
        },
        publicUrl,
      );
      const mailId = await outbox.enqueue(
        trx,
        { kind: 'co_host_invite', dedupeKey: `co-host:${host.id}`, message },
        now,
      );
      return { host, mailId };
    });
  } catch (error) {
    // Two invitations of one e-mail at the same moment: the second meets the unique index.
    if (isUniqueViolation(error)) throw conflict(CARD_HOST_MESSAGES.alreadyHost, 'email');
    throw error;
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';

/** One staff action: who, what, which card, when. */
export interface AuditEntry {
  actorEmail: string;
  /** What was done, e.g. `activate-rsvp` or `GET /api/cards/:id/rsvps`. */
  action: string;
  cardId?: string | null;
  /** Anything else worth keeping, as short text (never a guest's contact details). */
  detail?: string | null;
}

export function auditLog(db: Kysely<Database>) {
  return {
    async record(entry: AuditEntry, now: Date): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: randomId(16),
          actor_email: entry.actorEmail,
          action: entry.action,
          card_id: entry.cardId ?? null,
          detail: entry.detail ?? null,
          created_at: nowIso(now),
        })
        .execute();
    },
  };
}

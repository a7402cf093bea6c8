import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import { randomId } from '../lib/ids';
import type { MailMessage } from './mailer-types';

export type OutboxRow = Selectable<MailOutboxTable>;

/** A mail to send once the change it follows is committed. */
export interface OutboxMail {
  kind: 'payment_receipt' | 'extra_payment' | 'co_host_invite';
  /** One mail per event: the same key enqueued again (a replayed notice) changes nothing. */
  dedupeKey: string;
  /** The payment it is about, if any: a receipt marks its payment's `receipt_sent_at`. */
  paymentId?: string;
  message: MailMessage;
}

/** The mail outbox table (pass a transaction's `trx` to enqueue inside it). */
export function mailOutboxRepository(db: Kysely<Database>) {
  return {
    /** Queues the mail, due now; the id, or null when its key was queued before. */
    async enqueue(mail: OutboxMail, now: Date): Promise<string | null> {
      const id = randomId(16);
      const at = nowIso(now);
      const result = await db
        .insertInto('mail_outbox')
        .values({
          id,
          kind: mail.kind,
          dedupe_key: mail.dedupeKey,
          payment_id: mail.paymentId ?? null,
          to_address: mail.message.to,
          subject: mail.message.subject,
          text_body: mail.message.text,
          html_body: mail.message.html,
          next_attempt_at: at,
          created_at: at,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
    },

    findById(id: string): Promise<OutboxRow | undefined> {
      return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Unsent mail whose time has come and that no sender holds, oldest first. */
    due(now: Date, limit: number): Promise<OutboxRow[]> {
      const at = nowIso(now);
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },

    /**
     * Takes the mail for one sending attempt until `until`: one conditional write, so two
     * senders (two instances, or the sender racing the send that follows a commit) never both
     * take it. True when this call did.
     */
    async take(id: string, now: Date, until: Date): Promise<boolean> {
      const at = nowIso(now);
      const result = await db
        .updateTable('mail_outbox')
        .set({ locked_until: nowIso(until), attempts: sql<number>`attempts + 1` })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: nowIso(now), locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** The attempt failed: try again at `next` (the reason kept for staff, never the message). */
    async markFailed(id: string, reason: string, next: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: nowIso(next), locked_until: null, last_error: reason })
        .where('id', '=', id)
        .execute();
    },

    /** Mail not sent yet (the outbox's depth). */
    async unsentCount(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

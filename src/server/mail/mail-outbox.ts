import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { MailLogger, Mailer } from './mailer-types';
import { maskEmail } from './mask-email';
import type { OutboxMail, OutboxRow } from './mail-outbox.repository';
import { mailOutboxRepository } from './mail-outbox.repository';

/**
 * One attempt holds its mail this long: longer than an SMTP exchange normally takes (each of its
 * stages gives up after 10-20 s), and short, because a crash leaves its mail held until then.
 */
export const MAIL_HOLD_MS = 30_000;
/** The first retry comes after 30 s; each next one waits twice as long, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;

/** How long to wait before the next attempt, after `attempts` tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  log: MailLogger;
  /** What else a sent mail marks, in the same transaction (a receipt marks its payment). */
  onSent?: (trx: Kysely<Database>, mail: OutboxRow, now: Date) => Promise<void>;
}

/**
 * Mail that follows a committed change (a receipt after a payment settles). The change's own
 * transaction queues the mail, so a crash can never leave the change without its mail; the
 * mail is then sent at once, and whatever was not sent (a mail server down, a crash in
 * between) is sent by `sendDue`, retried with a growing wait until it goes. A crash between
 * the sending and the marking sends a mail twice at worst, never zero times.
 */
export class MailOutbox {
  constructor(private readonly options: MailOutboxOptions) {}

  /** Queues a mail inside the caller's transaction; null when its key was queued before. */
  enqueue(trx: Kysely<Database>, mail: OutboxMail, now: Date): Promise<string | null> {
    return mailOutboxRepository(trx).enqueue(mail, now);
  }

  /** One attempt at one queued mail, unless it was sent or another sender holds it. */
  async send(id: string): Promise<boolean> {
    const { db, clock, mailer, log } = this.options;
    const outbox = mailOutboxRepository(db);
    const now = clock.now();
    if (!(await outbox.take(id, now, new Date(now.getTime() + MAIL_HOLD_MS)))) return false;
    const mail = await outbox.findById(id);
    if (!mail) return false;
    try {
      await mailer.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      const next = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
      await outbox.markFailed(id, reason, next);
      log.error(
        { mail: mail.kind, to: maskEmail(mail.to_address), attempts: mail.attempts, reason },
        'mail not sent; it will be tried again',
      );
      return false;
    }
    const sentAt = clock.now();
    await db.transaction().execute(async (trx) => {
      await mailOutboxRepository(trx).markSent(id, sentAt);
      await this.options.onSent?.(trx, mail, sentAt);
    });
    return true;
  }

  /**
   * Sends what is due (after a failure, or left behind by a crash), a batch at a time while
   * batches come back full; how many went, and how many were due but not sent.
   */
  async sendDue(batch = 20, batches = 10): Promise<{ sent: number; notSent: number }> {
    const outbox = mailOutboxRepository(this.options.db);
    let sent = 0;
    let notSent = 0;
    for (let round = 0; round < batches; round += 1) {
      const due = await outbox.due(this.options.clock.now(), batch);
      for (const mail of due) {
        if (await this.send(mail.id)) sent += 1;
        else notSent += 1;
      }
      if (due.length < batch) break;
    }
    return { sent, notSent };
  }

  unsentCount(): Promise<number> {
    return mailOutboxRepository(this.options.db).unsentCount();
  }
}

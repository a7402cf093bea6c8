import type { FastifyBaseLogger } from 'fastify';

// What every mailer shares, in its own file so the mailers and the factory that picks one
// (mailer.ts) do not import each other.

/** One e-mail: plain text for every client, simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail: over SMTP when `SMTP_URL` is set, otherwise into
 * `DATA_DIR/outbox/` as `.eml` files, so a newcomer can log in without a mail server.
 * Each message leaves one log line with the address masked and never the message itself.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One e-mail: plain text for every client, simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail (DESIGN.md "mail"): over SMTP when `SMTP_URL` is set, otherwise into
 * `DATA_DIR/outbox/` as `.eml` files, so a newcomer can log in without a mail server.
 * Each message leaves one log line with the address masked and never the message itself.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

export function createMailer(config: MailConfig, log: MailLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, log)
    : new OutboxMailer(config.dataDir, config.mailFrom, log);
}

/** `s***@example.com`: enough to tell messages apart in a log, not enough to name anyone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

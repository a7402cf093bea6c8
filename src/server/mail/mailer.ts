import type { Config } from '../config';
import type { MailLogger, Mailer } from './mailer-types';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

// The mail types and the address mask live in their own files (the mailers use them, and this
// file imports the mailers); they are re-exported here for the modules that import them from here.
export type { MailLogger, MailMessage, Mailer } from './mailer-types';
export { maskEmail } from './mask-email';

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** SMTP when `SMTP_URL` is set, otherwise the outbox folder (see Mailer). */
export function createMailer(config: MailConfig, log: MailLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, log)
    : new OutboxMailer(config.dataDir, config.mailFrom, log);
}

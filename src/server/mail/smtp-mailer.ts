import nodemailer from 'nodemailer';
import type { MailLogger, MailMessage, Mailer } from './mailer-types';
import { maskEmail } from './mask-email';

/**
 * Each stage of an SMTP exchange gives up after this long (nodemailer waits minutes by
 * default): a login code is the reply to a request someone is waiting on, and a mail outbox
 * attempt must end well inside the time it holds its mail.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** nodemailer over SMTP (`smtp://` or `smtps://user:pass@host:port` from `SMTP_URL`). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: MailLogger,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async send(message: MailMessage): Promise<void> {
    const to = maskEmail(message.to);
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      // The server's reply may quote the envelope, never the body: log its code, not the message.
      const code = (error as { code?: unknown }).code;
      this.log.error({ to, code: typeof code === 'string' ? code : undefined }, 'mail not sent');
      throw error;
    }
    this.log.info({ to, via: 'smtp' }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

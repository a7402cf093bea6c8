import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLogger, MailMessage, Mailer } from './mailer-types';
import { maskEmail } from './mask-email';

/** `2026-05-01T09-30-00.123Z-siti@example.com.eml`: sorts by time, names the recipient. */
export function outboxFileName(at: Date, to: string): string {
  // ISO time with `-` for `:` (not allowed in Windows file names); the address kept readable.
  const time = at.toISOString().replace(/:/g, '-');
  const safeTo = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  return `${time}-${safeTo}.eml`;
}

/**
 * Without `SMTP_URL`: each message is written to `DATA_DIR/outbox/` as a real RFC 822 message
 * (nodemailer builds it, CRLF line ends), which any mail client opens and tests can read.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  readonly dir: string;
  private readonly builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly log: MailLogger,
  ) {
    this.dir = path.join(dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.builder.sendMail({ from: this.from, ...message });
    const eml = info.message;
    if (!Buffer.isBuffer(eml)) throw new Error('the outbox expects the message as a buffer');
    await fs.mkdir(this.dir, { recursive: true });
    await writeNew(this.dir, message.to, eml);
    this.log.info({ to: maskEmail(message.to), outbox: this.dir }, 'mail written to the outbox');
  }

  close(): void {
    this.builder.close();
  }
}

/** Writes without overwriting: a second message in the same millisecond takes the next one. */
async function writeNew(dir: string, to: string, content: Buffer): Promise<void> {
  const start = Date.now();
  for (let n = 0; ; n += 1) {
    try {
      await fs.writeFile(path.join(dir, outboxFileName(new Date(start + n), to)), content, {
        flag: 'wx',
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 1000) throw error;
    }
  }
}

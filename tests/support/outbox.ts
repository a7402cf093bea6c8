import fs from 'node:fs';
import path from 'node:path';

// Without SMTP_URL every message is a file `DATA_DIR/outbox/<ISO time, ':' as '-'>-<to>.eml`
// (e.g. `2026-05-01T09-30-00.123Z-siti@example.com.eml`). The login code is in its subject:
// `Subject: Kod OTP Jemput anda: 123456` (and in the body). The body also carries the one-click
// sign-in link, `PUBLIC_URL/masuk#<token>`. A visitor reading English gets
// `Subject: Your Jemput OTP code: 123456`.

export const LOGIN_CODE_SUBJECT =
  /^Subject: (?:Kod OTP Jemput anda|Your Jemput OTP code): (\d{6})\r?$/m;

/** The outbox's files for one recipient, oldest first (names sort by time). */
export function outboxFiles(dataDir: string, to?: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && (!to || name.endsWith(`-${to}.eml`)))
    .sort()
    .map((name) => path.join(dir, name));
}

/** The code in a login e-mail's raw text. */
export function loginCodeIn(eml: string): string {
  const match = LOGIN_CODE_SUBJECT.exec(eml);
  if (!match?.[1]) throw new Error('no login code in this message');
  return match[1];
}

/** The code of the newest login e-mail sent to `to`. */
export function latestLoginCode(dataDir: string, to: string): string {
  const file = outboxFiles(dataDir, to).at(-1);
  if (!file) throw new Error(`no mail to ${to} in the outbox`);
  return loginCodeIn(fs.readFileSync(file, 'utf8'));
}

/** A sign-in link in a message's body: `…/masuk#` and 43 base64url characters. */
const LOGIN_LINK = /(https?:\/\/[^\s"<>]+\/masuk#[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/**
 * The sign-in link in a login e-mail's raw text. Long lines of the body may be quoted-printable
 * (soft line breaks `=` CRLF, `=XX` escapes), so those are undone first.
 */
export function loginLinkIn(eml: string): string {
  const decoded = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = LOGIN_LINK.exec(decoded);
  if (!match?.[1]) throw new Error('no sign-in link in this message');
  return match[1];
}

/** The sign-in link (`…/masuk#<token>`) of the newest login e-mail sent to `to`. */
export function latestLoginLink(dataDir: string, to: string): string {
  const file = outboxFiles(dataDir, to).at(-1);
  if (!file) throw new Error(`no mail to ${to} in the outbox`);
  return loginLinkIn(fs.readFileSync(file, 'utf8'));
}

/** The token of a sign-in link (what `/masuk` posts to `/api/auth/link`). */
export function linkTokenOf(link: string): string {
  return new URL(link).hash.slice(1);
}

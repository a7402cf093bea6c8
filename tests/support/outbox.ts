import fs from 'node:fs';
import path from 'node:path';

// Without SMTP_URL every message is a file `DATA_DIR/outbox/<ISO time, ':' as '-'>-<to>.eml`
// (e.g. `2026-05-01T09-30-00.123Z-siti@example.com.eml`). The login code is in its subject:
// `Subject: Kod OTP Jemput anda: 123456` (and in the body).

export const LOGIN_CODE_SUBJECT = /^Subject: Kod OTP Jemput anda: (\d{6})\r?$/m;

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

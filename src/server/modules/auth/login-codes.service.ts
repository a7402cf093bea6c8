import type { Kysely } from 'kysely';
import type { UserRole } from '@shared/schemas/auth';
import {
  AUTH_MESSAGES,
  LOGIN_CODES_PER_EMAIL_PER_HOUR,
  LOGIN_CODE_DIGITS,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_SECONDS,
  authWaitMessages,
} from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, tooManyRequests } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';
import { hashesEqual, keyedHash, randomDigits } from '../../lib/secrets';
import { loginCodeEmail } from '../../mail/login-code-email';
import type { Mailer } from '../../mail/mailer';
import { loginCodesRepository } from './login-codes.repository';
import type { UserRow } from './users.repository';
import { usersRepository } from './users.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type LoginCodeConfig = Pick<Config, 'appSecret' | 'publicUrl'>;

/**
 * Login codes (DESIGN.md item 1, owner-side §4): 6 digits from a cryptographic source, kept only
 * as a keyed hash bound to their row, valid 10 minutes, 5 tries, one use; a new one after 30 s
 * and at most 5 an hour per e-mail. Asking for a code does the same work for every e-mail, known
 * or not, so neither the reply nor its timing tells whether an e-mail is registered.
 */
export function loginCodeService(
  db: Kysely<Database>,
  config: LoginCodeConfig,
  mailer: Mailer,
  roleFor: (email: string) => UserRole,
) {
  const codes = loginCodesRepository(db);
  const users = usersRepository(db);
  const hashCode = (id: string, code: string) =>
    keyedHash(config.appSecret, 'login-code', `${id}:${code}`);

  return {
    /** Makes, stores and mails a code; throws 429 with the wait, or 503 when mail fails. */
    async send(email: string, now = new Date()): Promise<void> {
      const sent = await codes.sentSince(email, new Date(now.getTime() - HOUR_MS));
      const newest = sent[0];
      if (newest) {
        const waitMs = Date.parse(newest) + LOGIN_CODE_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooManyRequests(authWaitMessages.resend(seconds), seconds);
        }
      }
      const leaving = sent[LOGIN_CODES_PER_EMAIL_PER_HOUR - 1];
      if (leaving) {
        const seconds = Math.max(
          1,
          Math.ceil((Date.parse(leaving) + HOUR_MS - now.getTime()) / 1000),
        );
        throw tooManyRequests(authWaitMessages.emailLimit(seconds), seconds);
      }

      await codes.deleteOlderThan(email, new Date(now.getTime() - DAY_MS));
      const id = randomId(16);
      const code = randomDigits(LOGIN_CODE_DIGITS);
      const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000);
      await codes.create(id, email, hashCode(id, code), expiresAt, now);
      try {
        await mailer.send(loginCodeEmail(email, code, config.publicUrl));
      } catch {
        // The code never reached anyone: forget it, so the owner may ask again at once.
        await codes.deleteById(id);
        throw new HttpError(503, 'internal', AUTH_MESSAGES.mailFailed);
      }
    },

    /** Checks the e-mail's newest code; on success the user, created on first login. */
    async verify(email: string, code: string, now = new Date()): Promise<UserRow> {
      const row = await codes.latest(email);
      if (!row || row.consumed_at !== null) throw badRequest(AUTH_MESSAGES.wrongCode);
      if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.lockedCode);
      if (row.expires_at <= nowIso(now)) throw badRequest(AUTH_MESSAGES.expiredCode);

      const spent = await codes.spendAttempt(row.id, now);
      if (spent === null) throw badRequest(AUTH_MESSAGES.wrongCode);
      if (!hashesEqual(hashCode(row.id, code), row.code_hash)) {
        // The fifth wrong try kills the code; say so, so the owner asks for a new one.
        throw badRequest(
          spent >= LOGIN_CODE_MAX_ATTEMPTS ? AUTH_MESSAGES.lockedCode : AUTH_MESSAGES.wrongCode,
        );
      }
      if (!(await codes.consume(row.id, now))) throw badRequest(AUTH_MESSAGES.wrongCode);
      return users.upsertOnLogin(email, roleFor(email), now);
    },
  };
}

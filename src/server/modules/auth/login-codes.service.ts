import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Locale } from '@shared/i18n/locales';
import type { UserRole } from '@shared/schemas/auth';
import {
  AUTH_MESSAGE_IDS,
  LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR,
  LOGIN_CODE_DIGITS,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_SECONDS,
  LOGIN_MAILS_PER_EMAIL_PER_DAY,
  LOGIN_TOKEN_PATTERN,
  LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY,
} from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, said, tooManyRequests, waitFor } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { randomId } from '../../lib/ids';
import { hashesEqual, keyedHash, randomDigits, randomToken } from '../../lib/secrets';
import { loginCodeEmail } from '../../mail/login-code-email';
import type { Mailer } from '../../mail/mailer';
import { clientAddressKey } from '../../http/client-address';
import type { LoginCodeRow } from './login-codes.repository';
import { loginCodesRepository } from './login-codes.repository';
import type { UserRow } from './users.repository';
import { usersRepository } from './users.repository';

const HOUR_MS = 60 * 60 * 1000;
/**
 * The window of the wrong-guess budget. Code rows are kept exactly this long (housekeeping at
 * each send), because the budget is counted from them: it survives restarts and holds across
 * every instance on the database.
 */
const GUESS_WINDOW_MS = 24 * HOUR_MS;
/** The window of the daily mail cap, counted from the same rows (kept exactly this long). */
const MAIL_WINDOW_MS = GUESS_WINDOW_MS;
/** The longest a request over the mail cap waits in place of a mail (a slow mail server's). */
const MAX_MAIL_WAIT_MS = 3000;
/** Logins a browser remembers in its known-browser cookie (a shared laptop, two accounts). */
const KNOWN_LOGINS_KEPT = 3;
const KNOWN_MARK = /^[0-9a-f]{64}$/;

export type LoginCodeConfig = Pick<Config, 'appSecret' | 'publicUrl'>;

/** A code request: who for, from which browser (its attempt token) and which client address. */
export interface CodeRequest {
  email: string;
  /** The browser's login-attempt token (cookie), already checked or freshly made. */
  attemptToken: string;
  /** `request.ip`. */
  clientAddress: string;
  /** The browser's known-browser cookie as it came (anything, or nothing). */
  knownBrowser: string | undefined;
  /** The visitor's language: the mail is written in it. */
  locale: Locale;
}

/** A code check: the browser's attempt token as its cookie came (anything, or nothing). */
export interface CodeCheck {
  email: string;
  code: string;
  attemptToken: string | undefined;
  /** The visitor's language, kept on the user (see usersRepository.upsertOnLogin). */
  locale: Locale;
}

/**
 * Login codes and sign-in links, made so that a stranger who
 * knows an owner's e-mail can never keep the owner out, while guessing stays hopeless:
 *
 * - A code is 6 digits from a cryptographic source, kept only as a keyed hash bound to its row,
 *   valid 10 minutes, one use, and belongs to the browser that asked (its login-attempt token):
 *   only that browser's guesses touch it (5 wrong ones kill it), and only its newest code counts.
 * - The 30 s resend wait and the hourly allowance are counted per (e-mail, client address), so
 *   requests from elsewhere never use up the owner's.
 * - An e-mail takes at most LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY wrong guesses in 24 hours from
 *   all browsers together; then its codes are refused and the owner uses the link instead.
 * - Every login e-mail carries a one-click sign-in link: 32 random bytes, hashed, the same 10
 *   minutes, used together with its code (either one uses up both), from any browser, outside
 *   the guess budget (it cannot be guessed).
 * - An e-mail is sent at most LOGIN_MAILS_PER_EMAIL_PER_DAY login mails in 24 hours from all
 *   addresses together. A request past it is answered as usual and recorded (the resend wait
 *   and the hourly allowance count it), but mails nothing and retires no code, so the newest
 *   code and link already mailed keep working; it waits about as long as a mail takes, so its
 *   timing does not stand out. A browser that logged in to the e-mail before (its known-browser
 *   cookie) is mailed past the cap: a flood from strangers never keeps a returning owner out.
 *
 * Asking for a code does the same work for every e-mail, known or not, so neither the reply nor
 * its timing tells whether an e-mail is registered.
 */
export function loginCodeService(
  db: Kysely<Database>,
  dialect: Dialect,
  config: LoginCodeConfig,
  mailer: Mailer,
  roleFor: (email: string) => UserRole,
) {
  const codes = loginCodesRepository(db, dialect);
  const users = usersRepository(db);
  const hashCode = (id: string, code: string) =>
    keyedHash(config.appSecret, 'login-code', `${id}:${code}`);
  const hashAttempt = (token: string) => keyedHash(config.appSecret, 'login-attempt', token);
  const hashLink = (token: string) => keyedHash(config.appSecret, 'login-link', token);
  // The address with the e-mail: the limits need the pair, and a pair's hash cannot be used to
  // follow one address across e-mails. No address is stored as it is.
  const hashClient = (email: string, address: string) =>
    keyedHash(config.appSecret, 'login-client', `${email}\n${clientAddressKey(address)}`);
  // What a browser keeps of the e-mails it logged in to: a keyed hash of each, nothing to read.
  const knownMark = (email: string) => keyedHash(config.appSecret, 'login-known-browser', email);
  const knownMarks = (cookie: string | undefined) =>
    (cookie ?? '').split('.').filter((mark) => KNOWN_MARK.test(mark));
  // How long mailing a code takes here lately (a running average, in this process): a request
  // over the mail cap waits about as long, so it is not told apart by a quicker reply.
  let typicalMailMs = 0;

  /** Refuses a code that cannot be used any more, in the words that tell the owner what to do. */
  function refuseDead(row: LoginCodeRow | undefined, now: Date): asserts row is LoginCodeRow {
    if (!row || row.consumed_at !== null) throw badRequest(said(AUTH_MESSAGE_IDS.wrongCode));
    if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
      throw badRequest(said(AUTH_MESSAGE_IDS.lockedCode));
    }
    if (row.expires_at <= nowIso(now)) throw badRequest(said(AUTH_MESSAGE_IDS.expiredCode));
  }

  return {
    /** Makes, stores and mails a code with its link; throws 429 with the wait, or 503 when mail fails. */
    async send(request: CodeRequest, now: Date): Promise<void> {
      const { email } = request;
      const clientHash = hashClient(email, request.clientAddress);
      const sent = await codes.sentSince(email, clientHash, new Date(now.getTime() - HOUR_MS));
      const newest = sent[0];
      if (newest) {
        const waitMs = Date.parse(newest) + LOGIN_CODE_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooManyRequests(said('login.wait.resend', { wait: waitFor(seconds) }), seconds);
        }
      }
      const leaving = sent[LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR - 1];
      if (leaving) {
        const seconds = Math.max(
          1,
          Math.ceil((Date.parse(leaving) + HOUR_MS - now.getTime()) / 1000),
        );
        throw tooManyRequests(said('login.wait.emailLimit', { wait: waitFor(seconds) }), seconds);
      }

      await codes.deleteOlderThan(email, new Date(now.getTime() - GUESS_WINDOW_MS));
      const id = randomId(16);
      const code = randomDigits(LOGIN_CODE_DIGITS);
      const linkToken = randomToken();
      const known = knownMarks(request.knownBrowser).some((mark) =>
        hashesEqual(mark, knownMark(email)),
      );
      const mailed = await codes.createUnderMailCap(
        {
          id,
          email,
          codeHash: hashCode(id, code),
          attemptHash: hashAttempt(request.attemptToken),
          clientHash,
          linkHash: hashLink(linkToken),
          expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000),
        },
        known
          ? null
          : {
              since: new Date(now.getTime() - MAIL_WINDOW_MS),
              max: LOGIN_MAILS_PER_EMAIL_PER_DAY,
            },
        now,
      );
      if (!mailed) {
        // Over the cap: no mail, the usual reply, after about the time a mail takes.
        await delay(Math.min(typicalMailMs, MAX_MAIL_WAIT_MS));
        return;
      }
      // A duration, not a time of day: measured with the monotonic timer, not the app's clock.
      const started = performance.now();
      try {
        await mailer.send(
          loginCodeEmail({ to: email, code, linkToken, locale: request.locale }, config.publicUrl),
        );
      } catch {
        // The code never reached anyone: forget it, so the owner may ask again at once.
        await codes.deleteById(id);
        throw new HttpError(503, 'internal', said(AUTH_MESSAGE_IDS.mailFailed));
      }
      const took = performance.now() - started;
      typicalMailMs = typicalMailMs === 0 ? took : 0.8 * typicalMailMs + 0.2 * took;
    },

    /**
     * The known-browser cookie after a login to `email`: its mark first, then the browser's
     * other recent logins (a shared laptop), KNOWN_LOGINS_KEPT in all.
     */
    rememberBrowser(cookie: string | undefined, email: string): string {
      const mark = knownMark(email);
      const others = knownMarks(cookie).filter((kept) => kept !== mark);
      return [mark, ...others].slice(0, KNOWN_LOGINS_KEPT).join('.');
    },

    /**
     * Checks the newest code this browser asked for; on success the user, created on first
     * login. A browser without an attempt token (or with one that asked for nothing) has no code
     * to guess: it gets the plain wrong-code reply and spends nobody's tries.
     */
    async verify(check: CodeCheck, now: Date): Promise<UserRow> {
      const { email, code, attemptToken } = check;
      if (!attemptToken || !LOGIN_TOKEN_PATTERN.test(attemptToken)) {
        throw badRequest(said(AUTH_MESSAGE_IDS.wrongCode));
      }
      const row = await codes.latestOfAttempt(email, hashAttempt(attemptToken));
      refuseDead(row, now);

      const budget = {
        since: new Date(now.getTime() - GUESS_WINDOW_MS),
        max: LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY,
      };
      const spent = await codes.spendAttempt(row.id, email, budget, now);
      if (spent === null) {
        // Either the code died meanwhile (used, expired, out of tries) or the e-mail's
        // wrong-guess budget is spent: then no code is compared at all, and the owner is sent
        // to the link in their mail, which the budget does not cover.
        refuseDead(await codes.findById(row.id), now);
        throw tooManyRequests(said(AUTH_MESSAGE_IDS.codesPaused));
      }
      if (!hashesEqual(hashCode(row.id, code), row.code_hash)) {
        // The fifth wrong try kills the code; say so, so the owner asks for a new one.
        throw badRequest(
          said(
            spent >= LOGIN_CODE_MAX_ATTEMPTS
              ? AUTH_MESSAGE_IDS.lockedCode
              : AUTH_MESSAGE_IDS.wrongCode,
          ),
        );
      }
      if (!(await codes.consumeWithCode(row.id, now))) {
        throw badRequest(said(AUTH_MESSAGE_IDS.wrongCode));
      }
      return users.upsertOnLogin(email, roleFor(email), check.locale, now);
    },

    /**
     * Logs in with a sign-in link's token (from any browser, in its visitor's language); the
     * link and its code are used up together. Unknown and used links get one reply, an expired
     * one says so.
     */
    async signInWithLink(token: string, locale: Locale, now: Date): Promise<UserRow> {
      const linkHash = hashLink(token);
      const email = await codes.consumeWithLink(linkHash, now);
      if (!email) {
        const row = await codes.findByLinkHash(linkHash);
        if (row && row.consumed_at === null) {
          throw badRequest(said(AUTH_MESSAGE_IDS.linkExpired));
        }
        throw badRequest(said(AUTH_MESSAGE_IDS.linkInvalid));
      }
      return users.upsertOnLogin(email, roleFor(email), locale, now);
    },
  };
}

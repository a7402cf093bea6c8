import { z } from 'zod';
import type { SiteMessageId } from '../i18n/site-messages';
import errorsMs from '../i18n/site/ms/errors.json' with { type: 'json' };
import loginMs from '../i18n/site/ms/login.json' with { type: 'json' };

// Register, log in and the dashboard, made safe: the
// login code is made, kept (hashed) and checked on the server; the session is an HttpOnly cookie.

/** The rules of a login code. */
export const LOGIN_CODE_DIGITS = 6;
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries one code allows (only from the browser that asked for it), then it is dead. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** The resend button waits 30 seconds (per e-mail and client address). */
export const LOGIN_CODE_RESEND_SECONDS = 30;
/**
 * Codes one e-mail may be sent from one client address in an hour. Counted per (e-mail,
 * address), never per e-mail alone: a stranger asking from elsewhere cannot use up the owner's.
 */
export const LOGIN_CODES_PER_EMAIL_AND_ADDRESS_PER_HOUR = 5;
/**
 * Wrong code guesses one e-mail may take in 24 hours, from every browser and address together;
 * after that its codes are refused (its sign-in links still work, so nobody is locked out).
 *
 * Why 10: a guess hits a 6-digit code with probability at most 1/(10^6 - 4) ≈ 10^-6 (a code
 * allows 5 tries, so at most 4 values are ruled out before the last one). An attacker with any
 * number of addresses and browsers therefore succeeds on a given day with probability at most
 * 10 × 10^-6 = 10^-5, and over a whole year of trying every day with at most
 * 1 - (1 - 10^-5)^365 ≈ 3.6 × 10^-3 (about 1 in 270). Under the old limits (5 codes an hour,
 * 5 tries each: 600 guesses a day) that was 6 × 10^-4 a day and about 20 % a year. The owner
 * loses nothing by the low number: after 10 slips in a day the link in the e-mail logs them in.
 */
export const LOGIN_WRONG_GUESSES_PER_EMAIL_PER_DAY = 10;
/**
 * Login mails one e-mail may be sent in 24 hours, from every address together. Requests past it
 * get the usual reply but no mail, and retire no code already mailed, so the newest code and
 * link in the mailbox keep working; a browser that has logged in to the e-mail before is mailed
 * past it (a flood from strangers never keeps a returning owner out).
 *
 * Why 30: an owner asks for a handful of codes on a bad day (a new phone, a laptop, a code that
 * ran out, a mistyped address), and the per-address allowance is 5 an hour; 30 leaves room for
 * several such rounds across devices. A stranger asking from a hundred addresses, which used to
 * land a hundred mails in the owner's mailbox (and on our sender's reputation), now lands 30 at
 * most a day.
 */
export const LOGIN_MAILS_PER_EMAIL_PER_DAY = 30;
/** A sign-in link's token and the browser's login-attempt token: 32 random bytes, base64url. */
export const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The page a login e-mail's sign-in link opens: `/masuk#<token>`, the token in the fragment. */
export const SIGN_IN_LINK_PATH = '/masuk';
export const SESSION_DAYS = 30;

/**
 * The login flow's replies, by their ids in the site's catalogue: the server says each in the
 * visitor's language, and the web shows what the server said. The guards' refusals are the
 * generic ones (the product's wording, word for word).
 */
export const AUTH_MESSAGE_IDS = {
  codeSent: 'login.codeSent',
  emailRequired: 'login.error.emailRequired',
  emailInvalid: 'login.error.emailInvalid',
  codeFormat: 'login.error.codeFormat',
  wrongCode: 'login.error.wrongCode',
  expiredCode: 'login.error.expiredCode',
  lockedCode: 'login.error.lockedCode',
  /** The e-mail's wrong-guess budget is spent: codes wait, the e-mail's link still works. */
  codesPaused: 'login.error.codesPaused',
  linkInvalid: 'login.error.linkInvalid',
  linkExpired: 'login.error.linkExpired',
  mailFailed: 'login.error.mailFailed',
  loginRequired: 'errors.unauthorized',
  notCardOwner: 'errors.forbidden',
  staffOnly: 'errors.staffOnly',
} as const satisfies Record<string, SiteMessageId>;

const malayWords = { ...loginMs, ...errorsMs };

/**
 * The same replies in Malay, the default: for zod's rules (a rule's message is text wherever it
 * is read: the server says the catalogue's Malay in the visitor's language) and for tests. Not
 * for the browser: there the web build hands a catalogue's values over already parsed, not as
 * text, so a page shows these through `t(AUTH_MESSAGE_IDS.…)`.
 */
export const AUTH_MESSAGES = Object.fromEntries(
  Object.entries(AUTH_MESSAGE_IDS).map(([name, id]) => [name, malayWords[id]]),
) as Record<keyof typeof AUTH_MESSAGE_IDS, string>;

/** Required, an e-mail, lowercased. */
export const loginEmailSchema = z
  .string(AUTH_MESSAGES.emailRequired)
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** `POST /api/auth/code`. */
export const requestCodeBodySchema = z.object({
  email: loginEmailSchema,
  /** A honeypot: people never see it; when a bot fills it, the same reply comes and no mail. */
  website: z.string().max(200).optional(),
});
export type RequestCodeBody = z.input<typeof requestCodeBodySchema>;

/** The same reply for every e-mail, registered or not. */
export const requestCodeReplySchema = z.object({
  message: z.string(),
  /** Seconds until a new code may be asked for (the resend countdown). */
  resendAfter: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type RequestCodeReply = z.infer<typeof requestCodeReplySchema>;

/** `POST /api/auth/verify`. */
export const verifyCodeBodySchema = z.object({
  email: loginEmailSchema,
  code: z
    .string(AUTH_MESSAGES.codeFormat)
    .trim()
    .regex(new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`), AUTH_MESSAGES.codeFormat),
});
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

/** `POST /api/auth/link`: the token of a login e-mail's sign-in link (from `/masuk#<token>`). */
export const linkLoginBodySchema = z.object({
  token: z.string(AUTH_MESSAGES.linkInvalid).regex(LOGIN_TOKEN_PATTERN, AUTH_MESSAGES.linkInvalid),
});
export type LinkLoginBody = z.input<typeof linkLoginBodySchema>;

export const USER_ROLES = ['owner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const sessionUserSchema = z.object({
  email: z.string(),
  /** `admin` is staff (ADMIN_EMAILS); everyone else is a card `owner`. */
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/verify` and `POST /api/auth/link` on success: the user now logged in (the cookie is set). */
export const verifyCodeReplySchema = z.object({ user: sessionUserSchema });
export type VerifyCodeReply = z.infer<typeof verifyCodeReplySchema>;

/**
 * `GET /api/auth/session`, `DELETE /api/auth/session` (log out here) and
 * `DELETE /api/auth/sessions` (log out everywhere): who is logged in, or nobody.
 */
export const sessionReplySchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

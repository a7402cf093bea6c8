import type { Kysely } from 'kysely';
import type { SessionUser, UserRole } from '@shared/schemas/auth';
import { SESSION_DAYS } from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { keyedHash, randomToken } from '../../lib/secrets';
import { sessionsRepository } from './sessions.repository';
import { usersRepository } from './users.repository';

export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Sliding sessions are renewed at most once a day, so a busy owner costs no write per request. */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** The logged-in user as guards and routes see it. */
export interface AuthUser extends SessionUser {
  id: string;
}

/** A session token as we hand it out: 32 random bytes, base64url. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SessionConfig = Pick<Config, 'appSecret' | 'adminEmails'>;

/**
 * Sessions: a random token in the cookie, only its keyed hash in the
 * database, 30 days from the last renewal. The role follows ADMIN_EMAILS:
 * taking an e-mail off the list takes staff rights away at its next request.
 */
export function sessionService(db: Kysely<Database>, config: SessionConfig) {
  const sessions = sessionsRepository(db);
  const users = usersRepository(db);
  const hashToken = (token: string) => keyedHash(config.appSecret, 'session', token);

  return {
    roleFor(email: string): UserRole {
      return config.adminEmails.includes(email.toLowerCase()) ? 'admin' : 'owner';
    },

    /** A new session for the user; the token goes to the cookie and nowhere else. */
    async start(userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + SESSION_MS);
      await sessions.deleteExpiredOfUser(userId, now);
      await sessions.create(userId, hashToken(token), expiresAt, now);
      return { token, expiresAt };
    },

    /**
     * The user of a token, or null when it is unknown or has run out (then it is removed).
     * `renewedUntil` is set when the session was just extended and the cookie must follow;
     * `sessionId` names the session for what outlives the request (an event stream).
     */
    async resolve(
      token: string,
      now: Date,
    ): Promise<{ user: AuthUser; renewedUntil: Date | null; sessionId: string } | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await sessions.findByTokenHash(hashToken(token));
      if (!row) return null;
      const expiresAt = Date.parse(row.expires_at);
      if (expiresAt <= now.getTime()) {
        await sessions.deleteById(row.id);
        return null;
      }
      const role = this.roleFor(row.email);
      if (role !== row.role) await users.setRole(row.user_id, role);
      let renewedUntil: Date | null = null;
      if (expiresAt - now.getTime() < SESSION_MS - SESSION_RENEW_AFTER_MS) {
        renewedUntil = new Date(now.getTime() + SESSION_MS);
        await sessions.renew(row.id, renewedUntil, now);
      }
      return {
        user: { id: row.user_id, email: row.email, role },
        renewedUntil,
        sessionId: row.id,
      };
    },

    /**
     * The user of a live session's token, read only: nothing renewed, nothing removed, no
     * cookie to follow. For a public page that only asks who is looking (the card page leaves
     * the owner's own opens out of the count).
     */
    async userOf(token: string, now: Date): Promise<AuthUser | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await sessions.findByTokenHash(hashToken(token));
      if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
      return { id: row.user_id, email: row.email, role: this.roleFor(row.email) };
    },

    /**
     * Whether the session is still there and has not run out: asked again and again by what
     * outlives its request (an event stream), so a logout, a "log out everywhere" or the end of
     * the session's time reaches it. Reads only: no renewal, no cookie to follow.
     */
    async isLive(sessionId: string, now: Date): Promise<boolean> {
      const row = await sessions.findById(sessionId);
      return row !== undefined && Date.parse(row.expires_at) > now.getTime();
    },

    async end(token: string): Promise<void> {
      if (TOKEN_PATTERN.test(token)) await sessions.deleteByTokenHash(hashToken(token));
    },

    /** Ends every session of the user (a lost phone, a shared computer left logged in). */
    async endAllOfUser(userId: string): Promise<void> {
      await sessions.deleteAllOfUser(userId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;

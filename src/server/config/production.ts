import { DEV_APP_SECRET } from './env-schema';
import type { Env } from './env-schema';

/** Secrets and settings production cannot run without, with why, for the refusal message. */
export function missingForProduction(env: Env): string[] {
  const missing: string[] = [];
  if (!env.APP_SECRET || env.APP_SECRET.length < 32 || env.APP_SECRET === DEV_APP_SECRET) {
    missing.push('APP_SECRET (at least 32 random characters; signs login codes and sessions)');
  }
  if (!env.PUBLIC_URL) missing.push('PUBLIC_URL (the https address guests open)');
  if (!env.SMTP_URL) missing.push('SMTP_URL (login codes must reach real mailboxes)');
  if (env.PAYMENT_PROVIDER !== 'billplz') {
    missing.push('PAYMENT_PROVIDER=billplz (the sandbox takes no real money)');
  }
  return missing;
}

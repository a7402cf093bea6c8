import { ConfigError } from './config-error';
import type { Env } from './env-schema';

/**
 * How owners pay: Billplz (FPX), or the local sandbox, which plays Billplz's
 * part on this server (never in production).
 */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'billplz';
      apiKey: string;
      collectionId: string;
      xSignatureKey: string;
      /** `https://www.billplz.com`, or `https://www.billplz-sandbox.com` for Billplz's sandbox. */
      baseUrl: string;
    };

export const BILLPLZ_PRODUCTION_URL = 'https://www.billplz.com';
export const BILLPLZ_SANDBOX_URL = 'https://www.billplz-sandbox.com';

const BILLPLZ_KEYS = [
  'BILLPLZ_API_KEY',
  'BILLPLZ_COLLECTION_ID',
  'BILLPLZ_X_SIGNATURE_KEY',
] as const;

/** The payment provider's settings; Billplz without its three keys is refused, naming them. */
export function paymentConfig(env: Env, isProduction: boolean): PaymentConfig {
  if (env.PAYMENT_PROVIDER !== 'billplz') return { provider: 'sandbox' };
  const missing = BILLPLZ_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new ConfigError(`PAYMENT_PROVIDER=billplz needs ${missing.join(', ')}`);
  }
  return {
    provider: 'billplz',
    apiKey: env.BILLPLZ_API_KEY ?? '',
    collectionId: env.BILLPLZ_COLLECTION_ID ?? '',
    xSignatureKey: env.BILLPLZ_X_SIGNATURE_KEY ?? '',
    baseUrl: (
      env.BILLPLZ_BASE_URL ?? (isProduction ? BILLPLZ_PRODUCTION_URL : BILLPLZ_SANDBOX_URL)
    ).replace(/\/+$/, ''),
  };
}

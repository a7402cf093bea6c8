import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { PaymentProvider } from './providers/payment-provider';

/** What the payment services work with, made once in app.ts. */
export interface PaymentsDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** Receipts are queued in the settling transaction and sent from here. */
  outbox: MailOutbox;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Where the provider posts its callback and sends the payer back (PUBLIC_URL + these). */
export const callbackPath = (provider: string) => `/api/payments/${provider}/callback`;
export const returnPath = (provider: string) => `/api/payments/${provider}/return`;

import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { BillplzProvider } from './billplz-provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';

/** The configured provider: Billplz with its keys, or the local sandbox (never in production). */
export function createPaymentProvider(config: Config, clock: Clock): PaymentProvider {
  const payment = config.payment;
  if (payment.provider === 'billplz') return new BillplzProvider(payment);
  return new SandboxProvider(config.appSecret, config.publicUrl, clock);
}

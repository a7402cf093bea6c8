import type { Clock } from '../../../lib/clock';
import { malaysiaToday } from '../../../lib/clock';
import { keyedHash } from '../../../lib/secrets';
import { randomId } from '../../../lib/ids';
import type { SignedFields } from './billplz-signature';
import { xSignature } from './billplz-signature';
import { billplzCallbackNotice, billplzRedirectNotice } from './billplz-protocol';
import type { Bill, BillNotice, NewBill, PaymentProvider } from './payment-provider';
import { PaymentProviderError } from './payment-provider';

/** Where the sandbox's pay page lives (server-rendered; see sandbox-pay-page.routes.ts). */
export const SANDBOX_PAY_PATH = '/pay/sandbox';
export const SANDBOX_COLLECTION_ID = 'sandbox';

/** What the tester chose on the pay page: Berjaya or Gagal. */
export type SandboxOutcome = 'paid' | 'failed';

interface SandboxBill extends NewBill {
  ref: string;
  url: string;
  state: 'due' | 'paid' | 'deleted';
  paidAt: string;
  dueAt: string;
}

/** The messages a settled sandbox bill sends, as Billplz would: a callback and a redirect. */
export interface SandboxSettlement {
  callbackUrl: string;
  /** The callback's form fields, signed. */
  callback: Record<string, string>;
  /** Where the payer's browser goes, with the signed outcome in the query. */
  redirectTo: string;
}

/** `2026-11-24 21:15:09 +0800`: Billplz's time format, in Malaysia's time. */
function billplzTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`;
}

/**
 * A stand-in for Billplz on this server, for development and tests (`PAYMENT_PROVIDER` is `sandbox`
 * outside production; config.ts refuses it in production). Its bills live in memory; its pay page
 * lets the tester choose Berjaya or Gagal, and then it does what Billplz does: a callback signed
 * with its X Signature key and a signed redirect. So a sandbox payment takes the very path a real
 * one takes through Jemput.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly collectionId = SANDBOX_COLLECTION_ID;
  private readonly bills = new Map<string, SandboxBill>();
  private readonly key: string;

  constructor(
    appSecret: string,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {
    // Derived, so no setting is needed and nobody without APP_SECRET can sign as the sandbox.
    this.key = keyedHash(appSecret, 'sandbox-x-signature', 'v1');
  }

  createBill(bill: NewBill): Promise<Bill> {
    const ref = randomId(12);
    const url = `${this.publicUrl}${SANDBOX_PAY_PATH}/${ref}`;
    const dueAt = malaysiaToday(this.clock.now());
    this.bills.set(ref, { ...bill, ref, url, state: 'due', paidAt: '', dueAt });
    return Promise.resolve({ ref, url });
  }

  /**
   * The bill for the pay page, or undefined when the sandbox never made it (or restarted) or it
   * was withdrawn: a deleted bill cannot be paid, as at Billplz.
   */
  find(ref: string): Readonly<SandboxBill> | undefined {
    const bill = this.bills.get(ref);
    return bill?.state === 'deleted' ? undefined : bill;
  }

  /** As Billplz: only a due bill can be deleted; a paid or unknown one is refused. */
  deleteBill(ref: string): Promise<void> {
    const bill = this.bills.get(ref);
    if (!bill) return Promise.reject(new PaymentProviderError('no such sandbox bill', 404));
    if (bill.state === 'paid') {
      return Promise.reject(new PaymentProviderError('a paid bill cannot be deleted', 422));
    }
    bill.state = 'deleted';
    return Promise.resolve();
  }

  readBill(ref: string): Promise<BillNotice> {
    const bill = this.bills.get(ref);
    if (!bill) return Promise.reject(new PaymentProviderError('no such sandbox bill', 404));
    return Promise.resolve({
      ref,
      paid: bill.state === 'paid',
      state: bill.state,
      amountSen: bill.amountSen,
      collectionId: this.collectionId,
      fields: this.billFields(bill),
    });
  }

  /** The tester's choice: the bill is paid (or not), and Billplz's two messages are made. */
  settle(ref: string, outcome: SandboxOutcome, at: Date): SandboxSettlement | undefined {
    const bill = this.bills.get(ref);
    if (!bill || bill.state === 'deleted') return undefined;
    if (bill.state !== 'paid' && outcome === 'paid') {
      bill.state = 'paid';
      bill.paidAt = billplzTime(at);
    }
    const callback = this.signed(this.billFields(bill));
    const redirect: Record<string, string> = {
      'billplz[id]': bill.ref,
      'billplz[paid]': String(bill.state === 'paid'),
      'billplz[paid_at]': bill.paidAt,
    };
    redirect['billplz[x_signature]'] = xSignature(redirect, this.key);
    const query = new URLSearchParams(redirect).toString();
    return { callbackUrl: bill.callbackUrl, callback, redirectTo: `${bill.redirectUrl}?${query}` };
  }

  /** Fields with their X Signature added, as the sandbox's callbacks carry them. */
  signed(fields: Record<string, string>): Record<string, string> {
    return { ...fields, x_signature: xSignature(fields, this.key) };
  }

  verifyCallback(fields: SignedFields): BillNotice | null {
    return billplzCallbackNotice(fields, this.key);
  }

  verifyRedirect(query: SignedFields): BillNotice | null {
    return billplzRedirectNotice(query, this.key);
  }

  /** The fields of a Billplz callback for the bill (unsigned). */
  private billFields(bill: SandboxBill): Record<string, string> {
    return {
      id: bill.ref,
      collection_id: this.collectionId,
      paid: String(bill.state === 'paid'),
      state: bill.state,
      amount: String(bill.amountSen),
      paid_amount: bill.state === 'paid' ? String(bill.amountSen) : '0',
      due_at: bill.dueAt,
      email: bill.email,
      mobile: bill.mobile,
      name: bill.name,
      url: bill.url,
      paid_at: bill.paidAt,
    };
  }
}

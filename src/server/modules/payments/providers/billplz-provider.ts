import { internationalNumber } from '@shared/contact/phone';
import type { SignedFields } from './billplz-signature';
import {
  billplzBillNotice,
  billplzBillSchema,
  billplzCallbackNotice,
  billplzRedirectNotice,
} from './billplz-protocol';
import type { Bill, BillNotice, NewBill, PaymentProvider } from './payment-provider';
import { PaymentProviderError } from './payment-provider';

export interface BillplzSettings {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /** `https://www.billplz.com` or `https://www.billplz-sandbox.com` (or a test server). */
  baseUrl: string;
  /** How long one call may take before the owner is told to try again. */
  timeoutMs?: number;
}

/** Billplz's description field takes up to 200 characters. */
const MAX_DESCRIPTION = 200;

/**
 * Billplz (FPX), API v3: bills are made with `POST /api/v3/bills`, read with
 * `GET /api/v3/bills/:id` and withdrawn with `DELETE /api/v3/bills/:id` (a due bill only), all
 * with HTTP Basic (the API key as the user name, no password);
 * the outcome comes back as a signed callback and a signed redirect (billplz-protocol.ts).
 */
export class BillplzProvider implements PaymentProvider {
  readonly name = 'billplz';
  readonly collectionId: string;

  constructor(private readonly settings: BillplzSettings) {
    this.collectionId = settings.collectionId;
  }

  async createBill(bill: NewBill): Promise<Bill> {
    const form = new URLSearchParams({
      collection_id: this.settings.collectionId,
      email: bill.email,
      mobile: internationalNumber(bill.mobile),
      name: bill.name,
      amount: String(bill.amountSen),
      description: bill.description.slice(0, MAX_DESCRIPTION),
      callback_url: bill.callbackUrl,
      redirect_url: bill.redirectUrl,
      reference_1_label: bill.cardIdLabel,
      reference_1: bill.cardId,
    });
    const reply = await this.call('POST', '/api/v3/bills', form);
    const made = billplzBillSchema.safeParse(reply);
    if (!made.success) throw new PaymentProviderError('Billplz answered without a bill');
    if (made.data.amount !== bill.amountSen) {
      throw new PaymentProviderError('Billplz made a bill of another amount');
    }
    return { ref: made.data.id, url: made.data.url };
  }

  async readBill(ref: string): Promise<BillNotice> {
    const reply = await this.call('GET', `/api/v3/bills/${encodeURIComponent(ref)}`);
    const bill = billplzBillSchema.safeParse(reply);
    if (!bill.success) throw new PaymentProviderError('Billplz answered without the bill');
    return billplzBillNotice(bill.data);
  }

  async deleteBill(ref: string): Promise<void> {
    await this.call('DELETE', `/api/v3/bills/${encodeURIComponent(ref)}`);
  }

  verifyCallback(fields: SignedFields): BillNotice | null {
    return billplzCallbackNotice(fields, this.settings.xSignatureKey);
  }

  verifyRedirect(query: SignedFields): BillNotice | null {
    return billplzRedirectNotice(query, this.settings.xSignatureKey);
  }

  private async call(method: 'GET' | 'POST' | 'DELETE', path: string, form?: URLSearchParams) {
    const auth = Buffer.from(`${this.settings.apiKey}:`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
        ...(form ? { body: form } : {}),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
        redirect: 'error',
      });
    } catch (error) {
      // The cause's message only: never the request, which carries the key.
      const reason = error instanceof Error ? error.name : 'unknown';
      throw new PaymentProviderError(`Billplz could not be reached (${reason})`);
    }
    if (!response.ok) {
      throw new PaymentProviderError(`Billplz refused (${response.status})`, response.status);
    }
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new PaymentProviderError('Billplz answered with something other than JSON');
    }
  }
}

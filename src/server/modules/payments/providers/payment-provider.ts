import type { SignedFields } from './billplz-signature';

// One interface for every way an owner pays. The checkout asks the provider for a bill and sends
// the owner to its page; the provider tells us the outcome by a signed callback (server to server)
// and a signed redirect (the owner's browser), in either order, and we can read a bill back
// (reconciliation). Nothing the browser says is believed unsigned.

export const PAYMENT_PROVIDERS = ['sandbox', 'billplz'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What we ask the provider to collect. */
export interface NewBill {
  /** Our payment id (never shown to the payer). */
  paymentId: string;
  cardId: string;
  amountSen: number;
  /** What the payer's bank statement and the provider's page show, in the payer's language. */
  description: string;
  /** What the provider's page calls the card's id beside it ("ID Kad"), in the same language. */
  cardIdLabel: string;
  name: string;
  email: string;
  mobile: string;
  /** Where the provider posts its signed callback. */
  callbackUrl: string;
  /** Where the provider sends the payer's browser back, with the signed outcome in the query. */
  redirectUrl: string;
}

/** A bill the provider made: its id and the page where the owner pays it. */
export interface Bill {
  ref: string;
  url: string;
}

/** What the provider says of a bill, after its signature (or its API key) vouched for it. */
export interface BillNotice {
  ref: string;
  paid: boolean;
  /** The provider's state word (`paid`, `due`, `deleted`); absent on a redirect. */
  state?: string;
  /** In sen; absent on a redirect (Billplz sends only the id, paid and paid_at there). */
  amountSen?: number;
  /** The collection the bill belongs to; absent on a redirect. */
  collectionId?: string;
  /** What the provider sent, its signature left out: kept with the payment for audit. */
  fields: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Our collection at the provider: a notice for any other is not ours. */
  readonly collectionId: string;
  createBill(bill: NewBill): Promise<Bill>;
  /** The bill as the provider has it now (reconciliation, and a redirect's confirmation). */
  readBill(ref: string): Promise<BillNotice>;
  /**
   * Withdraws a bill that is still due, so it can no longer be paid. Throws when the provider
   * refuses (a bill already paid or deleted cannot be deleted) or cannot be reached: the caller
   * reads the bill back to learn which.
   */
  deleteBill(ref: string): Promise<void>;
  /** The callback's fields if their signature is right; null otherwise. */
  verifyCallback(fields: SignedFields): BillNotice | null;
  /** The redirect's query if its signature is right; null otherwise. */
  verifyRedirect(query: SignedFields): BillNotice | null;
}

/** The provider could not be reached or refused: the owner is told the order failed. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
  }
}

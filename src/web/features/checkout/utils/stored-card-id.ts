import { CHECKOUT_CARD_STORAGE_KEY } from '@shared/schemas/checkout';
import { cardIdSchema } from '@shared/schemas/card-id';

// The browser remembers which card it is paying for, so the Payment
// Failed page (reached from the provider, with no card in its address) can lead back to it.
// Storage may be off (private browsing): then the page simply leads to the card list.

/** Kept just before the browser leaves for the provider's page. */
export function rememberPayingCard(cardId: string): void {
  try {
    window.localStorage.setItem(CHECKOUT_CARD_STORAGE_KEY, cardId);
  } catch {
    // Not remembered: /pay/failed will offer the card list instead.
  }
}

/** The card being paid for, only if what is stored is a card id at all (it is anyone's to edit). */
export function payingCard(): string | null {
  try {
    const parsed = cardIdSchema.safeParse(window.localStorage.getItem(CHECKOUT_CARD_STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the card once its payment went through (only if it is the one remembered). */
export function forgetPayingCard(cardId: string): void {
  try {
    if (window.localStorage.getItem(CHECKOUT_CARD_STORAGE_KEY) === cardId) {
      window.localStorage.removeItem(CHECKOUT_CARD_STORAGE_KEY);
    }
  } catch {
    // Nothing to forget.
  }
}

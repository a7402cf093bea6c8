import { formatRinggit } from '@shared/money/ringgit';
import { useCardPayments } from '@web/api/card-payments';
import { malaysiaDate } from '@shared/dates/malaysia-time';
import { cardSale, extraPayments } from '@web/components/payments/card-sale';
import { ExtraPaymentNotes } from '@web/components/payments/extra-payment-notes';

/**
 * An active card's home shows what activated it (its sale), in
 * the words an owner would quote to support: how much, when, and the payment's reference. Money
 * that came for it afterwards (an old bill paid anyway) is said under it, with its refund.
 * Nothing shows for a card activated without a payment row (by staff), or while the payments are
 * being read.
 */
export function PaymentNote({ cardId }: { cardId: string }) {
  const payments = useCardPayments(cardId);
  const list = payments.data?.payments ?? [];
  const sale = cardSale(list);
  const extras = extraPayments(list);
  const on = sale ? malaysiaDate(sale.paidAt ?? sale.createdAt) : '';

  return (
    <>
      {sale && (
        <p data-testid="payment-note" className="mt-3 text-sm text-muted">
          {sale.amountSen > 0
            ? `Dibayar ${formatRinggit(sale.amountSen)} pada ${on}`
            : sale.promoCode
              ? `Diaktifkan dengan kod promo ${sale.promoCode} pada ${on}`
              : `Diaktifkan pada ${on}`}
          {' · '}
          Rujukan <span className="font-mono break-all text-ink">{sale.reference}</span>
        </p>
      )}
      <ExtraPaymentNotes extras={extras} sale={sale} className="mt-3" />
    </>
  );
}

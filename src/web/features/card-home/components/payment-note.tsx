import { formatRinggit } from '@shared/money/ringgit';
import { useCardPayments } from '@web/api/card-payments';
import { malaysiaDate } from '@shared/dates/malaysia-time';

/**
 * Issue "Checkout and payments": an active card's home shows what activated it, in the words an
 * owner would quote to support: how much, when, and the payment's reference. Nothing shows for a
 * card activated without a payment row (by staff), or while the payments are being read.
 */
export function PaymentNote({ cardId }: { cardId: string }) {
  const payments = useCardPayments(cardId);
  const paid = payments.data?.payments.find((payment) => payment.status === 'paid');
  if (!paid) return null;
  const on = malaysiaDate(paid.paidAt ?? paid.createdAt);

  return (
    <p data-testid="payment-note" className="mt-3 text-sm text-muted">
      {paid.amountSen > 0
        ? `Dibayar ${formatRinggit(paid.amountSen)} pada ${on}`
        : paid.promoCode
          ? `Diaktifkan dengan kod promo ${paid.promoCode} pada ${on}`
          : `Diaktifkan pada ${on}`}
      {' · '}
      Rujukan <span className="font-mono break-all text-ink">{paid.reference}</span>
    </p>
  );
}

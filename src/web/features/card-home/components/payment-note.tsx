import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import { useCardPayments } from '@web/api/card-payments';
import { cardSale, extraPayments } from '@web/components/payments/card-sale';
import { ExtraPaymentNotes } from '@web/components/payments/extra-payment-notes';
import { malaysiaDateWords, ringgitWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** The payment's reference, as the owner would read it out. */
const reference = (chunks: ReactNode[]) => (
  <span className="font-mono break-all text-ink">{chunks}</span>
);

/**
 * An active card's home shows what activated it (its sale), in
 * the words an owner would quote to support: how much, when, and the payment's reference. Money
 * that came for it afterwards (an old bill paid anyway) is said under it, with its refund.
 * Nothing shows for a card activated without a payment row (by staff), or while the payments are
 * being read.
 */
export function PaymentNote({ cardId }: { cardId: string }) {
  const payments = useCardPayments(cardId);
  const t = useT();
  const { locale } = useLocale();
  const list = payments.data?.payments ?? [];
  const sale = cardSale(list);
  const extras = extraPayments(list);
  const on = sale ? malaysiaDateWords(sale.paidAt ?? sale.createdAt, locale) : '';

  return (
    <>
      {sale && (
        <p data-testid="payment-note" className="mt-3 text-sm text-muted">
          {sale.amountSen > 0
            ? t('cardHome.payment.paid', { amount: ringgitWords(sale.amountSen, locale), date: on })
            : sale.promoCode
              ? t('cardHome.payment.promo', { code: sale.promoCode, date: on })
              : t('cardHome.payment.activated', { date: on })}
          {' · '}
          <FormattedMessage
            id="cardHome.payment.reference"
            values={{ reference: sale.reference, code: reference }}
          />
        </p>
      )}
      <ExtraPaymentNotes extras={extras} sale={sale} className="mt-3" />
    </>
  );
}

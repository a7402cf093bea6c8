import { CircleCheck, Info } from 'lucide-react';
import type { PaymentSummary } from '@shared/schemas/checkout';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { extraPaymentSentence } from './card-sale';

/**
 * Money that came for a card already paid, one calm line each: it will be given back (nothing
 * for the owner to do), or it was, and when. The card home and the success page show it.
 */
export function ExtraPaymentNotes({
  extras,
  sale,
  className = '',
}: {
  extras: readonly PaymentSummary[];
  sale: PaymentSummary | undefined;
  className?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (extras.length === 0) return null;
  return (
    <ul data-testid="extra-payments" className={`space-y-2 ${className}`}>
      {extras.map((payment) => {
        const given = payment.refund === 'refunded';
        const Icon = given ? CircleCheck : Info;
        return (
          <li
            key={payment.id}
            className={`flex gap-2.5 rounded-2xl px-4 py-3 text-left text-sm text-ink ${given ? 'bg-emerald-50' : 'bg-blush/70'}`}
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 h-4 w-4 shrink-0 ${given ? 'text-emerald-700' : 'text-gold-deep'}`}
            />
            <span className="min-w-0 break-words">
              {extraPaymentSentence(payment, sale, { t, locale })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

import type { PaymentSummary } from '@shared/schemas/checkout';
import { malaysiaDateTimeWords, ringgitWords } from '@web/components/payments/payment-words';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';

/** What the owner may be asked for later: how much, the provider's reference and when. */
export function PaymentReceipt({ couple, payment }: { couple: string; payment: PaymentSummary }) {
  const t = useT();
  const { locale } = useLocale();
  const rows = [
    { label: t('checkout.receipt.card'), value: couple },
    { label: t('checkout.receipt.amount'), value: ringgitWords(payment.amountSen, locale) },
    ...(payment.promoCode
      ? [
          {
            label: t('checkout.receipt.promo'),
            value: `${payment.promoCode} (−${ringgitWords(payment.discountSen, locale)})`,
          },
        ]
      : []),
    { label: t('checkout.receipt.reference'), value: payment.reference, mono: true },
    {
      label: t('checkout.receipt.date'),
      value: malaysiaDateTimeWords(payment.paidAt ?? payment.createdAt, locale),
    },
  ];
  return (
    <dl className="divide-y divide-emerald-deep/10 rounded-2xl border border-emerald-deep/10 bg-white">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-muted">{row.label}</dt>
          <dd
            className={`text-right font-semibold break-all text-ink ${row.mono ? 'font-mono' : ''}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

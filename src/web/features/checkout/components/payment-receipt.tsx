import type { PaymentSummary } from '@shared/schemas/checkout';
import { formatRinggit } from '@shared/money/ringgit';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';

/** What the owner may be asked for later: how much, the provider's reference and when. */
export function PaymentReceipt({ couple, payment }: { couple: string; payment: PaymentSummary }) {
  const rows = [
    { label: 'Kad', value: couple },
    { label: 'Jumlah', value: formatRinggit(payment.amountSen) },
    ...(payment.promoCode
      ? [
          {
            label: 'Kod promo',
            value: `${payment.promoCode} (−${formatRinggit(payment.discountSen)})`,
          },
        ]
      : []),
    { label: 'Rujukan', value: payment.reference, mono: true },
    { label: 'Tarikh', value: malaysiaDateTime(payment.paidAt ?? payment.createdAt) },
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

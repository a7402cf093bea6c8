import { Link } from 'react-router';
import { consoleCardPath } from '@shared/admin/console-pages';
import type { AdminPayment } from '@shared/schemas/admin';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';
import { ringgit, useMalaysiaTime } from './format';
import { RefundBadge } from './refund-badge';

const STATUS: Record<AdminPayment['status'], { label: SiteMessageId; className: string }> = {
  pending: { label: 'staff.payment.pending', className: 'bg-amber-100 text-amber-900' },
  paid: { label: 'staff.payment.paid', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'staff.payment.failed', className: 'bg-red-100 text-red-900' },
  cancelled: { label: 'staff.payment.cancelled', className: 'bg-neutral-200 text-neutral-800' },
};

/**
 * Payments, newest first: a card per row (reads on a phone as well as on a laptop). A payment
 * received for a card already sold carries its refund badge beside its status.
 */
export function PaymentList({
  payments,
  showCard = true,
}: {
  payments: AdminPayment[];
  showCard?: boolean;
}) {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  if (payments.length === 0) return <p className="text-muted">{t('staff.payment.none')}</p>;
  return (
    <ul className="divide-y divide-emerald-deep/10 overflow-hidden rounded-2xl border border-emerald-deep/10 bg-paper shadow-sm">
      {payments.map((p) => (
        <li key={p.id} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="text-base font-semibold text-ink tabular-nums">
              {ringgit(p.amountSen)}
              {p.discountSen > 0 && (
                <span className="ml-2 text-sm font-normal text-muted">
                  {t('staff.payment.discounted', {
                    price: ringgit(p.priceSen),
                    discount: ringgit(p.discountSen),
                  })}
                  {p.promoCode ? `, ${p.promoCode}` : ''})
                </span>
              )}
            </span>
            <span className="flex flex-wrap gap-1.5">
              {p.refund && <RefundBadge refund={p.refund} />}
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[p.status].className}`}
              >
                {t(STATUS[p.status].label)}
              </span>
            </span>
          </div>
          <p className="mt-0.5 break-all text-muted">
            {malaysiaTime(p.createdAt)} · {p.provider}
            {p.providerRef ? ` ${p.providerRef}` : ''}
            {p.payerEmail ? ` · ${p.payerEmail}` : ''}
            {showCard && (
              <>
                {' · '}
                <Link
                  to={consoleCardPath(p.cardId)}
                  className="font-mono text-emerald-deep underline underline-offset-4"
                >
                  {p.cardId}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { consoleCardPath } from '@shared/admin/console-pages';
import type { Refund } from '@shared/schemas/refunds';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { CopyTextButton } from '../../components/copy-text-button';
import { ringgit, useMalaysiaTime } from '../../components/format';
import { RefundBadge } from '../../components/refund-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One payment to refund, with what staff need to give it back: the card and its owner, who paid
 * and how to reach them, the amount, the provider's reference (copyable, to find it in the
 * provider's dashboard) and when it was paid; Sudah dipulangkan while it is owed, else who gave
 * it back and when.
 */
export function RefundEntry({ refund, onMark }: { refund: Refund; onMark: () => void }) {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  const payer = [refund.payerName, refund.payerEmail, refund.payerMobile].filter(Boolean);
  return (
    <article
      aria-label={t('staffPayments.entry', {
        amount: ringgit(refund.amountSen),
        reference: refund.reference,
      })}
      className="grid gap-3 rounded-2xl border border-emerald-deep/10 bg-paper p-4 text-sm shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold text-ink tabular-nums">
            {ringgit(refund.amountSen)}
          </span>
          <RefundBadge refund={refund.status} />
        </p>
        <p className="mt-0.5 break-all">
          <Link
            to={consoleCardPath(refund.cardId)}
            className="font-semibold text-emerald-deep underline underline-offset-4"
          >
            {refund.couple ?? t('staffPayments.cardDeleted')}
          </Link>{' '}
          <span className="font-mono text-muted">{refund.cardId}</span>
        </p>
      </div>
      {/* On a phone the button comes last, under what it is about; on a laptop, top right. */}
      <div className="order-last sm:order-none sm:text-right">
        {refund.status === 'due' ? (
          <button
            type="button"
            onClick={onMark}
            className={buttonClass('primary', 'w-full sm:w-auto', 'sm')}
          >
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            <span className="pr-2">{t('staffPayments.markButton')}</span>
          </button>
        ) : (
          <p className="text-muted">
            {t('staffPayments.refundedAt', { at: malaysiaTime(refund.refundedAt) })}
            {refund.refundedBy && (
              <span className="block break-all">
                {t('staffPayments.refundedBy', { email: refund.refundedBy })}
              </span>
            )}
          </p>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label={t('staffPayments.owner')}>{refund.ownerEmail ?? '–'}</Detail>
        <Detail label={t('staffPayments.payer')}>
          {payer.length > 0
            ? payer.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))
            : '–'}
        </Detail>
        <Detail label={t('staffPayments.paidAt')}>{malaysiaTime(refund.paidAt)}</Detail>
        <Detail label={t('staffPayments.reference', { provider: refund.provider })}>
          <span className="block font-mono break-all">{refund.reference}</span>
          <div className="mt-1.5">
            <CopyTextButton text={refund.reference} />
          </div>
        </Detail>
      </dl>
    </article>
  );
}

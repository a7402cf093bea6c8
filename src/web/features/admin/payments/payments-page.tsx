import { useEffect, useRef, useState } from 'react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { PaymentsQuery } from '@shared/schemas/admin';
import { PAYMENT_STATUSES } from '@shared/schemas/admin';
import type { Refund } from '@shared/schemas/refunds';
import type { Notice } from '@web/components/ui/action-notice';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { AdminShell } from '../components/admin-shell';
import { PagedResults } from '../components/paged-results';
import { useUrlFilters } from '../components/use-url-filters';
import { PaymentList } from '../components/payment-list';
import { ringgit, useMalaysiaTime } from '../components/format';
import { usePayments } from './api/get-payments';
import { useMarkRefunded } from './api/mark-refunded';
import { RefundsSection } from './components/refunds-section';

const STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], SiteMessageId> = {
  pending: 'staff.payment.pending',
  paid: 'staff.payment.paid',
  failed: 'staff.payment.failed',
  cancelled: 'staff.payment.cancelled',
};
const FILTERS = ['status', 'provider', 'cardId', 'month'] as const;

/**
 * `/admin/bayaran`: the payments to refund first (money received for a card already sold, marked
 * Sudah dipulangkan once given back, after a confirmation), then every payment, newest first,
 * with filters.
 */
export function AdminPaymentsPage() {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  const { applied, page, draft, setDraft, onSubmit, goToPage } = useUrlFilters(FILTERS);
  const query = { ...applied, page } as PaymentsQuery;
  const payments = usePayments(query);
  const mark = useMarkRefunded();
  const [toMark, setToMark] = useState<Refund | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refundsHeading = useRef<HTMLHeadingElement>(null);

  // The marked row leaves the list with its button: focus goes to the section, by the notice.
  useEffect(() => {
    if (notice) refundsHeading.current?.focus();
  }, [notice]);

  const onConfirm = () => {
    if (!toMark) return;
    mark.mutate(toMark, {
      onSuccess: (reply) => {
        setToMark(null);
        setNotice({
          tone: 'done',
          text: t('staffPayments.marked', { reference: reply.refund.reference }),
        });
      },
    });
  };

  return (
    <>
      <AdminShell
        title={t('staffPayments.title')}
        intro={t('staffPayments.intro')}
        inert={toMark !== null}
      >
        <RefundsSection
          notice={notice}
          headingRef={refundsHeading}
          onMark={(refund) => {
            mark.reset();
            setToMark(refund);
          }}
        />
        <h2 className="mb-3 font-display text-2xl text-emerald-deep">{t('staffPayments.all')}</h2>
        <form
          onSubmit={onSubmit}
          className="grid gap-3 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        >
          <FormField id="f-status" label={t('staff.card.status')}>
            <select
              id="f-status"
              className={inputClass}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="">{t('staffPayments.allStatuses')}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABELS[s])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="f-provider" label={t('staffPayments.provider')}>
            <input
              id="f-provider"
              className={inputClass}
              value={draft.provider}
              onChange={(e) => setDraft({ ...draft, provider: e.target.value })}
              placeholder="billplz"
            />
          </FormField>
          <FormField id="f-card" label={t('staff.audit.cardId')}>
            <input
              id="f-card"
              className={inputClass}
              value={draft.cardId}
              onChange={(e) => setDraft({ ...draft, cardId: e.target.value })}
              autoCapitalize="none"
            />
          </FormField>
          <FormField id="f-month" label={t('staffPayments.month')}>
            <input
              id="f-month"
              type="month"
              className={inputClass}
              value={draft.month}
              onChange={(e) => setDraft({ ...draft, month: e.target.value })}
            />
          </FormField>
          <Button type="submit">{t('staff.filter')}</Button>
        </form>
        <div className="mt-6">
          <PagedResults query={payments} count="staff.payment.count" onPage={goToPage}>
            {(data) => <PaymentList payments={data.payments} />}
          </PagedResults>
        </div>
      </AdminShell>
      {toMark && (
        <ConfirmDialog
          title={t('staffPayments.confirmTitle')}
          message={
            <>
              <p className="break-words">
                {toMark.couple
                  ? t('staffPayments.confirmWhatForCard', {
                      amount: ringgit(toMark.amountSen),
                      reference: toMark.reference,
                      paidAt: malaysiaTime(toMark.paidAt),
                      couple: toMark.couple,
                    })
                  : t('staffPayments.confirmWhat', {
                      amount: ringgit(toMark.amountSen),
                      reference: toMark.reference,
                      paidAt: malaysiaTime(toMark.paidAt),
                    })}
              </p>
              <p className="mt-2">{t('staffPayments.confirmNote')}</p>
            </>
          }
          confirmLabel={t('staffPayments.confirmYes')}
          busyLabel={t('staffPayments.confirmBusy')}
          busy={mark.isPending}
          error={mark.isError ? errorMessage(mark.error) : null}
          onConfirm={onConfirm}
          onCancel={() => setToMark(null)}
        />
      )}
    </>
  );
}

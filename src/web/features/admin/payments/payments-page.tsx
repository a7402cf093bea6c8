import type { PaymentsQuery } from '@shared/schemas/admin';
import { PAYMENT_STATUSES } from '@shared/schemas/admin';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { AdminShell } from '../components/admin-shell';
import { PagedResults } from '../components/paged-results';
import { useUrlFilters } from '../components/use-url-filters';
import { PaymentList } from '../components/payment-list';
import { usePayments } from './api/get-payments';

const STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
};
const FILTERS = ['status', 'provider', 'cardId', 'month'] as const;

/** `/admin/bayaran`: payments, newest first, with filters (issue 16). */
export function AdminPaymentsPage() {
  const { applied, page, draft, setDraft, onSubmit, goToPage } = useUrlFilters(FILTERS);
  const query = { ...applied, page } as PaymentsQuery;
  const payments = usePayments(query);

  return (
    <AdminShell title="Bayaran" intro="Semua bayaran, terbaru dahulu.">
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <FormField id="f-status" label="Status">
          <select
            id="f-status"
            className={inputClass}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">Semua</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="f-provider" label="Penyedia">
          <input
            id="f-provider"
            className={inputClass}
            value={draft.provider}
            onChange={(e) => setDraft({ ...draft, provider: e.target.value })}
            placeholder="billplz"
          />
        </FormField>
        <FormField id="f-card" label="ID kad">
          <input
            id="f-card"
            className={inputClass}
            value={draft.cardId}
            onChange={(e) => setDraft({ ...draft, cardId: e.target.value })}
            autoCapitalize="none"
          />
        </FormField>
        <FormField id="f-month" label="Bulan">
          <input
            id="f-month"
            type="month"
            className={inputClass}
            value={draft.month}
            onChange={(e) => setDraft({ ...draft, month: e.target.value })}
          />
        </FormField>
        <Button type="submit">Tapis</Button>
      </form>
      <div className="mt-6">
        <PagedResults query={payments} noun="bayaran" onPage={goToPage}>
          {(data) => <PaymentList payments={data.payments} />}
        </PagedResults>
      </div>
    </AdminShell>
  );
}

import { FormField, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import { AdminShell } from '../components/admin-shell';
import { AuditList } from '../components/audit-list';
import { PagedResults } from '../components/paged-results';
import { useUrlFilters } from '../components/use-url-filters';
import { useAudit } from './api/get-audit';

/** `/admin/audit`: every staff action, newest first, by card and by staff. */
export function AuditPage() {
  const t = useT();
  const { applied, page, draft, setDraft, onSubmit, goToPage } = useUrlFilters([
    'cardId',
    'actor',
  ] as const);
  const audit = useAudit({ ...applied, page });

  return (
    <AdminShell title={t('staff.menu.audit')} intro={t('staff.audit.intro')}>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FormField id="a-card" label={t('staff.audit.cardId')}>
          <input
            id="a-card"
            className={inputClass}
            value={draft.cardId}
            onChange={(e) => setDraft({ ...draft, cardId: e.target.value })}
            autoCapitalize="none"
          />
        </FormField>
        <FormField id="a-actor" label={t('staff.audit.actor')}>
          <input
            id="a-actor"
            type="email"
            className={inputClass}
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            autoCapitalize="none"
          />
        </FormField>
        <Button type="submit">{t('staff.filter')}</Button>
      </form>
      <div className="mt-6">
        <PagedResults query={audit} count="staff.audit.count" onPage={goToPage}>
          {(data) => <AuditList entries={data.entries} />}
        </PagedResults>
      </div>
    </AdminShell>
  );
}

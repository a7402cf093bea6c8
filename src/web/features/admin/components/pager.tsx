import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** Previous / next for a paged staff list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('staff.pager.label')}
      className="mt-4 flex items-center justify-between gap-3"
    >
      <Button tone="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('staff.pager.previous')}
      </Button>
      <span className="text-sm text-muted">{t('staff.pager.page', { page, pages })}</span>
      <Button tone="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('staff.pager.next')}
      </Button>
    </nav>
  );
}

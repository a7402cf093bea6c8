import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff } from 'lucide-react';
import type { StaffFeedback } from '@shared/schemas/feedback';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { buttonClass } from '@web/components/ui/link-button';
import { QueryState } from '@web/components/ui/query-state';
import { useLocale } from '@web/i18n/locale-provider';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { AdminShell } from '../components/admin-shell';
import { malaysiaTime } from '../components/format';
import { OnOffButton } from '../components/row-buttons';
import { STAFF_FEEDBACK_PAGE_SIZE, useStaffFeedback } from './api/get-staff-feedback';
import { useSetFeedbackHidden } from './api/set-feedback-hidden';

/**
 * Every entry, newest first, hidden ones and blank names too
 * (marked), with Sembunyikan / Paparkan semula; each change is audit-logged by the server.
 */
export function FeedbackModerationPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useStaffFeedback(page);
  const visibility = useSetFeedbackHidden();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAFF_FEEDBACK_PAGE_SIZE));

  return (
    <AdminShell title={t('staffFeedback.title')} intro={t('staffFeedback.intro')}>
      <p role="status" aria-live="polite" className="mb-4 min-h-5 text-sm">
        {visibility.isSuccess && (
          <span className="text-emerald-deep">
            {visibility.data.feedback.hidden
              ? t('staffFeedback.hiddenNow')
              : t('staffFeedback.shownNow')}
          </span>
        )}
        {visibility.isError && (
          <span className="text-red-700">{errorMessage(visibility.error)}</span>
        )}
      </p>
      <QueryState query={list}>
        {(data) =>
          data.entries.length === 0 ? (
            <p className="text-muted">{t('staffFeedback.none')}</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted">
                {t('staffFeedback.count', { count: total })}
              </p>
              <ul className="space-y-3" aria-label={t('staffFeedback.title')}>
                {data.entries.map((entry) => (
                  <li key={entry.id}>
                    <ModerationEntry
                      entry={entry}
                      busy={visibility.isPending && visibility.variables.id === entry.id}
                      onToggle={() => visibility.mutate({ id: entry.id, hidden: !entry.hidden })}
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  aria-label={t('staff.pager.label')}
                  className="mt-5 flex items-center justify-center gap-3"
                >
                  <button
                    type="button"
                    disabled={page <= 1}
                    onClick={() => setPage((p) => p - 1)}
                    className={buttonClass('secondary', 'disabled:opacity-40', 'sm')}
                  >
                    <span className="px-3">{t('staffFeedback.previous')}</span>
                  </button>
                  <span className="text-sm text-muted">
                    {t('staff.pager.page', { page, pages })}
                  </span>
                  <button
                    type="button"
                    disabled={page >= pages}
                    onClick={() => setPage((p) => p + 1)}
                    className={buttonClass('secondary', 'disabled:opacity-40', 'sm')}
                  >
                    <span className="px-3">{t('staff.pager.next')}</span>
                  </button>
                </nav>
              )}
            </>
          )
        }
      </QueryState>
    </AdminShell>
  );
}

function ModerationEntry({
  entry,
  busy,
  onToggle,
}: {
  entry: StaffFeedback;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  // Malay says the date in words as the owner pages do; English as the console's other times.
  const when = (iso: string) =>
    locale === 'ms' ? malaysiaDateTime(iso) : malaysiaTime(iso, 'en-MY');
  const name = entry.name.trim() || t('staffFeedback.noName');
  return (
    <article
      aria-label={t('staffFeedback.entry', { name })}
      className={`rounded-2xl border p-4 shadow-sm ${entry.hidden ? 'border-neutral-300 bg-neutral-100' : 'border-emerald-deep/10 bg-paper'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">
            {name}{' '}
            <span className="ml-1 font-normal whitespace-nowrap text-gold">
              {'★'.repeat(entry.rating)}
              <span className="text-gold/30">{'★'.repeat(5 - entry.rating)}</span>
            </span>
            <span className="sr-only">{t('staffFeedback.stars', { count: entry.rating })}</span>
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {when(entry.createdAt)}
            {entry.updatedAt && ` · ${t('staffFeedback.updated', { at: when(entry.updatedAt) })}`}
            {entry.cardId && (
              <>
                {` · ${t('staffFeedback.card')} `}
                <Link to={`/admin/kad/${entry.cardId}`} className="font-mono underline">
                  {entry.cardId}
                </Link>
              </>
            )}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
            {entry.hidden && (
              <span className="rounded-full bg-neutral-700 px-2 py-0.5 text-white">
                {t('staffFeedback.hidden')}
              </span>
            )}
            {!entry.hidden && !entry.counted && (
              <span className="rounded-full bg-blush px-2 py-0.5 text-ink">
                {t('staffFeedback.notCounted')}
              </span>
            )}
          </div>
        </div>
        <OnOffButton
          off={entry.hidden}
          busy={busy}
          onClick={onToggle}
          turnOff={{ label: t('staffFeedback.hide'), icon: EyeOff }}
          turnOn={{ label: t('staffFeedback.show'), icon: Eye }}
        />
      </div>
      {entry.comment && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{entry.comment}</p>
      )}
    </article>
  );
}

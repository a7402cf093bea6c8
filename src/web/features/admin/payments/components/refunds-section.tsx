import { useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { Refund, RefundStatus } from '@shared/schemas/refunds';
import type { Notice } from '@web/components/ui/action-notice';
import { ActionNotice } from '@web/components/ui/action-notice';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
import { Pager } from '../../components/pager';
import { useRefunds } from '../api/get-refunds';
import { RefundEntry } from './refund-entry';

const TABS: { status: RefundStatus; label: SiteMessageId; empty: SiteMessageId }[] = [
  { status: 'due', label: 'staff.refund.due', empty: 'staffPayments.noneDue' },
  { status: 'refunded', label: 'staff.refund.refunded', empty: 'staffPayments.noneRefunded' },
];

/**
 * Money received for cards already sold (an old bill paid anyway): staff give it back through
 * the provider's dashboard or a bank transfer, then mark it here. Two tabs: what is still owed
 * (counted in the heading), and what was given back, with who marked it and when.
 */
export function RefundsSection({
  notice,
  headingRef,
  onMark,
}: {
  /** What the last Sudah dipulangkan did (the server's words). */
  notice: Notice | null;
  /** Focus comes back here once a refund is marked (its row has left the list). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMark: (refund: Refund) => void;
}) {
  const t = useT();
  const [status, setStatus] = useState<RefundStatus>('due');
  const [page, setPage] = useState(1);
  const refunds = useRefunds(status, page);
  const dueCount = refunds.data?.dueCount;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (next: RefundStatus) => {
    setStatus(next);
    setPage(1);
  };
  // Tabs as the ARIA pattern has them: one stop for Tab, arrows move between them.
  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    choose(TABS[next]!.status);
    tabs.current[next]?.focus();
  };
  const shown = TABS.find((tab) => tab.status === status)!;

  return (
    <section aria-labelledby="untuk-dipulangkan" className="mb-10">
      <h2
        id="untuk-dipulangkan"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-2xl text-emerald-deep outline-none"
      >
        {t('staffPayments.refundsTitle')}
        {dueCount !== undefined && (
          <span
            className={`rounded-full px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums ${dueCount > 0 ? 'bg-orange-100 text-orange-900' : 'bg-neutral-200 text-neutral-700'}`}
          >
            {dueCount}
          </span>
        )}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('staffPayments.refundsIntro')}</p>

      <div
        role="tablist"
        aria-label={t('staffPayments.refundTabs')}
        className="-mx-5 mt-4 flex gap-1 overflow-x-auto px-5"
      >
        {TABS.map((tab, index) => {
          const selected = tab.status === status;
          return (
            <button
              key={tab.status}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.status}`}
              aria-selected={selected}
              aria-controls="senarai-bayaran-balik"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.status)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`inline-flex min-h-9 shrink-0 items-center rounded-full px-3 text-[0.8rem] font-semibold whitespace-nowrap transition sm:text-sm ${selected ? 'bg-emerald-deep text-white' : 'text-emerald-deep hover:bg-emerald-deep/10'}`}
            >
              {t(tab.label)}
              {tab.status === 'due' && dueCount !== undefined && ` (${dueCount})`}
            </button>
          );
        })}
      </div>

      <div className="mt-3">
        <ActionNotice notice={notice} />
      </div>

      <div
        role="tabpanel"
        id="senarai-bayaran-balik"
        aria-labelledby={`tab-${status}`}
        className="mt-3"
      >
        <QueryState query={refunds}>
          {(data) =>
            data.refunds.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-emerald-deep/20 px-4 py-3 text-sm text-muted">
                {t(shown.empty)}
              </p>
            ) : (
              <>
                <ul className="space-y-3">
                  {data.refunds.map((refund) => (
                    <li key={refund.paymentId}>
                      <RefundEntry refund={refund} onMark={() => onMark(refund)} />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={setPage}
                />
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

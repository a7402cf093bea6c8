import { useState } from 'react';
import type { FormEvent } from 'react';
import { ArrowRight, Search, Undo2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { consoleCardPath } from '@shared/admin/console-pages';
import { formatCount } from '@shared/card/card-opens';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { Counters } from '@shared/schemas/admin';
import { inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { QueryState } from '@web/components/ui/query-state';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { AdminShell } from '../components/admin-shell';
import { CardStateBadge } from '../components/card-state-badge';
import { ringgit } from '../components/format';
import { useCounters } from './api/get-counters';
import { useCardSearch } from './api/search-cards';
import { useRefunds } from '../payments/api/get-refunds';

const COUNTERS: { key: keyof Counters; label: SiteMessageId; money?: boolean }[] = [
  { key: 'users', label: 'staff.home.users' },
  { key: 'cards', label: 'staff.home.cards' },
  { key: 'activeCards', label: 'staff.home.activeCards' },
  { key: 'cardsCreatedToday', label: 'staff.home.cardsToday' },
  { key: 'weddingsToday', label: 'staff.home.weddingsToday' },
  { key: 'paymentsThisMonth', label: 'staff.home.paymentsThisMonth' },
  { key: 'revenueThisMonthSen', label: 'staff.home.revenueThisMonth', money: true },
  { key: 'cardOpens', label: 'staff.home.cardOpens' },
];

function CounterGrid() {
  const t = useT();
  const counters = useCounters();
  return (
    <QueryState query={counters}>
      {(data) => (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNTERS.map(({ key, label, money }) => (
            <div
              key={key}
              className="rounded-2xl border border-emerald-deep/10 bg-paper p-4 shadow-sm"
            >
              <dt className="text-sm text-muted">{t(label)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-emerald-deep tabular-nums">
                {money ? ringgit(data[key]) : formatCount(data[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </QueryState>
  );
}

/** Money owed back to payers (cards paid twice): said on the home page until staff see to it. */
function RefundsDueNotice() {
  const t = useT();
  const refunds = useRefunds('due');
  const due = refunds.data?.dueCount ?? 0;
  if (due === 0) return null;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-950">
      <Undo2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t('staff.home.refundsDue', { count: due })}</strong>{' '}
        {t('staff.home.refundsDueRest')}{' '}
        <Link
          to="/admin/bayaran"
          className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-emerald-deep underline underline-offset-4"
        >
          {t('staff.home.refundsLink')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </p>
    </div>
  );
}

function CardSearch() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useCardSearch(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
  };

  return (
    <section aria-labelledby="cari-kad" className="mt-10">
      <h2 id="cari-kad" className="font-display text-2xl text-emerald-deep">
        {t('staff.home.search')}
      </h2>
      {/* What to search by is a visible line above the field, where it wraps on a phone: as a
          placeholder it was cut beside the button at 390 px (the English words are longer). */}
      <form onSubmit={onSubmit} className="mt-3 max-w-2xl" role="search">
        <label htmlFor="card-search" className="block text-sm text-muted">
          {t('staff.home.searchLabel')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="card-search"
            type="search"
            className={`${inputClass} mt-0 min-w-0`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button type="submit" className="shrink-0">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t('staff.home.searchButton')}
          </Button>
        </div>
      </form>
      <div className="mt-4">
        {q && search.isPending && <Spinner />}
        {search.isError && (
          <p role="alert" className="text-red-700">
            {errorMessage(search.error)}
          </p>
        )}
        {search.isSuccess && search.data.cards.length === 0 && (
          <p className="text-muted">{t('staff.home.noCards', { q })}</p>
        )}
        {search.isSuccess && search.data.cards.length > 0 && (
          <ul className="divide-y divide-emerald-deep/10 overflow-hidden rounded-2xl border border-emerald-deep/10 bg-paper shadow-sm">
            {search.data.cards.map((card) => (
              <li key={card.id}>
                <Link
                  to={consoleCardPath(card.id)}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-white"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">
                      {card.groomName} &amp; {card.brideName}
                    </span>
                    <span className="block text-sm break-all text-muted">
                      <span className="font-mono">{card.id}</span> · {card.ownerEmail} ·{' '}
                      {card.weddingDate} ·{' '}
                      {t('staff.home.opened', { count: formatCount(card.opens) })}
                    </span>
                  </span>
                  <CardStateBadge state={card.state} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** `/admin`: the console's counters and finding a card. */
export function ConsoleHomePage() {
  const t = useT();
  return (
    <AdminShell title={t('staff.home.title')} intro={t('staff.home.intro')}>
      <RefundsDueNotice />
      <CounterGrid />
      <CardSearch />
    </AdminShell>
  );
}

import type { ReactNode } from 'react';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { Button } from '@web/components/ui/link-button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import type { RsvpListQuery, RsvpView } from '../api/get-rsvps';
import type { CardMajlis } from '../utils/card-majlis';
import { VIEW_KEYS } from './rsvp-group-tabs';
import type { RsvpActions } from './rsvp-row';
import { RsvpRow } from './rsvp-row';

function Message({ children }: { children: ReactNode }) {
  return <div className="px-5 py-10 text-center text-muted">{children}</div>;
}

/**
 * The guests of the chosen group and search, newest first. 2,000 RSVPs must scroll on a
 * mid-range phone without lag: the server filters and pages (100 a page), so a search sends
 * one small page, not the whole list; the first 100 rows render and each Muat lagi adds 100;
 * a closed row is a name and a button (its details render only when it is opened).
 */
export function RsvpList({
  list,
  view,
  q,
  actions,
  onSearchEverywhere,
  majlis,
}: {
  list: RsvpListQuery;
  view: RsvpView;
  /** The search the shown answer is for. */
  q: string;
  actions: RsvpActions | null;
  onSearchEverywhere: () => void;
  /** The card's majlis; null on a card of one majlis without sessions. */
  majlis: CardMajlis | null;
}) {
  const t = useT();
  if (list.isPending) {
    return (
      <div role="status" className="grid place-items-center py-12">
        <Spinner className="h-8 w-8" />
        <span className="sr-only">{t('rsvps.list.loading')}</span>
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Message>
        <p role="alert" className="text-red-800">
          {errorMessage(list.error)}
        </p>
        <Button tone="secondary" className="mt-4" onClick={() => void list.refetch()}>
          {t('rsvps.list.retry')}
        </Button>
      </Message>
    );
  }

  const pages = list.data.pages;
  const first = pages[0];
  const rsvps = pages.flatMap((page) => page.rsvps);
  if (!first || first.total === 0) {
    return (
      <Message>
        <p className="font-semibold text-ink">{t('rsvps.list.none')}</p>
        <p className="mt-1 text-sm">{t('rsvps.list.noneHint')}</p>
      </Message>
    );
  }
  if (rsvps.length === 0) {
    return q ? (
      <Message>
        <p className="font-semibold text-ink">{t('rsvps.list.noMatch', { q })}</p>
        {view !== 'all' && (
          <Button tone="quiet" className="mt-2" onClick={onSearchEverywhere}>
            {t('rsvps.list.searchEverywhere')}
          </Button>
        )}
      </Message>
    ) : (
      <Message>
        <p>{t('rsvps.list.emptyGroup', { group: t(VIEW_KEYS[view]) })}</p>
      </Message>
    );
  }

  // How many the list holds, when the counts say it (a search's total is not counted); the
  // groups hold every RSVP of the list's majlis (of the card, when it is of every majlis).
  const { counts } = first;
  const inGroups = counts.expected.parties + counts['checked-in'].parties + counts.declined.parties;
  const inView = q === '' ? (view === 'all' ? inGroups : counts[view].parties) : null;
  // The answer shown is for this majlis (the page's scope changes with the next answer).
  const scope: RsvpScope = first.scope;
  // Of the rows shown (what is loaded: no call of its own), how many came
  // through the guest list's personal links; said only when the card uses the list.
  const fromList = rsvps.filter((rsvp) => rsvp.fromList).length;
  return (
    <>
      <ul className="divide-y divide-emerald-deep/10">
        {rsvps.map((rsvp) => (
          <RsvpRow
            key={rsvp.id}
            rsvp={rsvp}
            showGroup={view === 'all'}
            actions={actions}
            scope={scope}
            majlis={majlis}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-emerald-deep/10 px-5 py-3 text-sm text-muted">
        <p>
          {inView === null
            ? list.hasNextPage
              ? t('rsvps.list.matchesSoFar', { count: rsvps.length })
              : t('rsvps.list.matches', { count: rsvps.length })
            : t('rsvps.list.showing', {
                shown: rsvps.length,
                total: Math.max(inView, rsvps.length),
              })}
          {fromList > 0 && (
            // Its own line on a phone, after the count on a wider screen.
            <span data-testid="rsvp-sources">
              <span className="hidden sm:inline"> · </span>
              <span className="block sm:inline">
                {t('rsvps.list.sources', {
                  fromList,
                  open: rsvps.length - fromList,
                })}
              </span>
            </span>
          )}
        </p>
        {list.hasNextPage && (
          <Button
            tone="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className="min-h-10 disabled:opacity-60"
          >
            {list.isFetchingNextPage ? t('rsvps.list.loadingMore') : t('rsvps.list.more')}
          </Button>
        )}
      </div>
      {list.isFetchNextPageError && (
        <p role="alert" className="px-5 pb-3 text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      )}
    </>
  );
}

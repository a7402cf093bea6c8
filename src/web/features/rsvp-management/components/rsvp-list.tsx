import type { ReactNode } from 'react';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { Button } from '@web/components/ui/link-button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import type { RsvpListQuery, RsvpView } from '../api/get-rsvps';
import type { CardMajlis } from '../utils/card-majlis';
import { VIEW_LABELS } from './rsvp-group-tabs';
import type { RsvpActions } from './rsvp-row';
import { RsvpRow } from './rsvp-row';

const number = (n: number) => n.toLocaleString('ms-MY');

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
  if (list.isPending) {
    return (
      <div role="status" className="grid place-items-center py-12">
        <Spinner className="h-8 w-8" />
        <span className="sr-only">Sedang memuatkan senarai tetamu…</span>
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
          Cuba lagi
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
        <p className="font-semibold text-ink">{RSVP_MANAGEMENT_MESSAGES.none}</p>
        <p className="mt-1 text-sm">RSVP tetamu akan tersenarai di sini sebaik sahaja dihantar.</p>
      </Message>
    );
  }
  if (rsvps.length === 0) {
    return q ? (
      <Message>
        <p className="font-semibold text-ink">Tiada padanan untuk “{q}”.</p>
        {view !== 'all' && (
          <Button tone="quiet" className="mt-2" onClick={onSearchEverywhere}>
            Cari dalam semua kumpulan
          </Button>
        )}
      </Message>
    ) : (
      <Message>
        <p>Tiada tetamu dalam kumpulan {VIEW_LABELS[view]}.</p>
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
            ? `${number(rsvps.length)} padanan${list.hasNextPage ? ' setakat ini' : ''}`
            : `Menunjukkan ${number(rsvps.length)} daripada ${number(Math.max(inView, rsvps.length))}`}
          {fromList > 0 && (
            // Its own line on a phone, after the count on a wider screen.
            <span data-testid="rsvp-sources">
              <span className="hidden sm:inline"> · </span>
              <span className="block sm:inline">
                {`${number(fromList)} dari senarai tetamu, ${number(rsvps.length - fromList)} dari pautan terbuka`}
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
            {list.isFetchingNextPage ? 'Memuatkan…' : 'Muat lagi'}
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

import { useMemo, useState } from 'react';
import { Clock } from 'lucide-react';
import type { DoorGuest, DoorSession } from '@shared/schemas/check-in';
import { PARTY_GUEST_PREFIX } from '@shared/schemas/check-in';
import { Button } from '@web/components/ui/link-button';
import { SearchBox } from '@web/components/ui/search-box';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import type { DoorAccess } from '../api/door-access';
import { useDoorGuests } from '../api/get-door-guests';
import type { QueuedDoorAction } from '../utils/check-in-queue';
import { majlisOfAction } from '../utils/check-in-queue';
import { DoorGuestRow } from './door-guest-row';

/** Skips the keys of a word typed at speed; the list already loaded filters at every key. */
const SEARCH_DEBOUNCE_MS = 150;

/** Queued actions that have no row of their own: walk-ins, and passes scanned offline. */
function Waiting({ items }: { items: QueuedDoorAction[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('door.waiting')} className="divide-y divide-amber-200 bg-amber-50">
      {items.map((item) => (
        <li key={item.key} data-testid="door-waiting" className="flex items-center gap-3 px-4 py-3">
          <Clock className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">
              {item.kind === 'walk-in' ? item.body.name : (item.name ?? t('door.scanned.pass'))}
            </span>
            <span className="text-sm text-amber-950">
              {item.kind === 'walk-in'
                ? `${t('door.people', { count: item.body.guests })} · ${t('door.walkIn.title')} · `
                : item.guests !== null
                  ? `${t('door.people', { count: item.guests })} · `
                  : ''}
              {t('door.waiting')}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The guests of the door's majlis, by name: answers at every key from what is loaded (also
 * offline), then from the server; tap a guest's Daftar Masuk, or Batal for a mistaken one.
 * What waits in the phone's queue for this majlis shows here (another majlis's waits there).
 */
export function DoorGuestList({
  access,
  majlisId,
  sessions,
  queue: wholeQueue,
  busyId,
  onCheckIn,
  onUndo,
}: {
  access: DoorAccess;
  majlisId: string;
  sessions: readonly DoorSession[];
  queue: QueuedDoorAction[];
  busyId: string | null;
  onCheckIn: (guest: DoorGuest) => void;
  onUndo: (guest: DoorGuest) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const typed = search.trim().toLowerCase();
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDoorGuests(access, majlisId, q);
  const queue = useMemo(
    () =>
      // Actions queued before the door had majlis belong to whichever it shows.
      wholeQueue.filter((item) => (majlisOfAction(item) ?? majlisId) === majlisId),
    [wholeQueue, majlisId],
  );
  const sessionLabels = useMemo(
    () => new Map(sessions.map((session) => [session.id, session.label])),
    [sessions],
  );

  const pendingIds = useMemo(
    () =>
      new Set(
        queue.flatMap((item) => (item.kind === 'check-in' && item.rsvpId ? [item.rsvpId] : [])),
      ),
    [queue],
  );
  const loaded = useMemo(
    () => (list.data?.pages ?? []).flatMap((page) => page.guests),
    [list.data],
  );
  const waiting = useMemo(() => {
    const shown = new Set(loaded.map((guest) => guest.id));
    // A listed party checked in offline whose row has gone meanwhile (it replied through its
    // link, and the list now shows its RSVP) still waits here, with the walk-ins.
    return queue.filter(
      (item) =>
        item.kind === 'walk-in' ||
        !item.rsvpId ||
        (item.rsvpId.startsWith(PARTY_GUEST_PREFIX) && !shown.has(item.rsvpId)),
    );
  }, [queue, loaded]);
  const guests = useMemo(
    () => loaded.filter((guest) => guest.name.toLowerCase().includes(typed)),
    [loaded, typed],
  );

  return (
    <section aria-labelledby="senarai-tetamu" className="space-y-3">
      <h2 id="senarai-tetamu" className="font-display text-xl text-emerald-deep">
        {t('door.list.title')}
      </h2>
      <SearchBox
        id="door-search"
        label={t('door.list.search')}
        value={search}
        onChange={setSearch}
        maxLength={80}
      />
      <div
        aria-busy={list.isFetching}
        className="overflow-hidden rounded-3xl border border-emerald-deep/10 bg-paper shadow-sm"
      >
        <Waiting items={waiting} />
        {list.isPending ? (
          <LoadingBlock label={t('door.list.loading')} className="grid place-items-center py-10" />
        ) : list.isError && !list.data ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-800">
            {errorMessage(list.error)}
          </p>
        ) : guests.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted">
            {typed ? t('door.list.noMatch', { search: search.trim() }) : t('door.list.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-emerald-deep/10">
            {guests.map((guest) => (
              <DoorGuestRow
                key={guest.id}
                guest={guest}
                sessionLabel={guest.sessionId ? (sessionLabels.get(guest.sessionId) ?? null) : null}
                pending={pendingIds.has(guest.id)}
                busy={busyId === guest.id}
                onCheckIn={onCheckIn}
                onUndo={onUndo}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t border-emerald-deep/10 p-3 text-center">
            <Button
              tone="secondary"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {t(list.isFetchingNextPage ? 'door.list.loadingMore' : 'door.list.more')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

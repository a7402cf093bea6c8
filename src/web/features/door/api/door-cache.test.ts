import { describe, expect, it, vi } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { DoorGuest, DoorGuestPage } from '@shared/schemas/check-in';
import { doorKeys } from '@web/lib/query-keys';
import { settleGuestInCache, withGuest } from './door-cache';

const guest = (id: string, fields: Partial<DoorGuest> = {}): DoorGuest => ({
  id,
  name: id,
  guests: 2,
  attending: true,
  checkedIn: false,
  checkedInAt: null,
  sessionId: null,
  walkIn: false,
  allowance: null,
  awaitingReply: false,
  ...fields,
});

const list = (...pages: DoorGuest[][]): InfiniteData<DoorGuestPage, string | null> => ({
  pages: pages.map((guests) => ({
    guests,
    nextCursor: null,
    counts: {
      expected: { parties: 0, guests: 0 },
      'checked-in': { parties: 0, guests: 0 },
      declined: { parties: 0, guests: 0 },
    },
  })),
  pageParams: pages.map(() => null),
});

const ids = (cached: InfiniteData<DoorGuestPage, string | null>) =>
  cached.pages.map((page) => page.guests.map((each) => each.id));

describe('withGuest', () => {
  it('shows a guest checked in where it was', () => {
    const after = withGuest(list([guest('a'), guest('b')]), guest('b', { checkedIn: true }));
    expect(ids(after)).toEqual([['a', 'b']]);
    expect(after.pages[0]?.guests[1]?.checkedIn).toBe(true);
  });

  it("puts a listed party's new RSVP in the place of its awaiting row", () => {
    const party = guest('party:k3p9x2m7q1w8', { awaitingReply: true, allowance: 2 });
    const rsvp = guest('r9', { allowance: 2, checkedIn: true });
    const after = withGuest(list([guest('a'), party, guest('b')]), rsvp, party.id);
    expect(ids(after)).toEqual([['a', 'r9', 'b']]);
  });

  it('shows the RSVP once when a refetch brought it already', () => {
    const party = guest('party:k3p9x2m7q1w8', { awaitingReply: true, allowance: 2 });
    const rsvp = guest('r9', { allowance: 2, checkedIn: true });
    const after = withGuest(list([rsvp, guest('a')], [party]), rsvp, party.id);
    expect(ids(after)).toEqual([['r9', 'a'], []]);
  });
});

describe('settleGuestInCache', () => {
  it('keeps a read that left before the check-in from putting the party back as it was', async () => {
    const party = guest('party:k3p9x2m7q1w8', { awaitingReply: true, allowance: 4 });
    const rsvp = guest('r9', { guests: 4, allowance: 4, checkedIn: true });
    let server: DoorGuest[] = [party];
    // Each read takes the server's list as it is when the read leaves, and answers when let go.
    const answers: Array<() => void> = [];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(queryClient, {
      // A search typed offline: its first read leaves when the network returns.
      queryKey: doorKeys.guestSearch('c1', 'm1', 'rahman'),
      queryFn: () => {
        const page = list([...server]).pages[0] as DoorGuestPage;
        return new Promise<DoorGuestPage>((resolve) => answers.push(() => resolve(page)));
      },
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
    });
    const seen: string[][][] = [];
    const stop = observer.subscribe((result) => {
      if (result.data) seen.push(result.data.pages.map((page) => page.guests.map((g) => g.id)));
    });

    // The check-in lands while that read is on its way, and its reply comes back first.
    server = [rsvp];
    await settleGuestInCache(queryClient, 'c1', 'm1', rsvp, party.id);
    for (const answer of answers.splice(0)) answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    for (const answer of answers.splice(0)) answer();

    await vi.waitFor(() => expect(seen.at(-1)).toEqual([['r9']]));
    expect(seen).not.toContainEqual([[party.id]]);
    stop();
    queryClient.clear();
  });
});

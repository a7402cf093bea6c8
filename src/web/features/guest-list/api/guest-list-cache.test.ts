import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { GuestList, GuestParty } from '@shared/schemas/guest-list';
import { guestParty } from '@shared/schemas/guest-list.fixtures';
import { guestListKeys } from '@web/lib/query-keys';
import { showParty } from './guest-list-cache';

const party = (name: string) => guestParty({ id: 'p1', name });

const totals = { invited: 1, sent: 1, opened: 0, replied: 0, attending: 0, expectedGuests: 0 };
const listOf = (parties: GuestParty[]): GuestList => ({ parties, totals, groups: [], majlis: [] });

describe('showParty', () => {
  it('keeps a read that left before an edit from putting the party back as it was', async () => {
    let server = [party('Pak Abu')];
    // Each read takes the server's list as it is when the read leaves, and answers when let go.
    const answers: Array<() => void> = [];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, {
      queryKey: guestListKeys.list('c1'),
      queryFn: () => {
        const list = listOf([...server]);
        return new Promise<GuestList>((resolve) => answers.push(() => resolve(list)));
      },
    });
    const names: string[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data) names.push(result.data.parties.map((each) => each.name).join());
    });
    answers.splice(0)[0]?.();
    await vi.waitFor(() => expect(names.at(-1)).toBe('Pak Abu'));

    // A guest's RSVP sets off a read; the owner's edit lands while it is on its way.
    void observer.refetch();
    server = [party('Pak Abu Bakar')];
    await showParty(queryClient, 'c1', 'p1', party('Pak Abu Bakar'));
    expect(names.at(-1)).toBe('Pak Abu Bakar');
    for (const answer of answers.splice(0)) answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    for (const answer of answers.splice(0)) answer();

    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(names.at(-1)).toBe('Pak Abu Bakar');
    expect(names.slice(names.indexOf('Pak Abu Bakar'))).not.toContain('Pak Abu');
    stop();
    queryClient.clear();
  });
});

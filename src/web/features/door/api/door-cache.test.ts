import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { DoorGuest, DoorGuestPage } from '@shared/schemas/check-in';
import { withGuest } from './door-cache';

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

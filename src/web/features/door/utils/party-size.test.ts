import { describe, expect, it } from 'vitest';
import type { DoorGuest } from '@shared/schemas/check-in';
import { doorGuestSize, overAllowance, partySize } from './party-size';

const guest = (fields: Partial<DoorGuest>): DoorGuest => ({
  id: 'r1',
  name: 'Pak Long Hamid',
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

describe('partySize', () => {
  it('says the number of guests, beside the allowance of a party on the list', () => {
    expect(partySize(3, null)).toBe('3 orang');
    expect(partySize(2, 2)).toBe('2 daripada 2 orang');
    expect(partySize(1, 4)).toBe('1 daripada 4 orang');
  });

  it('flags a party bigger than its allowance', () => {
    expect(overAllowance(3, 2)).toBe(true);
    expect(overAllowance(2, 2)).toBe(false);
    expect(overAllowance(9, null)).toBe(false);
  });
});

describe('doorGuestSize', () => {
  it('names a listed party that never replied, by its allowance', () => {
    expect(
      doorGuestSize(guest({ id: 'party:k3p9x2m7q1w8', awaitingReply: true, allowance: 4 })),
    ).toBe('4 orang');
  });

  it('says the size of any other guest', () => {
    expect(doorGuestSize(guest({}))).toBe('2 orang');
    expect(doorGuestSize(guest({ allowance: 2, checkedIn: true }))).toBe('2 daripada 2 orang');
  });
});

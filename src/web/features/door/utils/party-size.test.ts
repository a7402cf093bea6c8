import { describe, expect, it } from 'vitest';
import type { DoorGuest } from '@shared/schemas/check-in';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import { doorGuestSize, overAllowance, partySize } from './party-size';

const { t } = createTranslator('ms', siteMs);
const english = createTranslator('en', siteEn).t;

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
    expect(partySize(t, 3, null)).toBe('3 orang');
    expect(partySize(t, 2, 2)).toBe('2 daripada 2 orang');
    expect(partySize(t, 1, 4)).toBe('1 daripada 4 orang');
    expect(partySize(english, 1, null)).toBe('1 person');
    expect(partySize(english, 2, 3)).toBe('2 of 3 people');
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
      doorGuestSize(t, guest({ id: 'party:k3p9x2m7q1w8', awaitingReply: true, allowance: 4 })),
    ).toBe('4 orang');
  });

  it('says the size of any other guest', () => {
    expect(doorGuestSize(t, guest({}))).toBe('2 orang');
    expect(doorGuestSize(t, guest({ allowance: 2, checkedIn: true }))).toBe('2 daripada 2 orang');
  });
});

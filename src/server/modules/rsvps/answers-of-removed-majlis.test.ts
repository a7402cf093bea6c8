import { describe, expect, it } from 'vitest';
import { summaryAfterRemoval } from './answers-of-removed-majlis';

const answer = (
  majlis: string,
  attending: boolean,
  guests: number,
  checkedInAt: string | null = null,
) => ({
  rsvp_id: 'r1',
  majlis_id: majlis,
  attending: (attending ? 1 : 0) as 0 | 1,
  guests,
  session_id: null,
  checked_in_at: checkedInAt,
});
const rsvp = (guests: number, checkedInAt: string | null = null) => ({
  id: 'r1',
  guests,
  checked_in: (checkedInAt ? 1 : 0) as 0 | 1,
  checked_in_at: checkedInAt,
});

describe('an RSVP’s summary once a majlis’s answers are gone', () => {
  it('comes to what is left, with the most people at any', () => {
    expect(
      summaryAfterRemoval(
        rsvp(5),
        [answer('b', true, 2), answer('c', true, 3)],
        [answer('a', true, 5)],
      ),
    ).toEqual({ attending: 1, guests: 3, checked_in: 0, checked_in_at: null });
  });

  it('is not coming, keeping its number, when it came to the removed majlis only', () => {
    expect(
      summaryAfterRemoval(
        rsvp(4, '2027-03-13T01:00:00.000Z'),
        [answer('b', false, 1)],
        [answer('a', true, 4, '2027-03-13T01:00:00.000Z')],
      ),
    ).toEqual({ attending: 0, guests: 4, checked_in: 0, checked_in_at: null });
  });

  it('loses a check-in made at the removed majlis, keeps one made at a majlis left', () => {
    const at = '2027-03-13T01:00:00.000Z';
    const later = '2027-03-13T05:00:00.000Z';
    expect(
      summaryAfterRemoval(rsvp(2, later), [answer('b', true, 2)], [answer('a', true, 2, later)]),
    ).toMatchObject({ checked_in: 0, checked_in_at: null });
    expect(
      summaryAfterRemoval(
        rsvp(2, later),
        [answer('b', true, 2, at)],
        [answer('a', true, 2, later)],
      ),
    ).toMatchObject({ checked_in: 1, checked_in_at: at });
  });

  it('keeps a check-in recorded on the RSVP alone while the guest still comes', () => {
    const at = '2027-03-13T01:00:00.000Z';
    expect(
      summaryAfterRemoval(rsvp(2, at), [answer('b', true, 2)], [answer('a', true, 2)]),
    ).toMatchObject({ attending: 1, checked_in: 1, checked_in_at: at });
  });
});

import { describe, expect, it } from 'vitest';
import type { OwnerRsvp, OwnerRsvpPage } from '@shared/schemas/rsvp';
import type { OwnerMajlisAnswer, RsvpScope } from '@shared/schemas/rsvp-majlis';
import { applyToPage, checkedInAt, groupOf, guestsIn, rowMajlis } from './rsvp-groups';

const answer = (extra: Partial<OwnerMajlisAnswer>): OwnerMajlisAnswer => ({
  id: 'res1',
  attending: true,
  guests: 3,
  sessionId: 's1',
  checkedIn: false,
  checkedInAt: null,
  ...extra,
});

const rsvp = (extra: Partial<OwnerRsvp> = {}): OwnerRsvp => ({
  id: 'r1',
  name: 'Pak Long',
  phoneNumber: '0123456789',
  email: null,
  guests: 3,
  attending: true,
  checkedIn: false,
  ucapan: null,
  wishHidden: false,
  created_at: '2026-11-25T01:00:00Z',
  fromList: true,
  majlis: [answer({ id: 'akad1', guests: 2, sessionId: null }), answer({})],
  ...extra,
});

const resepsi: RsvpScope = { majlis: 'res1', session: null };
const sesi2: RsvpScope = { majlis: 'res1', session: 's2' };
const zero = { parties: 0, guests: 0 };

const page = (rsvps: OwnerRsvp[], scope = resepsi): OwnerRsvpPage => ({
  rsvps,
  nextCursor: null,
  total: rsvps.length,
  maxRsvps: 5000,
  counts: { expected: { parties: 1, guests: 3 }, 'checked-in': zero, declined: zero },
  scope,
});

describe('an RSVP on the owner’s list of one majlis', () => {
  it('is grouped and counted by its answer there, on the whole without a majlis', () => {
    const declinedAkad = rsvp({
      majlis: [answer({ id: 'akad1', attending: false }), answer({ checkedIn: true })],
      checkedIn: true,
    });
    expect(groupOf(declinedAkad, { majlis: 'akad1', session: null })).toBe('declined');
    expect(groupOf(declinedAkad, resepsi)).toBe('checked-in');
    expect(groupOf(declinedAkad)).toBe('checked-in');
    expect(guestsIn(rsvp(), { majlis: 'akad1', session: null })).toBe(2);
    expect(guestsIn(rsvp(), { majlis: null, session: null })).toBe(3);
  });

  it('is checked in at one majlis, the summary following', () => {
    const inAtAkad = checkedInAt(rsvp(), 'akad1', true, '2026-12-01T02:00:00Z');
    expect(inAtAkad.checkedIn).toBe(true);
    expect(inAtAkad.majlis.map((one) => [one.id, one.checkedIn])).toEqual([
      ['akad1', true],
      ['res1', false],
    ]);
    expect(checkedInAt(inAtAkad, 'akad1', false, '').checkedIn).toBe(false);
    // Its one answer, when no majlis is named.
    const single = rsvp({ majlis: [answer({})] });
    expect(checkedInAt(single, undefined, true, 'x').majlis[0]?.checkedIn).toBe(true);
  });

  it('takes one tap at the list’s majlis, or at its only one', () => {
    expect(rowMajlis(rsvp(), resepsi)).toBe('res1');
    expect(rowMajlis(rsvp(), { majlis: null, session: null })).toBeUndefined();
    expect(rowMajlis(rsvp({ majlis: [answer({})] }), { majlis: null, session: null })).toBe('res1');
  });

  it('moves between the page’s groups by its answer there, and leaves a session it left', () => {
    const before = rsvp();
    const after = checkedInAt(before, 'res1', true, '2026-12-01T02:00:00Z');
    const moved = applyToPage(page([before]), 'expected', before, after);
    expect(moved.rsvps).toEqual([]);
    expect(moved.counts).toEqual({
      expected: zero,
      'checked-in': { parties: 1, guests: 3 },
      declined: zero,
    });
    // A check-in at the akad leaves the resepsi's list as it was.
    const atAkad = checkedInAt(before, 'akad1', true, '2026-12-01T02:00:00Z');
    expect(applyToPage(page([before]), 'expected', before, atAkad).rsvps).toEqual([atAkad]);
    // Not of session 2: nothing counted there moves.
    const other = applyToPage(page([], sesi2), 'all', before, after);
    expect(other.counts).toEqual(page([], sesi2).counts);
  });
});

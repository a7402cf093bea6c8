import { malay } from '@shared/i18n/rule-words-in';
import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { sampleCardContent } from '@shared/card/sample-card';
import { RSVP_MAJLIS_MESSAGES } from '@shared/schemas/rsvp-majlis';
import { HttpError } from '../../http/errors';
import { listScope, majlisRsvpTotals } from './rsvp-majlis';
import type { AnswerTally } from './rsvps.repository';

const base = sampleCardContent(new Date(2026, 10, 21)).majlis[0]!;
const akad: Majlis = {
  ...base,
  id: 'akad1',
  kind: 'akad',
  date: '2027-03-20',
  start_time: '09:00',
  invite_only: true,
};
const resepsi: Majlis = {
  ...base,
  id: 'res1',
  date: '2027-03-20',
  start_time: '11:00',
  sessions: [
    { id: 's1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 10 },
    { id: 's2', label: 'Sesi 2', start_time: '13:00', end_time: '15:00', seats: 4 },
  ],
};
// The couple's order puts the resepsi first; the totals come in date order.
const list = [resepsi, akad];

const tally = (extra: Partial<AnswerTally>): AnswerTally => ({
  majlisId: 'res1',
  sessionId: null,
  attending: true,
  checkedIn: false,
  parties: 1,
  guests: 1,
  ...extra,
});

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}

describe('what the owner’s RSVP list is narrowed to', () => {
  it('is every RSVP, one majlis, or one session (with its own majlis)', () => {
    expect(listScope(list, {})).toBeUndefined();
    expect(listScope(list, { majlis: 'akad1' })).toEqual({ majlisId: 'akad1' });
    expect(listScope(list, { session: 's2' })).toEqual({ majlisId: 'res1', sessionId: 's2' });
    expect(listScope(list, { majlis: 'res1', session: 's1' })).toEqual({
      majlisId: 'res1',
      sessionId: 's1',
    });
  });

  it('refuses a majlis or session the card does not have, or a session of another majlis', () => {
    expect(refusal(() => listScope(list, { majlis: 'gone1' }))).toEqual({
      status: 400,
      message: malay(RSVP_MAJLIS_MESSAGES.majlisUnknown),
    });
    for (const query of [{ session: 'gone1' }, { majlis: 'akad1', session: 's1' }]) {
      expect(refusal(() => listScope(list, query))).toEqual({
        status: 400,
        message: malay(RSVP_MAJLIS_MESSAGES.sessionUnknown),
      });
    }
  });
});

describe('each majlis’s RSVP totals', () => {
  it('counts coming, not coming, not replied, checked in and each session’s seats left', () => {
    const tallies = [
      tally({ sessionId: 's1', parties: 2, guests: 5 }),
      tally({ sessionId: 's1', checkedIn: true, parties: 1, guests: 2 }),
      tally({ sessionId: 's2', parties: 2, guests: 4 }),
      tally({ attending: false, parties: 3, guests: 6 }),
      tally({ majlisId: 'akad1', parties: 1, guests: 3, checkedIn: true }),
      // A majlis the card no longer has is left out.
      tally({ majlisId: 'gone1', parties: 9, guests: 9 }),
    ];
    const parties = [
      // Invited to the open majlis (the resepsi), answered it.
      { majlisIds: null, answered: ['res1'] },
      // Invited to both, answered the resepsi only.
      { majlisIds: '["akad1","res1"]', answered: ['res1'] },
      // Invited to both, no answer.
      { majlisIds: '["akad1","res1"]', answered: [] },
    ];
    expect(majlisRsvpTotals(list, tallies, parties)).toEqual([
      {
        majlisId: 'akad1',
        coming: { parties: 1, guests: 3 },
        notComing: { parties: 0, guests: 0 },
        notReplied: 2,
        checkedIn: { parties: 1, guests: 3 },
        sessions: [],
      },
      {
        majlisId: 'res1',
        coming: { parties: 5, guests: 11 },
        notComing: { parties: 3, guests: 6 },
        notReplied: 1,
        checkedIn: { parties: 1, guests: 2 },
        sessions: [
          {
            sessionId: 's1',
            coming: { parties: 3, guests: 7 },
            checkedIn: { parties: 1, guests: 2 },
            seats: 10,
            left: 3,
          },
          {
            sessionId: 's2',
            coming: { parties: 2, guests: 4 },
            checkedIn: { parties: 0, guests: 0 },
            seats: 4,
            left: 0,
          },
        ],
      },
    ]);
  });

  it('counts nothing for a card without answers or a guest list', () => {
    const [only] = majlisRsvpTotals([akad], [], []);
    expect(only).toMatchObject({ coming: { parties: 0, guests: 0 }, notReplied: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { CHECK_IN_MESSAGES } from '@shared/schemas/check-in';
import { HttpError } from '../../http/errors';
import { doorMajlis, doorMajlisChoices, partyInvitedTo } from './door-majlis';

const majlis = (id: string, fields: Partial<Majlis>): Majlis => ({
  id,
  kind: 'resepsi',
  title: '',
  date: '2026-12-05',
  start_time: '11:00',
  end_time: '16:00',
  location: 'Dewan',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: false,
  sessions: [],
  ...fields,
});

// In the couple's order: the resepsi first, the akad the day before it, a bertandang by invitation.
const resepsi = majlis('rs', { date: '2026-12-05' });
const akad = majlis('ak', { kind: 'akad', date: '2026-12-04', start_time: '09:00' });
const bertandang = majlis('bt', { kind: 'bertandang', date: '2026-12-12', invite_only: true });
const list = [resepsi, akad, bertandang];
const owner = { via: 'owner' } as const;
const allMajlisUsher = { via: 'usher', usherMajlisId: null } as const;
const resepsiUsher = { via: 'usher', usherMajlisId: 'rs' } as const;
const before = new Date('2026-12-01T00:00:00Z');
const reading = { writing: false, now: before };
const writing = { writing: true, now: before };

function refusal(work: () => unknown): { status: number; message: string; field?: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        status: error.statusCode,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
      };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('doorMajlis', () => {
  it('opens the majlis asked for, to the owner, staff and an usher link for every majlis', () => {
    for (const caller of [owner, { via: 'staff' } as const, allMajlisUsher]) {
      expect(doorMajlis(list, caller, 'bt', writing).id).toBe('bt');
    }
  });

  it('opens an usher link for one majlis on its majlis, asked or not, and on no other', () => {
    expect(doorMajlis(list, resepsiUsher, undefined, writing).id).toBe('rs');
    expect(doorMajlis(list, resepsiUsher, 'rs', writing).id).toBe('rs');
    expect(refusal(() => doorMajlis(list, resepsiUsher, 'ak', reading))).toEqual({
      status: 403,
      message: CHECK_IN_MESSAGES.usherOtherMajlis('Majlis Resepsi'),
    });
  });

  it('refuses an usher link whose majlis was removed from the card', () => {
    expect(refusal(() => doorMajlis([akad], resepsiUsher, undefined, reading))).toEqual({
      status: 403,
      message: CHECK_IN_MESSAGES.usherMajlisGone,
    });
  });

  it('answers a majlis not on the card as not found', () => {
    expect(refusal(() => doorMajlis(list, owner, 'zz', reading))).toEqual({
      status: 404,
      message: CHECK_IN_MESSAGES.majlisUnknown,
    });
  });

  it('needs no choice on a card of one majlis', () => {
    expect(doorMajlis([akad], owner, undefined, writing).id).toBe('ak');
  });

  it('reads the door of the majlis held next when none is asked, the last once all are over', () => {
    expect(doorMajlis(list, owner, undefined, reading).id).toBe('ak');
    const afterAkad = { writing: false, now: new Date('2026-12-04T12:00:00Z') };
    expect(doorMajlis(list, owner, undefined, afterAkad).id).toBe('rs');
    const allOver = { writing: false, now: new Date('2027-01-01T00:00:00Z') };
    expect(doorMajlis(list, owner, undefined, allOver).id).toBe('bt');
  });

  it('records nothing at a door it has to guess', () => {
    expect(refusal(() => doorMajlis(list, allMajlisUsher, undefined, writing))).toEqual({
      status: 400,
      message: CHECK_IN_MESSAGES.majlisChoose,
      field: 'majlis',
    });
  });
});

describe('doorMajlisChoices', () => {
  it('offers every majlis in date order, or an usher link its own alone', () => {
    expect(doorMajlisChoices(list, owner).map((m) => m.id)).toEqual(['ak', 'rs', 'bt']);
    expect(doorMajlisChoices(list, allMajlisUsher).map((m) => m.id)).toEqual(['ak', 'rs', 'bt']);
    expect(doorMajlisChoices(list, resepsiUsher).map((m) => m.id)).toEqual(['rs']);
  });
});

describe('partyInvitedTo', () => {
  it('follows the ids chosen, or the open majlis when the owner never chose', () => {
    expect(partyInvitedTo(list, null, 'rs')).toBe(true);
    expect(partyInvitedTo(list, null, 'bt')).toBe(false);
    expect(partyInvitedTo(list, ['bt'], 'bt')).toBe(true);
    expect(partyInvitedTo(list, ['bt'], 'rs')).toBe(false);
    expect(partyInvitedTo(list, ['gone'], 'gone')).toBe(false);
  });
});

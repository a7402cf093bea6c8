import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { MAX_MAJLIS, MAX_SESSIONS } from '@shared/card/card-content';
import { CARD_INPUT_MESSAGES } from '@shared/card/card-input';
import {
  NEW_SESSION_SEATS,
  addMajlis,
  moveMajlis,
  newSession,
  removeMajlis,
  setInviteOnly,
  takenIds,
  withChoice,
} from './majlis-list';

const majlis = (id: string, patch: Partial<Majlis> = {}): Majlis => ({
  id,
  kind: 'resepsi',
  title: '',
  date: '2027-03-13',
  start_time: '11:30',
  end_time: '17:00',
  location: 'Dewan Orkid',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: false,
  sessions: [],
  ...patch,
});

/** A "random" that walks through the alphabet, so ids come out predictable. */
const counting = () => {
  let n = 0;
  return () => ((n++ % 36) + 0.5) / 36;
};

describe('adding a majlis', () => {
  it('takes the kind, the last majlis’s date and the kind’s times, with a new id', () => {
    const list = [majlis('m1')];
    const added = addMajlis(list, { kind: 'bertandang', title: 'ignored' }, counting());
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.majlis).toHaveLength(2);
    const made = added.majlis.find((item) => item.id === added.id)!;
    expect(made).toMatchObject({
      kind: 'bertandang',
      title: '',
      date: '2027-03-13',
      location: '',
      invite_only: false,
      sessions: [],
    });
    expect(made.tentative.length).toBeGreaterThan(0);
    expect(takenIds(list)).not.toContain(added.id);
  });

  it('writes a new kenduri’s programme in the card’s language', () => {
    const added = addMajlis([majlis('m1')], { kind: 'resepsi', title: '' }, counting(), 'en');
    if (!added.ok) throw new Error('refused');
    const made = added.majlis.find((item) => item.id === added.id)!;
    expect(made.tentative[0]?.title).toBe('Guests arrive');
    const malay = addMajlis([majlis('m1')], { kind: 'resepsi', title: '' }, counting());
    if (!malay.ok) throw new Error('refused');
    expect(malay.majlis.find((item) => item.id === malay.id)?.tentative[0]?.title).toBe(
      'Ketibaan Tetamu',
    );
  });

  it('places it by date and time: an akad on the same morning comes first, with no programme', () => {
    const added = addMajlis([majlis('m1')], { kind: 'akad', title: '' });
    if (!added.ok) throw new Error('refused');
    expect(added.majlis.map((item) => item.kind)).toEqual(['akad', 'resepsi']);
    expect(added.majlis[0]).toMatchObject({
      start_time: '09:00',
      end_time: '11:00',
      tentative: [],
    });
  });

  it('keeps the couple’s own title for a majlis of their own', () => {
    const added = addMajlis([majlis('m1')], { kind: 'lain', title: '  Majlis Doa Selamat ' });
    if (!added.ok) throw new Error('refused');
    expect(added.majlis[1]).toMatchObject({ kind: 'lain', title: 'Majlis Doa Selamat' });
  });

  it('refuses a fifth, in the shared message', () => {
    const full = Array.from({ length: MAX_MAJLIS }, (_, i) => majlis(`m${i + 1}`));
    expect(addMajlis(full, { kind: 'akad', title: '' })).toEqual({
      ok: false,
      message: CARD_INPUT_MESSAGES.majlisTooMany,
    });
  });

  it('never reuses a session’s id for a majlis', () => {
    const list = [
      majlis('m1', {
        sessions: [
          { id: 'aaaaaaaa', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 5 },
        ],
      }),
    ];
    let calls = 0;
    // The first id tried is the session's; the next is new.
    const random = () => (calls++ < 8 ? 0 : 0.99);
    const added = addMajlis(list, { kind: 'akad', title: '' }, random);
    expect(added.ok && added.id).toBe('99999999');
  });
});

describe('changing what a majlis is', () => {
  it('drops a title when a kind is chosen, and keeps the couple’s own', () => {
    expect(withChoice({ kind: 'akad', title: 'Apa-apa' })).toEqual({ kind: 'akad', title: '' });
    expect(withChoice({ kind: 'lain', title: ' Kenduri Kesyukuran ' })).toEqual({
      kind: 'lain',
      title: 'Kenduri Kesyukuran',
    });
  });
});

describe('moving and removing a majlis', () => {
  const list = [majlis('a'), majlis('b'), majlis('c')];

  it('moves one place up or down, and not past either end', () => {
    expect(moveMajlis(list, 1, -1).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(moveMajlis(list, 1, 1).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(moveMajlis(list, 0, -1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(moveMajlis(list, 2, 1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes one while an open majlis stays', () => {
    expect(removeMajlis(list, 1)).toEqual({ ok: true, majlis: [list[0], list[2]] });
  });

  it('refuses to leave only majlis by invitation, or none, in the shared messages', () => {
    const invited = [majlis('a', { invite_only: true }), majlis('b')];
    expect(removeMajlis(invited, 1)).toEqual({
      ok: false,
      message: CARD_INPUT_MESSAGES.majlisOpen,
    });
    expect(removeMajlis([majlis('a')], 0)).toEqual({
      ok: false,
      message: CARD_INPUT_MESSAGES.majlisNone,
    });
  });

  it('makes a majlis by invitation only while another stays open', () => {
    const two = [majlis('a'), majlis('b')];
    const changed = setInviteOnly(two, 0, true);
    expect(changed.ok && changed.majlis.map((item) => item.invite_only)).toEqual([true, false]);
    if (!changed.ok) return;
    expect(setInviteOnly(changed.majlis, 1, true)).toEqual({
      ok: false,
      message: CARD_INPUT_MESSAGES.majlisOpen,
    });
    expect(setInviteOnly(changed.majlis, 0, false).ok).toBe(true);
  });
});

describe('a new session', () => {
  it('takes the majlis’s times first, then follows the last session for as long', () => {
    const first = newSession({ start_time: '11:00', end_time: '16:00' }, [], ['m1']);
    expect(first).toMatchObject({
      session: {
        label: 'Sesi 1',
        start_time: '11:00',
        end_time: '16:00',
        seats: NEW_SESSION_SEATS,
      },
      lastEndsAt: null,
    });
    const second = newSession(
      { start_time: '11:00', end_time: '16:00' },
      [{ start_time: '11:00', end_time: '13:00' }],
      ['m1'],
    );
    expect(second).toMatchObject({
      session: { label: 'Sesi 2', start_time: '13:00', end_time: '15:00' },
      lastEndsAt: null,
    });
  });

  it('stays within the majlis’s time', () => {
    const third = newSession(
      { start_time: '11:00', end_time: '16:00' },
      [
        { start_time: '11:00', end_time: '13:00' },
        { start_time: '13:00', end_time: '15:00' },
      ],
      ['m1'],
    );
    expect(third?.session).toMatchObject({ start_time: '15:00', end_time: '16:00' });
  });

  it('splits the last session in two when it runs to the majlis’s end', () => {
    const split = newSession(
      { start_time: '11:00', end_time: '17:00' },
      [{ start_time: '11:00', end_time: '17:00' }],
      ['m1'],
    );
    expect(split).toMatchObject({
      session: { label: 'Sesi 2', start_time: '14:00', end_time: '17:00' },
      lastEndsAt: '14:00',
    });
    const late = newSession(
      { start_time: '20:00', end_time: '00:30' },
      [{ start_time: '22:00', end_time: '00:30' }],
      ['m1'],
    );
    expect(late).toMatchObject({
      session: { start_time: '23:15', end_time: '00:30' },
      lastEndsAt: '23:15',
    });
  });

  it('is refused past MAX_SESSIONS', () => {
    const sessions = Array.from({ length: MAX_SESSIONS }, () => ({
      start_time: '11:00',
      end_time: '12:00',
    }));
    expect(newSession({ start_time: '11:00', end_time: '16:00' }, sessions, [])).toBeNull();
  });
});

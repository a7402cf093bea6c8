import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { changeMajlis, majlisAt } from './change-majlis';

const majlis = (id: string, date: string): Majlis => ({
  id,
  kind: 'resepsi',
  title: '',
  date,
  start_time: '11:00',
  end_time: '16:00',
  location: 'Dewan Orkid',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: false,
  sessions: [],
});

describe('a change to one majlis of the card', () => {
  const content = { majlis: [majlis('m1', '2027-03-13'), majlis('m2', '2027-03-14')] };

  it('changes that majlis only, keeping its id and the list’s order', () => {
    const { majlis: list } = changeMajlis(content, 1, { date: '2027-03-20', location: 'Rumah' });
    expect(list).toEqual([
      content.majlis[0],
      { ...content.majlis[1], date: '2027-03-20', location: 'Rumah' },
    ]);
    expect(list[0]).toBe(content.majlis[0]);
    expect(content.majlis[1]?.date).toBe('2027-03-14');
  });

  it('refuses a majlis the card does not have', () => {
    expect(majlisAt(content, 0).id).toBe('m1');
    expect(() => majlisAt(content, 2)).toThrow(RangeError);
    expect(() => changeMajlis(content, 2, { date: '2027-03-20' })).toThrow(RangeError);
  });
});

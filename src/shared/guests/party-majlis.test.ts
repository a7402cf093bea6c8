import { describe, expect, it } from 'vitest';
import type { Majlis } from '../card/card-content';
import { sampleCardContent } from '../card/sample-card';
import type { PartyAtMajlis } from './party-majlis';
import {
  PARTY_MAJLIS_MESSAGES,
  invitedMajlisIds,
  majlisNames,
  partyMajlisChoice,
  partyMajlisProblem,
  partyMajlisSchema,
  progressAt,
  readMajlisIds,
  totalsByMajlis,
} from './party-majlis';

const resepsi: Majlis = {
  ...sampleCardContent(new Date(2026, 10, 21)).majlis[0]!,
  id: 'res1',
  date: '2027-03-20',
};
const akad: Majlis = { ...resepsi, id: 'akad1', kind: 'akad', invite_only: true };
const bertandang: Majlis = { ...resepsi, id: 'btd1', kind: 'bertandang', date: '2027-04-03' };
const list = [akad, resepsi, bertandang];

const party = (extra: Partial<PartyAtMajlis> = {}): PartyAtMajlis => ({
  sentAt: null,
  openedAt: null,
  rsvp: null,
  invitedMajlis: ['res1', 'btd1'],
  ...extra,
});

describe('the majlis a party is invited to', () => {
  it('takes one to four ids, or null for the card’s open majlis', () => {
    expect(partyMajlisSchema.parse(null)).toBeNull();
    expect(partyMajlisSchema.parse(['akad1'])).toEqual(['akad1']);
    for (const [bad, message] of [
      [[], PARTY_MAJLIS_MESSAGES.none],
      [['AKAD'], PARTY_MAJLIS_MESSAGES.unknown],
      [[1], PARTY_MAJLIS_MESSAGES.unknown],
      ['akad1', PARTY_MAJLIS_MESSAGES.none],
      [['a1', 'a2', 'a3', 'a4', 'a5'], PARTY_MAJLIS_MESSAGES.twice],
    ] as const) {
      const result = partyMajlisSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it('refuses a majlis the card does not have, or one chosen twice, naming its box', () => {
    expect(partyMajlisProblem(['akad1', 'res1'], list)).toBeNull();
    expect(partyMajlisProblem(['res1', 'gone1'], list)).toEqual({
      message: PARTY_MAJLIS_MESSAGES.unknown,
      field: 'majlis.1',
    });
    expect(partyMajlisProblem(['res1', 'res1'], list)).toEqual({
      message: PARTY_MAJLIS_MESSAGES.twice,
      field: 'majlis.1',
    });
  });

  it('keeps null when the boxes ticked are the open majlis, else the ids in the card’s order', () => {
    expect(partyMajlisChoice(['btd1', 'res1'], list)).toBeNull();
    expect(partyMajlisChoice(['res1', 'akad1'], list)).toEqual(['akad1', 'res1']);
    expect(partyMajlisChoice(['res1'], list)).toEqual(['res1']);
  });

  it('invites a party never chosen for to the open majlis, and ignores a majlis since removed', () => {
    expect(invitedMajlisIds(list, null)).toEqual(['res1', 'btd1']);
    expect(invitedMajlisIds(list, ['gone1', 'akad1'])).toEqual(['akad1']);
  });

  it('reads the kept ids, and anything else as the default', () => {
    expect(readMajlisIds(null)).toBeNull();
    expect(readMajlisIds('["akad1",2,"res1"]')).toEqual(['akad1', 'res1']);
    expect(readMajlisIds('{"a":1}')).toBeNull();
    expect(readMajlisIds('not json')).toBeNull();
  });

  it('names each majlis by its title, with its date when two share one', () => {
    const second = { ...resepsi, id: 'res2', date: '2027-05-01' };
    const named = majlisNames([akad, resepsi, second, { ...bertandang, title: 'Di Ipoh' }]);
    expect([...named.values()]).toEqual([
      'Akad Nikah',
      'Majlis Resepsi (20 Mac 2027)',
      'Majlis Resepsi (1 Mei 2027)',
      'Di Ipoh',
    ]);
    const english = majlisNames([akad, resepsi, second, { ...bertandang, title: 'Di Ipoh' }], 'en');
    expect([...english.values()]).toEqual([
      'Solemnisation',
      'Wedding Reception (20 March 2027)',
      'Wedding Reception (1 May 2027)',
      'Di Ipoh',
    ]);
  });
});

describe('a party at one majlis', () => {
  const answered = party({
    sentAt: '2026-11-25T01:00:00Z',
    invitedMajlis: ['akad1', 'res1'],
    rsvp: {
      attending: true,
      guests: 3,
      majlis: [{ id: 'res1', attending: true, guests: 3, sessionId: 's1' }],
    },
  });

  it('has replied there when its RSVP answered that majlis, else not yet', () => {
    expect(progressAt(answered, 'res1').rsvp).toEqual({ attending: true, guests: 3 });
    expect(progressAt(answered, 'akad1')).toEqual({
      sentAt: '2026-11-25T01:00:00Z',
      openedAt: null,
      rsvp: null,
    });
  });

  it('counts each majlis’s totals over the parties invited to it', () => {
    const declined = party({
      invitedMajlis: ['akad1'],
      rsvp: {
        attending: false,
        guests: 2,
        majlis: [{ id: 'akad1', attending: false, guests: 2, sessionId: null }],
      },
    });
    const totals = totalsByMajlis([answered, declined, party()], ['akad1', 'res1', 'btd1']);
    expect(totals).toEqual([
      {
        majlisId: 'akad1',
        totals: { invited: 2, sent: 1, opened: 0, replied: 1, attending: 0, expectedGuests: 0 },
      },
      {
        majlisId: 'res1',
        totals: { invited: 2, sent: 1, opened: 0, replied: 1, attending: 1, expectedGuests: 3 },
      },
      {
        majlisId: 'btd1',
        totals: { invited: 1, sent: 0, opened: 0, replied: 0, attending: 0, expectedGuests: 0 },
      },
    ]);
  });
});

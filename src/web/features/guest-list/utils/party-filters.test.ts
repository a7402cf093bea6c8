import { describe, expect, it } from 'vitest';
import type { GuestParty } from '@shared/schemas/guest-list';
import { guestParty } from '@shared/schemas/guest-list.fixtures';
import { filterParties, groupSuggestions } from './party-filters';

const party = (name: string, phone: string, extra: Partial<GuestParty> = {}): GuestParty =>
  guestParty({
    id: name,
    name,
    phone,
    allowance: 1,
    link: `https://jemput.test/kad/x/${name}`,
    ...extra,
  });

const sent = '2026-11-25T01:00:00Z';
const parties = [
  party('Pak Long Hamid', '60123456789', { group: 'Keluarga Lelaki' }),
  party('Nur Élya', '60198765432', { status: 'sent', sentAt: sent }),
  party('Mak Ngah', '60177777777', {
    status: 'attending',
    sentAt: sent,
    rsvp: {
      attending: true,
      guests: 2,
      majlis: [
        { id: 'akad1', attending: false, guests: 2, sessionId: null, checkedInAt: null },
        { id: 'resepsi1', attending: true, guests: 2, sessionId: 'sesi1', checkedInAt: null },
      ],
    },
    group: 'Keluarga Lelaki',
    majlis: ['akad1', 'resepsi1'],
    invitedMajlis: ['akad1', 'resepsi1'],
  }),
  // Invited to the akad after answering for the resepsi: no reply there yet.
  party('Cik Ros', '60134445555', {
    status: 'attending',
    sentAt: sent,
    rsvp: {
      attending: true,
      guests: 1,
      majlis: [
        { id: 'resepsi1', attending: true, guests: 1, sessionId: 'sesi2', checkedInAt: null },
      ],
    },
    majlis: ['akad1', 'resepsi1'],
    invitedMajlis: ['akad1', 'resepsi1'],
  }),
];
const names = (found: GuestParty[]) => found.map((p) => p.name);
const all = { search: '', group: null, status: 'all' } as const;

describe('the guest list’s search and filters', () => {
  it('finds a name in any case and without its accents', () => {
    expect(names(filterParties(parties, { ...all, search: 'long ham' }))).toEqual([
      'Pak Long Hamid',
    ]);
    expect(names(filterParties(parties, { ...all, search: 'ELYA' }))).toEqual(['Nur Élya']);
  });

  it('finds a phone by its local or international digits', () => {
    expect(names(filterParties(parties, { ...all, search: '012-345' }))).toEqual([
      'Pak Long Hamid',
    ]);
    expect(names(filterParties(parties, { ...all, search: '60198' }))).toEqual(['Nur Élya']);
    expect(names(filterParties(parties, { ...all, search: '7777' }))).toEqual(['Mak Ngah']);
  });

  it('filters by group and by status; Belum balas is who was invited and did not reply', () => {
    expect(names(filterParties(parties, { ...all, group: 'Keluarga Lelaki' }))).toEqual([
      'Pak Long Hamid',
      'Mak Ngah',
    ]);
    expect(names(filterParties(parties, { ...all, group: '' }))).toEqual(['Nur Élya', 'Cik Ros']);
    expect(names(filterParties(parties, { ...all, status: 'awaiting-reply' }))).toEqual([
      'Nur Élya',
    ]);
    expect(names(filterParties(parties, { ...all, status: 'attending' }))).toEqual([
      'Mak Ngah',
      'Cik Ros',
    ]);
  });

  it('filters by majlis: the parties invited to it, by where they stand there', () => {
    const akad = { ...all, majlis: 'akad1' };
    expect(names(filterParties(parties, akad))).toEqual(['Mak Ngah', 'Cik Ros']);
    expect(names(filterParties(parties, { ...akad, status: 'declined' }))).toEqual(['Mak Ngah']);
    expect(names(filterParties(parties, { ...akad, status: 'awaiting-reply' }))).toEqual([
      'Cik Ros',
    ]);
    const resepsi = { ...all, majlis: 'resepsi1', status: 'attending' } as const;
    expect(names(filterParties(parties, resepsi))).toEqual(['Mak Ngah', 'Cik Ros']);
    expect(names(filterParties(parties, { ...all, majlis: 'btd1' }))).toEqual([]);
  });

  it('filters by session: the parties whose answer for the majlis took it', () => {
    const resepsi = { ...all, majlis: 'resepsi1' };
    expect(names(filterParties(parties, { ...resepsi, session: 'sesi1' }))).toEqual(['Mak Ngah']);
    expect(names(filterParties(parties, { ...resepsi, session: 'sesi2' }))).toEqual(['Cik Ros']);
    expect(names(filterParties(parties, { ...resepsi, session: null }))).toHaveLength(4);
    // A session is of the majlis chosen: the akad's answers took none.
    expect(names(filterParties(parties, { ...all, majlis: 'akad1', session: 'sesi1' }))).toEqual(
      [],
    );
    // Not coming keeps no session, whatever the answer carried.
    const notComing = party('Mak Su', '60112223333', {
      rsvp: {
        attending: false,
        guests: 1,
        majlis: [
          { id: 'resepsi1', attending: false, guests: 1, sessionId: 'sesi1', checkedInAt: null },
        ],
      },
    });
    expect(filterParties([notComing], { ...resepsi, session: 'sesi1' })).toEqual([]);
  });

  it('suggests the owner’s groups first, then the usual ones', () => {
    const usual = ['Groom’s family', 'Keluarga Lelaki', 'Work friends'];
    expect(groupSuggestions(parties, usual)).toEqual([
      'Keluarga Lelaki',
      'Groom’s family',
      'Work friends',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { GuestParty } from '@shared/schemas/guest-list';
import { guestParty } from '@shared/schemas/guest-list.fixtures';
import { sendQueue } from './message-flows';
import { filterParties } from './party-filters';

const party = (id: string, extra: Partial<GuestParty> = {}): GuestParty =>
  guestParty({
    id,
    name: id,
    status: 'sent',
    sentAt: '2027-02-01T01:00:00Z',
    invitedMajlis: ['akad1', 'resepsi1'],
    link: `https://jemput.test/kad/x/${id}`,
    ...extra,
  });
const answer = (id: string, attending: boolean) => ({
  id,
  attending,
  guests: 2,
  sessionId: null,
  checkedInAt: null,
});

const AT = '2027-03-12T02:00:00Z';
const parties = [
  party('akad-saja', {
    rsvp: {
      attending: true,
      guests: 2,
      majlis: [answer('akad1', true), answer('resepsi1', false)],
    },
  }),
  party('dua-dua', {
    rsvp: { attending: true, guests: 2, majlis: [answer('akad1', true), answer('resepsi1', true)] },
    dayBefore: [{ majlisId: 'akad1', sentAt: AT }],
  }),
  party('tidak', {
    rsvp: { attending: false, guests: 1, majlis: [answer('akad1', false)] },
    thankedAt: AT,
  }),
  party('belum-balas'),
];

describe('the send flows after the invitation', () => {
  it('reminds the parties coming to the majlis not yet reminded for it', () => {
    expect(sendQueue('day-before', parties, 'akad1')).toEqual(['akad-saja']);
    expect(sendQueue('day-before', parties, 'resepsi1')).toEqual(['dua-dua']);
    expect(sendQueue('day-before', parties)).toEqual([]);
  });

  it('thanks the parties that replied and are not thanked yet', () => {
    expect(sendQueue('thanks', parties)).toEqual(['akad-saja', 'dua-dua']);
  });

  it('filters the reminded (at the majlis chosen) and the thanked', () => {
    const names = (found: GuestParty[]) => found.map((one) => one.id);
    const filter = { search: '', group: null };
    expect(names(filterParties(parties, { ...filter, status: 'reminded' }))).toEqual(['dua-dua']);
    expect(
      names(filterParties(parties, { ...filter, status: 'reminded', majlis: 'resepsi1' })),
    ).toEqual([]);
    expect(names(filterParties(parties, { ...filter, status: 'thanked' }))).toEqual(['tidak']);
  });
});

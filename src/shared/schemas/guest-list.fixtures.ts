import type { GuestParty } from './guest-list';

/**
 * A party on a guest list for the unit tests (not the service's code): Pak Long's family, not yet
 * sent, invited to the resepsi only, no answer; `extra` sets what a test is about.
 */
export const guestParty = (extra: Partial<GuestParty> = {}): GuestParty => ({
  id: 'pihak0000001',
  name: 'Keluarga Pak Long',
  phone: '60123456789',
  allowance: 2,
  group: '',
  note: '',
  status: 'not-sent',
  sentAt: null,
  remindedAt: null,
  openedAt: null,
  dayBefore: [],
  thankedAt: null,
  rsvp: null,
  majlis: null,
  invitedMajlis: ['resepsi1'],
  link: 'https://jemput.test/kad/x/pihak0000001',
  ...extra,
});

import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import type { Invitation } from '@shared/schemas/invitation';
import { partyFormStart, partyGuestsLimit, sentAnswer } from './party-form';

const invitation: Invitation = {
  name: 'Pak Cik Hamid',
  phoneNumber: '012-345 6789',
  allowance: 2,
  answer: null,
  pass: null,
};

describe("a party's RSVP form", () => {
  it('starts from its name and phone, one guest, attending', () => {
    expect(partyFormStart(invitation)).toEqual({
      name: 'Pak Cik Hamid',
      phoneNumber: '012-345 6789',
      email: '',
      guests: '1',
      attending: 'yes',
      ucapan: '',
    });
  });

  it('starts from its earlier answer', () => {
    const answer = { attending: false, guests: 2, email: 'hamid@contoh.my', ucapan: 'Tahniah!' };
    expect(partyFormStart({ ...invitation, answer })).toMatchObject({
      email: 'hamid@contoh.my',
      guests: '2',
      attending: 'no',
      ucapan: 'Tahniah!',
    });
  });

  it('keeps an earlier answer within an allowance the owner has lowered since', () => {
    const answer = { attending: true, guests: 5, email: null, ucapan: null };
    expect(partyFormStart({ ...invitation, answer })).toMatchObject({
      guests: '2',
      attending: 'yes',
      email: '',
      ucapan: '',
    });
  });

  it('caps the guests at the allowance, saying so under the field', () => {
    expect(partyGuestsLimit(2)).toEqual({
      max: 2,
      hint: 'Jemputan anda untuk 2 orang.',
      message: INVITATION_MESSAGES.overAllowance(2),
    });
  });

  it('remembers the answer sent as the invitation gives it back', () => {
    const input = { name: 'Hamid', phoneNumber: '0123456789', attending: true, guests: '2' };
    expect(sentAnswer({ ...input, email: ' Hamid@Contoh.MY ', ucapan: ' Tahniah ' })).toEqual({
      attending: true,
      guests: 2,
      email: 'hamid@contoh.my',
      ucapan: 'Tahniah',
    });
    expect(sentAnswer({ ...input, email: '', ucapan: '' })).toMatchObject({
      email: null,
      ucapan: null,
    });
  });
});

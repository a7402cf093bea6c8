import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@shared/guests/personal-link';
import { malay } from '@shared/i18n/rule-words-in';
import type { Invitation } from '@shared/schemas/invitation';
import type { CardMessages } from '@shared/i18n/card-words';
import { cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };
import { cardSay } from '@web/i18n/card-words';
import { partyFormStart, partyGuestsLimit, sentAnswer } from './party-form';

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };

const invitation: Invitation = {
  name: 'Pak Cik Hamid',
  phoneNumber: '012-345 6789',
  allowance: 2,
  majlis: [],
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
    const answer = {
      attending: false,
      guests: 2,
      email: 'hamid@contoh.my',
      ucapan: 'Tahniah!',
      majlis: [],
    };
    expect(partyFormStart({ ...invitation, answer })).toMatchObject({
      email: 'hamid@contoh.my',
      guests: '2',
      attending: 'no',
      ucapan: 'Tahniah!',
    });
  });

  it('keeps an earlier answer within an allowance the owner has lowered since', () => {
    const answer = { attending: true, guests: 5, email: null, ucapan: null, majlis: [] };
    expect(partyFormStart({ ...invitation, answer })).toMatchObject({
      guests: '2',
      attending: 'yes',
      email: '',
      ucapan: '',
    });
  });

  it('starts each majlis from its earlier answer, within the allowance, with the seats it holds', () => {
    const answer = {
      attending: true,
      guests: 4,
      email: null,
      ucapan: null,
      majlis: [
        { id: 'akad1', attending: false, guests: 1, session: null },
        { id: 'resepsi1', attending: true, guests: 4, session: 'sesi2' },
      ],
    };
    expect(partyFormStart({ ...invitation, answer })).toMatchObject({
      majlis: {
        akad1: { attending: 'no', guests: '1', session: '' },
        resepsi1: { attending: 'yes', guests: '2', session: 'sesi2' },
      },
      // Its own four seats are free to it when it answers again.
      heldSeats: { sesi2: 4 },
    });
    expect(partyFormStart(invitation)).not.toHaveProperty('majlis');
  });

  it('caps the guests at the allowance, saying so under the field', () => {
    expect(partyGuestsLimit(cardSay(cardWordsIn('ms', CATALOGUES)), 2)).toEqual({
      max: 2,
      hint: 'Jemputan anda untuk 2 orang.',
      message: malay(INVITATION_MESSAGES.overAllowance(2)),
    });
    // A card in both: the Malay, then the English.
    expect(partyGuestsLimit(cardSay(cardWordsIn('both', CATALOGUES)), 1)).toEqual({
      max: 1,
      hint: 'Jemputan anda untuk 1 orang.\nYour invitation is for 1 person.',
      message: `${malay(INVITATION_MESSAGES.overAllowance(1))}\nYour invitation is for 1 person only. Please lower the number of guests.`,
    });
  });

  it('remembers the answer sent as the invitation gives it back', () => {
    const input = { name: 'Hamid', phoneNumber: '0123456789', attending: true, guests: '2' };
    expect(sentAnswer({ ...input, email: ' Hamid@Contoh.MY ', ucapan: ' Tahniah ' })).toEqual({
      attending: true,
      guests: 2,
      email: 'hamid@contoh.my',
      ucapan: 'Tahniah',
      majlis: [],
    });
    expect(sentAnswer({ ...input, email: '', ucapan: '' })).toMatchObject({
      email: null,
      ucapan: null,
    });
  });

  it('remembers the answer sent to each majlis', () => {
    const input = {
      name: 'Hamid',
      phoneNumber: '0123456789',
      attending: true,
      guests: 2,
      majlis: [
        { id: 'akad1', attending: false, session: 'sesi1' },
        { id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' },
      ],
    };
    expect(sentAnswer(input).majlis).toEqual([
      { id: 'akad1', attending: false, guests: 2, session: null },
      { id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' },
    ]);
  });
});

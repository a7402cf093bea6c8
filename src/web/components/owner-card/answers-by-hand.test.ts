import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import { sampleCardContent } from '@shared/card/sample-card';
import { answersByHandBodySchema } from '@shared/schemas/answers-by-hand';
import type { GuestParty } from '@shared/schemas/guest-list';
import { guestParty } from '@shared/schemas/guest-list.fixtures';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import type { RsvpTotals } from '@shared/schemas/rsvp-majlis';
import {
  bodyByHand,
  freeByHand,
  guestByHand,
  majlisByHand,
  problemsByHand,
  refusalByHand,
  startingByHand,
} from './answers-by-hand';

const base = sampleCardContent(new Date('2031-01-01T00:00:00Z')).majlis[0]!;
// In the couple's order: the resepsi first, the akad (by invitation only) the evening before.
const RESEPSI: Majlis = {
  ...base,
  id: 'resepsi1',
  kind: 'resepsi',
  date: '2031-05-10',
  start_time: '11:00',
  invite_only: false,
  sessions: [
    { id: 'sesi1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 10 },
    { id: 'sesi2', label: 'Sesi 2', start_time: '13:30', end_time: '16:00', seats: 80 },
  ],
};
const AKAD: Majlis = {
  ...base,
  id: 'akad1',
  kind: 'akad',
  date: '2031-05-09',
  start_time: '20:30',
  invite_only: true,
  sessions: [],
};
const CARD = [RESEPSI, AKAD];

function party(overrides: Partial<GuestParty> = {}): GuestParty {
  return guestParty({
    name: 'Mak Long Som',
    allowance: 4,
    status: 'sent',
    majlis: ['akad1', 'resepsi1'],
    invitedMajlis: ['resepsi1', 'akad1'],
    link: 'http://localhost/kad/abc/token',
    ...overrides,
  });
}

function rsvp(overrides: Partial<OwnerRsvp> = {}): OwnerRsvp {
  return {
    id: 'r'.repeat(16),
    name: 'Cik Zaleha',
    phoneNumber: '012-345 6789',
    email: null,
    guests: 3,
    attending: true,
    checkedIn: false,
    ucapan: null,
    wishHidden: false,
    created_at: '2031-04-01T00:00:00.000Z',
    fromList: false,
    majlis: [
      {
        id: 'resepsi1',
        attending: true,
        guests: 3,
        sessionId: 'sesi2',
        checkedIn: false,
        checkedInAt: null,
      },
    ],
    ...overrides,
  };
}

const ids = (list: readonly Majlis[]) => list.map((one) => one.id);

describe('the majlis the owner answers for a guest', () => {
  it('are a party’s invited majlis, in date order', () => {
    expect(ids(majlisByHand(CARD, guestByHand({ party: party() })))).toEqual(['akad1', 'resepsi1']);
    const friend = party({ majlis: null, invitedMajlis: ['resepsi1'] });
    expect(ids(majlisByHand(CARD, guestByHand({ party: friend })))).toEqual(['resepsi1']);
  });

  it('are the open majlis for an RSVP through the card’s link, its answered ones through a party’s', () => {
    expect(ids(majlisByHand(CARD, guestByHand({ rsvp: rsvp() })))).toEqual(['resepsi1']);
    const family = rsvp({
      fromList: true,
      majlis: [{ ...rsvp().majlis[0]!, id: 'akad1', sessionId: null }, { ...rsvp().majlis[0]! }],
    });
    expect(ids(majlisByHand(CARD, guestByHand({ rsvp: family })))).toEqual(['akad1', 'resepsi1']);
  });

  it('fall back to the open majlis when a party’s RSVP answered only majlis since removed', () => {
    const gone = rsvp({ fromList: true, majlis: [{ ...rsvp().majlis[0]!, id: 'hilang1' }] });
    expect(ids(majlisByHand(CARD, guestByHand({ rsvp: gone })))).toEqual(['resepsi1']);
  });
});

describe('where the owner’s form starts', () => {
  it('a party that never replied: Hadir with its allowance, 20 at most', () => {
    const asked = majlisByHand(CARD, guestByHand({ party: party() }));
    expect(startingByHand(asked, guestByHand({ party: party() }))).toEqual({
      akad1: { attending: 'yes', guests: '4', session: '' },
      resepsi1: { attending: 'yes', guests: '4', session: '' },
    });
    const clan = guestByHand({ party: party({ allowance: 30 }) });
    expect(startingByHand(asked, clan).akad1?.guests).toBe('20');
  });

  it('a party’s answer at each majlis it answered, and a majlis added since starts anew', () => {
    const answered = party({
      rsvp: {
        attending: true,
        guests: 2,
        majlis: [
          { id: 'resepsi1', attending: false, guests: 2, sessionId: null, checkedInAt: null },
        ],
      },
    });
    const guest = guestByHand({ party: answered });
    expect(guest.answered).toBe(true);
    expect(startingByHand(majlisByHand(CARD, guest), guest)).toEqual({
      akad1: { attending: 'yes', guests: '4', session: '' },
      resepsi1: { attending: 'no', guests: '2', session: '' },
    });
  });

  it('an RSVP’s own answer, with its session', () => {
    const guest = guestByHand({ rsvp: rsvp() });
    expect(startingByHand(majlisByHand(CARD, guest), guest)).toEqual({
      resepsi1: { attending: 'yes', guests: '3', session: 'sesi2' },
    });
  });
});

describe('what the owner’s form sends', () => {
  const asked = [AKAD, RESEPSI];

  it('an answer per majlis, the session only when coming to a majlis with sessions', () => {
    const body = bodyByHand(asked, {
      akad1: { attending: 'yes', guests: ' 2 ', session: '' },
      resepsi1: { attending: 'yes', guests: '3', session: 'sesi1' },
    });
    expect(body).toEqual({
      majlis: [
        { id: 'akad1', attending: true, guests: '2' },
        { id: 'resepsi1', attending: true, guests: '3', session: 'sesi1' },
      ],
    });
    expect(answersByHandBodySchema.safeParse(body).success).toBe(true);
  });

  it('not coming: the people typed when they are a number, else one', () => {
    expect(
      bodyByHand(asked, {
        akad1: { attending: 'no', guests: '5', session: '' },
        resepsi1: { attending: 'no', guests: 'abc', session: 'sesi1' },
      }),
    ).toEqual({
      majlis: [
        { id: 'akad1', attending: false, guests: 5 },
        { id: 'resepsi1', attending: false, guests: 1 },
      ],
    });
  });
});

describe('the seats and the checks before sending', () => {
  const totals: RsvpTotals = {
    majlis: [
      {
        majlisId: 'resepsi1',
        coming: { parties: 2, guests: 12 },
        notComing: { parties: 0, guests: 0 },
        notReplied: 0,
        checkedIn: { parties: 0, guests: 0 },
        sessions: [
          {
            sessionId: 'sesi1',
            coming: { parties: 1, guests: 10 },
            checkedIn: { parties: 0, guests: 0 },
            seats: 10,
            left: 0,
          },
          {
            sessionId: 'sesi2',
            coming: { parties: 1, guests: 3 },
            checkedIn: { parties: 0, guests: 0 },
            seats: 80,
            left: 77,
          },
        ],
      },
    ],
  };

  it('free to the guest: the seats left, and those its own answer holds', () => {
    expect(freeByHand(undefined, guestByHand({ rsvp: rsvp() }))).toBeNull();
    const inSesi1 = rsvp({ majlis: [{ ...rsvp().majlis[0]!, guests: 4, sessionId: 'sesi1' }] });
    expect(freeByHand(totals, guestByHand({ rsvp: inSesi1 }))).toEqual(
      new Map([
        ['sesi1', 4],
        ['sesi2', 77],
      ]),
    );
  });

  it('say the people, a missing session and a full one beside their majlis', () => {
    const free = freeByHand(totals, guestByHand({ party: party() }));
    const asked = [AKAD, RESEPSI];
    expect(
      problemsByHand(
        asked,
        {
          akad1: { attending: 'yes', guests: '0', session: '' },
          resepsi1: { attending: 'yes', guests: '2', session: '' },
        },
        free,
      ),
    ).toEqual({
      akad1: { guests: RSVP_MESSAGES.guests },
      resepsi1: { session: MAJLIS_ANSWER_MESSAGES.session },
    });
    expect(
      problemsByHand(
        asked,
        {
          akad1: { attending: 'no', guests: 'x', session: '' },
          resepsi1: { attending: 'yes', guests: '2', session: 'sesi1' },
        },
        free,
      ),
    ).toEqual({ resepsi1: { session: MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1') } });
    expect(
      problemsByHand(
        asked,
        {
          akad1: { attending: 'yes', guests: '20', session: '' },
          resepsi1: { attending: 'yes', guests: '2', session: 'sesi2' },
        },
        free,
      ),
    ).toEqual({});
  });
});

describe('the server’s refusal', () => {
  const asked = [AKAD, RESEPSI];

  it('shows beside the majlis and field it names', () => {
    const full = MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1');
    expect(refusalByHand(asked, 'majlis.1.session', full)).toEqual({
      majlis: { resepsi1: { session: full } },
      form: null,
    });
    expect(refusalByHand(asked, 'majlis.0.guests', RSVP_MESSAGES.guests)).toEqual({
      majlis: { akad1: { guests: RSVP_MESSAGES.guests } },
      form: null,
    });
    expect(refusalByHand(asked, 'majlis.0', MAJLIS_ANSWER_MESSAGES.notInvited)).toEqual({
      majlis: { akad1: { answer: MAJLIS_ANSWER_MESSAGES.notInvited } },
      form: null,
    });
  });

  it('over the form when it names no majlis', () => {
    expect(refusalByHand(asked, 'majlis', MAJLIS_ANSWER_MESSAGES.missing)).toEqual({
      majlis: {},
      form: MAJLIS_ANSWER_MESSAGES.missing,
    });
    expect(refusalByHand(asked, undefined, RSVP_MESSAGES.full)).toEqual({
      majlis: {},
      form: RSVP_MESSAGES.full,
    });
  });
});

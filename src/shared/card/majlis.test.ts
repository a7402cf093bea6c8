import { describe, expect, it } from 'vitest';
import type { Majlis } from './card-content';
import { CARD_INPUT_MESSAGES, cardInputSchema } from './card-input';
import {
  firstMajlis,
  majlisInDateOrder,
  majlisTimes,
  majlisTitle,
  newMajlisId,
  nextMajlis,
  openMajlisIds,
  rsvpClosed,
  seatsFit,
  seatsLeft,
  visibleMajlis,
  weddingHeld,
} from './majlis';
import { akad as openAkad, bertandang, resepsi, sampleCard } from './majlis.fixtures';

/** The akad here is by invitation only. */
const akad: Majlis = { ...openAkad, invite_only: true };

describe('majlis titles and order', () => {
  it('shows the couple’s own title, or the kind’s', () => {
    expect(majlisTitle(akad)).toBe('Akad Nikah');
    expect(majlisTitle({ kind: 'lain', title: '' })).toBe('Majlis');
    expect(majlisTitle({ kind: 'resepsi', title: ' Walimatulurus ' })).toBe('Walimatulurus');
  });

  it('orders by date, then start time, then the couple’s order', () => {
    const morning = { ...resepsi, id: 'pagi1', start_time: '09:00' };
    const alsoEleven = { ...resepsi, id: 'sama1' };
    expect(
      majlisInDateOrder([bertandang, resepsi, alsoEleven, morning, akad]).map((m) => m.id),
    ).toEqual(['akad1', 'pagi1', 'm1', 'sama1', 'btd1']);
    expect(firstMajlis([bertandang, resepsi]).id).toBe('m1');
  });

  it('carries an evening majlis past midnight', () => {
    const late = majlisTimes({ date: '2027-03-19', start_time: '21:00', end_time: '00:30' });
    expect(late?.end.toISOString()).toBe('2027-03-19T16:30:00.000Z');
    expect(majlisTimes({ date: '2027-02-30', start_time: '21:00', end_time: '22:00' })).toBeNull();
  });
});

describe('the next majlis (what the countdown waits for)', () => {
  const list = [bertandang, resepsi, akad];

  it('is the earliest not yet over, in Malaysian time', () => {
    expect(nextMajlis(list, new Date('2027-03-01T00:00:00Z'))?.id).toBe('akad1');
    // The akad ends 22:00 on 19 March in Kuala Lumpur (14:00 UTC).
    expect(nextMajlis(list, new Date('2027-03-19T13:59:59Z'))?.id).toBe('akad1');
    expect(nextMajlis(list, new Date('2027-03-19T14:00:00Z'))?.id).toBe('m1');
    expect(nextMajlis(list, new Date('2027-03-25T00:00:00Z'))?.id).toBe('btd1');
  });

  it('is none once the last majlis is over', () => {
    expect(nextMajlis(list, new Date('2027-04-03T09:00:00Z'))).toBeNull();
  });
});

describe('the wedding held (the card after the day)', () => {
  const list = [bertandang, resepsi, akad];
  const bertandangEnd = majlisTimes(bertandang)?.end;

  it('is held only once every majlis is over, the last one too', () => {
    if (!bertandangEnd) throw new Error('the fixture has valid times');
    expect(weddingHeld(list, new Date('2027-03-25T00:00:00Z'))).toBe(false);
    expect(weddingHeld(list, new Date(bertandangEnd.getTime() - 1))).toBe(false);
    expect(weddingHeld(list, bertandangEnd)).toBe(true);
  });

  it('is never held for a card without a majlis', () => {
    expect(weddingHeld([], new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('who sees which majlis', () => {
  const list = [akad, resepsi, bertandang];

  it('the card’s own link shows the open majlis only', () => {
    expect(visibleMajlis(list, null).map((m) => m.id)).toEqual(['m1', 'btd1']);
    expect(openMajlisIds(list)).toEqual(['m1', 'btd1']);
  });

  it('a party’s link shows the majlis it is invited to, ignoring removed ones', () => {
    expect(visibleMajlis(list, ['akad1', 'm1', 'gone1']).map((m) => m.id)).toEqual(['akad1', 'm1']);
    expect(visibleMajlis(list, [])).toEqual([]);
  });
});

describe('session seats (people, not parties)', () => {
  const session = { seats: 10 };

  it('counts what is left and never below nothing', () => {
    expect(seatsLeft(session, 7)).toBe(3);
    expect(seatsLeft(session, 12)).toBe(0);
  });

  it('fits a party only when all its people fit', () => {
    expect(seatsFit(session, 7, 3)).toBe(true);
    expect(seatsFit(session, 7, 4)).toBe(false);
    expect(seatsFit(session, 10, 0)).toBe(true);
  });
});

describe('the RSVP closing date', () => {
  it('closes after its whole last day in Malaysia', () => {
    // 31 March 2027 ends at 16:00 UTC in Kuala Lumpur.
    expect(rsvpClosed('2027-03-31', new Date('2027-03-31T15:59:59Z'))).toBe(false);
    expect(rsvpClosed('2027-03-31', new Date('2027-03-31T16:00:00Z'))).toBe(true);
    expect(rsvpClosed(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('new majlis ids', () => {
  it('are short, lowercase and unlike the card’s others', () => {
    let calls = 0;
    // The first draw repeats a taken id; the next one is new.
    const draws = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    const id = newMajlisId(['aaaaaaaa'], () => draws[calls++] ?? 0.1);
    expect(id).toBe('ssssssss');
    expect(newMajlisId([])).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('a card’s majlis as the owner sends them', () => {
  const card = { ...sampleCard, majlis: [akad, resepsi] };
  const firstMessage = (input: unknown) =>
    cardInputSchema.safeParse(input).error?.issues[0]?.message;

  it('takes one to four majlis, each with its sessions', () => {
    const withSessions = {
      ...card,
      majlis: [
        akad,
        {
          ...resepsi,
          sessions: [
            { id: 's1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 10 },
            { id: 's2', label: 'Sesi 2', start_time: '13:00', end_time: '15:00', seats: 10 },
          ],
        },
      ],
    };
    expect(cardInputSchema.parse(withSessions).majlis[1]?.sessions).toHaveLength(2);
    expect(firstMessage({ ...card, majlis: [] })).toBe(CARD_INPUT_MESSAGES.majlisNone);
    const five = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ ...resepsi, id }));
    expect(firstMessage({ ...card, majlis: five })).toBe(CARD_INPUT_MESSAGES.majlisTooMany);
  });

  it('wants every majlis and session id once, in its own shape', () => {
    expect(firstMessage({ ...card, majlis: [resepsi, { ...akad, id: 'm1' }] })).toBe(
      CARD_INPUT_MESSAGES.majlisIdRepeated,
    );
    const session = { id: 'm1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 5 };
    expect(firstMessage({ ...card, majlis: [{ ...resepsi, sessions: [session] }] })).toBe(
      CARD_INPUT_MESSAGES.majlisIdRepeated,
    );
    expect(firstMessage({ ...card, majlis: [{ ...resepsi, id: 'M 1' }] })).toBe(
      CARD_INPUT_MESSAGES.majlisId,
    );
  });

  it('keeps at least one majlis open to the card’s link', () => {
    expect(firstMessage({ ...card, majlis: [akad] })).toBe(CARD_INPUT_MESSAGES.majlisOpen);
  });

  it('refuses seats outside 1 to 5000, a blank session name and a wrong kind, in Malay', () => {
    const session = { id: 's1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00' };
    for (const seats of [0, 5001, 2.5, '10']) {
      const majlis = [{ ...resepsi, sessions: [{ ...session, seats }] }];
      expect(firstMessage({ ...card, majlis }), String(seats)).toBe(
        CARD_INPUT_MESSAGES.sessionSeats,
      );
    }
    const blank = [{ ...resepsi, sessions: [{ ...session, label: ' ', seats: 5 }] }];
    expect(firstMessage({ ...card, majlis: blank })).toBe(CARD_INPUT_MESSAGES.sessionLabel);
    expect(firstMessage({ ...card, majlis: [{ ...resepsi, kind: 'kenduri' }] })).toBe(
      CARD_INPUT_MESSAGES.majlisKind,
    );
  });

  it('takes the Hijri adjustment of a day either side only', () => {
    expect(cardInputSchema.parse({ ...card, show_hijri: true, hijri_adjust: -1 })).toMatchObject({
      show_hijri: true,
      hijri_adjust: -1,
    });
    expect(firstMessage({ ...card, hijri_adjust: 2 })).toBe(CARD_INPUT_MESSAGES.hijriAdjust);
  });
});

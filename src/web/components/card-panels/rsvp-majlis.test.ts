import { describe, expect, it } from 'vitest';
import type { AskedMajlis, MajlisFormAnswers } from './rsvp-majlis';
import {
  answersInput,
  askedMajlis,
  asksEachMajlis,
  freeSeats,
  heldSeats,
  majlisOfField,
  sessionFits,
  startingAnswers,
} from './rsvp-majlis';

const majlis = (id: string, date: string, start: string, sessions = 0): AskedMajlis => ({
  id,
  kind: 'resepsi',
  title: '',
  date,
  start_time: start,
  end_time: '16:00',
  sessions: Array.from({ length: sessions }, (_, i) => ({
    id: `${id}s${i + 1}`,
    label: `Sesi ${i + 1}`,
    start_time: '11:00',
    end_time: '13:00',
    seats: 50,
  })),
});

const AKAD = majlis('akad', '2027-03-12', '20:00');
const RESEPSI = majlis('resepsi', '2027-03-13', '11:00', 2);
const BERTANDANG = majlis('tandang', '2027-03-20', '11:00');

describe('the RSVP form’s answers per majlis', () => {
  it('asks each majlis on its own only for several majlis or sessions', () => {
    expect(asksEachMajlis([AKAD])).toBe(false);
    expect(asksEachMajlis([RESEPSI])).toBe(true);
    expect(asksEachMajlis([AKAD, BERTANDANG])).toBe(true);
  });

  it('asks them in date order, whatever the couple’s order', () => {
    expect(askedMajlis([BERTANDANG, RESEPSI, AKAD]).map((m) => m.id)).toEqual([
      'akad',
      'resepsi',
      'tandang',
    ]);
  });

  it('starts each majlis from its earlier answer, else from the whole form’s', () => {
    const earlier: MajlisFormAnswers = {
      resepsi: { attending: 'yes', guests: '3', session: 'resepsis2' },
      tandang: { attending: 'no', guests: '1', session: 'gone' },
    };
    expect(
      startingAnswers([AKAD, RESEPSI, BERTANDANG], { attending: 'yes', guests: '2' }, earlier),
    ).toEqual({
      akad: { attending: 'yes', guests: '2', session: '' },
      resepsi: { attending: 'yes', guests: '3', session: 'resepsis2' },
      // A session the couple has since removed is chosen again.
      tandang: { attending: 'no', guests: '1', session: '' },
    });
  });

  it('sends one answer per majlis, summed up as the most people coming to any', () => {
    const answers: MajlisFormAnswers = {
      akad: { attending: 'yes', guests: '2', session: '' },
      resepsi: { attending: 'yes', guests: '5', session: 'resepsis1' },
      tandang: { attending: 'no', guests: '9', session: '' },
    };
    expect(answersInput([AKAD, RESEPSI, BERTANDANG], answers)).toEqual({
      attending: true,
      guests: '5',
      majlis: [
        { id: 'akad', attending: true, guests: '2' },
        { id: 'resepsi', attending: true, guests: '5', session: 'resepsis1' },
        { id: 'tandang', attending: false },
      ],
    });
  });

  it('sends no session as null, and a guest coming to none as not attending', () => {
    const none = answersInput([AKAD, RESEPSI], {
      akad: { attending: 'no', guests: '3', session: '' },
      resepsi: { attending: 'no', guests: 'x', session: '' },
    });
    expect(none).toMatchObject({ attending: false, guests: '3' });
    const noSession = answersInput([RESEPSI], {
      resepsi: { attending: 'yes', guests: '1', session: '' },
    });
    expect(noSession.majlis).toEqual([
      { id: 'resepsi', attending: true, guests: '1', session: null },
    ]);
  });

  it('frees a party’s own earlier seats to it, and says Penuh when the people do not fit', () => {
    const seats = {
      sessions: [
        { majlisId: 'resepsi', sessionId: 'resepsis1', seats: 50, left: 0 },
        { majlisId: 'resepsi', sessionId: 'resepsis2', seats: 50, left: 2 },
      ],
    };
    const held = heldSeats([
      { id: 'resepsi', attending: true, guests: 4, session: 'resepsis1' },
      { id: 'akad', attending: false, guests: 9 },
    ]);
    expect(held).toEqual({ resepsis1: 4 });
    const free = freeSeats(seats, held);
    expect(free).toEqual(
      new Map([
        ['resepsis1', 4],
        ['resepsis2', 2],
      ]),
    );
    expect(sessionFits(free, 'resepsis1', '4')).toBe(true);
    expect(sessionFits(free, 'resepsis2', '3')).toBe(false);
    expect(sessionFits(freeSeats(seats), 'resepsis1', '1')).toBe(false);
    // Not a number yet: one person at least.
    expect(sessionFits(free, 'resepsis2', '')).toBe(true);
    // Seats unknown, or a session they do not name: the server decides.
    expect(sessionFits(freeSeats(null), 'resepsis1', '20')).toBe(true);
    expect(sessionFits(free, 'baru', '20')).toBe(true);
  });

  it('finds the majlis a refusal is about from its field', () => {
    const asked = [AKAD, RESEPSI];
    expect(majlisOfField(asked, 'majlis.1.session')).toBe(RESEPSI);
    expect(majlisOfField(asked, 'majlis.0')).toBe(AKAD);
    expect(majlisOfField(asked, 'majlis')).toBeNull();
    expect(majlisOfField(asked, 'majlis.7')).toBeNull();
    expect(majlisOfField(asked, 'guests')).toBeNull();
    expect(majlisOfField(asked, undefined)).toBeNull();
  });
});

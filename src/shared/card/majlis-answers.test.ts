import { describe, expect, it } from 'vitest';
import { MAJLIS_ANSWER_MESSAGES, majlisAnswers, rsvpSummary } from './majlis-answers';

const session = (id: string) => ({
  id,
  label: id,
  start_time: '11:00',
  end_time: '13:00',
  seats: 5,
});
const akad = { id: 'akad1', sessions: [] };
const resepsi = { id: 'res1', sessions: [session('s1'), session('s2')] };

describe('an RSVP’s answers per majlis', () => {
  it('answers every visible majlis alike when sent the spec’s way', () => {
    expect(majlisAnswers([akad], { attending: true, guests: 3 })).toEqual({
      ok: true,
      answers: [{ majlisId: 'akad1', attending: true, guests: 3, sessionId: null }],
    });
    // Coming to a majlis with sessions needs one: the spec's form cannot say which.
    expect(majlisAnswers([akad, resepsi], { attending: true, guests: 3 })).toEqual({
      ok: false,
      message: MAJLIS_ANSWER_MESSAGES.session,
      field: 'majlis',
    });
    expect(majlisAnswers([akad, resepsi], { attending: false, guests: 1 })).toMatchObject({
      ok: true,
    });
  });

  it('takes each answer’s own count and session, and drops the session of a guest not coming', () => {
    const result = majlisAnswers([akad, resepsi], {
      attending: true,
      guests: 2,
      majlis: [
        { id: 'res1', attending: true, guests: 4, session: 's2' },
        { id: 'akad1', attending: false, session: null },
      ],
    });
    expect(result).toEqual({
      ok: true,
      answers: [
        { majlisId: 'res1', attending: true, guests: 4, sessionId: 's2' },
        { majlisId: 'akad1', attending: false, guests: 2, sessionId: null },
      ],
    });
  });

  it.each([
    ['a majlis not visible', [{ id: 'gone1', attending: true }], 'notInvited', 'majlis.0'],
    [
      'one answered twice',
      [
        { id: 'akad1', attending: true },
        { id: 'akad1', attending: false },
      ],
      'twice',
      'majlis.1',
    ],
    ['one left out', [{ id: 'akad1', attending: true }], 'missing', 'majlis'],
    [
      'a session for a majlis without sessions',
      [
        { id: 'akad1', attending: true, session: 's1' },
        { id: 'res1', attending: false },
      ],
      'sessionUnknown',
      'majlis.0.session',
    ],
    [
      'a session of another majlis',
      [
        { id: 'akad1', attending: false },
        { id: 'res1', attending: true, session: 's9' },
      ],
      'sessionUnknown',
      'majlis.1.session',
    ],
  ] as const)('refuses %s', (_case, majlis, message, field) => {
    expect(majlisAnswers([akad, resepsi], { attending: true, guests: 1, majlis })).toEqual({
      ok: false,
      message: MAJLIS_ANSWER_MESSAGES[message],
      field,
    });
  });

  it('refuses a guest who may see no majlis at all', () => {
    expect(majlisAnswers([], { attending: true, guests: 1 })).toMatchObject({ ok: false });
  });
});

describe('an RSVP summed up from its answers', () => {
  it('is coming with the most people coming to any majlis', () => {
    expect(
      rsvpSummary(
        [
          { majlisId: 'a', attending: true, guests: 2, sessionId: null },
          { majlisId: 'b', attending: true, guests: 5, sessionId: null },
          { majlisId: 'c', attending: false, guests: 9, sessionId: null },
        ],
        1,
      ),
    ).toEqual({ attending: true, guests: 5 });
  });

  it('is not coming, with the RSVP’s own count, when coming to none', () => {
    expect(
      rsvpSummary([{ majlisId: 'a', attending: false, guests: 3, sessionId: null }], 2),
    ).toEqual({ attending: false, guests: 2 });
  });
});

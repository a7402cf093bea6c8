import { describe, expect, it } from 'vitest';
import type { Majlis } from '@shared/card/card-content';
import { sampleCardContent } from '@shared/card/sample-card';
import { passMajlis, unansweredPartyAnswers } from './pass-majlis';

const base = sampleCardContent(new Date('2027-01-01T00:00:00Z')).majlis[0]!;
const RESEPSI: Majlis = {
  ...base,
  id: 'resepsi1',
  date: '2027-03-13',
  location: 'Dewan Seri Melati',
  sessions: [{ id: 'sesi2', label: 'Sesi 2', start_time: '13:00', end_time: '15:00', seats: 80 }],
};
const AKAD: Majlis = {
  ...base,
  id: 'akad1',
  kind: 'akad',
  date: '2027-03-12',
  start_time: '20:00',
  end_time: '22:00',
  location: 'Masjid Al-Falah',
  invite_only: true,
  sessions: [],
};
const TANDANG: Majlis = { ...base, id: 'tandang1', kind: 'bertandang', date: '2027-03-20' };

const row = (majlisId: string, attending: 0 | 1, extra: object = {}) => ({
  majlis_id: majlisId,
  attending,
  guests: 3,
  session_id: null,
  checked_in_at: null,
  ...extra,
});

describe('the majlis on a pass', () => {
  it('names a majlis without its own title in the reader’s language, and keeps the couple’s', () => {
    const answers = [row('akad1', 1), row('tandang1', 1)];
    const titled = { ...TANDANG, title: 'Majlis di Kampung' };
    expect(passMajlis([AKAD, TANDANG], answers).map((m) => m.title)).toEqual([
      'Akad Nikah',
      'Majlis Bertandang',
    ]);
    expect(passMajlis([AKAD, titled], answers, 'en').map((m) => m.title)).toEqual([
      'Solemnisation',
      'Majlis di Kampung',
    ]);
  });

  it('gives the couple’s English title beside theirs only for a card in both', () => {
    const answers = [row('akad1', 1), row('tandang1', 1)];
    const titled = { ...TANDANG, title: 'Majlis di Kampung', title_en: 'At the Village' };
    const both = passMajlis([AKAD, titled], answers, 'en', 'both');
    expect(both.map((m) => [m.title, m.titleEn])).toEqual([
      ['Solemnisation', undefined],
      ['Majlis di Kampung', 'At the Village'],
    ]);
    for (const language of ['ms', 'en'] as const) {
      const one = passMajlis([AKAD, titled], answers, 'en', language);
      expect(one.map((m) => m.titleEn)).toEqual([undefined, undefined]);
    }
  });

  it('lists the majlis the party comes to, in date order, with session and check-in', () => {
    const listed = passMajlis(
      [RESEPSI, TANDANG, AKAD],
      [
        row('resepsi1', 1, { session_id: 'sesi2', checked_in_at: '2027-03-13T05:10:00.000Z' }),
        row('akad1', 1, { guests: 2 }),
        row('tandang1', 0),
      ],
    );
    expect(listed).toEqual([
      {
        id: 'akad1',
        title: 'Akad Nikah',
        date: '2027-03-12',
        startTime: '20:00',
        endTime: '22:00',
        location: 'Masjid Al-Falah',
        session: null,
        guests: 2,
        checkedIn: false,
        checkedInAt: null,
      },
      expect.objectContaining({
        id: 'resepsi1',
        title: 'Majlis Resepsi',
        session: { label: 'Sesi 2', startTime: '13:00', endTime: '15:00' },
        guests: 3,
        checkedIn: true,
        checkedInAt: '2027-03-13T05:10:00.000Z',
      }),
    ]);
  });

  it('leaves out a majlis the couple removed, and a session that is gone', () => {
    const listed = passMajlis(
      [RESEPSI],
      [row('resepsi1', 1, { session_id: 'sesi9' }), row('dulu1', 1)],
    );
    expect(listed.map((m) => [m.id, m.session])).toEqual([['resepsi1', null]]);
  });

  it('gives a party that never replied its invited majlis, for its whole allowance', () => {
    expect(passMajlis([RESEPSI, AKAD], unansweredPartyAnswers([AKAD], 4))).toEqual([
      expect.objectContaining({ id: 'akad1', guests: 4, checkedIn: false }),
    ]);
  });
});

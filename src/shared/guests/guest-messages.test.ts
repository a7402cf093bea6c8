import { describe, expect, it } from 'vitest';
import type { Majlis } from '../card/card-content';
import { TEMPLATE_MESSAGES } from './invitation-message';
import {
  DEFAULT_DAY_BEFORE_TEMPLATE,
  DEFAULT_THANKS_TEMPLATE,
  GUEST_MESSAGE_TEMPLATE_MESSAGES,
  comingTo,
  dayBeforeDate,
  dayBeforeMessage,
  dayBeforeState,
  dayBeforeTemplateProblem,
  dayBeforeWindow,
  messageWhatsappLink,
  partyPassLink,
  thanksDue,
  thanksMessage,
  thanksTemplateProblem,
  weddingEnds,
} from './guest-messages';

const TOKEN = 'abcdefgh1234Zx_-9QwErTy0';
const party = {
  name: 'Mak Cik Som',
  phone: '60191112222',
  link: `https://jemput.my/kad/ali-aminah/${TOKEN}`,
};

const RESEPSI: Majlis = {
  id: 'resepsi1',
  kind: 'resepsi',
  title: '',
  date: '2027-03-13',
  start_time: '11:00',
  end_time: '15:00',
  location: 'Dewan Seri Melati\nShah Alam',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: false,
  sessions: [
    { id: 'sesi1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 10 },
    { id: 'sesi2', label: 'Sesi 2', start_time: '13:00', end_time: '15:00', seats: 10 },
  ],
};
const AKAD: Majlis = {
  ...RESEPSI,
  id: 'akad1',
  kind: 'akad',
  title: 'Akad di Masjid',
  date: '2027-03-12',
  start_time: '20:30',
  end_time: '22:00',
  location: 'Masjid Al-Falah',
  sessions: [],
};

describe('the day-before reminder', () => {
  it('names the majlis, its date, time and venue, the party’s pass and link', () => {
    const message = dayBeforeMessage(DEFAULT_DAY_BEFORE_TEMPLATE, party, {
      majlis: RESEPSI,
      sessionId: null,
    });
    expect(message).toContain('Assalamualaikum Mak Cik Som,');
    expect(message).toContain(
      'Majlis Resepsi kami pada Sabtu, 13 Mac 2027, 11:00 am - 3:00 pm, di Dewan Seri Melati, Shah Alam.',
    );
    expect(message).toContain(`https://jemput.my/pas#${TOKEN}`);
    expect(message).toContain(party.link);
    expect(message).not.toMatch(/\{[a-z]+\}/);
  });

  it('gives the time of the party’s own session, and the couple’s title of the majlis', () => {
    const template = '{majlis}: {masa}';
    expect(dayBeforeMessage(template, party, { majlis: RESEPSI, sessionId: 'sesi2' })).toBe(
      'Majlis Resepsi: 1:00 pm - 3:00 pm',
    );
    expect(dayBeforeMessage(template, party, { majlis: AKAD, sessionId: null })).toBe(
      'Akad di Masjid: 8:30 pm - 10:00 pm',
    );
  });

  it('fills each placeholder once and leaves unknown ones as written', () => {
    const tricky = { ...party, name: '{pas}' };
    expect(dayBeforeMessage('{nama} {pas} {lain}', tricky, { majlis: AKAD, sessionId: null })).toBe(
      `{pas} https://jemput.my/pas#${TOKEN} {lain}`,
    );
  });

  it('makes the pass link from a personal link only', () => {
    expect(partyPassLink(party.link)).toBe(`https://jemput.my/pas#${TOKEN}`);
    expect(partyPassLink('https://jemput.my/kad/ali-aminah')).toBeNull();
    expect(partyPassLink('bukan pautan')).toBeNull();
  });

  it('needs {pas} in its template', () => {
    expect(dayBeforeTemplateProblem(DEFAULT_DAY_BEFORE_TEMPLATE)).toBeNull();
    expect(dayBeforeTemplateProblem('Esok ya {nama}, {pautan}')).toBe(
      GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass,
    );
    expect(dayBeforeTemplateProblem(`{pas}${'x'.repeat(1000)}`)).toBe(TEMPLATE_MESSAGES.tooLong);
  });

  it('opens at the start of the day before (Malaysian time) and closes when the majlis is over', () => {
    expect(dayBeforeDate('2027-03-13')).toBe('2027-03-12');
    expect(dayBeforeDate('2027-03-01')).toBe('2027-02-28');
    const window = dayBeforeWindow(RESEPSI);
    expect(window?.opens.toISOString()).toBe('2027-03-11T16:00:00.000Z');
    expect(window?.closes.toISOString()).toBe('2027-03-13T07:00:00.000Z');
    expect(dayBeforeState(RESEPSI, new Date('2027-03-11T15:59:59Z'))).toBe('not-yet');
    expect(dayBeforeState(RESEPSI, new Date('2027-03-11T16:00:00Z'))).toBe('open');
    // On the day too, until it is over.
    expect(dayBeforeState(RESEPSI, new Date('2027-03-13T06:59:00Z'))).toBe('open');
    expect(dayBeforeState(RESEPSI, new Date('2027-03-13T07:00:00Z'))).toBe('over');
    // A majlis past midnight closes the next day.
    const late = { ...AKAD, start_time: '22:00', end_time: '01:00' };
    expect(dayBeforeWindow(late)?.closes.toISOString()).toBe('2027-03-12T17:00:00.000Z');
  });

  it('is for the parties whose answer to the majlis is Hadir', () => {
    const coming = {
      rsvp: {
        majlis: [
          { id: 'akad1', attending: false, sessionId: null },
          { id: 'resepsi1', attending: true, sessionId: 'sesi1' },
        ],
      },
    };
    expect(comingTo(coming, 'resepsi1')).toMatchObject({ sessionId: 'sesi1' });
    expect(comingTo(coming, 'akad1')).toBeUndefined();
    expect(comingTo({ rsvp: null }, 'resepsi1')).toBeUndefined();
  });
});

describe('the thank-you', () => {
  it('puts the party’s name and link in, and needs no link', () => {
    expect(thanksMessage('Terima kasih {nama}! {pautan}', party)).toBe(
      `Terima kasih Mak Cik Som! ${party.link}`,
    );
    expect(thanksTemplateProblem(DEFAULT_THANKS_TEMPLATE)).toBeNull();
    expect(thanksTemplateProblem('Terima kasih {nama}')).toBeNull();
    expect(thanksTemplateProblem('   ')).toBe(GUEST_MESSAGE_TEMPLATE_MESSAGES.empty);
    expect(thanksTemplateProblem('x'.repeat(1001))).toBe(TEMPLATE_MESSAGES.tooLong);
  });

  it('is for the parties that replied (a party that came replied)', () => {
    expect(thanksDue({ rsvp: { majlis: [] } })).toBe(true);
    expect(thanksDue({ rsvp: null })).toBe(false);
  });

  it('opens when the last majlis ends', () => {
    expect(weddingEnds([RESEPSI, AKAD])?.toISOString()).toBe('2027-03-13T07:00:00.000Z');
    expect(weddingEnds([])).toBeNull();
  });

  it('goes by a wa.me link with the message written', () => {
    const url = new URL(messageWhatsappLink(party, 'Terima kasih & salam'));
    expect(url.origin + url.pathname).toBe('https://wa.me/60191112222');
    expect(url.searchParams.get('text')).toBe('Terima kasih & salam');
  });
});

import { describe, expect, it } from 'vitest';
import type { Majlis } from '../card/card-content';
import { defaultMessages } from './default-messages';
import {
  DEFAULT_DAY_BEFORE_TEMPLATE,
  DEFAULT_THANKS_TEMPLATE,
  dayBeforeMessage,
  dayBeforeTemplateProblem,
  partyPassLink,
  thanksMessage,
} from './guest-messages';
import {
  DEFAULT_INVITATION_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  personalMessage,
  templateProblem,
} from './invitation-message';
import { placeholderIn } from './message-placeholders';

const party = {
  name: 'Puan Ros',
  link: 'https://jemput.my/kad/abc123defg/abcdefabcdefABCDEF_-1234',
};
const pass = partyPassLink(party.link) ?? party.link;
const resepsi: Pick<
  Majlis,
  'kind' | 'title' | 'date' | 'start_time' | 'end_time' | 'location' | 'sessions'
> = {
  kind: 'resepsi',
  title: '',
  date: '2027-03-20',
  start_time: '11:00',
  end_time: '16:00',
  location: 'Dewan Seri\nShah Alam',
  sessions: [],
};

describe('the messages a card starts with', () => {
  it('are the Malay words as before for a card in Malay', () => {
    expect(defaultMessages('ms')).toEqual({
      invitation: DEFAULT_INVITATION_TEMPLATE,
      reminder: DEFAULT_REMINDER_TEMPLATE,
      dayBefore: DEFAULT_DAY_BEFORE_TEMPLATE,
      thanks: DEFAULT_THANKS_TEMPLATE,
    });
  });

  it('are English for an English card, and pass the same rules', () => {
    const english = defaultMessages('en');
    expect(english.invitation).toBe(
      [
        'Assalamualaikum {name},',
        '',
        'We would be honoured to have you at our wedding. The details and the RSVP are at this link:',
        '{link}',
        '',
        'Your presence means a lot to us. Thank you.',
      ].join('\n'),
    );
    for (const text of Object.values(english)) expect(text).not.toMatch(/\{(nama|pautan|pas)\}/);
    expect(templateProblem(english.invitation)).toBeNull();
    expect(templateProblem(english.reminder)).toBeNull();
    expect(dayBeforeTemplateProblem(english.dayBefore)).toBeNull();
    expect(personalMessage(english.invitation, party)).toContain('Assalamualaikum Puan Ros,');
    expect(personalMessage(english.invitation, party)).toContain(
      '\nhttps://jemput.my/kad/abc123defg/abcdefabcdefABCDEF_-1234\n',
    );
  });

  it('say each part in Malay then English for a card in both, the greeting and links once', () => {
    const both = defaultMessages('both');
    expect(both.invitation).toBe(
      [
        'Assalamualaikum {nama},',
        '',
        'Dengan segala hormatnya kami menjemput anda ke majlis perkahwinan kami. Butiran majlis dan RSVP di pautan ini:',
        'We would be honoured to have you at our wedding. The details and the RSVP are at this link:',
        '{pautan}',
        '',
        'Kehadiran anda amat kami hargai. Terima kasih.',
        'Your presence means a lot to us. Thank you.',
      ].join('\n'),
    );
    const reminder = dayBeforeMessage(
      both.dayBefore,
      party,
      { majlis: resepsi, sessionId: null },
      'both',
    );
    expect(reminder).toContain('Majlis Resepsi kami pada Sabtu, 20 Mac 2027, 11:00 am - 4:00 pm');
    expect(reminder).toContain('our Wedding Reception is on Saturday, 20 March 2027');
    expect(reminder.split(pass)).toHaveLength(2);
    expect(thanksMessage(both.thanks, party).match(/abcdefABCDEF_-1234/g)).toHaveLength(1);
  });
});

describe('the placeholders’ English names', () => {
  it('are filled everywhere beside the Malay ones, which keep working unchanged', () => {
    expect(personalMessage('Hi {name}, {link} / {nama} {pautan}', party)).toBe(
      'Hi Puan Ros, https://jemput.my/kad/abc123defg/abcdefabcdefABCDEF_-1234 / Puan Ros https://jemput.my/kad/abc123defg/abcdefabcdefABCDEF_-1234',
    );
    expect(thanksMessage('Thanks {name}! {link}', party)).toBe(
      'Thanks Puan Ros! https://jemput.my/kad/abc123defg/abcdefabcdefABCDEF_-1234',
    );
    expect(templateProblem('Hi {name}: {link}')).toBeNull();
    expect(templateProblem('Hi {name}')).not.toBeNull();
    expect(dayBeforeTemplateProblem('Pass: {pass}')).toBeNull();
    // A name that reads like a placeholder is never filled again.
    expect(personalMessage('{name} {link}', { name: '{link}', link: 'L' })).toBe('{link} L');
  });

  it('word the majlis in the card’s language: English in an English card, Malay in a Malay one', () => {
    const template = '{event} / {majlis}: {date} / {tarikh}, {time} at {venue}. {pass}';
    expect(dayBeforeMessage(template, party, { majlis: resepsi, sessionId: null }, 'en')).toBe(
      'Wedding Reception / Wedding Reception: Saturday, 20 March 2027 / Saturday, 20 March 2027, 11:00 am - 4:00 pm at Dewan Seri, Shah Alam. ' +
        pass,
    );
    expect(dayBeforeMessage(template, party, { majlis: resepsi, sessionId: null })).toBe(
      'Majlis Resepsi / Majlis Resepsi: Sabtu, 20 Mac 2027 / Sabtu, 20 Mac 2027, 11:00 am - 4:00 pm at Dewan Seri, Shah Alam. ' +
        pass,
    );
  });

  it('show in the reader’s language', () => {
    expect(placeholderIn('nama', 'ms')).toBe('{nama}');
    expect(placeholderIn('nama', 'en')).toBe('{name}');
    expect(placeholderIn('pautan', 'en')).toBe('{link}');
    expect(placeholderIn('pas', 'en')).toBe('{pass}');
  });
});

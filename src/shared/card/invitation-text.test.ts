import { describe, expect, it } from 'vitest';
import type { Majlis } from './card-content';
import { invitationText, whatsappShareLink } from './invitation-text';

const resepsi: Majlis = {
  id: 'm1',
  kind: 'resepsi',
  title: '',
  date: '2027-03-20',
  start_time: '11:00',
  end_time: '16:00',
  location: 'Dewan Orang Ramai Seksyen 7\nShah Alam, Selangor',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: false,
  sessions: [],
};
const card = {
  walimatulurus: 'Walimatulurus',
  groom_name: 'Amir',
  bride_name: 'Balqis',
  majlis: [resepsi],
};

describe('the invitation text', () => {
  it('says who, when, where and the card’s link, in Malay', () => {
    const text = invitationText(card, 'https://jemput.my/kad/abc123defg');
    expect(text).toContain('Amir & Balqis');
    expect(text).toContain('Tarikh: Sabtu, 20 Mac 2027');
    expect(text).toContain('Masa: 11:00 am - 4:00 pm');
    expect(text).toContain('Tempat: Dewan Orang Ramai Seksyen 7, Shah Alam, Selangor');
    expect(text.split('\n')).toContain('https://jemput.my/kad/abc123defg');
    expect(text).not.toContain('#');
  });

  it('ends with the hashtag when the card has one, and leaves out an empty venue', () => {
    const text = invitationText(
      { ...card, majlis: [{ ...resepsi, location: ' \n ' }] },
      'https://jemput.my/kad/x',
      'AmirBalqis',
    );
    expect(text.endsWith('#AmirBalqis')).toBe(true);
    expect(text).not.toContain('Tempat:');
  });

  it('names the first open majlis and counts the others the card’s link shows', () => {
    const akad: Majlis = { ...resepsi, id: 'akad1', kind: 'akad', date: '2027-03-19' };
    const bertandang: Majlis = { ...resepsi, id: 'btd1', kind: 'bertandang', date: '2027-04-03' };
    const text = invitationText(
      { ...card, majlis: [resepsi, bertandang, { ...akad, invite_only: true }] },
      'u',
    );
    expect(text).toContain('Majlis Resepsi\nTarikh: Sabtu, 20 Mac 2027');
    expect(text).toContain('Dan 1 majlis lagi: butiran dalam kad.');
    expect(invitationText(card, 'u')).not.toContain('majlis lagi');
  });

  it('falls back to Walimatulurus for an empty heading', () => {
    expect(invitationText({ ...card, walimatulurus: ' ' }, 'u')).toContain(
      'ke majlis Walimatulurus',
    );
  });

  it('says the English sample’s heading as the language says it, mid-sentence', () => {
    const english = { ...card, walimatulurus: 'The Wedding of' };
    expect(invitationText(english, 'u', '', 'en')).toContain('we invite you to the wedding of\n');
    expect(invitationText(english, 'u', '', 'ms')).toContain('ke majlis Walimatulurus\n');
  });

  it('keeps the Malay text word for word', () => {
    expect(invitationText(card, 'https://jemput.my/kad/x', 'AmirBalqis', 'ms')).toBe(
      [
        'Assalamualaikum dan salam sejahtera.',
        '',
        'Dengan penuh kesyukuran, kami menjemput anda ke majlis Walimatulurus',
        'Amir & Balqis',
        '',
        'Tarikh: Sabtu, 20 Mac 2027',
        'Masa: 11:00 am - 4:00 pm',
        'Tempat: Dewan Orang Ramai Seksyen 7, Shah Alam, Selangor',
        '',
        'Kad jemputan, lokasi dan RSVP:',
        'https://jemput.my/kad/x',
        '',
        '#AmirBalqis',
      ].join('\n'),
    );
  });

  it('speaks English for an English card, its kind titles and dates too', () => {
    const bertandang: Majlis = { ...resepsi, id: 'btd1', kind: 'bertandang', date: '2027-04-03' };
    const text = invitationText(
      { ...card, majlis: [resepsi, bertandang] },
      'https://jemput.my/kad/x',
      '',
      'en',
    );
    expect(text).toBe(
      [
        'Assalamualaikum and warm greetings.',
        '',
        'With gratitude, we invite you to the wedding of',
        'Amir & Balqis',
        '',
        'Wedding Reception',
        'Date: Saturday, 20 March 2027',
        'Time: 11:00 am - 4:00 pm',
        'Venue: Dewan Orang Ramai Seksyen 7, Shah Alam, Selangor',
        '',
        'And 1 more event: details on the card.',
        '',
        'Invitation card, location and RSVP:',
        'https://jemput.my/kad/x',
      ].join('\n'),
    );
    expect(
      invitationText(
        { ...card, majlis: [resepsi, bertandang, { ...bertandang, id: 'x2' }] },
        'u',
        '',
        'en',
      ),
    ).toContain('And 2 more events');
    expect(invitationText({ ...card, walimatulurus: 'Raikan Cinta' }, 'u', '', 'en')).toContain(
      'we invite you to Raikan Cinta',
    );
  });

  it('says it in Malay then in English for a card in both, with one link at the end', () => {
    const text = invitationText(card, 'https://jemput.my/kad/x', 'AmirBalqis', 'both');
    const malay = invitationText(card, 'https://jemput.my/kad/x', '', 'ms').split('\n');
    const english = invitationText(card, 'https://jemput.my/kad/x', '', 'en').split('\n');
    expect(text).toBe(
      [
        ...malay.slice(0, -3),
        '',
        ...english.slice(0, -3),
        '',
        'Kad jemputan, lokasi dan RSVP:',
        'Invitation card, location and RSVP:',
        'https://jemput.my/kad/x',
        '',
        '#AmirBalqis',
      ].join('\n'),
    );
    expect(text.split('https://jemput.my/kad/x')).toHaveLength(2);
    expect(text.indexOf('Tarikh:')).toBeLessThan(text.indexOf('Date:'));
  });

  it('makes a WhatsApp link that carries the text whole', () => {
    const text = 'Jemputan: Amir & Balqis\nhttps://jemput.my/kad/x?a=1';
    const link = new URL(whatsappShareLink(text));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(text);
  });
});

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

  it('makes a WhatsApp link that carries the text whole', () => {
    const text = 'Jemputan: Amir & Balqis\nhttps://jemput.my/kad/x?a=1';
    const link = new URL(whatsappShareLink(text));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(text);
  });
});

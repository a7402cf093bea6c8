import { describe, expect, it } from 'vitest';
import cardEn from '../i18n/card/en.json' with { type: 'json' };
import cardMs from '../i18n/card/ms.json' with { type: 'json' };
import type { CardLanguage, CardMessages } from '../i18n/card-words';
import { cardMessageIn, cardWordsIn } from '../i18n/card-words';
import type { CardMessageIn } from './calendar-event';
import { calendarEvent, googleCalendarUrl, utcStamp } from './calendar-event';
import { sampleCardContent } from './sample-card';

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };
/** The card's words in `language`, as the card's page and the server hand them in. */
const wordsOf =
  (language: CardLanguage): CardMessageIn =>
  (id, values) =>
    cardMessageIn(cardWordsIn(language, CATALOGUES), id, values);
const malay = wordsOf('ms');

const sample = sampleCardContent(new Date(2026, 10, 21));
const majlis = {
  ...sample.majlis[0]!,
  date: '2026-12-12',
  start_time: '11:30',
  end_time: '17:00',
  location: 'Dewan Seri Kenanga\nJalan Tun Razak\n50400 Kuala Lumpur',
};
const content = { ...sample, majlis: [majlis] };

describe('calendar event', () => {
  it('runs from the start to the end time in Kuala Lumpur, with the venue on one line', () => {
    const event = calendarEvent(content, majlis, 'https://jemput.my/kad/abc', malay)!;
    expect(event.start.toISOString()).toBe('2026-12-12T03:30:00.000Z');
    expect(event.end.toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(event.title).toBe('Walimatulurus: Adam & Hawa');
    expect(event.location).toBe('Dewan Seri Kenanga, Jalan Tun Razak, 50400 Kuala Lumpur');
    expect(event.description).toBe('Kad jemputan: https://jemput.my/kad/abc');
  });

  it('carries an evening reception past midnight', () => {
    const evening = { ...majlis, start_time: '20:00', end_time: '00:30' };
    const event = calendarEvent(content, evening, 'x', malay)!;
    expect(event.end.toISOString()).toBe('2026-12-12T16:30:00.000Z');
  });

  it('gives no event for an invalid date', () => {
    expect(calendarEvent(content, { ...majlis, date: '2026-02-30' }, 'x', malay)).toBeNull();
  });

  it('titles each majlis by its own title when the card has several', () => {
    const akad = { ...majlis, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    const twoMajlis = { ...content, majlis: [akad, majlis] };
    expect(calendarEvent(twoMajlis, akad, 'x', malay)?.title).toBe('Akad Nikah: Adam & Hawa');
    expect(calendarEvent(twoMajlis, majlis, 'x', malay)?.title).toBe('Majlis Resepsi: Adam & Hawa');
  });

  it('speaks the card’s language: English for an English card', () => {
    const english = wordsOf('en');
    // A heading left blank is the card's own, in its language.
    const blank = { ...content, walimatulurus: '' };
    const event = calendarEvent(blank, majlis, 'https://jemput.my/kad/abc', english)!;
    expect(event.title).toBe('The Wedding of Adam & Hawa');
    expect(event.description).toBe('Invitation card: https://jemput.my/kad/abc');
    const akad = { ...majlis, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    const twoMajlis = { ...content, majlis: [akad, majlis] };
    expect(calendarEvent(twoMajlis, akad, 'x', english)?.title).toBe('Solemnisation: Adam & Hawa');
    expect(calendarEvent(twoMajlis, majlis, 'x', english)?.title).toBe(
      'Wedding Reception: Adam & Hawa',
    );
    // A card made in English starts with the English sample heading: the catalogue's title.
    const madeInEnglish = { ...sampleCardContent(new Date(2026, 10, 21), 'en'), majlis: [majlis] };
    expect(calendarEvent(madeInEnglish, majlis, 'x', english)?.title).toBe(
      'The Wedding of Adam & Hawa',
    );
    // The couple's own words stay as they wrote them, in any language.
    const own = { ...content, walimatulurus: 'Raja Sehari' };
    expect(calendarEvent(own, majlis, 'x', english)?.title).toBe('Raja Sehari: Adam & Hawa');
  });

  describe('a card in both languages', () => {
    const both = wordsOf('both');

    it('titles it in Malay, then English, and says its link in both', () => {
      const blank = { ...content, walimatulurus: '' };
      const event = calendarEvent(blank, majlis, 'https://jemput.my/kad/abc', both)!;
      expect(event.title).toBe('Walimatulurus: Adam & Hawa / The Wedding of Adam & Hawa');
      expect(event.description).toBe(
        'Kad jemputan: https://jemput.my/kad/abc\nInvitation card: https://jemput.my/kad/abc',
      );
      // The sample's heading is the card's words: the English title is the catalogue's.
      expect(calendarEvent(content, majlis, 'x', both)?.title).toBe(
        'Walimatulurus: Adam & Hawa / The Wedding of Adam & Hawa',
      );
    });

    it('titles a card made in both, with both sample headings, by the catalogue in each', () => {
      const madeInBoth = { ...sampleCardContent(new Date(2026, 10, 21), 'both'), majlis: [majlis] };
      expect(madeInBoth.walimatulurus_en).toBe('The Wedding of');
      expect(calendarEvent(madeInBoth, majlis, 'x', both)?.title).toBe(
        'Walimatulurus: Adam & Hawa / The Wedding of Adam & Hawa',
      );
    });

    it('gives the couple’s English heading, and their own heading once when it has none', () => {
      const own = { ...content, walimatulurus: 'Raja Sehari' };
      expect(calendarEvent(own, majlis, 'x', both)?.title).toBe('Raja Sehari: Adam & Hawa');
      const translated = { ...own, walimatulurus_en: 'King for a Day' };
      expect(calendarEvent(translated, majlis, 'x', both)?.title).toBe(
        'Raja Sehari: Adam & Hawa / King for a Day: Adam & Hawa',
      );
    });

    it('titles each majlis by its kind in both, or by the couple’s title and its English', () => {
      const akad = { ...majlis, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
      const twoMajlis = { ...content, majlis: [akad, majlis] };
      expect(calendarEvent(twoMajlis, akad, 'x', both)?.title).toBe(
        'Akad Nikah: Adam & Hawa / Solemnisation: Adam & Hawa',
      );
      const named = { ...majlis, title: 'Majlis di Taman', title_en: 'Garden Party' };
      expect(calendarEvent({ ...content, majlis: [akad, named] }, named, 'x', both)?.title).toBe(
        'Majlis di Taman: Adam & Hawa / Garden Party: Adam & Hawa',
      );
    });
  });

  it('builds a Google Calendar link in UTC stamps with the Malaysian zone', () => {
    const url = new URL(
      googleCalendarUrl(calendarEvent(content, majlis, 'https://jemput.my/kad/abc', malay)!),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20261212T033000Z/20261212T090000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kuala_Lumpur');
    expect(url.searchParams.get('text')).toBe('Walimatulurus: Adam & Hawa');
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

import { describe, expect, it } from 'vitest';
import { calendarFileUrl, countdownMajlis, venueSearchUrl } from './majlis-display';
import { akad, bertandang, resepsi } from './majlis.fixtures';

describe('countdownMajlis', () => {
  const list = [bertandang, resepsi, akad];

  it('waits for the next majlis not yet over', () => {
    expect(countdownMajlis(list, new Date('2027-03-01T00:00:00+08:00'))?.id).toBe('akad1');
    // The akad is under way until 22:00: still the one counted to (its start, so zeros).
    expect(countdownMajlis(list, new Date('2027-03-19T21:00:00+08:00'))?.id).toBe('akad1');
    expect(countdownMajlis(list, new Date('2027-03-19T22:00:00+08:00'))?.id).toBe('m1');
    expect(countdownMajlis(list, new Date('2027-03-21T00:00:00+08:00'))?.id).toBe('btd1');
  });

  it('keeps the last once every majlis is over, as a passed card always showed', () => {
    expect(countdownMajlis(list, new Date('2027-05-01T00:00:00+08:00'))?.id).toBe('btd1');
    expect(countdownMajlis([resepsi], new Date('2027-05-01T00:00:00+08:00'))?.id).toBe('m1');
    expect(countdownMajlis([], new Date())).toBeNull();
  });
});

describe('the card’s other words for several majlis', () => {
  it('searches maps for a venue written as lines', () => {
    expect(venueSearchUrl('Dewan Seri\n  Jalan Tun Razak\nKL')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Dewan%20Seri%2C%20Jalan%20Tun%20Razak%2C%20KL',
    );
  });

  it('names the calendar file, with a personal link’s token when there is one', () => {
    expect(calendarFileUrl('kad1', null)).toBe('/api/cards/kad1/calendar.ics');
    expect(calendarFileUrl('kad1', 'abcdefghijkl_-AbCdEfGhIj')).toBe(
      '/api/cards/kad1/calendar.ics?invitation=abcdefghijkl_-AbCdEfGhIj',
    );
  });
});

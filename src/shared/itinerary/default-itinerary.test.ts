import { describe, expect, it } from 'vitest';
import { defaultItinerary, programmeItem } from './default-itinerary';

describe('default itinerary', () => {
  it('puts guests at the start, the couple 60 min later, the meal 60 min after, the end at the end', () => {
    expect(defaultItinerary('11:30', '17:00')).toEqual([
      { title: 'Ketibaan Tetamu', time: '11:30', displaytime: '11:30 am' },
      { title: 'Ketibaan Pengantin', time: '12:30', displaytime: '12:30 pm' },
      { title: 'Jamuan Makan', time: '13:30', displaytime: '1:30 pm' },
      { title: 'Majlis Bersurai', time: '17:00', displaytime: '5:00 pm' },
    ]);
  });

  it('follows other start times, including evening receptions that run past midnight', () => {
    const evening = defaultItinerary('22:30', '23:59');
    expect(evening.map((item) => item.time)).toEqual(['22:30', '23:30', '00:30', '23:59']);
  });

  it('gives no programme for times that are not HH:MM', () => {
    expect(defaultItinerary('11.30', '17:00')).toEqual([]);
    expect(defaultItinerary('11:30', '')).toEqual([]);
  });

  it('derives the display time of a programme item', () => {
    expect(programmeItem('Akad Nikah', '09:00')).toEqual({
      title: 'Akad Nikah',
      time: '09:00',
      displaytime: '9:00 am',
    });
  });

  it('writes the programme in the card’s language: English, or Malay with its English version', () => {
    expect(defaultItinerary('11:30', '17:00', 'en').map((item) => item.title)).toEqual([
      'Guests arrive',
      'Arrival of the couple',
      'Lunch is served',
      'Event ends',
    ]);
    expect(defaultItinerary('11:30', '17:00', 'both')[0]).toEqual({
      title: 'Ketibaan Tetamu',
      title_en: 'Guests arrive',
      time: '11:30',
      displaytime: '11:30 am',
    });
    expect(defaultItinerary('11:30', '17:00', 'ms')).toEqual(defaultItinerary('11:30', '17:00'));
  });

  it('calls an evening meal dinner in English (Malay’s Jamuan Makan is either)', () => {
    expect(defaultItinerary('19:00', '23:00', 'en')[2]).toMatchObject({
      title: 'Dinner is served',
      time: '21:00',
    });
    expect(defaultItinerary('22:30', '23:59', 'en')[2]?.title).toBe('Dinner is served');
    expect(defaultItinerary('19:00', '23:00', 'ms')[2]?.title).toBe('Jamuan Makan');
  });
});

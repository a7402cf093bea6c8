import { describe, expect, it } from 'vitest';
import {
  calendarDateAfter,
  isCalendarDate,
  malayLongDate,
  malayWeekday,
  malayWeekdayAndDate,
} from './malay-date';

describe('Malay dates', () => {
  it('names every weekday Ahad … Sabtu', () => {
    // 2026-11-22 is a Sunday.
    const week = [22, 23, 24, 25, 26, 27, 28].map((d) => malayWeekday(`2026-11-${d}`));
    expect(week).toEqual(['Ahad', 'Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu']);
  });

  it('names every month Januari … Disember', () => {
    const months = Array.from(
      { length: 12 },
      (_, i) => malayLongDate(`2027-${String(i + 1).padStart(2, '0')}-01`).split(' ')[1],
    );
    expect(months).toEqual([
      'Januari',
      'Februari',
      'Mac',
      'April',
      'Mei',
      'Jun',
      'Julai',
      'Ogos',
      'September',
      'Oktober',
      'November',
      'Disember',
    ]);
  });

  it('writes the long date and the weekday with it', () => {
    expect(malayLongDate('2026-12-05')).toBe('5 Disember 2026');
    expect(malayWeekdayAndDate('2026-12-05')).toBe('Sabtu, 5 Disember 2026');
  });

  it('refuses dates that do not exist instead of rolling them over', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('28/11/2026')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(malayWeekdayAndDate('not a date')).toBe('');
  });

  it('counts calendar days across month and year ends', () => {
    expect(calendarDateAfter(new Date(2026, 11, 31, 23, 30), 1)).toBe('2027-01-01');
    expect(calendarDateAfter(new Date(2028, 1, 28), 1)).toBe('2028-02-29');
  });
});

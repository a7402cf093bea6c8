import { describe, expect, it } from 'vitest';
import { hijriDate, malayHijriDate } from './hijri-date';

describe('the Hijri date beside a majlis', () => {
  it('is the Umm al-Qura date with its Malay month name', () => {
    // 1 Ramadan 1447 fell on 18 February 2026 by Umm al-Qura.
    expect(malayHijriDate('2026-02-18')).toBe('1 Ramadan 1447H');
    expect(hijriDate('2026-12-24')).toEqual({ day: 15, month: 'Rejab', year: 1448 });
  });

  it('names every month of the year in Malay', () => {
    const months = new Set<string>();
    for (let day = 0; day < 360; day += 10) {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      months.add(hijriDate(date)?.month ?? '');
    }
    expect([...months].sort()).toEqual(
      [
        'Muharam',
        'Safar',
        'Rabiulawal',
        'Rabiulakhir',
        'Jamadilawal',
        'Jamadilakhir',
        'Rejab',
        'Syaaban',
        'Ramadan',
        'Syawal',
        'Zulkaedah',
        'Zulhijah',
      ].sort(),
    );
  });

  it('moves a day either side for Malaysia’s own calendar, across a month’s end', () => {
    expect(malayHijriDate('2026-02-18', 1)).toBe('2 Ramadan 1447H');
    expect(malayHijriDate('2026-02-18', -1)).toBe('29 Syaaban 1447H');
  });

  it('gives nothing for a date that is not one', () => {
    expect(malayHijriDate('2026-02-30')).toBe('');
    expect(hijriDate('besok')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  clockTimeToMinutes,
  displayTime,
  displayTimeRange,
  isClockTime,
  minutesToClockTime,
} from './clock-time';

describe('12-hour display time', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:05', '12:05 am'],
    ['09:07', '9:07 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['12:30', '12:30 pm'],
    ['13:30', '1:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s shows as %s', (time, shown) => {
    expect(displayTime(time)).toBe(shown);
  });

  it('shows nothing for a value that is not a time', () => {
    expect(displayTime('24:00')).toBe('');
    expect(displayTime('7:30')).toBe('');
    expect(displayTime('')).toBe('');
  });

  it('writes a start and end as one range', () => {
    expect(displayTimeRange('11:30', '17:00')).toBe('11:30 am - 5:00 pm');
  });
});

describe('clock time arithmetic', () => {
  it('accepts only 24-hour HH:MM', () => {
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('12:60')).toBe(false);
  });

  it('converts both ways and wraps past midnight', () => {
    expect(clockTimeToMinutes('11:30')).toBe(690);
    expect(clockTimeToMinutes('nope')).toBeNull();
    expect(minutesToClockTime(690)).toBe('11:30');
    expect(minutesToClockTime(24 * 60 + 15)).toBe('00:15');
    expect(minutesToClockTime(-30)).toBe('23:30');
  });
});

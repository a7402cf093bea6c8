import { describe, expect, it } from 'vitest';
import { ZERO_COUNTDOWN, countdownParts, eventStart } from './countdown';

describe('countdown', () => {
  it('targets the start time in Kuala Lumpur, whatever the viewer time zone', () => {
    expect(eventStart('2026-12-12', '11:30')?.toISOString()).toBe('2026-12-12T03:30:00.000Z');
  });

  it('refuses dates and times that are not real', () => {
    expect(eventStart('2026-02-30', '11:30')).toBeNull();
    expect(eventStart('2026-12-12', '25:00')).toBeNull();
  });

  it('splits what is left into days, hours, minutes and seconds', () => {
    const target = new Date('2026-12-12T03:30:00Z');
    const now = new Date(target.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows zeros once the event has started', () => {
    const target = new Date('2026-12-12T03:30:00Z');
    expect(countdownParts(target, target)).toEqual(ZERO_COUNTDOWN);
    expect(countdownParts(target, new Date('2027-01-01T00:00:00Z'))).toEqual(ZERO_COUNTDOWN);
  });
});

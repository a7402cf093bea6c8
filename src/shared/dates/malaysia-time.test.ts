import { describe, expect, it } from 'vitest';
import { malaysiaDate, malaysiaDateTime } from './malaysia-time';

describe('payment times in Malaysia', () => {
  it('reads an instant on the Kuala Lumpur clock, whatever the zone it was written in', () => {
    expect(malaysiaDate('2026-11-24T07:15:09.000Z')).toBe('24 November 2026');
    expect(malaysiaDateTime('2026-11-24T07:15:09.000Z')).toBe('24 November 2026, 3:15 pm');
  });

  it('turns the date over at midnight in Malaysia, not in UTC', () => {
    expect(malaysiaDateTime('2026-11-24T16:05:00Z')).toBe('25 November 2026, 12:05 am');
  });

  it('shows nothing for an unreadable time', () => {
    expect(malaysiaDate('bukan tarikh')).toBe('');
    expect(malaysiaDateTime('')).toBe('');
  });
});

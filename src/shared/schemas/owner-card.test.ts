import { describe, expect, it } from 'vitest';
import { RSVP_CLOSING_MESSAGES, rsvpClosesOnBodySchema, rsvpClosesOnProblem } from './owner-card';

describe('the RSVP’s last day', () => {
  it('may be today or later, or none', () => {
    expect(rsvpClosesOnProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(rsvpClosesOnProblem('2027-03-13', '2026-11-24')).toBeNull();
    expect(rsvpClosesOnProblem(null, '2026-11-24')).toBeNull();
  });

  it('may not be past, nor a day the calendar does not have', () => {
    expect(rsvpClosesOnProblem('2026-11-23', '2026-11-24')).toBe(RSVP_CLOSING_MESSAGES.past);
    expect(rsvpClosesOnProblem('2027-02-29', '2026-11-24')).toBe(RSVP_CLOSING_MESSAGES.invalid);
  });

  it('is sent as a date or null, refused with the catalogue’s words otherwise', () => {
    expect(rsvpClosesOnBodySchema.parse({ closesOn: null })).toEqual({ closesOn: null });
    for (const body of [{}, { closesOn: 20261201 }, { closesOn: '1/12/2026' }, null]) {
      const checked = rsvpClosesOnBodySchema.safeParse(body);
      expect(checked.success).toBe(false);
      expect(checked.error?.issues[0]?.message).toBe(RSVP_CLOSING_MESSAGES.invalid);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { malaysiaToday } from './clock';

describe('Malaysian calendar day', () => {
  it('turns over at midnight in Kuala Lumpur, not at UTC midnight', () => {
    expect(malaysiaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(malaysiaToday(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});

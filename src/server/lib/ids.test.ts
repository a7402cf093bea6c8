import { describe, expect, it } from 'vitest';
import { CARD_ID_LENGTH, newCardId, randomId } from './ids';

describe('random ids', () => {
  it('makes card ids of lowercase letters and digits', () => {
    expect(newCardId()).toMatch(new RegExp(`^[a-z0-9]{${CARD_ID_LENGTH}}$`));
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => randomId(12)));
    expect(ids.size).toBe(10_000);
  });
});

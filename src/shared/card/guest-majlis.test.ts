import { describe, expect, it } from 'vitest';
import { shownMajlisIds } from './guest-majlis';

const list = [
  { id: 'akad1', invite_only: true },
  { id: 'm1', invite_only: false },
  { id: 'btd1', invite_only: true },
];

describe('shownMajlisIds', () => {
  it('shows the card’s link its open majlis', () => {
    expect(shownMajlisIds(list, null)).toBeNull();
  });

  it('shows a party the majlis it is invited to that are still on the card', () => {
    expect(shownMajlisIds(list, ['btd1', 'akad1'])).toEqual(['akad1', 'btd1']);
    expect(shownMajlisIds(list, ['akad1', 'gone1'])).toEqual(['akad1']);
  });

  it('shows a party whose majlis were all removed the card’s open majlis', () => {
    expect(shownMajlisIds(list, ['gone1'])).toBeNull();
    expect(shownMajlisIds(list, [])).toBeNull();
  });
});

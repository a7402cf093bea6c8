import { describe, expect, it } from 'vitest';
import { sampleCardContent } from '@shared/card/sample-card';
import { FIRST_MAJLIS_ID } from '@shared/card/majlis';
import { keptContent } from './kept-content';

const card = sampleCardContent(new Date('2026-11-24T02:00:00.000Z'));
const [majlis] = card.majlis;

describe('a tab’s kept copy of unsaved edits', () => {
  it('reads a card of today as it is', () => {
    const withTwo = {
      ...card,
      majlis: [majlis!, { ...majlis!, id: 'akad1', kind: 'akad' as const }],
      show_hijri: true,
      hijri_adjust: 1 as const,
    };
    expect(keptContent(JSON.parse(JSON.stringify(withTwo)))).toEqual(withTwo);
  });

  it('reads a copy made before cards held majlis as a card of one open resepsi', () => {
    const old: Record<string, unknown> = {
      ...card,
      groom_name: 'Hakim',
      wedding_date: '2027-03-13',
      start_time: '11:00',
      end_time: '16:00',
      location: 'Dewan Orkid',
      directions: [],
      tentative: [],
    };
    for (const key of ['majlis', 'show_hijri', 'hijri_adjust']) delete old[key];
    expect(keptContent(old)).toEqual({
      ...card,
      groom_name: 'Hakim',
      show_hijri: false,
      hijri_adjust: 0,
      majlis: [
        {
          ...majlis,
          id: FIRST_MAJLIS_ID,
          date: '2027-03-13',
          start_time: '11:00',
          end_time: '16:00',
          location: 'Dewan Orkid',
          tentative: [],
        },
      ],
    });
  });

  it('is nothing when it does not read as a card', () => {
    for (const kept of [null, 'kad', [], { groom_name: 'Hakim' }]) {
      expect(keptContent(kept)).toBeNull();
    }
  });
});

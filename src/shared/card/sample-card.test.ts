import { describe, expect, it } from 'vitest';
import { cardContentSchema } from './card-content';
import { sampleCardContent } from './sample-card';

describe('sample card (the product defaults)', () => {
  const sample = sampleCardContent(new Date(2026, 10, 21, 22, 0));

  it('is Adam and Hawa, tomorrow, 11:30 to 17:00', () => {
    expect(sample.groom_name).toBe('Adam');
    expect(sample.bride_name).toBe('Hawa');
    expect(sample.majlis).toHaveLength(1);
    expect(sample.majlis[0]).toMatchObject({
      id: 'm1',
      kind: 'resepsi',
      date: '2026-11-22',
      start_time: '11:30',
      end_time: '17:00',
      invite_only: false,
      sessions: [],
    });
    expect(sample.walimatulurus).toBe('Walimatulurus');
  });

  it('follows the default itinerary rule', () => {
    expect(sample.majlis[0]?.tentative.map((item) => item.time)).toEqual([
      '11:30',
      '12:30',
      '13:30',
      '17:00',
    ]);
  });

  it('passes the card schema', () => {
    expect(cardContentSchema.safeParse(sample).success).toBe(true);
  });
});

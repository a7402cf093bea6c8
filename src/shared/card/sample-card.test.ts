import { describe, expect, it } from 'vitest';
import { cardContentSchema } from './card-content';
import { sampleCardContent } from './sample-card';

describe('sample card (the product defaults)', () => {
  const sample = sampleCardContent(new Date(2026, 10, 21, 22, 0));

  it('is Adam and Hawa, tomorrow, 11:30 to 17:00', () => {
    expect(sample.groom_name).toBe('Adam');
    expect(sample.bride_name).toBe('Hawa');
    expect(sample.wedding_date).toBe('2026-11-22');
    expect([sample.start_time, sample.end_time]).toEqual(['11:30', '17:00']);
    expect(sample.walimatulurus).toBe('Walimatulurus');
  });

  it('follows the default itinerary rule', () => {
    expect(sample.tentative.map((item) => item.time)).toEqual(['11:30', '12:30', '13:30', '17:00']);
  });

  it('passes the card schema', () => {
    expect(cardContentSchema.safeParse(sample).success).toBe(true);
  });
});

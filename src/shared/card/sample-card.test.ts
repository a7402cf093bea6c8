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

  it('keeps the Malay sample word for word', () => {
    expect(sample).toMatchObject({
      walimatulurus2: 'Walimatulurus',
      parent_name: 'Encik Ahmad bin Ismail\n&\nPuan Aminah binti Hassan',
    });
    expect(sample.doa).toMatch(/^Ya Allah, berkatilah majlis perkahwinan ini/);
    expect(sample.majlis[0]?.tentative[0]?.title).toBe('Ketibaan Tetamu');
    expect(sampleCardContent(new Date(2026, 10, 21, 22, 0), 'ms')).toEqual(sample);
  });

  it('is written in English for an English card, the couple and venue unchanged', () => {
    const english = sampleCardContent(new Date(2026, 10, 21, 22, 0), 'en');
    expect(english).toMatchObject({
      walimatulurus: 'The Wedding of',
      walimatulurus2: 'Wedding Invitation',
      parent_name: 'Mr Ahmad bin Ismail\n&\nMrs Aminah binti Hassan',
      groom_name: 'Adam',
      groom_fullname: 'Adam bin Ahmad',
    });
    expect(english.message).toMatch(/^With gratitude to Allah, we invite\n/);
    expect(english.doa).toMatch(/^O Allah, bless this marriage/);
    expect(english.majlis[0]?.location).toBe(sample.majlis[0]?.location);
    expect(english.majlis[0]?.tentative.map((item) => item.title)).toEqual([
      'Guests arrive',
      'Arrival of the couple',
      'Lunch is served',
      'Event ends',
    ]);
    expect(cardContentSchema.safeParse(english).success).toBe(true);
  });

  it('gives a card in both the Malay texts with the English as their English versions', () => {
    const both = sampleCardContent(new Date(2026, 10, 21, 22, 0), 'both');
    expect(both).toMatchObject({
      walimatulurus: 'Walimatulurus',
      walimatulurus_en: 'The Wedding of',
      walimatulurus2_en: 'Wedding Invitation',
      parent_name_en: 'Mr Ahmad bin Ismail\n&\nMrs Aminah binti Hassan',
    });
    expect(both.doa).toBe(sample.doa);
    expect(both.doa_en).toMatch(/^O Allah/);
    expect(both.message_en).toMatch(/^With gratitude to Allah/);
    expect(both.majlis[0]?.tentative[1]).toMatchObject({
      title: 'Ketibaan Pengantin',
      title_en: 'Arrival of the couple',
    });
    expect(cardContentSchema.safeParse(both).success).toBe(true);
  });
});

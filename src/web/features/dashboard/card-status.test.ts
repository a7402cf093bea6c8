import { describe, expect, it } from 'vitest';
import type { MyCard } from '@shared/schemas/owner';
import { cardStatusLabel } from './card-status';

const card = (status: MyCard['status'], minutesAgo: number): MyCard => ({
  id: 'abc123defg',
  groom_name: 'Adam',
  bride_name: 'Hawa',
  wedding_date: '2027-01-21',
  status,
  theme: 'theme6',
  rsvpCount: 0,
  created_at: new Date(Date.parse('2026-11-22T10:00:00Z') - minutesAgo * 60_000).toISOString(),
});
const now = new Date('2026-11-22T10:00:00Z');

describe('cardStatusLabel', () => {
  it('is Trial in the first hour, Luput after, Aktif once paid', () => {
    expect(cardStatusLabel(card('unverified', 59), now)).toBe('Trial');
    expect(cardStatusLabel(card('unverified', 60), now)).toBe('Luput');
    expect(cardStatusLabel(card('active', 600), now)).toBe('Aktif');
  });
});

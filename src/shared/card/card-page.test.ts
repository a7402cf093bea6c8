import { describe, expect, it } from 'vitest';
import { cardPageTitle, guestGreeting, heroHeading, MAX_GREETING_LENGTH } from './card-page';

describe('cardPageTitle', () => {
  it('reads walimatulurus | groom & bride', () => {
    expect(
      cardPageTitle({ walimatulurus: 'Walimatulurus', groom_name: 'Adam', bride_name: 'Hawa' }),
    ).toBe('Walimatulurus | Adam & Hawa');
  });

  it('falls back to Walimatulurus when the heading is blank', () => {
    expect(cardPageTitle({ walimatulurus: '  ', groom_name: 'Ali', bride_name: 'Siti' })).toBe(
      'Walimatulurus | Ali & Siti',
    );
    expect(heroHeading({ walimatulurus: 'Majlis Bertandang' })).toBe('Majlis Bertandang');
  });
});

describe('guestGreeting', () => {
  it('keeps a name as typed, on one line', () => {
    expect(guestGreeting('Encik Ali')).toBe('Encik Ali');
    expect(guestGreeting('  Puan\n\tSiti  ')).toBe('Puan Siti');
  });

  it('keeps markup as plain text (it is rendered as text)', () => {
    expect(guestGreeting('<b>Ali</b>')).toBe('<b>Ali</b>');
  });

  it('drops control and invisible formatting characters', () => {
    expect(guestGreeting('Ali\u0000\u202e')).toBe('Ali');
  });

  it('gives nothing for empty or non-text values', () => {
    expect(guestGreeting('')).toBeNull();
    expect(guestGreeting('   ')).toBeNull();
    expect(guestGreeting(undefined)).toBeNull();
    expect(guestGreeting(['a', 'b'])).toBeNull();
  });

  it('cuts long text without splitting a character', () => {
    const greeting = guestGreeting('😀'.repeat(100))!;
    expect([...greeting]).toHaveLength(MAX_GREETING_LENGTH);
  });
});

import { describe, expect, it } from 'vitest';
import { sampleCardContent } from '@shared/card/sample-card';
import { shareWords } from './card-share';

describe('share image words', () => {
  const sample = sampleCardContent(new Date(2026, 10, 21));
  const content = { ...sample, majlis: [{ ...sample.majlis[0]!, date: '2026-12-12' }] };

  it('shows the couple, the heading and the Malay date in the card’s theme', () => {
    const { theme, words } = shareWords(
      { ...content, theme: 'theme8', H2: 'Parisienne', fontP: 'Lato' },
      'ms',
    );
    expect(theme.name).toBe('theme8');
    expect(words).toEqual({
      heading: 'Walimatulurus',
      groom: 'Adam',
      bride: 'Hawa',
      date: 'Sabtu, 12 Disember 2026',
      dates: ['Sabtu, 12 Disember 2026'],
      more: [],
      tagline: ['Tekan link untuk lihat undangan.'],
      headingFont: 'Parisienne',
      bodyFont: 'Lato',
    });
  });

  it('speaks English on an English card', () => {
    // A heading left blank is the card's own, in its language.
    expect(shareWords({ ...content, walimatulurus: '' }, 'en').words).toMatchObject({
      heading: 'The Wedding of',
      date: 'Saturday, 12 December 2026',
      dates: ['Saturday, 12 December 2026'],
      tagline: ['Tap the link to see the invitation.'],
    });
    // The couple's own heading is theirs, whatever the card's language.
    expect(shareWords({ ...content, walimatulurus: 'Raja Sehari' }, 'en').words.heading).toBe(
      'Raja Sehari',
    );
  });

  it('keeps the hero in Malay on a card in both, with the English beneath beside it', () => {
    expect(shareWords(content, 'both').words).toMatchObject({
      heading: 'Walimatulurus',
      date: 'Sabtu, 12 Disember 2026',
      dates: ['Sabtu, 12 Disember 2026', 'Saturday, 12 December 2026'],
      tagline: ['Tekan link untuk lihat undangan.', 'Tap the link to see the invitation.'],
    });
  });

  it('dates the picture by the earliest majlis', () => {
    const resepsi = content.majlis[0]!;
    const akad = { ...resepsi, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    expect(shareWords({ ...content, majlis: [resepsi, akad] }, 'ms').words.date).toBe(
      'Jumaat, 11 Disember 2026',
    );
  });

  it('says how many more majlis there are, and nothing for a card of one', () => {
    const resepsi = content.majlis[0]!;
    const akad = { ...resepsi, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    const bertandang = { ...resepsi, id: 'btd1', kind: 'bertandang' as const, date: '2026-12-19' };
    const three = { ...content, majlis: [resepsi, akad, bertandang] };
    expect(shareWords(three, 'ms').words.more).toEqual(['dan 2 majlis lagi']);
    expect(shareWords(three, 'en').words.more).toEqual(['and 2 more events']);
    expect(shareWords({ ...content, majlis: [resepsi, akad] }, 'en').words.more).toEqual([
      'and 1 more event',
    ]);
    expect(shareWords(three, 'both').words.more).toEqual([
      'dan 2 majlis lagi',
      'and 2 more events',
    ]);
    expect(shareWords(content, 'both').words.more).toEqual([]);
  });

  it('falls back to the theme’s own fonts for fonts it does not know', () => {
    const { theme, words } = shareWords(
      { ...content, theme: 'theme3', H2: 'Comic Sans', fontP: '' },
      'ms',
    );
    expect(words.headingFont).toBe(theme.headingFont);
    expect(words.bodyFont).toBe(theme.bodyFont);
  });
});

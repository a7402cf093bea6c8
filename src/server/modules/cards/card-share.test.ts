import { describe, expect, it } from 'vitest';
import { sampleCardContent } from '@shared/card/sample-card';
import { shareWords } from './card-share';

describe('share image words', () => {
  const sample = sampleCardContent(new Date(2026, 10, 21));
  const content = { ...sample, majlis: [{ ...sample.majlis[0]!, date: '2026-12-12' }] };

  it('shows the couple, the heading and the Malay date in the card’s theme', () => {
    const { theme, words } = shareWords({
      ...content,
      theme: 'theme8',
      H2: 'Parisienne',
      fontP: 'Lato',
    });
    expect(theme.name).toBe('theme8');
    expect(words).toMatchObject({
      heading: 'Walimatulurus',
      groom: 'Adam',
      bride: 'Hawa',
      date: 'Sabtu, 12 Disember 2026',
      headingFont: 'Parisienne',
      bodyFont: 'Lato',
    });
  });

  it('dates the picture by the earliest majlis', () => {
    const resepsi = content.majlis[0]!;
    const akad = { ...resepsi, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    expect(shareWords({ ...content, majlis: [resepsi, akad] }).words.date).toBe(
      'Jumaat, 11 Disember 2026',
    );
  });

  it('says how many more majlis there are, and nothing for a card of one', () => {
    const resepsi = content.majlis[0]!;
    const akad = { ...resepsi, id: 'akad1', kind: 'akad' as const, date: '2026-12-11' };
    const bertandang = { ...resepsi, id: 'btd1', kind: 'bertandang' as const, date: '2026-12-19' };
    expect(shareWords({ ...content, majlis: [resepsi, akad, bertandang] }).words.more).toBe(
      'dan 2 majlis lagi',
    );
    expect(shareWords(content).words).not.toHaveProperty('more');
  });

  it('falls back to the theme’s own fonts for fonts it does not know', () => {
    const { theme, words } = shareWords({
      ...content,
      theme: 'theme3',
      H2: 'Comic Sans',
      fontP: '',
    });
    expect(words.headingFont).toBe(theme.headingFont);
    expect(words.bodyFont).toBe(theme.bodyFont);
  });
});

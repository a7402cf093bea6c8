import { describe, expect, it } from 'vitest';
import { giftIdeaTitles, titleIn, titleWithLang } from './catalogue-titles';

describe('titleIn: one title for a reader of a language', () => {
  it('gives English readers the English title, else the Malay; Malay readers the Malay', () => {
    expect(titleIn('en', 'Set Cadar', 'Bedsheet Set')).toBe('Bedsheet Set');
    expect(titleIn('en', 'Set Cadar', '')).toBe('Set Cadar');
    expect(titleIn('ms', 'Set Cadar', 'Bedsheet Set')).toBe('Set Cadar');
  });
});

describe('titleWithLang: the title, and when it is Malay standing in for English', () => {
  it('marks the Malay an English reader gets for want of an English title, and nothing else', () => {
    expect(titleWithLang('en', 'Set Cadar', '')).toEqual({ title: 'Set Cadar', lang: 'ms' });
    expect(titleWithLang('en', 'Set Cadar', 'Bedsheet Set')).toEqual({ title: 'Bedsheet Set' });
    expect(titleWithLang('ms', 'Set Cadar', '')).toEqual({ title: 'Set Cadar' });
    expect(titleWithLang('ms', 'Set Cadar', 'Bedsheet Set')).toEqual({ title: 'Set Cadar' });
  });
});

describe('giftIdeaTitles: the titles guests of a card receive', () => {
  it('a Malay card: the Malay title alone, never the English', () => {
    expect(giftIdeaTitles('ms', 'Set Cadar', 'Bedsheet Set')).toEqual({ title: 'Set Cadar' });
  });

  it('an English card: the English title, else the Malay marked as Malay, nothing beside it', () => {
    expect(giftIdeaTitles('en', 'Set Cadar', 'Bedsheet Set')).toEqual({ title: 'Bedsheet Set' });
    expect(giftIdeaTitles('en', 'Set Cadar', '')).toEqual({ title: 'Set Cadar', title_lang: 'ms' });
  });

  it('a card in both: the Malay, with the English beside it only when there is one', () => {
    expect(giftIdeaTitles('both', 'Set Cadar', 'Bedsheet Set')).toEqual({
      title: 'Set Cadar',
      title_en: 'Bedsheet Set',
    });
    expect(giftIdeaTitles('both', 'Set Cadar', '')).toEqual({ title: 'Set Cadar' });
  });
});

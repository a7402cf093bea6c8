import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUES } from '@shared/i18n/card-catalogues';
import { cardWordsIn } from '@shared/i18n/card-words';
import { cardSay } from '@web/i18n/card-words';
import { heldNote } from './held-section';

// The card once held names the day its majlis were on, or lists the days of several, in each of
// the card's languages.

const majlis = (date: string, start_time: string) => ({ date, start_time });
const text = (language: 'ms' | 'en' | 'both', list: ReturnType<typeof majlis>[]) =>
  renderToStaticMarkup(<>{heldNote(cardSay(cardWordsIn(language, CARD_CATALOGUES)), list)}</>)
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .filter(Boolean);

const SEVERAL = [
  majlis('2030-06-22', '11:00'),
  majlis('2030-06-14', '20:00'),
  majlis('2030-06-15', '11:30'),
  majlis('2030-06-15', '18:00'),
];

describe('the held card’s note', () => {
  it('names the day, or the days of several, in Malay', () => {
    expect(text('ms', [majlis('2030-06-15', '11:30')])).toEqual([
      'Majlis telah pun berlangsung pada Sabtu, 15 Jun 2030.',
    ]);
    expect(text('ms', SEVERAL)).toEqual([
      'Majlis telah pun berlangsung pada 14 Jun 2030, 15 Jun 2030 dan 22 Jun 2030.',
    ]);
  });

  it('says it in English, and in both on a card in both', () => {
    const [english] = text('en', SEVERAL);
    expect(english).toContain('14 June 2030, 15 June 2030');
    expect(english).toContain('22 June 2030');
    expect(text('both', [majlis('2030-06-15', '11:30')])).toHaveLength(2);
    expect(text('ms', [])).toEqual(['Majlis telah pun berlangsung.']);
  });
});

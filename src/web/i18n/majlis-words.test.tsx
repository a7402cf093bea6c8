import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardLanguage, CardMessages } from '@shared/i18n/card-words';
import { cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };
import { cardSay } from './card-words';
import { majlisTitles } from './majlis-words';

// A majlis's title as the card (and its RSVP form, Lokasi and calendar panels) words it: the
// couple's own title, with its English version beneath it in a card in both languages.

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };
const titles = (language: CardLanguage) => majlisTitles(cardSay(cardWordsIn(language, CATALOGUES)));
const own = { kind: 'lain' as const, title: 'Majlis Kesyukuran', title_en: 'Thanksgiving' };

describe('a majlis’s title in the card’s language(s)', () => {
  it('follows the couple’s title with its English version in a card in both', () => {
    expect(titles('both').line(own)).toBe('Majlis Kesyukuran / Thanksgiving');
    expect(renderToStaticMarkup(<h2>{titles('both').say(own)}</h2>)).toMatch(
      /^<h2>Majlis Kesyukuran <span lang="en" class="[^"]+">Thanksgiving<\/span><\/h2>$/,
    );
  });

  it('shows the couple’s title alone in one language, or without an English version', () => {
    expect(titles('ms').line(own)).toBe('Majlis Kesyukuran');
    expect(titles('en').line(own)).toBe('Majlis Kesyukuran');
    expect(titles('both').line({ ...own, title_en: undefined })).toBe('Majlis Kesyukuran');
  });

  it('words a majlis without a title of its own by its kind, as before', () => {
    expect(titles('both').line({ kind: 'akad', title: '', title_en: 'Ignored' })).toBe(
      'Akad Nikah / Solemnisation',
    );
  });
});

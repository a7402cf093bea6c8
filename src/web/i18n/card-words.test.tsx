import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardLanguage, CardMessages } from '@shared/i18n/card-words';
import { cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };
import { cardSay } from './card-words';

// How the card shows a word in its language(s): one language as it is; both with the Malay first
// and the English beneath it (its own element, `lang="en"`), or on one line where only text may go.

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };
const say = (language: CardLanguage) => cardSay(cardWordsIn(language, CATALOGUES));
const markup = (node: ReturnType<ReturnType<typeof say>['say']>) =>
  renderToStaticMarkup(<p>{node}</p>);

describe('the card’s words in its components', () => {
  it('shows a card in one language as plain text', () => {
    expect(markup(say('ms').say('card.panel.contacts'))).toBe('<p>Hubungi</p>');
    expect(markup(say('en').say('card.panel.contacts'))).toBe('<p>Contact</p>');
    expect(say('en').line('card.rsvp.seatsLeft', { n: 2 })).toBe('2 seats left');
    expect(say('en').locale).toBe('en');
  });

  it('shows a card in both with the English beneath the Malay, in its own language', () => {
    const both = say('both');
    expect(both.locale).toBe('ms');
    expect(markup(both.say('card.panel.contacts'))).toMatch(
      /^<p>Hubungi <span lang="en" class="[^"]+">Contact<\/span><\/p>$/,
    );
    expect(both.line('card.panel.contacts')).toBe('Hubungi / Contact');
    expect(both.all('card.rsvp.allowance', { n: 1 })).toEqual([
      'Jemputan anda untuk 1 orang.',
      'Your invitation is for 1 person.',
    ]);
  });

  it('says the same words once, in both languages', () => {
    const both = say('both');
    expect(markup(both.say('card.panel.rsvp'))).toBe('<p>RSVP</p>');
    expect(both.line('card.panel.salamKaut')).toBe('Salam Kaut');
    expect(both.join(['Sabtu, 1 Mei 2027', 'Saturday, 1 May 2027'])).toBe(
      'Sabtu, 1 Mei 2027 / Saturday, 1 May 2027',
    );
  });
});

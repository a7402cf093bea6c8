import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardLanguage, CardMessages } from '@shared/i18n/card-words';
import { cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };
import ms from '@shared/i18n/site/ms/index';
import { CardWordsProvider } from '@web/i18n/card-words';
import { LocaleProvider } from '@web/i18n/locale-provider';
import { WeddingDateEditor } from './wedding-date-editor';

// The editor's date shows as the guest card will: in the card's language(s), the English
// beneath the Malay in a card in both, and the Hijri date likewise when the couple show it.

const CATALOGUES = { ms: cardMs as CardMessages, en: cardEn as CardMessages };

function shown(language: CardLanguage, showHijri = false): string {
  const html = renderToStaticMarkup(
    // The owner's site is in Malay: the card's words follow the card's language, not the site's.
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider words={{ locale: 'ms', part: 'all', messages: ms }}>
        <CardWordsProvider words={cardWordsIn(language, CATALOGUES)}>
          <WeddingDateEditor
            value="2027-03-21"
            hijri={{ show_hijri: showHijri, hijri_adjust: 0 }}
            onChange={() => {}}
          />
        </CardWordsProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, '|');
}

describe('the editor’s date in the card’s language(s)', () => {
  it('is Malay in a Malay card, as before', () => {
    expect(shown('ms')).toContain('Ahad, 21 Mac 2027');
    expect(shown('ms')).not.toContain('Sunday');
  });

  it('is English in an English card', () => {
    expect(shown('en')).toContain('Sunday, 21 March 2027');
    expect(shown('en')).not.toContain('Ahad');
  });

  it('is Malay with the English beneath in a card in both', () => {
    expect(shown('both')).toMatch(/Ahad, 21 Mac 2027 \|Sunday, 21 March 2027\|/);
  });

  it('words the Hijri date in the card’s language(s) when shown', () => {
    expect(shown('ms', true)).toContain('13 Syawal 1448H');
    expect(shown('en', true)).toMatch(/13 Shaw+al 1448 AH/);
    expect(shown('both', true)).toMatch(/13 Syawal 1448H \|13 Shaw+al 1448 AH\|/);
    expect(shown('ms')).not.toContain('1448');
  });
});

import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { CardLanguage, CardMessages } from '@shared/i18n/card-words';
import { cardWordsIn } from '@shared/i18n/card-words';
import cardEn from '@shared/i18n/card/en.json' with { type: 'json' };
import cardMs from '@shared/i18n/card/ms.json' with { type: 'json' };
import { CardWordsProvider } from './card-words';
import { useLocale } from './locale-provider';

// The site's pages that draw the guest card's parts (the editor, the /demo preview, the theme
// previews, the owner's answer by hand) give them the card's words here, as strings: the card's
// catalogue is not parsed at build time (precompile-catalogues.ts), since the card formats its
// words itself. Never imported by the guest card's script, whose page carries its own words.

const catalogues = { ms: cardMs as CardMessages, en: cardEn as CardMessages };

/**
 * The card's words for the card's parts inside: in a card's own language where the page shows
 * the couple's card (the editor, the /demo preview: a new card is in Malay), else in the
 * visitor's (a theme's sample card, the owner's dialogs).
 */
export function SiteCardWords({
  language,
  children,
}: {
  language?: CardLanguage;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const shown = language ?? locale;
  const words = useMemo(() => cardWordsIn(shown, catalogues), [shown]);
  return <CardWordsProvider words={words}>{children}</CardWordsProvider>;
}

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/message-ids';
import { DEFAULT_LOCALE, INTL_LOCALES } from '@shared/i18n/locales';
import type { SiteMessages } from '@shared/i18n/site-messages';
import { loadSiteMessages } from '@shared/i18n/site-messages';
import { rememberLocale } from './page-locale';

/**
 * A query's `meta` flag for data that reads the same in every language: switching the language
 * does not fetch it again.
 */
export const SAME_IN_EVERY_LANGUAGE = 'sameInEveryLanguage';

export interface SiteLanguage {
  locale: Locale;
  messages: SiteMessages;
}

interface LocaleChoice {
  locale: Locale;
  /** Switches the site to `locale`: its catalogue is fetched, then every word redraws. */
  choose(locale: Locale): Promise<void>;
}

const LocaleChoiceContext = createContext<LocaleChoice | null>(null);

/**
 * The site's words in the visitor's language (react-intl), and the way to change it. Starts with
 * the language the page was drawn in, its catalogue already loaded, so hydration matches.
 */
export function LocaleProvider({
  initial,
  children,
}: {
  initial: SiteLanguage;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(initial);
  const queryClient = useQueryClient();
  const choose = useCallback(
    async (locale: Locale) => {
      const messages = await loadSiteMessages(locale);
      rememberLocale(locale);
      setCurrent({ locale, messages });
      // What the server worded (its replies) is asked again, in the new language; what reads
      // the same in any language (the theme gallery's pages, a font pair) is not.
      await queryClient.invalidateQueries({
        predicate: (query) => query.meta?.[SAME_IN_EVERY_LANGUAGE] !== true,
      });
    },
    [queryClient],
  );
  const choice = useMemo(() => ({ locale: current.locale, choose }), [current.locale, choose]);
  return (
    <LocaleChoiceContext.Provider value={choice}>
      <IntlProvider
        locale={INTL_LOCALES[current.locale]}
        defaultLocale={INTL_LOCALES[DEFAULT_LOCALE]}
        // The site's catalogue, of the two the ids span (the card's is the card page's). In the
        // browser its values are parsed ICU messages, not the strings its type says (the web
        // build precompiles them: i18n/precompile-catalogues.ts); react-intl takes either.
        messages={current.messages as Record<MessageId, string>}
      >
        {children}
      </IntlProvider>
    </LocaleChoiceContext.Provider>
  );
}

/** The site's language and the way to change it. */
export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleChoiceContext);
  if (!choice) throw new Error('useLocale() outside <LocaleProvider>');
  return choice;
}

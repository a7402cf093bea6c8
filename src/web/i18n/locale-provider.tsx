import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/message-ids';
import { DEFAULT_LOCALE, INTL_LOCALES } from '@shared/i18n/locales';
import { SheetCloseLabel } from '@web/components/ui/sheet-dialog';
import { setClientWords } from '@web/lib/api-client';
import { rememberLocale } from './page-locale';
import type { SiteWords } from './site-words';
import { loadedSiteWords, subscribeSiteWords, switchSiteWords } from './site-words';

/**
 * A query's `meta` flag for data that reads the same in every language: switching the language
 * does not fetch it again.
 */
export const SAME_IN_EVERY_LANGUAGE = 'sameInEveryLanguage';

interface LocaleChoice {
  locale: Locale;
  /** Switches the site to `locale`: its catalogue is fetched, then every word redraws. */
  choose(locale: Locale): Promise<void>;
}

const LocaleChoiceContext = createContext<LocaleChoice | null>(null);

/**
 * The site's words in the visitor's language (react-intl), and the way to change it. Starts with
 * the language the page was drawn in, its words already loaded (`startSiteWords`), so hydration
 * matches; redraws when more of them arrive or the language changes (`site-words.ts`). The
 * server, drawing a page, passes the words it draws with.
 */
export function LocaleProvider({ words, children }: { words?: SiteWords; children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribeSiteWords, loadedSiteWords, loadedSiteWords);
  const current = words ?? loaded;
  if (!current) throw new Error('<LocaleProvider> draws before the site words are loaded');
  const queryClient = useQueryClient();
  const choose = useCallback(
    async (locale: Locale) => {
      await switchSiteWords(locale);
      rememberLocale(locale);
      // What the server worded (its replies) is asked again, in the new language; what reads
      // the same in any language (a font pair) is not.
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
        <UiWordsInLanguage>{children}</UiWordsInLanguage>
      </IntlProvider>
    </LocaleChoiceContext.Provider>
  );
}

/**
 * The words shared pieces say without a catalogue of their own, in the language being drawn:
 * the API client's failures (no connection, an unreadable reply) and a dialog's X button. The
 * client's are set as it draws, not in an effect: the page's first calls start from its
 * children's effects, which run before any effect of this provider's.
 */
function UiWordsInLanguage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  setClientWords({
    offline: intl.formatMessage({ id: 'ui.offline' }),
    failed: intl.formatMessage({ id: 'ui.failed' }),
  });
  return (
    <SheetCloseLabel.Provider value={intl.formatMessage({ id: 'ui.close' })}>
      {children}
    </SheetCloseLabel.Provider>
  );
}

/** The site's language and the way to change it. */
export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleChoiceContext);
  if (!choice) throw new Error('useLocale() outside <LocaleProvider>');
  return choice;
}

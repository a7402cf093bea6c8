import type { Locale } from '@shared/i18n/locales';
import type { SiteMessages, SitePart } from '@shared/i18n/site-messages';
import { loadSiteMessages } from '@shared/i18n/site-messages';

// The words the site has loaded: a language and its public part or its whole catalogue. A page
// the server drew for anyone starts with the public part; any other page asks for the whole
// catalogue before it draws (`withAllSiteWords`), so the landing page's visitors never
// download the owners' and staff's words. React reads this store through the LocaleProvider.

export interface SiteWords {
  locale: Locale;
  part: SitePart;
  messages: SiteMessages;
}

let current: SiteWords | null = null;
const listeners = new Set<() => void>();

function publish(words: SiteWords) {
  current = words;
  for (const listener of listeners) listener();
}

/** Loads the page's first words (before the app draws): `part` of `locale`. */
export async function startSiteWords(locale: Locale, part: SitePart): Promise<SiteWords> {
  publish({ locale, part, messages: await loadSiteMessages(locale, part) });
  return current!;
}

/** The words loaded so far; null before `startSiteWords` (and always on the server). */
export function loadedSiteWords(): SiteWords | null {
  return current;
}

function currentSiteWords(): SiteWords {
  if (!current) throw new Error('the site words are read before startSiteWords()');
  return current;
}

export function subscribeSiteWords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The whole catalogue of the current language (the public part is a subset of it). Should the
 * visitor switch language meanwhile, the new language's is loaded too: a page that waited for
 * this never draws with words missing. A language's chunk is fetched once (a module).
 */
export async function loadAllSiteWords(): Promise<void> {
  // Nothing to load on the server, which draws with the words it passes the provider.
  while (current && current.part !== 'all') {
    const { locale } = currentSiteWords();
    const messages = await loadSiteMessages(locale, 'all');
    if (currentSiteWords().locale === locale) publish({ locale, part: 'all', messages });
  }
}

/** Another language, as much of it as is loaded of the current one. */
export async function switchSiteWords(locale: Locale): Promise<void> {
  for (;;) {
    const { part } = currentSiteWords();
    const messages = await loadSiteMessages(locale, part);
    // The whole catalogue may have arrived meanwhile: then the whole of the new one is needed.
    if (currentSiteWords().part === part) return publish({ locale, part, messages });
  }
}

/** A route's `lazy` that loads the whole catalogue beside the route's code. */
export function withAllSiteWords<T>(lazy: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([lazy(), loadAllSiteWords()]))[0];
}

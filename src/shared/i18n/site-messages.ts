import type ms from './site/ms/index';
import type { Locale } from './locales';

// The site's catalogues (the landing page, the gallery, creation, the owner's pages, staff's
// console, e-mails and the server's replies): Malay is the reference, English follows its keys.
// Each language comes in two chunks, fetched only when a visitor uses them: the public part
// (the pages the server draws for anyone, and the site's frame) and the whole catalogue, which
// every other page loads before it draws.

export type SiteMessageId = keyof typeof ms;
export type SiteMessages = Record<SiteMessageId, string>;

/** `public`: the public pages' words only; `all`: every word of the site. */
export type SitePart = 'public' | 'all';

const loaders: Record<SitePart, Record<Locale, () => Promise<{ default: object }>>> = {
  public: {
    ms: () => import('./site/ms/public'),
    en: () => import('./site/en/public'),
  },
  all: {
    ms: () => import('./site/ms/index'),
    en: () => import('./site/en/index'),
  },
};

/**
 * A language's words: the whole catalogue, or its public part (typed as the whole: a public page
 * reads only its part's keys, which `public-words.test.ts` checks).
 */
export async function loadSiteMessages(
  locale: Locale,
  part: SitePart = 'all',
): Promise<SiteMessages> {
  return (await loaders[part][locale]()).default as SiteMessages;
}

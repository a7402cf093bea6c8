import type ms from './site/ms/index';
import type { Locale } from './locales';

// The site's catalogues (the landing page, the gallery, creation, the owner's pages, staff's
// console, e-mails and the server's replies): Malay is the reference, English follows its keys.
// Each language is its own chunk, fetched only when a visitor uses it.

export type SiteMessageId = keyof typeof ms;
export type SiteMessages = Record<SiteMessageId, string>;

const loaders: Record<Locale, () => Promise<{ default: SiteMessages }>> = {
  ms: () => import('./site/ms/index'),
  en: () => import('./site/en/index'),
};

export async function loadSiteMessages(locale: Locale): Promise<SiteMessages> {
  return (await loaders[locale]()).default;
}

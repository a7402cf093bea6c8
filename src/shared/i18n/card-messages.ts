import type ms from './card/ms.json';
import type { Locale } from './locales';

// The guest card's fixed words (its headings, the RSVP form, the countdown, the panels): a small
// catalogue of its own, so a card's page carries the words of its language(s) and nothing of
// the site's. The couple's own texts are not here: they are the couple's.

export type CardMessageId = keyof typeof ms;
export type CardMessages = Record<CardMessageId, string>;

const loaders: Record<Locale, () => Promise<{ default: CardMessages }>> = {
  ms: () => import('./card/ms.json'),
  en: () => import('./card/en.json'),
};

export async function loadCardMessages(locale: Locale): Promise<CardMessages> {
  return (await loaders[locale]()).default;
}

import type { CardLanguage } from '@shared/i18n/card-words';
import { useLocale } from '@web/i18n/locale-provider';

/**
 * The language of the card being made: the visitor's own, so a card begun on the English site
 * speaks English to its guests, as the theme's sample card they chose it from did. The create
 * screen and /demo show it, and publishing sends it; the card's editor changes it afterwards.
 */
export function useDraftLanguage(): CardLanguage {
  return useLocale().locale;
}

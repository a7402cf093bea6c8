import type { Locale } from '@shared/i18n/locales';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  isLocale,
} from '@shared/i18n/locales';

/** The page's language, as the server chose it and wrote it on `<html lang>`. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Keeps the visitor's choice: a cookie (not HttpOnly: a preference, no secret) that goes with
 * every page and API call, so pages and the server's replies come in the chosen language.
 */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  document.documentElement.lang = locale;
}

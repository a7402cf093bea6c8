// The languages Jemput speaks. Malay is the default and the reference: every message is written
// in Malay first (the product's own words), and English says the same thing.

export const LOCALES = ['ms', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ms';

/** The cookie that keeps a visitor's choice of the site's language, for a year. */
export const LOCALE_COOKIE = 'bahasa';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language by its own name, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { ms: 'Bahasa Melayu', en: 'English' };
/** Short labels for a narrow header. */
export const LOCALE_SHORT_NAMES: Record<Locale, string> = { ms: 'BM', en: 'EN' };

/** The tag `Intl` formats with: Malaysian English and Malay write numbers and ringgit alike. */
export const INTL_LOCALES: Record<Locale, string> = { ms: 'ms-MY', en: 'en-MY' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a browser asks for (its `Accept-Language`), best first by weight: the first of
 * ours it names (`en-GB` is English, `ms-MY` Malay; Indonesian reads Malay best), else Malay.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const asked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of asked) {
    const primary = tag.split('-')[0];
    if (primary === 'ms' || primary === 'id') return 'ms';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** The site's language for a visitor: the one they chose (the cookie), else their browser's. */
export function siteLocale(visitor: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Locale {
  return isLocale(visitor.cookie)
    ? visitor.cookie
    : localeFromAcceptLanguage(visitor.acceptLanguage);
}

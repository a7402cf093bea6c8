import { useMemo } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { INTL_LOCALES } from '@shared/i18n/locales';
import { useLocale } from './locale-provider';

// Prices in the page's language, from Intl: its grouping (RM1,000) and its currency sign, written
// as Malaysians write prices in either language, the sign against the figure (`RM50`, as
// formatRinggit in shared/money writes them): Intl puts a space between them. Whole ringgit
// without decimals, the rest with two (`RM49.50`).

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: Locale, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: 'MYR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** `5000` → `RM50`, `4950` → `RM49.50`, `100000` → `RM1,000`, in `locale`. */
export function ringgitIn(locale: Locale, sen: number): string {
  const ringgit = sen / 100;
  return formatOf(locale, Number.isInteger(ringgit) ? 0 : 2)
    .formatToParts(ringgit)
    .filter((part) => !(part.type === 'literal' && /^\s+$/.test(part.value)))
    .map((part) => part.value)
    .join('');
}

/** `ringgit(sen)` in the site's language. */
export function useRinggit(): (sen: number) => string {
  const { locale } = useLocale();
  return useMemo(() => (sen: number) => ringgitIn(locale, sen), [locale]);
}

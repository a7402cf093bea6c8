import { useIntl } from 'react-intl';

// How the console writes money and times: ringgit from sen, times in Asia/Kuala_Lumpur (month
// names in the page's language).

export function ringgit(sen: number): string {
  return `RM${(sen / 100).toLocaleString('ms-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeIn(intlLocale: string): Intl.DateTimeFormat {
  let format = formats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      timeZone: 'Asia/Kuala_Lumpur',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    formats.set(intlLocale, format);
  }
  return format;
}

/** An ISO time as Malaysians read it (Asia/Kuala_Lumpur whatever the browser's zone). */
export function malaysiaTime(iso: string | null, intlLocale = 'ms-MY'): string {
  return iso ? dateTimeIn(intlLocale).format(new Date(iso)) : '–';
}

/** `malaysiaTime` in the page's language. */
export function useMalaysiaTime(): (iso: string | null) => string {
  const { locale } = useIntl();
  return (iso) => malaysiaTime(iso, locale);
}

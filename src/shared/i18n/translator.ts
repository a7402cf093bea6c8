import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import type { Locale } from './locales';
import { DEFAULT_LOCALE, INTL_LOCALES } from './locales';
import type { MessageId } from './message-ids';

/** What a message's `{placeholders}` are filled with. */
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;

export interface Translator {
  locale: Locale;
  /** The message in this language, its ICU placeholders, plurals and selects filled in. */
  t(id: MessageId, values?: MessageValues): string;
  intl: IntlShape;
}

// One cache for every translator: formatters (plural rules, number formats) are made once.
const cache = createIntlCache();

/**
 * A translator for code outside React (the server's replies and e-mails, the card's script):
 * the same ICU formatting as react-intl, over the catalogue of one language.
 */
export function createTranslator(
  locale: Locale,
  messages: Partial<Record<MessageId, string>>,
): Translator {
  const intl = createIntl(
    {
      locale: INTL_LOCALES[locale],
      defaultLocale: INTL_LOCALES[DEFAULT_LOCALE],
      // One catalogue (the site's or the card's) of the two the ids span: ids are checked where
      // a message is asked for; the catalogue check keeps each catalogue whole.
      messages: messages as Record<MessageId, string>,
    },
    cache,
  );
  return { locale, intl, t: (id, values) => intl.formatMessage({ id }, values) };
}

import type { Locale } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MessageValues, Translator } from '@shared/i18n/translator';
import { siteTranslator } from '../http/site-words';
import { escapeHtml } from '../render/html';

// The e-mails are written in one reader's language: the person whose act sent them (the visitor
// asking for a login code, the owner inviting a co-host or paying). Their words are the site
// catalogue's `mail` area; each mail has a plain text and an HTML body saying the same.

/** A mail's words in one language: plain text, and the same escaped for its HTML body. */
export interface MailWords {
  locale: Locale;
  /** The message as plain text. */
  text(id: SiteMessageId, values?: MessageValues): string;
  /**
   * The message for HTML: its words and `values` escaped, then each of `markup`'s values put in
   * as the HTML it is (a `<strong>` around a name).
   */
  html(id: SiteMessageId, values?: MessageValues, markup?: Record<string, string>): string;
}

/** A placeholder no message or value holds, where a piece of markup goes after escaping. */
const slot = (name: string) => `\u0000${name}\u0000`;

export function mailWords(locale: Locale): MailWords {
  const translator: Translator = siteTranslator(locale);
  return {
    locale,
    text: (id, values) => translator.t(id, values),
    html(id, values = {}, markup = {}) {
      const slots = Object.fromEntries(Object.keys(markup).map((name) => [name, slot(name)]));
      let html = escapeHtml(translator.t(id, { ...values, ...slots }));
      for (const [name, piece] of Object.entries(markup)) html = html.replace(slot(name), piece);
      return html;
    },
  };
}

/** `<strong>` around escaped text. */
export const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

/** Plain-text mail keeps its lines short: a longer line is sent encoded, unreadable raw. */
const TEXT_WIDTH = 76;

/**
 * A plain-text body from its lines, each wrapped at word breaks to TEXT_WIDTH (a link, one
 * long word, stays whole on its line).
 */
export function plainText(lines: string[]): string {
  return lines
    .flatMap((line) => {
      if (line.length <= TEXT_WIDTH) return [line];
      const wrapped: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
        if (current && current.length + 1 + word.length > TEXT_WIDTH) {
          wrapped.push(current);
          current = word;
        } else {
          current = current ? `${current} ${word}` : word;
        }
      }
      return [...wrapped, current];
    })
    .join('\n');
}

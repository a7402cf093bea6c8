import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
// Relative imports: Vite loads this file with its config, before any alias exists.
import type { Locale } from '../../shared/i18n/locales.ts';
import { INTL_LOCALES, isLocale } from '../../shared/i18n/locales.ts';

// Build time only (vite.config.ts): the message catalogues reach the browser already parsed.
// react-intl parses an ICU message the first time it is formatted, and for that ships the ICU
// parser (with its number and date skeleton parsers) in the site's script; given the parsed
// form (the AST react-intl would make), it needs none of it, and the web build swaps the
// parser for its stub (`no-parser.js`). So in the browser a catalogue's values are ASTs, not
// strings: read a message only through `t()`, never from the catalogue itself. The server and
// the unit tests import the JSON as it is, strings, and parse at run time.

/**
 * The site's catalogue files (`site/<locale>/<area>.json`). The guest card's (`card/<locale>.json`)
 * stay strings: the card formats its words with its own small formatter (card-words.ts), and
 * the site's pages that draw the card's parts hand them the strings too.
 */
const CATALOGUE_FILE = /\/src\/shared\/i18n\/site\/(ms|en)\/[\w-]+\.json$/;

/** The language of a catalogue file, or null for any other file. */
export function catalogueLocale(id: string): Locale | null {
  const match = CATALOGUE_FILE.exec(id.split('?')[0]!.replaceAll('\\', '/'));
  const locale = match?.[1];
  return isLocale(locale) ? locale : null;
}

/**
 * A catalogue's JSON with each message replaced by its ICU AST, parsed as react-intl parses it
 * at run time (its defaults, the catalogue's locale for date skeletons), without source
 * locations. A message that is not valid ICU fails the build, naming its key.
 */
export function precompileCatalogue(json: string, locale: Locale): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message, { locale: new Intl.Locale(INTL_LOCALES[locale]) })];
      } catch (error) {
        throw new Error(`${key}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  return JSON.stringify(compiled);
}

/**
 * The Vite plugin: catalogue files become their parsed form before Vite's own JSON handling
 * makes modules of them. Goes with the parser's alias to `no-parser.js` (vite.config.ts).
 */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'jemput:precompiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const locale = catalogueLocale(id);
      if (!locale) return null;
      return { code: precompileCatalogue(code, locale), map: null };
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from '@formatjs/intl';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import { INTL_LOCALES } from '@shared/i18n/locales';
import type { MessageId } from '@shared/i18n/message-ids';
import { catalogueLocale, precompileCatalogue } from './precompile-catalogues';

// The browser gets the catalogues parsed at build time (no ICU parser in its script): every
// message must read exactly as react-intl makes it from the string, in both languages.

const I18N = path.resolve(import.meta.dirname, '../../shared/i18n');

/** Every catalogue file of a language the build parses: the site's areas. */
function catalogueFiles(locale: Locale): string[] {
  const site = path.join(I18N, 'site', locale);
  return fs
    .readdirSync(site)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(site, name));
}

/** Values for a message's placeholders: text, and for a plural each count it may meet. */
function valuesFor(
  elements: MessageFormatElement[],
  count: number,
  values: Record<string, unknown>,
) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = count;
    else if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] = new Date(Date.UTC(2027, 2, 21, 4, 30));
    else if (element.type === TYPE.tag) values[element.value] = (parts: string[]) => parts.join('');
    else values[element.value] ??= `«${element.value}»`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, count, values);
    }
    if (element.type === TYPE.tag) valuesFor(element.children, count, values);
  }
  return values;
}

describe('catalogues parsed at build time', () => {
  it('knows the site’s catalogue files and their language, and nothing else', () => {
    expect(catalogueLocale('/w/src/shared/i18n/site/en/landing.json')).toBe('en');
    expect(catalogueLocale('/w/src/shared/i18n/site/ms/common.json?import')).toBe('ms');
    // The guest card's catalogue stays strings: the card formats its own words.
    expect(catalogueLocale('/w/src/shared/i18n/card/en.json')).toBeNull();
    expect(catalogueLocale('/w/src/shared/i18n/site/en/index.ts')).toBeNull();
    expect(catalogueLocale('/w/src/shared/themes/palettes.json')).toBeNull();
    expect(catalogueLocale('/w/node_modules/x/src/shared/i18n/site/xx/a.json')).toBeNull();
  });

  it.each(['ms', 'en'] as const)('read in %s as the strings do', (locale) => {
    const differences: string[] = [];
    for (const file of catalogueFiles(locale)) {
      const json = fs.readFileSync(file, 'utf8');
      const strings = JSON.parse(json) as Record<string, string>;
      const parsed = JSON.parse(precompileCatalogue(json, locale)) as Record<
        string,
        MessageFormatElement[]
      >;
      const fromStrings = createIntl({ locale: INTL_LOCALES[locale], messages: strings });
      const fromParsed = createIntl({ locale: INTL_LOCALES[locale], messages: parsed });
      for (const [key, ast] of Object.entries(parsed) as [MessageId, MessageFormatElement[]][]) {
        expect(Array.isArray(ast)).toBe(true);
        for (const count of [0, 1, 2, 21]) {
          const values = valuesFor(ast, count, {}) as Record<string, string>;
          const a = fromStrings.formatMessage({ id: key }, values);
          const b = fromParsed.formatMessage({ id: key }, values);
          if (a !== b) differences.push(`${key} (${count}): ${a} ≠ ${b}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('keeps no source locations (bytes the browser would download for nothing)', () => {
    const json = JSON.stringify({ 'x.y': 'Ada {count, plural, other {# tetamu}} untuk {name}' });
    expect(precompileCatalogue(json, 'ms')).not.toContain('location');
  });

  it('fails the build on a message that is not ICU, naming its key', () => {
    const json = JSON.stringify({ 'landing.broken': 'Harga {price' });
    expect(() => precompileCatalogue(json, 'ms')).toThrow(/landing\.broken/);
  });
});

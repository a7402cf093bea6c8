import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage, siteLocale } from './locales';

describe('the visitor’s language', () => {
  it.each([
    [undefined, 'ms'],
    ['', 'ms'],
    ['en-GB,en;q=0.9', 'en'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-US;q=0.5, ms;q=0.9', 'ms'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'en'],
    ['ta-IN', 'ms'],
    ['id-ID,id;q=0.9', 'ms'],
    ['*', 'ms'],
    ['en;q=0, ms;q=0.1', 'ms'],
    ['fr;q=abc, en', 'en'],
  ])('reads Accept-Language %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('keeps the choice the visitor made over what the browser asks', () => {
    expect(siteLocale({ cookie: 'en', acceptLanguage: 'ms-MY' })).toBe('en');
    expect(siteLocale({ cookie: 'ms', acceptLanguage: 'en-GB' })).toBe('ms');
    // A cookie of no language of ours is not a choice.
    expect(siteLocale({ cookie: 'fr', acceptLanguage: 'en-GB' })).toBe('en');
    expect(siteLocale({ cookie: undefined, acceptLanguage: undefined })).toBe('ms');
  });

  it('knows its languages only', () => {
    expect(isLocale('ms')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

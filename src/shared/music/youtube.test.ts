import { describe, expect, it } from 'vitest';
import { ruleText } from '../i18n/rule-words';
import siteEn from '../i18n/site/en/index';
import siteMs from '../i18n/site/ms/index';
import { createTranslator } from '../i18n/translator';
import { YOUTUBE_URL_MESSAGE, formatStartAt, parseStartAt, parseYoutubeId } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('YouTube id', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=20`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube.com/e/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`youtu.be/${ID}`],
    [ID],
  ])('finds the id in %s', (url) => {
    expect(parseYoutubeId(url)).toBe(ID);
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}X`],
    [`https://example.com/watch?v=${ID}`],
    ['https://www.youtube.com/'],
    ['lagu kahwin'],
    [''],
  ])('finds no id in %s', (url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });

  it('keeps the message word for word, in Malay and in English', () => {
    for (const catalogue of [siteMs, siteEn]) {
      const { t } = createTranslator('ms', catalogue);
      expect(ruleText(YOUTUBE_URL_MESSAGE, t)).toBe('Invalid URL or Video ID not found');
    }
  });
});

describe('start-at', () => {
  it('reads m:ss as minutes and seconds', () => {
    expect(parseStartAt('1:05')).toBe(65);
    expect(parseStartAt('0:20')).toBe(20);
    expect(parseStartAt('12:00')).toBe(720);
  });

  it('reads digits as seconds', () => {
    expect(parseStartAt('20')).toBe(20);
    expect(parseStartAt(' 90 ')).toBe(90);
  });

  it('starts at 0 for anything else', () => {
    expect(parseStartAt('1:5')).toBe(0);
    expect(parseStartAt('1:65')).toBe(0);
    expect(parseStartAt('-5')).toBe(0);
    expect(parseStartAt('satu minit')).toBe(0);
    expect(parseStartAt('')).toBe(0);
  });

  it('writes seconds back as m:ss', () => {
    expect(formatStartAt(65)).toBe('1:05');
    expect(formatStartAt(0)).toBe('0:00');
  });
});

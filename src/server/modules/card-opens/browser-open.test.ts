import { describe, expect, it } from 'vitest';
import { isBrowserOpen } from './browser-open';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WHATSAPP_IN_APP =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.210 Mobile Safari/537.36';
const open = (
  userAgent: string | undefined,
  more: Partial<Parameters<typeof isBrowserOpen>[0]> = {},
) => isBrowserOpen({ method: 'GET', status: 200, userAgent, purpose: undefined, ...more });

describe('a card page served to a person', () => {
  it('counts phone and laptop browsers, and the page opened inside a chat app', () => {
    expect(open(PHONE)).toBe(true);
    expect(open(IPHONE)).toBe(true);
    expect(open(WHATSAPP_IN_APP)).toBe(true);
    expect(
      open('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe(true);
  });

  it('counts a browser shown its kept copy (304), not a HEAD, an error or a prefetch', () => {
    expect(open(PHONE, { status: 304 })).toBe(true);
    expect(open(PHONE, { method: 'HEAD' })).toBe(false);
    expect(open(PHONE, { status: 404 })).toBe(false);
    expect(open(PHONE, { purpose: 'prefetch' })).toBe(false);
    expect(open(PHONE, { purpose: 'prefetch;prerender' })).toBe(false);
  });

  it('leaves out link previews, crawlers, tools and headless browsers', () => {
    for (const robot of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; SomeCrawler/1.0)',
      'curl/8.5.0',
      'Wget/1.21',
      'python-requests/2.31',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(open(robot), robot).toBe(false);
    }
  });

  it('leaves out a request that names no browser', () => {
    expect(open(undefined)).toBe(false);
    expect(open('')).toBe(false);
    expect(open('Jemput')).toBe(false);
  });
});

// Which serves of the card page are a person opening it: a browser's GET answered with the page.
// A link shared in WhatsApp, Facebook, Telegram and the like is fetched first by the app's
// preview robot (for its title and picture): that is no one reading the card, nor are search
// engines, tools (curl), headless browsers and page checks, nor a browser fetching the page in
// advance in case it is opened (a prefetch). Robots are told by their user agent.

/** Link-preview fetchers, crawlers, tools and headless browsers, by their user agent. */
const NOT_A_PERSON = new RegExp(
  [
    'whatsapp',
    'facebookexternalhit',
    'facebot',
    'meta-externalagent',
    'telegram',
    'twitterbot',
    'slackbot',
    'slack-imgproxy',
    'discordbot',
    'linkedinbot',
    'skypeuripreview',
    'pinterest',
    'embedly',
    'googlebot',
    'google-inspectiontool',
    'apis-google',
    'bingbot',
    'bingpreview',
    'yandex',
    'baiduspider',
    'duckduckbot',
    'applebot',
    'petalbot',
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'preview',
    'fetch',
    'curl',
    'wget',
    'httpie',
    'python',
    'go-http-client',
    'java/',
    'okhttp',
    'axios',
    'node',
    'undici',
    'libwww',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'uptime',
    'monitor',
    'autocannon',
  ].join('|'),
  'i',
);

export interface PageServe {
  method: string;
  /** The status the page went out with. */
  status: number;
  userAgent: string | undefined;
  /** `Sec-Purpose` or `Purpose`: `prefetch` when a browser fetches ahead of a click. */
  purpose: string | undefined;
}

/**
 * Whether a serve of the card page is a person opening it: a GET (a HEAD shows nothing), the
 * page itself (200) or the browser's copy confirmed unchanged (304: the browser shows the card
 * it kept), from a browser that says what it is and is not a robot, not fetched ahead.
 */
export function isBrowserOpen({ method, status, userAgent, purpose }: PageServe): boolean {
  if (method !== 'GET' || (status !== 200 && status !== 304)) return false;
  if (purpose !== undefined && /prefetch|prerender/i.test(purpose)) return false;
  if (!userAgent || !/^Mozilla\//.test(userAgent)) return false;
  return !NOT_A_PERSON.test(userAgent);
}

import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID, cardPageTitle } from '@shared/card/card-page';
import { firstMajlis } from '@shared/card/majlis';
import { sharePictureVersion } from '@shared/card/share-picture';
import { weekdayAndDateWords } from '@shared/dates/date-words';
import type { CardMessageId, CardWords } from '@shared/i18n/card-words';
import { cardMainLocale, formatCardMessage } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
// The one place the server uses web code: it draws the guest card with the card's own components.
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- see above
import { renderCardBody } from '@web/features/card/entry-server';
import { cardFontTags } from './font-face-css';
import { cardFirstScreenFonts } from './first-screen-fonts';
import type { CardTemplate } from './card-template';
import { firstScreenHtml } from './card-template';
import { escapeHtml, jsonForScript, textOfHtml } from './html';

/** A card message in the card's main language (the page's title and share tags say one). */
function mainWords(words: CardWords, id: CardMessageId, values?: Record<string, string>) {
  const locale = cardMainLocale(words.language);
  return formatCardMessage(words.messages[locale]?.[id] ?? '', locale, values);
}

/** The share tags' own name for a language. */
const OG_LOCALES: Record<Locale, string> = { ms: 'ms_MY', en: 'en_MY' };

// Without JavaScript there is no Buka button: the card shows at once, as a plain page.
const NO_SCRIPT =
  '<noscript><style>.intro-overlay{display:none!important}' +
  'body.intro-open{overflow:auto!important}</style></noscript>';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** Title, robots, share tags (Open Graph, Twitter), fonts and the hero's first picture. */
function liveHead(
  data: Extract<CardPageData, { state: 'live' }>,
  publicUrl: string,
  fontTags: string,
): string {
  const { content } = data.card;
  const locale = cardMainLocale(data.words.language);
  const title = cardPageTitle(content, mainWords(data.words, 'card.hero.heading'));
  const date = weekdayAndDateWords(firstMajlis(content.majlis).date, locale);
  const shareTitle = `${title} · ${date}`;
  const description = mainWords(data.words, 'card.share.description');
  const cardUrl = `${publicUrl}/kad/${data.card.id}`;
  // Named by version and language: an edit gives the picture a new address, so apps fetch it afresh.
  const image = `${cardUrl}/og.png?v=${sharePictureVersion(data.version, data.words.language)}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'robots', 'noindex, nofollow'),
    meta('name', 'description', description),
    meta('name', 'theme-color', data.theme.pageColour),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Jemput'),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', cardUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${content.groom_name} & ${content.bride_name}`),
    // X reads the title, description and picture from the Open Graph tags above.
    meta('name', 'twitter:card', 'summary_large_image'),
    // The hero's pictures need no preload here: React puts one for each at the top of the body.
    fontTags,
    ...(data.card.features.music ? [NO_SCRIPT] : []),
  ].join('\n    ');
}

// Figures for the countdown, which ticks through all of them.
const FIGURES = '0123456789';

/**
 * What the card draws in its fonts: the names (the heading face), the first screen's text and
 * the page's (the body face, so the sections below need no whole file either).
 */
function firstScreenText(data: Extract<CardPageData, { state: 'live' }>, body: string) {
  const { groom_name, bride_name } = data.card.content;
  // The greeting differs per guest: leaving it out keeps one subset (and one cached page) per card.
  const textOf = (html: string) =>
    textOfHtml(html.replace(/<span[^>]*data-greeting=""[^>]*>[^<]*<\/span>/g, ''));
  const text = textOf(body);
  const first = textOf(firstScreenHtml(body));
  return {
    // The space too: a face whose range has it is the line's "first available font" (CSS Fonts
    // §5), whose metrics set the line height; without it a later face would move the names.
    heading: ` ${groom_name}${bride_name}&`,
    // In capitals too: labels are drawn uppercase by CSS.
    firstScreen: ` ${first}${first.toUpperCase()}`,
    page: `${text}${text.toUpperCase()}${FIGURES}`,
  };
}

// The expiry and not-found screens are in Jemput's own look (Montserrat, Playfair's figures).
const SITE_FONTS = { heading: 'Playfair Display', body: 'Montserrat', headingSize: '' } as const;

function plainHead(title: string): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'robots', 'noindex, nofollow'),
    cardFontTags(SITE_FONTS),
  ].join('\n    ');
}

/** The whole card page: the server's HTML of the card plus the data to hydrate it. */
export function renderCardDocument(
  template: CardTemplate,
  data: CardPageData,
  publicUrl: string,
): string {
  const body = renderCardBody(data);
  const fonts =
    data.state === 'live' ? cardFirstScreenFonts(data.fonts, firstScreenText(data, body)) : null;
  const head =
    data.state === 'live'
      ? liveHead(data, publicUrl, fonts!.head)
      : plainHead(
          data.state === 'not-found'
            ? `${mainWords(data.words, 'card.notFound.title')} · Jemput`
            : data.state === 'closed'
              ? `${mainWords(data.words, 'card.closed.pageTitle')} · Jemput`
              : `Jemput · ${mainWords(data.words, 'card.expired.pageTitle')}`,
        );
  const music = data.state === 'live' && data.card.features.music;
  return template.render({
    head,
    body,
    laterFonts: fonts?.noscript,
    // Without the card's words: the card's script loads its language's chunk (see the web's
    // card-catalogue.ts), so a page carries no word it does not show.
    data: `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">${jsonForScript({
      ...data,
      words: { language: data.words.language, messages: {} },
    })}</script>`,
    bodyClass: music ? 'intro-open' : null,
    lang: cardMainLocale(data.words.language),
    language: data.words.language,
  });
}

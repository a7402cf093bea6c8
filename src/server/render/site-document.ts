import postcss from 'postcss';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { loadSiteMessages } from '@shared/i18n/site-messages';
import layoutEn from '@shared/i18n/site/en/layout.json' with { type: 'json' };
import layoutMs from '@shared/i18n/site/ms/layout.json' with { type: 'json' };
import { createTranslator } from '@shared/i18n/translator';
import type { Translator } from '@shared/i18n/translator';
import type { PublicSettings } from '@shared/schemas/settings';
import type { ThemeDetail, ThemePage } from '@shared/schemas/theme';
import { chosenFonts } from '@shared/card/card-fonts';
// The server draws the landing page and the theme previews with the app's own routes,
// as it draws the guest card with the card's components (see card-document.ts).
/* eslint-disable no-restricted-imports, import-x/no-restricted-paths -- see above */
import {
  SITE_DATA_ELEMENT_ID,
  renderSitePage,
  themesInfiniteQueryOptions,
} from '@web/entry-server-site';
/* eslint-enable no-restricted-imports, import-x/no-restricted-paths */
import { SITE_ONLY_FACES } from './font-catalogue';
import { cardFirstScreenFonts } from './first-screen-fonts';
import type { LaterFace } from './first-screen-fonts';
import { cardScriptStarter } from './card-script';
import { styleElement, takeApartBuiltPage } from './card-template';
import { criticalCss } from './critical-css';
import { escapeHtml, jsonForScript, textOfHtml } from './html';
import { routeChunks } from './route-chunks';

const MARKERS = ['<!--site-head-->', '<!--site-body-->', '<!--site-data-->'] as const;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const TITLE = /<title>[^<]*<\/title>/;

export interface SiteTemplate {
  /** The site's whole stylesheet (the landing page has it inline in its head). */
  css: string;
  render(parts: {
    head: string;
    title: string | null;
    body: string;
    /** What follows the page: its data, and for a preview the stylesheet and later fonts. */
    data: string;
    /** Which page it is: the starter names the chunks of that page's route. */
    page: SitePage['page'];
    /** The page's language, for `<html lang>`. */
    locale: Locale;
  }): string;
}

/**
 * index.html as Vite built it, with the places the server draws into; null when it has none (a
 * stand-in app in tests, an old build): every page then gets index.html as it is.
 */
export function siteTemplate(indexHtml: string, webDir: string): SiteTemplate | null {
  if (!MARKERS.every((marker) => indexHtml.includes(marker))) return null;
  // The page works without JavaScript once drawn: no "turn on JavaScript" line under it. The
  // stylesheet and the scripts come out as on the card (render/card-template.ts): each page puts
  // the stylesheet where it paints soonest, and the script is asked for after the first paint,
  // by the card's starter (render/card-script.ts).
  const { html, css, entry, preloads } = takeApartBuiltPage(
    indexHtml.replace(NOSCRIPT, ''),
    webDir,
  );
  // The starter names the route's chunks and the catalogue of the page's language, which the
  // entry asks for before hydrating (main.tsx): fetched beside the route's, not after the entry.
  const starterWith = (route: string, locale: Locale) =>
    cardScriptStarter(entry, [
      ...new Set([
        ...preloads,
        ...routeChunks(webDir, route),
        ...routeChunks(webDir, SITE_CATALOGUES[locale]),
      ]),
    ]);
  const inEach = <T>(make: (locale: Locale) => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
  const starters: Record<SitePage['page'], Record<Locale, string>> = {
    landing: inEach((locale) => starterWith('app/landing-route.tsx', locale)),
    preview: inEach((locale) => starterWith('app/theme-view-page.tsx', locale)),
  };
  const htmlIn = inEach((locale) => pageInLanguage(html, locale));
  return {
    css,
    render: ({ head, title, body, data, page, locale }) =>
      htmlIn[locale]
        .replace(TITLE, (tag) => (title === null ? tag : `<title>${escapeHtml(title)}</title>`))
        .replace('<!--site-head-->', () => head)
        .replace('<!--site-body-->', () => body)
        .replace('<!--site-data-->', () => data + starters[page][locale]),
  };
}

/**
 * The part of each language's site catalogue the pages the server draws hydrate with (their
 * words and the site's frame: main.tsx loads it), as Vite's manifest names it (relative to
 * src/web).
 */
const SITE_CATALOGUES: Record<Locale, string> = {
  ms: '../shared/i18n/site/ms/public.ts',
  en: '../shared/i18n/site/en/public.ts',
};

/** index.html's words (the site's layout area), ready for any page, drawn or not. */
const layoutWords: Record<Locale, Translator> = {
  ms: createTranslator('ms', layoutMs),
  en: createTranslator('en', layoutEn),
};

const siteTranslators = new Map<Locale, Promise<Translator>>();

/** The site's words, for the titles the server writes itself: the catalogue, loaded once. */
function siteTranslator(locale: Locale): Promise<Translator> {
  let translator = siteTranslators.get(locale);
  if (!translator) {
    translator = loadSiteMessages(locale).then((messages) => createTranslator(locale, messages));
    siteTranslators.set(locale, translator);
  }
  return translator;
}

/**
 * index.html's own words, written there in Malay (the page before any script runs, and what
 * search engines and link previews read): its title (also the share title), its description,
 * its share description and its line for browsers without JavaScript.
 */
const PAGE_WORDS: readonly SiteMessageId[] = [
  'layout.title.home',
  'layout.meta.description',
  'layout.meta.shareDescription',
  'layout.meta.noScript',
];

const HTML_LANG = /<html lang="[^"]*"/;

/**
 * A built page (index.html) in the visitor's language: marked on `<html lang>` for screen
 * readers and search, and its own words (title, descriptions) in that language.
 */
export function pageInLanguage(html: string, locale: Locale): string {
  let page = html.replace(HTML_LANG, `<html lang="${locale}"`);
  if (locale === DEFAULT_LOCALE) return page;
  for (const id of PAGE_WORDS) {
    const words = escapeHtml(layoutWords[locale].t(id));
    page = page.replaceAll(escapeHtml(layoutWords[DEFAULT_LOCALE].t(id)), () => words);
  }
  return page;
}

export type SitePage =
  // The gallery's first page is in the HTML (its pictures lazy); the next load as the visitor
  // scrolls. Fetched after hydration instead, it cost a phone a long task to draw it.
  | { page: 'landing'; settings: PublicSettings | null; gallery: ThemePage }
  | { page: 'preview'; settings: PublicSettings | null; theme: ThemeDetail };

/** No fonts of the couple's own: a preview shows the theme's pair. */
const THEME_OWN_FONTS = { H2: '', H2size: '', fontP: '' };

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * `css` without the @font-face rules of web fonts (`src: url(…)`) that `drop` names; the local
 * size-adjusted fallbacks (styles/base.css) always stay.
 */
export function withoutFontFaces(
  css: string,
  drop: (face: { family: string; weight: number; style: string }) => boolean,
): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    const value = (prop: string) => {
      let found = '';
      rule.walkDecls(prop, (decl) => {
        found = decl.value;
      });
      return found;
    };
    if (!/url\(/.test(value('src'))) return;
    const face = {
      family: unquote(value('font-family')),
      weight: Number(value('font-weight') || 400),
      style: value('font-style') || 'normal',
    };
    if (drop(face)) rule.remove();
  });
  return root.toString();
}

interface PreviewStyles {
  /** The rules the preview can use, for its head (no web font faces: those are the card's). */
  critical: string;
  /** The whole stylesheet, after the page, without the faces the card's fonts replace. */
  full: string;
}

// Per build (template) and theme: the preview's markup is the same for every visitor but its date.
const previewStyleCache = new WeakMap<SiteTemplate, Map<string, PreviewStyles>>();

function previewStyles(
  template: SiteTemplate,
  theme: string,
  body: string,
  cardFaces: readonly LaterFace[],
): PreviewStyles {
  let cache = previewStyleCache.get(template);
  if (!cache) {
    cache = new Map();
    previewStyleCache.set(template, cache);
  }
  let styles = cache.get(theme);
  if (!styles) {
    const noWebFonts = withoutFontFaces(template.css, () => true);
    styles = {
      critical: criticalCss(noWebFonts, body),
      full: withoutFontFaces(template.css, replacedBy(cardFaces)),
    };
    cache.set(theme, styles);
  }
  return styles;
}

/** The site's buttons (components/ui/link-button.tsx): Montserrat semibold. */
const SITE_BUTTON_FACE = { family: 'Montserrat', weight: 600, style: 'normal' } as const;

/** The site's own pair: Playfair Display for titles, Montserrat for text (styles/base.css). */
const SITE_FONTS = { heading: 'Playfair Display', body: 'Montserrat', headingSize: '' } as const;

/**
 * The site stylesheet's faces the card's fonts (`cardFaces`) replace, and its whole Amiri (107 KB,
 * the doa's Bismillah; the card's fonts cut it to the Bismillah): neither should load before the
 * first paint.
 */
const replacedBy =
  (cardFaces: readonly LaterFace[]) => (face: { family: string; weight: number; style: string }) =>
    face.family === 'Amiri' ||
    cardFaces.some(
      (f) => f.family === face.family && f.weight === face.weight && f.style === face.style,
    );

const landingStyleCache = new WeakMap<SiteTemplate, string>();

function landingStyles(template: SiteTemplate, cardFaces: readonly LaterFace[]): string {
  let css = landingStyleCache.get(template);
  if (css === undefined) {
    css = withoutFontFaces(template.css, replacedBy(cardFaces));
    landingStyleCache.set(template, css);
  }
  return css;
}

/**
 * The landing page's text for the site's font subsets: its first screen (the header and the
 * hero, up to the hero's end) for the title face and the text's two weights, in capitals too for
 * the text (labels are drawn uppercase by CSS); the whole page for the rest of the text face.
 */
function landingText(body: string) {
  const heroEnd = body.indexOf('</section>');
  const first = textOfHtml(heroEnd < 0 ? body : body.slice(0, heroEnd));
  const text = textOfHtml(body);
  return {
    heading: ` ${first}`,
    firstScreen: ` ${first}${first.toUpperCase()}`,
    page: `${text}${text.toUpperCase()}`,
  };
}

// Figures for the countdown, which ticks through all of them.
const FIGURES = '0123456789';

/**
 * The preview's text for its font subsets, as the guest card's (render/card-document.ts): the
 * names in the heading face; the first screen (the buttons, the hero, Pilih Tema Ini) and the
 * whole page in the body face, in capitals too (labels are drawn uppercase by CSS).
 */
function previewText(body: string) {
  const names = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '';
  // The sections below the hero, between its end and the sticky bar.
  const heroEnd = body.indexOf('</section>');
  const sectionsEnd = body.lastIndexOf('</section>');
  const first = textOfHtml(heroEnd < 0 ? body : body.slice(0, heroEnd) + body.slice(sectionsEnd));
  const text = textOfHtml(body);
  return {
    // The space too: the line's first available face sets its height (see card-document.ts).
    heading: ` ${textOfHtml(names)}`,
    firstScreen: ` ${first}${first.toUpperCase()}`,
    page: `${text}${text.toUpperCase()}${FIGURES}`,
  };
}

/** The whole page as sent, or null when the router has no page to draw there. */
export async function renderSiteDocument(
  template: SiteTemplate,
  url: string,
  page: SitePage,
  locale: Locale,
): Promise<{ status: number; html: string } | null> {
  const { t } = await siteTranslator(locale);
  const fill = (client: QueryClient) => {
    if (page.settings) client.setQueryData(['settings'], page.settings);
    if (page.page === 'landing') {
      client.setQueryData(themesInfiniteQueryOptions().queryKey, {
        pages: [page.gallery],
        pageParams: [page.gallery.page],
      });
    }
    if (page.page === 'preview') {
      client.setQueryData(['themes', page.theme.name], page.theme);
      const fonts = chosenFonts(THEME_OWN_FONTS, page.theme);
      // The pair's faces are in this page's head (below): the preview draws in them at once.
      client.setQueryData(['font-pair', fonts.heading, fonts.body], true);
    }
  };
  const rendered = await renderSitePage(
    new Request(new URL(url, 'http://localhost')),
    fill,
    locale,
  );
  if (!rendered) return null;
  const data = `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${jsonForScript(rendered.data)}</script>`;

  if (page.page === 'landing') {
    // The site's faces, as the card's are: cut to the first screen's text before the
    // first paint (Playfair Display for the title and, in italic, the logo and the sample card's
    // names; Montserrat 400, 500 and 600), the rest of each file from the card's starter. The
    // stylesheet stays in the head: the whole page is drawn with it.
    const fonts = cardFirstScreenFonts(SITE_FONTS, landingText(rendered.body), {
      firstScreenWeights: [400, 600],
      otherFaces: SITE_ONLY_FACES,
    });
    return {
      status: rendered.status,
      html: template.render({
        head: fonts.head + styleElement(landingStyles(template, fonts.later)),
        title: t('layout.title.home'),
        body: rendered.body,
        data: fonts.noscript + data,
        page: 'landing',
        locale,
      }),
    };
  }

  // A theme's preview is a card in that theme: drawn as the guest card is, with the
  // card's font subsets, the rules it can use in the head and the whole stylesheet after it.
  const { theme } = page;
  const chosen = chosenFonts(THEME_OWN_FONTS, theme);
  const fonts = cardFirstScreenFonts(chosen, previewText(rendered.body), {
    // Kembali, Cetak and Pilih Tema Ini are in the site's Montserrat 600 over the first screen:
    // the pair's own 600 when its text face is Montserrat, cut as a face of its own otherwise.
    firstScreenWeights: [400, 600],
    otherFaces: chosen.body === 'Montserrat' ? [] : [SITE_BUTTON_FACE],
  });
  const styles = previewStyles(template, theme.name, rendered.body, fonts.later);
  const pictures = [theme.art.background, theme.art.top].filter((u): u is string => !!u);
  const head = [
    ...pictures.map(
      (u) => `<link rel="preload" as="image" href="${escapeHtml(u)}" fetchpriority="high">`,
    ),
    fonts.head,
    styleElement(styles.critical),
  ].join('\n    ');
  return {
    status: rendered.status,
    html: template.render({
      head,
      // As the page's own title says it (features/theme-preview, components/ui/page-meta.tsx).
      title: `${t('preview.meta.title', { theme: t('gallery.theme.title', { id: theme.id }) })} | Jemput`,
      body: rendered.body,
      data: styleElement(styles.full) + fonts.noscript + data,
      page: 'preview',
      locale,
    }),
  };
}

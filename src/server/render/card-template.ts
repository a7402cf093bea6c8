import fs from 'node:fs';
import path from 'node:path';
import type { CardLanguage } from '@shared/i18n/card-words';
import { CARD_LANGUAGES, cardLocales } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
import { cardScriptStarter } from './card-script';
import { cachedCriticalCss } from './critical-css';
import { routeChunks } from './route-chunks';

// The guest card's page as Vite built it (dist/web/kad.html), reshaped so the first screen
// paints from the first round trip of HTML: the head carries only the CSS rules the
// first screen uses, the whole stylesheet follows the card, and the script starts after the first
// paint (render/card-script.ts) instead of being fetched with the fonts and pictures.

export interface CardDocumentParts {
  head: string;
  body: string;
  /** `<script type="application/json">` with the data the client entry hydrates from. */
  data: string;
  /** The intro overlay locks scrolling from the first paint. */
  bodyClass: string | null;
  /** `<noscript>` with the font faces the first screen does not draw (the starter reads it). */
  laterFonts?: string;
  /** The page's language, `<html lang>` (the card's main language; Malay unless told). */
  lang?: Locale;
  /** The card's language: the starter asks for its words' chunks too (Malay unless told). */
  language?: CardLanguage;
}

export interface CardTemplate {
  render(parts: CardDocumentParts): string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;

/** A stylesheet as a `<style>` element (the card's and the site's pages put theirs inline). */
export const styleElement = (css: string) =>
  // A stylesheet cannot end the <style> element early, but be certain.
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The part of the card's HTML the first screen shows: the hero, the fixed bar and the intro
 * overlay, without the sections below the hero (from the first `data-reveal` section to the
 * footer). Pages without sections (expiry, not found) are all first screen.
 */
export function firstScreenHtml(body: string): string {
  const firstSection = body.indexOf('<div data-reveal');
  const footerEnd = body.lastIndexOf('</footer>');
  if (firstSection < 0 || footerEnd < firstSection) return body;
  const sectionTag = body.indexOf('>', firstSection) + 1;
  return body.slice(0, sectionTag) + body.slice(footerEnd);
}

// Until the whole stylesheet arrives, after the card in the same document, the sections below the
// first screen are not drawn. Laid out with the first screen's rules alone they stand shorter than
// they will, so a section far down (the photo gallery) can seem near the screen, and a browser
// that lays the page out at that moment fetches lazy pictures the guest may never scroll to.
// Hidden, each waits as a placeholder of a section's usual height. The whole stylesheet opens by
// showing them again; the card's own rules after it then skip those still off screen.
export const SECTIONS_WAIT = '[data-reveal]{content-visibility:hidden}';
export const SECTIONS_SHOW = '[data-reveal]{content-visibility:visible}';

interface BuiltPage {
  html: string;
  css: string;
  starter: string;
  /** The module script and the chunks it imports (the starter asks for them). */
  entry: string;
  preloads: string[];
}

/**
 * Takes the module script and the chunks Vite preloads out of a built page: the starter that
 * replaces them (render/card-script.ts) asks for them after the first paint. Null without a
 * module script.
 */
export function takeOutScripts(
  built: string,
): { html: string; starter: string; entry: string; preloads: string[] } | null {
  const preloads: string[] = [];
  const html = built.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  return {
    html: html.replace(ENTRY_SCRIPT, ''),
    starter: cardScriptStarter(entry, preloads),
    entry,
    preloads,
  };
}

/** Takes the stylesheet and the scripts out of the built page (they are placed by render). */
export function takeApartBuiltPage(built: string, webDir: string): BuiltPage {
  let css = '';
  const withoutCss = built.replace(STYLESHEET_LINK, (_link, href: string) => {
    css += fs.readFileSync(path.join(webDir, href), 'utf8');
    return '';
  });
  const taken = takeOutScripts(withoutCss);
  if (!taken) throw new Error('kad.html has no module script');
  return { css, ...taken };
}

/** The template's own `<html>` tag (kad.html says Malay); each page names its language. */
const HTML_TAG = '<html lang="ms">';

/** Each language's card words, as Vite's manifest names their chunks (relative to src/web). */
const CARD_CATALOGUES: Record<Locale, string> = {
  ms: '../shared/i18n/card/ms.json',
  en: '../shared/i18n/card/en.json',
};

/**
 * A starter for each card language. The card's script loads its language's words before it
 * takes the page over (the web's card-catalogue.ts): named here, their chunks are fetched beside
 * the entry's, so the entry does not wait for them before it hydrates.
 */
function startersByLanguage(webDir: string, entry: string, preloads: readonly string[]) {
  return Object.fromEntries(
    CARD_LANGUAGES.map((language) => {
      const words = cardLocales(language).flatMap((locale) =>
        routeChunks(webDir, CARD_CATALOGUES[locale]),
      );
      return [language, cardScriptStarter(entry, [...new Set([...preloads, ...words])])];
    }),
  ) as Record<CardLanguage, string>;
}

/** The built template, or null when the web app is not built (the API runs alone). */
export function loadCardTemplate(webDir: string): CardTemplate | null {
  const file = path.join(webDir, 'kad.html');
  if (!fs.existsSync(file)) return null;
  const built = takeApartBuiltPage(fs.readFileSync(file, 'utf8'), webDir);
  const { html, css } = built;
  const starters = startersByLanguage(webDir, built.entry, built.preloads);
  for (const marker of [HTML_TAG, '<!--card-head-->', '<!--card-body-->', '<!--card-data-->']) {
    if (!html.includes(marker)) throw new Error(`${file} lacks ${marker}`);
  }
  const fullStylesheet = styleElement(SECTIONS_SHOW + css);
  return {
    render: ({ head, body, data, bodyClass, laterFonts, lang = 'ms', language = 'ms' }) =>
      html
        .replace(HTML_TAG, `<html lang="${lang}">`)
        .replace('<body data-card-body>', bodyClass ? `<body class="${bodyClass}">` : '<body>')
        .replace(
          '<!--card-head-->',
          () => head + styleElement(cachedCriticalCss(css, firstScreenHtml(body)) + SECTIONS_WAIT),
        )
        .replace('<!--card-body-->', () => body)
        .replace(
          '<!--card-data-->',
          () => fullStylesheet + (laterFonts ?? '') + data + starters[language],
        ),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/schemas/settings';
import type { ThemeDetail } from '@shared/schemas/theme';
import { chosenFonts } from '@shared/card/card-fonts';
// The server draws the landing page and the theme previews with the app's own routes (issue 17),
// as it draws the guest card with the card's components (see card-document.ts).
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- see above
import { SITE_DATA_ELEMENT_ID, renderSitePage } from '@web/entry-server-site';
import { cardFontTags } from './card-fonts';
import { styleElement, takeOutScripts } from './card-template';
import { escapeHtml, jsonForScript } from './html';

const MARKERS = ['<!--site-head-->', '<!--site-body-->', '<!--site-data-->'] as const;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const TITLE = /<title>[^<]*<\/title>/;

// The site's own faces (Playfair Display, Montserrat) come with its stylesheet: a theme that
// uses them needs no second copy, and a preload of the card's copy would go unused.
const SITE_FONT_PRELOAD =
  /<link rel="preload" as="font"[^>]*href="\/fonts\/(montserrat|playfair-display)\/[^>]*>/g;

export interface SiteTemplate {
  render(parts: { head: string; title: string | null; body: string; data: string }): string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The site's stylesheet, put inline: the first paint then needs the HTML alone, one round trip
 * less on a phone (about 13 KB compressed, sent compressed with the page).
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(webDir, href);
    if (!fs.existsSync(file)) return link;
    return styleElement(fs.readFileSync(file, 'utf8'));
  });
}

/**
 * index.html as Vite built it, with the places the server draws into; null when it has none (a
 * stand-in app in tests, an old build): every page then gets index.html as it is.
 */
export function siteTemplate(indexHtml: string, webDir: string): SiteTemplate | null {
  if (!MARKERS.every((marker) => indexHtml.includes(marker))) return null;
  // The page works without JavaScript once drawn: no "turn on JavaScript" line under it.
  const inlined = inlineStylesheets(indexHtml.replace(NOSCRIPT, ''), webDir);
  // The page paints from the HTML alone; its script only makes it interactive, so it is asked
  // for after the first paint, by the card's starter (render/card-script.ts), as on the card.
  const taken = takeOutScripts(inlined);
  const html = taken?.html ?? inlined;
  const starter = taken?.starter ?? '';
  return {
    render: ({ head, title, body, data }) =>
      html
        .replace(TITLE, (tag) => (title === null ? tag : `<title>${escapeHtml(title)}</title>`))
        .replace('<!--site-head-->', () => head)
        .replace('<!--site-body-->', () => body)
        .replace('<!--site-data-->', () => data + starter),
  };
}

/** The preload of the landing's heading face (Playfair Display 400), from the built stylesheet. */
export function headingFontPreload(indexHtml: string, webDir: string): string {
  const css = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1];
  if (!css) return '';
  const file = path.join(webDir, css);
  if (!fs.existsSync(file)) return '';
  const font = /url\((\/assets\/playfair-display-latin-400-normal-[^)]+\.woff2)\)/.exec(
    fs.readFileSync(file, 'utf8'),
  )?.[1];
  return font ? `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>` : '';
}

export type SitePage =
  // The gallery below the first screen loads in the browser, a page of themes at a time.
  | { page: 'landing'; settings: PublicSettings | null }
  | { page: 'preview'; settings: PublicSettings | null; theme: ThemeDetail };

/** The whole page as sent, or null when the router has no page to draw there. */
export async function renderSiteDocument(
  template: SiteTemplate,
  url: string,
  page: SitePage,
  landingHead: string,
): Promise<{ status: number; html: string } | null> {
  const fill = (client: QueryClient) => {
    if (page.settings) client.setQueryData(['settings'], page.settings);
    if (page.page === 'preview') {
      client.setQueryData(['themes', page.theme.name], page.theme);
      const fonts = chosenFonts({ H2: '', H2size: '', fontP: '' }, page.theme);
      // The pair's faces are in this page's head (below): the preview draws in them at once.
      client.setQueryData(['font-pair', fonts.heading, fonts.body], true);
    }
  };
  const rendered = await renderSitePage(new Request(new URL(url, 'http://localhost')), fill);
  if (!rendered) return null;

  let head = landingHead;
  let title: string | null = null;
  if (page.page === 'preview') {
    const { theme } = page;
    const pictures = [theme.art.background, theme.art.top].filter((u): u is string => !!u);
    head = [
      ...pictures.map(
        (u) => `<link rel="preload" as="image" href="${escapeHtml(u)}" fetchpriority="high">`,
      ),
      cardFontTags(chosenFonts({ H2: '', H2size: '', fontP: '' }, theme)).replace(
        SITE_FONT_PRELOAD,
        '',
      ),
    ].join('\n    ');
    title = `${theme.title} · Pratonton | Jemput`;
  }
  return {
    status: rendered.status,
    html: template.render({
      head,
      title,
      body: rendered.body,
      data: `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${jsonForScript(rendered.data)}</script>`,
    }),
  };
}

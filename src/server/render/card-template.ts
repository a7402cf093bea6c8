import fs from 'node:fs';
import path from 'node:path';

// The guest card's page as Vite built it (dist/web/kad.html): its hashed script and stylesheet
// are in it. The stylesheet is put inline, so the card paints after one round trip (the card's
// CSS is small: it carries only the card's own classes).

export interface CardDocumentParts {
  head: string;
  body: string;
  /** `<script type="application/json">` with the data the client entry hydrates from. */
  data: string;
  /** The intro overlay locks scrolling from the first paint. */
  bodyClass: string | null;
}

export interface CardTemplate {
  render(parts: CardDocumentParts): string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

export function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = fs.readFileSync(path.join(webDir, href), 'utf8');
    // A stylesheet cannot end the <style> element early, but be certain.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The card paints from the HTML alone; its script only makes it interactive. Asking for the script
 * (and the chunks Vite preloads) at low priority leaves the phone's bandwidth to the fonts and
 * pictures of the first screen.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** The built template, or null when the web app is not built (the API runs alone). */
export function loadCardTemplate(webDir: string): CardTemplate | null {
  const file = path.join(webDir, 'kad.html');
  if (!fs.existsSync(file)) return null;
  const html = lowerScriptPriority(inlineStylesheets(fs.readFileSync(file, 'utf8'), webDir));
  for (const marker of ['<!--card-head-->', '<!--card-body-->', '<!--card-data-->']) {
    if (!html.includes(marker)) throw new Error(`${file} lacks ${marker}`);
  }
  return {
    render: ({ head, body, data, bodyClass }) =>
      html
        .replace('<body data-card-body>', bodyClass ? `<body class="${bodyClass}">` : '<body>')
        .replace('<!--card-head-->', () => head)
        .replace('<!--card-body-->', () => body)
        .replace('<!--card-data-->', () => data),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A stand-in for the built web app (dist/web): index.html, the card page's template, assets.

export const INDEX_HTML =
  '<!doctype html><html lang="ms"><head><meta charset="utf-8"><title>Jemput</title>' +
  '<script type="module" src="/assets/app-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
export const APP_JS = 'console.log("jemput web app");\n';
/** The card page's template, shaped as Vite builds src/web/kad.html. */
export const CARD_HTML =
  '<!doctype html><html lang="ms"><head><meta charset="utf-8"><!--card-head-->' +
  '<script type="module" crossorigin src="/assets/kad-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/kad-abc123.css"></head>' +
  '<body data-card-body><div id="card-root"><!--card-body--></div><!--card-data--></body></html>';
export const CARD_CSS = '.hero-letter{display:inline-block}';

/** A new folder holding the stand-in app; the caller removes it. */
export function makeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dir, 'kad.html'), CARD_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'kad-abc123.css'), CARD_CSS);
  return dir;
}

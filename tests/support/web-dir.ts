import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A stand-in for the built web app (dist/web): an index.html and one hashed asset.

export const INDEX_HTML =
  '<!doctype html><html lang="ms"><head><meta charset="utf-8"><title>Jemput</title>' +
  '<script type="module" src="/assets/app-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
export const APP_JS = 'console.log("jemput web app");\n';

/** A new folder holding the stand-in app; the caller removes it. */
export function makeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  return dir;
}

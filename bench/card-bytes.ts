// `npx tsx bench/card-bytes.ts` (after `npm run build`): what a guest's phone downloads for the
// card's page in each of the card's languages (Malay, English, both), gzip as Chromium gets it:
// the page's HTML, and the card's script (its entry and the chunks the starter asks for after the
// first paint), and the words of its language(s), a chunk the card's script loads before it
// takes the page over. Copies of the demo card (music on, so the intro overlay too) in each
// language, on the built server with a fresh SQLite database. The card carries only its
// language's words: the figures say what a second language costs.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { cardLocales } from '../src/shared/i18n/card-words';
import { startServer } from '../scripts/lib/built-server';

const LANGUAGES = ['ms', 'en', 'both'] as const;

/** The bytes as sent to a browser that accepts gzip, and the text they hold. */
function gzipBytes(url: string): Promise<{ gzip: number; raw: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const sent = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(sent) : sent;
          resolve({ gzip: sent.length, raw: body.length, text: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** Each language's card words: its chunk and the chunks it imports, as the manifest names them. */
const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
function chunkFiles(key: string): string[] {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build's manifest`);
  return [`/${entry.file}`, ...(entry.imports ?? []).flatMap(chunkFiles)];
}
const wordsChunks = (locale: string) => chunkFiles(`../shared/i18n/card/${locale}.json`);

const server = await startServer();
try {
  const rows: Record<string, string | number>[] = [];
  for (const language of LANGUAGES) {
    const id = `bytes${language}`;
    server.sql(`CREATE TABLE bytes_copy AS SELECT * FROM cards WHERE id = 'demoplus'`);
    server.sql(`UPDATE bytes_copy SET id = ?, status = 'active', language = ?`, id, language);
    server.sql(`INSERT INTO cards SELECT * FROM bytes_copy`);
    server.sql(`DROP TABLE bytes_copy`);
    const page = await gzipBytes(`${server.url}/kad/${id}`);
    const starter = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(page.text);
    if (!starter) throw new Error('no script starter in the page');
    const scripts = [starter[1]!, ...starter[2]!.split(' ').filter(Boolean)];
    let script = 0;
    for (const src of scripts) script += (await gzipBytes(`${server.url}${src}`)).gzip;
    let words = 0;
    for (const file of cardLocales(language).flatMap(wordsChunks)) {
      words += (await gzipBytes(`${server.url}${file}`)).gzip;
    }
    rows.push({
      language,
      'HTML raw': page.raw,
      'HTML gzip': page.gzip,
      'script gzip': script,
      'words gzip': words,
      'HTML + script + words gzip': page.gzip + script + words,
    });
  }
  console.table(rows);
} finally {
  await server.stop();
}

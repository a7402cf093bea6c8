// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G, a 4× slower CPU) against the
// built server, in Debian's Chromium, three runs per page; each figure's median over the runs
// (the bytes before the first paint: the most any run saw) is judged against the performance
// goals (docs/performance.md). Lighthouse comes from the npm registry on first
// use (npx), so it is not part of every install. Pages (default: all four):
//   /kad/demoplus      the demo card (Italianno & Montserrat, music on): an akad nikah and a
//                      resepsi of two sessions; `card` names it too
//   lato               a new card in a Lato theme, made in the server's database for the run
//   satu, tiga         the demo card with one majlis (its resepsi, no sessions), and with three
//                      (akad, resepsi of two sessions, bertandang): made for the run too; named
//                      only when asked (`npm run lighthouse -- satu tiga /kad/demoplus`)
//   galeri             `satu` with twelve photos in its gallery, uploaded through the owner's
//                      API (drawn stand-ins, scripts/lib/sample-photos.ts); named only when asked
//                      (`npm run lighthouse -- satu galeri`)
//   english, dwibahasa the demo card in English, and in both languages with the English of
//                      each of its texts: made for the run; named only when asked
//   /                  the landing page
//   /preview/theme6    a theme's preview
// Every run is printed with the machine's load average: figures from a busy machine are noise.
//   LIGHTHOUSE_RUNS (default 3)
import { execFileSync } from 'node:child_process';
import { request } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Majlis } from '../src/shared/card/card-content';
import { demoCardContent } from '../src/server/db/demo-card';
import { THEMES } from '../src/shared/themes/catalogue';
import { FONT_PAIRS } from '../src/shared/themes/font-pairs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { latestLoginCode } from '../tests/support/outbox';
import { startServer } from './lib/built-server';
import { uploadSamplePhotos } from './lib/sample-photos';
import type { TestServer } from './lib/built-server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LATO_CARD = 'latokad1';
/** The demo card's copies with one and with three majlis, by the name that asks for them. */
const MAJLIS_CARDS: Record<string, string> = { satu: 'satumajlis1', tiga: 'tigamajlis1' };
/** `satu` with twelve photos. */
const GALLERY_CARD = 'galerikad1';
/** The demo card in English, and in both languages, by the name that asks for them. */
const LANGUAGE_CARDS: Record<string, string> = { english: 'englishkad1', dwibahasa: 'duabahasa1' };

interface Goal {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes that finished downloading before the first paint (observed). */
  beforePaintKb?: number;
}
const CARD_GOAL: Goal = { performance: 100, lcpMs: 1200, cls: 0, tbtMs: 50, beforePaintKb: 35 };
const SITE_GOAL: Goal = { performance: 98, lcpMs: 1500, cls: 0.02, tbtMs: 200 };

const ALL_PAGES = ['/kad/demoplus', 'lato', '/', '/preview/theme6'];
const asked = process.argv.slice(2);
const pages = (asked.length ? asked : ALL_PAGES).map((p) => {
  if (p === 'card') return '/kad/demoplus';
  if (p === 'lato') return `/kad/${LATO_CARD}`;
  if (p === 'galeri') return `/kad/${GALLERY_CARD}`;
  const languageCard = LANGUAGE_CARDS[p];
  if (languageCard) return `/kad/${languageCard}`;
  const majlisCard = MAJLIS_CARDS[p];
  if (majlisCard) return `/kad/${majlisCard}`;
  return p.startsWith('/') ? p : `/${p}`;
});
const goalOf = (page: string) => (page.startsWith('/kad/') ? CARD_GOAL : SITE_GOAL);

/** A new card in the first theme whose body font is Lato: the demo card's text, music off. */
function makeLatoCard(server: TestServer): string {
  const theme = THEMES.find((t) => FONT_PAIRS[t.fontPair].body === 'Lato');
  if (!theme) throw new Error('no theme uses Lato');
  server.sql(`DROP TABLE IF EXISTS lato_copy`);
  server.sql(`CREATE TABLE lato_copy AS SELECT * FROM cards WHERE id = 'demoplus'`);
  server.sql(
    `UPDATE lato_copy SET id = ?, theme = ?, h2 = ?, h2_size = ?, font_p = ?, music = 0,
       groom_name = 'Muhammad Hafiz', bride_name = 'Nurul Izzah', version = 1`,
    LATO_CARD,
    theme.name,
    theme.headingFont,
    theme.headingSize,
    theme.bodyFont,
  );
  server.sql(`INSERT INTO cards SELECT * FROM lato_copy`);
  server.sql(`DROP TABLE lato_copy`);
  return theme.name;
}

/** The demo card's majlis as one (its resepsi, no sessions) or three (a bertandang added). */
function majlisOfCopy(name: 'satu' | 'tiga'): Majlis[] {
  const [akad, resepsi] = demoCardContent(new Date()).majlis;
  if (!akad || !resepsi) throw new Error('the demo card has an akad and a resepsi');
  if (name === 'satu') return [{ ...resepsi, sessions: [] }];
  const later = new Date(`${resepsi.date}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 14);
  const bertandang: Majlis = {
    ...resepsi,
    id: 'bertandang',
    kind: 'bertandang',
    date: later.toISOString().slice(0, 10),
    hosts: 'Encik Ahmad bin Ismail & Puan Aminah binti Hassan',
    location: 'Dewan Serbaguna Taman Melati\nJalan Melati 2\n53100 Kuala Lumpur',
    sessions: [],
  };
  return [akad, resepsi, bertandang];
}

/** A copy of the demo card with one or three majlis, music off, under its own id. */
function makeMajlisCard(server: TestServer, name: 'satu' | 'tiga', id = MAJLIS_CARDS[name]!): void {
  const majlis = majlisOfCopy(name);
  server.sql(`DROP TABLE IF EXISTS majlis_copy`);
  server.sql(`CREATE TABLE majlis_copy AS SELECT * FROM cards WHERE id = 'demoplus'`);
  server.sql(
    `UPDATE majlis_copy SET id = ?, majlis = ?, wedding_date = ?, music = 0, version = 1`,
    id,
    JSON.stringify(majlis),
    majlis.map((one) => one.date).sort()[0] ?? '',
  );
  server.sql(`INSERT INTO cards SELECT * FROM majlis_copy`);
  server.sql(`DROP TABLE majlis_copy`);
}

/** The English of the demo card's own texts, as a couple writing a card in both would give. */
const DEMO_ENGLISH = {
  walimatulurus2_en: 'Wedding Invitation',
  parent_name_en: 'Mr Ahmad bin Ismail\n&\nMrs Aminah binti Hassan',
  message_en: 'With gratitude, we invite you\nto the wedding of our children',
  doa_en: 'May Allah bless this marriage with love, mercy and tranquillity.',
};

/** A copy of the demo card in English or in both languages (music off), under its own id. */
function makeLanguageCard(server: TestServer, name: 'english' | 'dwibahasa'): void {
  const both = name === 'dwibahasa';
  const majlis = demoCardContent(new Date()).majlis.map((one) =>
    both
      ? {
          ...one,
          title_en: one.title ? 'Wedding' : undefined,
          tentative: one.tentative.map((item) => ({ ...item, title_en: `${item.title} (EN)` })),
        }
      : one,
  );
  server.sql(`DROP TABLE IF EXISTS language_copy`);
  server.sql(`CREATE TABLE language_copy AS SELECT * FROM cards WHERE id = 'demoplus'`);
  server.sql(
    `UPDATE language_copy SET id = ?, language = ?, english_texts = ?, majlis = ?, music = 0,
       version = 1`,
    LANGUAGE_CARDS[name]!,
    both ? 'both' : 'en',
    JSON.stringify(both ? DEMO_ENGLISH : {}),
    JSON.stringify(majlis),
  );
  server.sql(`INSERT INTO cards SELECT * FROM language_copy`);
  server.sql(`DROP TABLE language_copy`);
}

/**
 * `satu` under its own id with twelve photos, uploaded as its owner would: an owner logged in
 * through the API is given the copy, then the photos go through the upload route (checked,
 * re-encoded, stored at each width).
 */
async function makeGalleryCard(server: TestServer): Promise<void> {
  makeMajlisCard(server, 'satu', GALLERY_CARD);
  const email = 'galeri-lighthouse@contoh.my';
  const api = await request.newContext({ baseURL: server.url });
  try {
    await api.post('/api/auth/code', { data: { email } });
    const code = latestLoginCode(server.dataDir, email);
    const verified = await api.post('/api/auth/verify', { data: { email, code } });
    if (!verified.ok()) throw new Error(`login failed: ${await verified.text()}`);
    server.sql(
      `UPDATE cards SET user_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?`,
      email,
      GALLERY_CARD,
    );
    await uploadSamplePhotos(api, server.url, GALLERY_CARD, 12, [
      'Hari pertunangan',
      'Bersama keluarga',
    ]);
  } finally {
    await api.dispose();
  }
}

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
/** The largest-contentful-paint-element audit's first table: the element's node. */
interface LcpElementItems {
  items?: { node?: { selector?: string; nodeLabel?: string } }[];
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  beforePaintKb: number;
  /** The element Lighthouse took for the largest paint (its selector). */
  lcpElement: string;
  load: string;
}

/** What finished downloading before the first paint the trace saw (not the simulation's). */
function bytesBeforePaint(report: Report): number {
  const metrics = report.audits['metrics']?.details?.items?.[0] ?? {};
  const firstPaint = Number(
    metrics['observedFirstPaintTs'] ?? metrics['observedFirstContentfulPaintTs'],
  );
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const start = Number(metrics['observedNavigationStartTs']);
  let bytes = 0;
  for (const request of requests) {
    const end = Number(request['networkEndTime']);
    // network-requests times are milliseconds from navigation start; trace stamps are µs.
    if (Number.isFinite(end) && start + end * 1000 <= firstPaint) {
      bytes += Number(request['transferSize'] ?? 0);
    }
  }
  return bytes / 1024;
}

function lcpElementOf(report: Report): string {
  const table = report.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    LcpElementItems | undefined;
  const node = table?.items?.[0]?.node;
  return node?.selector ?? node?.nodeLabel ?? '?';
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again. */
function runLighthouse(url: string, outBase: string): Run {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url, outBase);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`(Lighthouse failed on ${url}; running it again)`);
    }
  }
}

function runLighthouseOnce(url: string, outBase: string): Run {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output=html',
      `--output-path=${outBase}`,
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  const report = JSON.parse(fs.readFileSync(`${outBase}.report.json`, 'utf8')) as Report;
  const ms = (a: string) => Math.round(report.audits[a]?.numericValue ?? NaN);
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r['resourceType'] === 'Script',
  );
  return {
    performance: Math.round((report.categories['performance']?.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: scripts.reduce((sum, r) => sum + Number(r['transferSize'] ?? 0), 0) / 1024,
    beforePaintKb: bytesBeforePaint(report),
    lcpElement: lcpElementOf(report),
    load,
  };
}

const line = (page: string, label: string, r: Run) =>
  `${page} ${label}: perf ${r.performance} · FCP ${r.fcpMs} ms · LCP ${r.lcpMs} ms · ` +
  `TBT ${r.tbtMs} ms · CLS ${r.cls.toFixed(3)} · script ${r.scriptKb.toFixed(0)} KB · ` +
  `before first paint ${r.beforePaintKb.toFixed(1)} KB · LCP element ${r.lcpElement} · ` +
  `load ${r.load}`;

function misses(goal: Goal, r: Run): string[] {
  const out: string[] = [];
  if (r.performance < goal.performance)
    out.push(`performance ${r.performance} < ${goal.performance}`);
  if (r.lcpMs > goal.lcpMs) out.push(`LCP ${r.lcpMs} ms > ${goal.lcpMs}`);
  if (r.cls > goal.cls + 0.0005) out.push(`CLS ${r.cls.toFixed(3)} > ${goal.cls}`);
  if (r.tbtMs > goal.tbtMs) out.push(`TBT ${r.tbtMs} ms > ${goal.tbtMs}`);
  if (goal.beforePaintKb !== undefined && r.beforePaintKb > goal.beforePaintKb) {
    out.push(`${r.beforePaintKb.toFixed(1)} KB before first paint > ${goal.beforePaintKb}`);
  }
  return out;
}

/** The middle of the runs' values (the upper one of two). */
function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/**
 * Each figure's median over the runs, but the most bytes any run saw before its first paint: on
 * a busy machine a run may paint before its fonts have landed and count too few (16 KB for a
 * page whose every quiet run counts 36 KB), never too many.
 */
function medianRun(runs: Run[]): Run {
  const of = (pick: (run: Run) => number) => middle(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    scriptKb: of((r) => r.scriptKb),
    beforePaintKb: Math.max(...runs.map((r) => r.beforePaintKb)),
    lcpElement: [...new Set(runs.map((r) => r.lcpElement))].join(' | '),
    load: runs.at(-1)!.load,
  };
}

/**
 * Asks for the page once. Now and then Node's fetch reuses a connection the server has just
 * closed after minutes of Lighthouse runs ("fetch failed"): a new connection is asked for then.
 */
async function warmUp(url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const server = await startServer();
const outDir = path.resolve('artifacts/lighthouse');
fs.mkdirSync(outDir, { recursive: true });
const failures: string[] = [];
try {
  if (pages.includes(`/kad/${LATO_CARD}`)) console.log(`Lato card: ${makeLatoCard(server)}`);
  for (const name of ['satu', 'tiga'] as const) {
    if (pages.includes(`/kad/${MAJLIS_CARDS[name]}`)) makeMajlisCard(server, name);
  }
  if (pages.includes(`/kad/${GALLERY_CARD}`)) await makeGalleryCard(server);
  for (const name of ['english', 'dwibahasa'] as const) {
    if (pages.includes(`/kad/${LANGUAGE_CARDS[name]}`)) makeLanguageCard(server, name);
  }
  for (const page of pages) {
    // One request first, so the server's first-use work (a font cut) is not in a measured run.
    try {
      await warmUp(`${server.url}${page}`);
    } catch (error) {
      const { log, running } = server.output();
      console.error(`${page}: ${String(error)}; server ${running ? 'running' : 'STOPPED'}\n${log}`);
      throw error;
    }
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const run = runLighthouse(`${server.url}${page}`, path.join(outDir, `${name}-${i}`));
      runs.push(run);
      console.log(line(page, `run ${i}`, run));
    }
    const median = medianRun(runs);
    console.log(line(page, 'MEDIAN', median));
    for (const miss of misses(goalOf(page), median)) failures.push(`${page}: ${miss}`);
  }
} finally {
  await server.stop();
}
console.log(`reports in ${path.relative(process.cwd(), outDir)}/`);
if (failures.length) {
  console.error(`goals missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

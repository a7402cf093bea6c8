// `npm run lighthouse`: Lighthouse (mobile preset, simulated slow 4G and a 4× slower CPU) on the
// guest card, against the built server, in Debian's Chromium. Lighthouse itself comes from the
// npm registry on first use (npx), so it is not part of every install. DESIGN.md's budgets:
// performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, ≤ 300 KB transferred before music.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { startServer } from './lib/built-server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const pages = (process.argv.slice(2).length ? process.argv.slice(2) : ['/kad/demoplus']).map((p) =>
  p.startsWith('/') ? p : `/${p}`,
);

interface Audit {
  numericValue?: number;
  displayValue?: string;
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

const server = await startServer();
const outDir = path.resolve('artifacts/lighthouse');
fs.mkdirSync(outDir, { recursive: true });
let failed = false;
try {
  for (const page of pages) {
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const output = path.join(outDir, `${name}.json`);
    execFileSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${server.url}${page}`,
        '--quiet',
        '--output=json',
        '--output=html',
        `--output-path=${path.join(outDir, name)}`,
        `--chrome-path=${CHROMIUM_PATH}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      },
    );
    const report = JSON.parse(
      fs.readFileSync(output.replace(/\.json$/, '.report.json'), 'utf8'),
    ) as Report;
    const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
    const ms = (a: string) => Math.round(report.audits[a]?.numericValue ?? NaN);
    const lcp = ms('largest-contentful-paint');
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const kb = Math.round((report.audits['total-byte-weight']?.numericValue ?? NaN) / 1024);
    console.log(
      `${page}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')}, SEO ${score('seo')} (noindex on purpose) · ` +
        `FCP ${ms('first-contentful-paint')} ms, LCP ${lcp} ms, TBT ${ms('total-blocking-time')} ms, ` +
        `CLS ${cls.toFixed(3)}, ${kb} KB transferred`,
    );
    if (score('performance') < 95 || lcp > 2000 || cls > 0.05 || kb > 300) failed = true;
  }
} finally {
  await server.stop();
}
console.log(`reports in ${path.relative(process.cwd(), outDir)}/`);
if (failed) {
  console.error('over budget (DESIGN.md: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, ≤ 300 KB)');
  process.exit(1);
}

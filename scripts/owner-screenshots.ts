// `npm run screenshots:owner`: the owner's card screens at 390 px and 1280 px, in Debian's
// Chromium from the built server on a fresh database, into artifacts/screens/owner-*.png: the
// card list, the card home of a trial card in a light theme and of an active card in a dark one
// (status, sharing, tiles, checklist, hashtag, Recommended), and /send.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { sampleCardContent, themeFonts } from '../src/shared/card/sample-card';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { latestLoginCode } from '../tests/support/outbox';
import type { TestServer } from './lib/built-server';
import { startServer } from './lib/built-server';
import { SCREEN_SIZES, screenContext } from './lib/screen-context';

const outDir = path.resolve('artifacts/screens');
fs.mkdirSync(outDir, { recursive: true });
const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `owner-${name}.png`), fullPage });
  console.log(`wrote artifacts/screens/owner-${name}.png`);
}

/** Logs the context in through the API (code from the outbox), as the e2e fixture does. */
async function logIn(context: BrowserContext, running: TestServer, email: string) {
  const api = context.request;
  await api.post(`${running.url}/api/auth/code`, { data: { email } });
  const code = latestLoginCode(running.dataDir, email);
  const res = await api.post(`${running.url}/api/auth/verify`, { data: { email, code } });
  if (!res.ok()) throw new Error(await res.text());
}

async function publish(context: BrowserContext, theme: string, names: [string, string]) {
  const draft = {
    ...sampleCardContent(new Date()),
    theme,
    ...themeFonts(theme),
    groom_name: names[0],
    bride_name: names[1],
  };
  const res = await context.request.post(`${server.url}/api/cards`, {
    data: { draft, profile: { name: 'Siti Pemilik', mobile: '019-876 5432' } },
  });
  if (!res.ok()) throw new Error(await res.text());
  return ((await res.json()) as { id: string }).id;
}

try {
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logIn(context, server, `pemilik-${w}@contoh.my`);
    const light = await publish(context, 'theme12', ['Amir', 'Balqis']);
    const dark = await publish(context, 'theme57', ['Hakim', 'Nurul']);
    server.sql("UPDATE cards SET status = 'active', activated_at = created_at WHERE id = ?", dark);
    const page = await context.newPage();

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Kad Kahwin Digital Anda' }).waitFor();
    await shot(page, `list-${w}`);

    await page.goto(`${server.url}/dashboard/${light}`);
    await page.getByRole('heading', { name: 'Amir & Balqis' }).waitFor();
    await page.getByRole('heading', { name: 'Recommended' }).waitFor();
    await shot(page, `home-trial-${w}`, true);

    await page.goto(`${server.url}/dashboard/${dark}`);
    await page.getByRole('heading', { name: 'Hakim & Nurul' }).waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await shot(page, `home-active-${w}`);

    await page.goto(`${server.url}/send?kad=${light}`);
    await page.getByLabel('Teks jemputan').waitFor();
    await shot(page, `send-${w}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

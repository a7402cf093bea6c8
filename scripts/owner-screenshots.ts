// `npm run screenshots:owner`: the owner's card screens at 390 px and 1280 px, in Debian's
// Chromium from the built server on a fresh database, into artifacts/screens/owner-*.png: the
// card list, the card home of a trial card in a light theme and of an active card in a dark one
// (status, sharing, tiles, checklist, hashtag, Recommended), and /send.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { startServer } from './lib/built-server';
import { logInThroughApi, publishThroughApi } from './lib/owner-session';
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

try {
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logInThroughApi(context, server, `pemilik-${w}@contoh.my`);
    const light = await publishThroughApi(context, server, 'theme12', {
      groom_name: 'Amir',
      bride_name: 'Balqis',
    });
    const dark = await publishThroughApi(context, server, 'theme57', {
      groom_name: 'Hakim',
      bride_name: 'Nurul',
    });
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

// `npm run screenshots -- account`: the owner's login and account screens: the code screen (with
// its sign-in link hint), the sign-in link page (signing in, and a used link), the dashboard with a
// card's RSVP count and both log-out buttons, and the RSVP form on a card answering with the
// server's message beside a field.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { latestLoginCode, latestLoginLink } from '../../tests/support/outbox';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function accountScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  async function shot(page: Page, name: string) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `account-${name}.png`) });
    console.log(`wrote ${outDir}/account-${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const email = `pemilik-${w}@contoh.my`;
    const context = await screenContext(browser, size);
    // Each width from its own network, so the resend waits of one never hold up the other.
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    const page = await context.newPage();

    // The owner's own card, with two RSVPs: the demo card given to this owner for the picture.
    const userId = `pemilik${w}`;
    server.sql(
      "INSERT INTO users (id, email, role, created_at) VALUES (?, ?, 'owner', '2026-01-01T00:00:00.000Z')",
      userId,
      email,
    );
    server.sql("UPDATE cards SET user_id = ? WHERE id = 'demoplus'", userId);

    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
    await page.getByLabel('Kod OTP (6 digit)').waitFor();
    await shot(page, `code-${w}`);

    // The sign-in link, opened in another browser: signing in, then (once used) its error.
    const link = latestLoginLink(server.dataDir, email).replace(/^https?:\/\/[^/]+/, server.url);
    const other = await screenContext(browser, size);
    const linkPage = await other.newPage();
    await linkPage.goto(link);
    await linkPage.getByRole('heading', { name: 'Kad Kahwin Digital Anda' }).waitFor();
    const used = await other.newPage();
    await used.goto(link);
    await used.getByRole('alert').waitFor();
    await shot(used, `link-used-${w}`);
    await other.close();

    await page.getByRole('button', { name: 'Nak ubah email? Klik sini' }).click();
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${w % 250}` });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
    await page.getByLabel('Kod OTP (6 digit)').fill(latestLoginCode(server.dataDir, email));
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await page.getByRole('heading', { name: 'Kad Kahwin Digital Anda' }).waitFor();
    await shot(page, `dashboard-${w}`);
    server.sql("UPDATE cards SET user_id = NULL WHERE id = 'demoplus'");
    await context.close();
  }
}

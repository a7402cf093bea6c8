// `npm run screenshots -- card-opens`: how many opened a card. The card home's panel before any
// guest opened the card and after a month of opens (its chart, and the figures by day opened),
// and the staff console's counters, search and card page with the opens.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { daysEndingOn } from '../../src/shared/card/card-opens';
import { malaysiaCalendarDate } from '../../src/shared/dates/malaysia-time';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

const GUEST_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export default async function cardOpensScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const staffFor = (width: number) => `staf-dibuka-${width}@jemput.test`;
  const server = await startServer({
    ADMIN_EMAILS: SCREEN_SIZES.map((size) => staffFor(size.width)).join(','),
    TRUST_PROXY: 'true',
  });

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
    console.log(`wrote ${outDir}/${name}.png`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const owner = await screenContext(browser, size);
    await logInThroughApi(owner, server, `pemilik-dibuka-${w}@contoh.my`);
    const id = await publishThroughApi(owner, server, 'theme12', {
      groom_name: 'Hafiz',
      bride_name: 'Nurul',
    });
    const page = await owner.newPage();
    await page.goto(`${server.url}/dashboard/${id}`);
    const panel = page.getByRole('region', { name: 'Kad dibuka' });
    await panel.getByText('belum dibuka').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `card-home-empty-${w}`);

    // The weeks before today, as the card page would have counted them (written straight into
    // the table: the server's clock cannot be moved back), then today's guests, really opening
    // the card from phones of their own.
    const today = malaysiaCalendarDate(new Date());
    const past = daysEndingOn(today, 30).slice(0, -1);
    past.forEach((day, i) => {
      const opens = Math.round(4 + 30 * Math.exp(-((i - 20) ** 2) / 30) + ((i * 7) % 5));
      server.sql('INSERT INTO card_opens (card_id, day, opens) VALUES (?, ?, ?)', id, day, opens);
    });
    for (let guest = 1; guest <= 6; guest += 1) {
      const context = await browser.newContext({
        userAgent: GUEST_AGENT,
        extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${guest + (w === 390 ? 0 : 100)}` },
      });
      const guestPage = await context.newPage();
      await guestPage.goto(`${server.url}/kad/${id}`);
      await context.close();
    }
    await page.reload();
    await panel.getByText(/^Dibuka \d+ kali, hari ini 6$/).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `card-home-opens-${w}`);
    await panel.getByText('Lihat mengikut hari').click();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `card-home-opens-by-day-${w}`);
    await shot(page, `card-home-page-${w}`, true);
    await owner.close();

    const staff = await screenContext(browser, size);
    await logInThroughApi(staff, server, staffFor(w));
    const console = await staff.newPage();
    await console.goto(`${server.url}/admin?q=Hafiz`);
    await console
      .getByText(/Dibuka \d+ kali/)
      .first()
      .waitFor();
    await shot(console, `admin-console-${w}`, true);
    await console.goto(`${server.url}/admin/kad/${id}`);
    await console.getByText(/hari ini 6$/).waitFor();
    await shot(console, `admin-card-${w}`);
    await staff.close();
  }
}

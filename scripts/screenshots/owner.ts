// `npm run screenshots -- owner`: the owner's card screens: the card list, the card home of a trial
// card in a light theme and of an active card in a dark one (status, sharing, tiles, checklist,
// hashtag, Recommended), a card paid twice (the extra payment to be given back, then given back),
// and /send.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cardPaidTwice } from '../../e2e/support/refund';
import type { RefundsPage } from '../../src/shared/schemas/refunds';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function ownerScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const STAFF = 'staf-shots@jemput.test';
  const server = await startServer({
    SUPPORT_WHATSAPP_NO: '60123456789',
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: STAFF,
  });

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `owner-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/owner-${name}.png`);
  }

  // Staff, to mark the extra payments given back (through the console's own call).
  const staff = await screenContext(browser, SCREEN_SIZES[1]);
  await staff.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.200' });
  await logInThroughApi(staff, server, STAFF);

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

    // Paid twice: the extra RM50 will be given back; then it was.
    const twice = await publishThroughApi(context, server, 'theme7', {
      groom_name: 'Irfan',
      bride_name: 'Sofia',
    });
    const { reference } = await cardPaidTwice(context.request, server, twice);
    await page.goto(`${server.url}/dashboard/${twice}`);
    await page.getByTestId('extra-payments').waitFor();
    await shot(page, `home-refund-due-${w}`);
    const due = (await (
      await staff.request.get(`${server.url}/api/admin/refunds?status=due`)
    ).json()) as RefundsPage;
    const owed = due.refunds.find((refund) => refund.reference === reference);
    const marked = await staff.request.post(
      `${server.url}/api/admin/payments/${owed?.paymentId ?? ''}/refunded`,
    );
    if (!marked.ok()) throw new Error(`marking the refund: ${await marked.text()}`);
    await page.reload();
    await page.getByText(/telah dipulangkan kepada anda/).waitFor();
    await shot(page, `home-refund-done-${w}`);

    await page.goto(`${server.url}/send?kad=${light}`);
    await page.getByLabel('Teks jemputan').waitFor();
    await shot(page, `send-${w}`);
    await context.close();
  }
  await staff.close();
}

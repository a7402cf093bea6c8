// `npm run screenshots -- checkout`: checkout and payment (sandbox payments): the checkout with a
// partial promo applied, the sandbox's Berjaya ending on /success/:id and the card home showing the
// payment, a payment still waiting for its confirmation, the Gagal path ending on /pay/failed, the
// checkout of an active card, an expired trial's checkout activated by a promo that covers the
// whole price, and /success/:id after an old bill was paid for a card already made free (the extra
// payment to be given back).
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { cardPaidTwice } from '../../e2e/support/refund';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function checkoutScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  async function shot(page: Page, name: string, fullPage = true) {
    // From the top: a full-page picture of a scrolled page draws the fixed header mid-page.
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    // Pictures (the theme's thumbnail) drawn, not merely in the page; lazy ones below the fold
    // never load until scrolled to.
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    );
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`wrote ${file}`);
  }

  /** Checkout with the billing details as published, then Beli Sekarang: the sandbox's pay page. */
  async function payInSandbox(page: Page, id: string) {
    await page.goto(`${server.url}/checkout/${id}`);
    await page.getByRole('button', { name: 'Beli Sekarang' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
  }

  async function publish(context: BrowserContext, theme: string, groom: string, bride: string) {
    return publishThroughApi(context, server, theme, { groom_name: groom, bride_name: bride });
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logInThroughApi(context, server, `pembeli-${w}@contoh.my`);
    const paid = await publish(context, 'theme12', 'Amir', 'Balqis');
    const failed = await publish(context, 'theme57', 'Hakim', 'Nurul');
    const expired = await publish(context, 'theme3', 'Faris', 'Aisyah');
    server.sql("UPDATE cards SET created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", expired);
    // A partial promo: RM10 off the price.
    const promo = `jimat${w}`;
    server.sql(
      "INSERT INTO promo_codes (code, discount_sen, expiration_date, claimed, valid, created_at) VALUES (?, 1000, NULL, 0, 10, '2026-01-01T00:00:00.000Z')",
      promo,
    );
    const page = await context.newPage();

    // The checkout with the promo applied, then paid: Berjaya → /success/:id → the card home.
    await page.goto(`${server.url}/checkout/${paid}`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel('Kod Promo').fill(promo.toUpperCase());
    await page.getByRole('button', { name: 'Guna' }).click();
    await page.getByText('Promo code applied successfully!').waitFor();
    await page.locator('img[alt^="Tema"]').waitFor();
    await shot(page, `checkout-promo-${w}`);
    await page.getByRole('button', { name: 'Beli Sekarang' }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await shot(page, `sandbox-${w}`);
    await page.getByRole('button', { name: 'Berjaya' }).click();
    await page.waitForURL(new RegExp(`/success/${paid}$`));
    await page.getByRole('heading', { name: 'Pembayaran Berjaya' }).waitFor();
    await shot(page, `success-paid-${w}`);
    await page.getByRole('link', { name: 'Ke Laman Kad', exact: true }).click();
    await page.getByTestId('payment-note').waitFor();
    await shot(page, `home-paid-${w}`, false);

    // An active card's checkout says so.
    await page.goto(`${server.url}/checkout/${paid}`);
    await page.getByRole('link', { name: 'Ke Laman Kad', exact: true }).waitFor();
    await shot(page, `checkout-active-${w}`);

    // Waiting for the confirmation, then Gagal → /pay/failed.
    await payInSandbox(page, failed);
    const waiting = await context.newPage();
    await waiting.goto(`${server.url}/success/${failed}`);
    await waiting.getByText('Menunggu pengesahan pembayaran…').waitFor();
    await shot(waiting, `success-pending-${w}`);
    await waiting.close();
    await page.getByRole('button', { name: 'Gagal' }).click();
    await page.waitForURL(/\/pay\/failed$/);
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByRole('link', { name: 'Chat dengan kami di WhatsApp' }).waitFor();
    await shot(page, `pay-failed-${w}`);
    await page.goto(`${server.url}/success/${failed}`);
    await page.getByRole('heading', { name: 'Pembayaran Tidak Berjaya' }).waitFor();
    await shot(page, `success-failed-${w}`);

    // An expired trial's checkout: paying revives the card.
    await page.goto(`${server.url}/checkout/${expired}`);
    await page.getByText('Tempoh percubaan kad ini telah tamat.').waitFor();
    await shot(page, `checkout-expired-${w}`);

    // A promo that covers the whole price: Aktifkan Kad, and the card home at once.
    const free = `percuma${w}`;
    server.sql(
      "INSERT INTO promo_codes (code, discount_sen, expiration_date, claimed, valid, created_at) VALUES (?, 5000, NULL, 0, 10, '2026-01-01T00:00:00.000Z')",
      free,
    );
    await page.getByLabel('Kod Promo').fill(free);
    await page.getByRole('button', { name: 'Guna' }).click();
    await page.getByRole('button', { name: 'Aktifkan Kad' }).waitFor();
    await shot(page, `checkout-free-${w}`);
    await page.getByRole('button', { name: 'Aktifkan Kad' }).click();
    await page.waitForURL(new RegExp(`/dashboard/${expired}$`));
    await page.getByTestId('payment-note').waitFor();
    await shot(page, `home-free-${w}`, false);

    // An old RM50 bill paid after a promo made the card free: back on /success/:id, the owner
    // is told it will be given back, not thanked for activating the card with it.
    const twice = await publish(context, 'theme7', 'Irfan', 'Sofia');
    await cardPaidTwice(context.request, server, twice);
    await page.goto(`${server.url}/success/${twice}`);
    await page.getByRole('heading', { name: 'Bayaran Diterima' }).waitFor();
    await shot(page, `success-extra-${w}`);
    await context.close();
  }
}

// `npm run screenshots -- pass`: a guest's pass: the RSVP panel with the pass just given, the card
// with its Pas saya button, the pass page before and after the couple checks the party in, with the
// hall's Wi-Fi gone, and with a broken link.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { OwnerRsvpPage } from '../../src/shared/schemas/rsvp';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function passScreenshots({ browser, outDir, startServer }: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  const GUEST = 'Pak Long Hamid sekeluarga';

  /** A still of the page once its fonts are in and nothing is moving (a sheet sliding in). */
  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`wrote ${file}`);
  }

  /** The pass page's QR code drawn (it loads its library first). */
  const qrDrawn = (within: Page | Locator) =>
    within.getByRole('img', { name: 'Kod QR pas tetamu' }).and(within.locator('img')).waitFor();

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const owner = await screenContext(browser, size);
    await owner.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logInThroughApi(owner, server, `pas-${w}@contoh.my`);
    const id = await publishThroughApi(owner, server, 'theme12', {
      groom_name: 'Amir',
      bride_name: 'Balqis',
      location: 'Dewan Seri Melati, Seksyen 7, Shah Alam',
    });

    const guestContext = await screenContext(browser, size);
    await guestContext.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${w % 250}` });
    const guest = await guestContext.newPage();
    await guest.goto(`${server.url}/kad/${id}`);
    await guest.getByText('Sedang memuatkan ucapan…').waitFor({ state: 'detached' });

    // The RSVP panel, just after an attending answer: the pass above the (emptied) form.
    await guest
      .getByRole('navigation', { name: 'Menu kad' })
      .getByRole('button', { name: 'RSVP' })
      .click();
    const panel = guest.getByRole('dialog', { name: 'RSVP' });
    await panel.getByLabel('Nama').fill(GUEST);
    await panel.getByLabel('Nombor Telefon').fill('013-246 8135');
    await panel.getByLabel('Jumlah Tetamu').fill('3');
    await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
    await qrDrawn(panel);
    await shot(guest, `panel-pass-${w}`);

    // Closed, and the card offers the pass again (top left).
    await panel.getByRole('button', { name: 'Tutup' }).click();
    await guest.getByRole('link', { name: 'Pas saya' }).waitFor();
    await shot(guest, `card-pas-saya-${w}`);

    // The pass page, not yet checked in.
    await guest.getByRole('link', { name: 'Pas saya' }).click();
    await guest.getByText('Belum didaftar masuk', { exact: true }).waitFor();
    await qrDrawn(guest);
    await shot(guest, `pas-belum-${w}`);
    await shot(guest, `pas-belum-full-${w}`, true);

    // The couple checks the party in; the pass says when.
    const listed = await owner.request.get(`${server.url}/api/cards/${id}/rsvps`);
    const rsvp = ((await listed.json()) as OwnerRsvpPage).rsvps.find((one) => one.name === GUEST);
    if (!rsvp) throw new Error('the guest is not among the RSVPs');
    const done = await owner.request.patch(`${server.url}/api/cards/${id}/rsvps/${rsvp.id}`, {
      data: { checkedIn: true },
    });
    if (!done.ok()) throw new Error(`check-in failed: ${await done.text()}`);
    await guest.reload();
    await guest.getByText(/^Sudah didaftar masuk pada /).waitFor();
    await qrDrawn(guest);
    await shot(guest, `pas-sudah-${w}`);

    // The hall's Wi-Fi gone: what the phone last knew, said to be so.
    await guest.route('**/api/passes/lookup', (route) => route.abort('internetdisconnected'));
    await guest.reload();
    await guest.getByText(/^Tiada sambungan internet\./).waitFor();
    await qrDrawn(guest);
    await shot(guest, `pas-offline-${w}`, true);
    await guest.unroute('**/api/passes/lookup');

    // A link cut short.
    await guest.goto(`${server.url}/pas#tidak-lengkap`);
    await guest.getByRole('alert').waitFor();
    await shot(guest, `pas-invalid-${w}`);

    await guestContext.close();
    await owner.close();
  }
}

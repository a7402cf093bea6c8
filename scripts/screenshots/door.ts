// `npm run screenshots -- door`: the usher screen (`/sambut/:id`) and the owner's Pautan Penyambut
// panel. The usher's phone has Chromium's fake camera playing a guest's pass, so the scan is a real
// one: the guest list, the camera, the scanned pass with Daftar Masuk, the same pass scanned again,
// the walk-in form, a check-in waiting for the network, and the owner's usher links (one revoked).
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import type { UsherLink } from '../../src/shared/schemas/check-in';
import type { RsvpCreated } from '../../src/shared/schemas/rsvp';
import { writeQrVideo } from '../../e2e/support/pass-video';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function doorScreenshots({ browser, outDir, startServer }: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  const GUESTS = [
    ['Pak Long Hamid sekeluarga', 4],
    ['Mak Ngah Rosnah', 2],
    ['Aminah binti Yusof', 1],
    ['Encik Tan Wei Ming', 3],
    ['Keluarga Dr. Rajesh Kumar', 5],
    ['Haji Ismail bin Omar', 2],
    ['Cikgu Faridah', 1],
    ['Azlan & Rina', 2],
    ['Muhammad Firdaus bin Zainal Abidin', 6],
    ['Tok Wan & Tok Mak', 2],
  ] as const;

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`wrote ${file}`);
  }

  /** A card with guests (the first one's pass returned), some checked in, and two usher links. */
  async function seededCard(owner: BrowserContext, w: number) {
    const id = await publishThroughApi(owner, server, 'theme12', {
      groom_name: 'Amir',
      bride_name: 'Balqis',
    });
    let pass = '';
    for (const [index, [name, guests]] of GUESTS.entries()) {
      const res = await owner.request.post(`${server.url}/api/cards/${id}/rsvps`, {
        headers: { 'X-Forwarded-For': `198.51.${w}.${index + 1}` },
        data: {
          name,
          phoneNumber: `012-345 67${10 + index}`,
          guests,
          attending: index !== 6,
        },
      });
      if (!res.ok()) throw new Error(`RSVP failed: ${await res.text()}`);
      const created = (await res.json()) as RsvpCreated;
      if (index === 0) pass = created.pass?.url ?? '';
    }
    const links: UsherLink[] = [];
    for (const label of ['Pintu utama', 'Sepupu Aina', 'Pak Cik Din (lama)']) {
      const res = await owner.request.post(`${server.url}/api/cards/${id}/ushers`, {
        data: { label },
      });
      links.push((await res.json()) as UsherLink);
    }
    const revoked = links[2];
    if (revoked) await owner.request.delete(`${server.url}/api/cards/${id}/ushers/${revoked.id}`);
    return { id, pass, link: links[0] };
  }

  for (const [w, size] of SCREEN_SIZES.entries()) {
    const label = String(size.width);
    const owner = await screenContext(browser, size);
    await logInThroughApi(owner, server, `pintu-${label}@kenduri.my`);
    const { id, pass, link } = await seededCard(owner, 60 + w);
    if (!link || !pass) throw new Error('no usher link or pass');

    // A few guests already in: through the usher's own call.
    const page0 = await owner.request.get(`${server.url}/api/cards/${id}/door/guests`);
    const { guests } = (await page0.json()) as { guests: { id: string; name: string }[] };
    for (const guest of guests.filter((g) => /Aminah|Azlan|Haji/.test(g.name))) {
      await owner.request.post(`${server.url}/api/cards/${id}/door/check-ins`, {
        data: { rsvpId: guest.id },
      });
    }

    const video = writeQrVideo(pass, path.join(outDir, `pas-${label}.y4m`));
    const camera = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await screenContext(camera, size);
    await context.grantPermissions(['camera'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(link.url);
    await page.getByTestId('door-guest').first().waitFor();
    await page.getByTestId('door-live').getByText('Langsung').waitFor();
    await shot(page, `door-list-${label}`);
    await shot(page, `door-list-full-${label}`, true);

    // Imbas Pas: the fake camera shows the first guest's pass.
    await page.getByRole('button', { name: 'Imbas Pas' }).click();
    const scanned = page.getByRole('region', { name: 'Pas yang diimbas' });
    await scanned.getByRole('button', { name: 'Daftar Masuk' }).waitFor();
    await shot(page, `door-scanned-${label}`);
    await scanned.getByRole('button', { name: 'Daftar Masuk' }).click();
    await scanned.getByText('telah didaftar masuk').waitFor();
    await shot(page, `door-checked-in-${label}`);
    await scanned.getByRole('button', { name: 'Imbas lagi' }).click();
    await scanned.getByText('sudah didaftar masuk pada').waitFor();
    await shot(page, `door-already-${label}`);
    await scanned.getByRole('button', { name: 'Tutup' }).click();

    await page.getByLabel('Cari nama tetamu').fill('ham');
    await page.getByTestId('door-guest').first().waitFor();
    await shot(page, `door-search-${label}`);
    await page.getByLabel('Cari nama tetamu').fill('');

    await page.getByRole('button', { name: 'Tetamu tanpa RSVP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tetamu tanpa RSVP' });
    await dialog.getByLabel('Nama').fill('Rombongan Pak Abu');
    await dialog.getByRole('button', { name: 'Tambah seorang' }).click();
    await dialog.getByRole('button', { name: 'Tambah seorang' }).click();
    await shot(page, `door-walk-in-${label}`);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    await context.setOffline(true);
    await page.getByTestId('network-banner').waitFor();
    await page
      .getByTestId('door-guest')
      .filter({ hasText: 'Mak Ngah Rosnah' })
      .getByRole('button', { name: 'Daftar Masuk' })
      .click();
    await page.getByText('Menunggu rangkaian', { exact: true }).first().waitFor();
    await shot(page, `door-offline-${label}`);
    await context.setOffline(false);
    await page.getByTestId('network-banner').waitFor({ state: 'detached' });
    // Back online, the waiting check-in is sent and its row says so.
    await page
      .getByTestId('door-guest')
      .filter({ hasText: 'Mak Ngah Rosnah' })
      .getByText('Sudah Hadir')
      .waitFor();
    await shot(page, `door-back-online-${label}`);
    await camera.close();

    // The owner's panel.
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${server.url}/rsvp/${id}`);
    // The ushers' links sit in the page's settings, folded until opened.
    const settings = ownerPage.getByTestId('rsvp-settings');
    await settings.locator('summary').waitFor();
    if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
    const panel = ownerPage.getByRole('region', { name: /^Pautan Penyambut/ });
    const fold = panel.getByRole('button', { name: /^Pautan Penyambut/ });
    await fold.waitFor();
    await shot(ownerPage, `owner-rsvp-page-${label}`, true);
    if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
    await panel.getByTestId('usher-link').first().waitFor();
    // The panel at the top of the screen, below the site's header.
    await panel.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72),
    );
    const panelShot = path.join(outDir, `owner-ushers-panel-${label}.png`);
    await ownerPage.screenshot({ path: panelShot });
    console.log(`wrote ${panelShot}`);
    await panel
      .getByTestId('usher-link')
      .filter({ hasText: 'Pintu utama' })
      .getByRole('button', { name: 'Batalkan' })
      .click();
    await ownerPage.getByRole('dialog').waitFor();
    await shot(ownerPage, `owner-revoke-confirm-${label}`);
    await owner.close();
  }
}

// `npm run screenshots -- rsvp`: the owner's RSVP page (`/rsvp/:id`): a card with 30 RSVPs across
// the three groups (sent through the public RSVP call, as guests send them), the list of all, Belum
// Hadir, a row opened (phone, e-mail, wish), a hidden wish, the delete confirmation, a search, a
// search that finds nothing, and a card with no RSVPs yet.
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { OwnerRsvp } from '../../src/shared/schemas/rsvp';
import type { TestServer } from '../lib/built-server';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function rsvpScreenshots({ browser, outDir, startServer }: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  const NAMES = [
    'Pak Long Hamid sekeluarga',
    'Mak Ngah Rosnah',
    'Aminah binti Yusof',
    'Encik Tan Wei Ming',
    'Siti Nurhaliza Abdullah',
    'Keluarga Dr. Rajesh Kumar',
    'Haji Ismail bin Omar',
    'Nur Aisyah Humaira',
    'Cikgu Faridah',
    'Azlan & Rina',
    'Abang Din Bengkel',
    'Kak Yah Katering',
    'Muhammad Firdaus bin Zainal Abidin',
    'Lim Mei Ling',
    'Zulkifli Hassan',
    'Tok Wan & Tok Mak',
    'Sarah Jane Anak Lawai',
    'Hafiz Kamarudin',
    'Norliza Ahmad',
    'Rakan sepejabat Petronas',
    'Ustaz Hanafi',
    'Puan Sri Zubaidah',
    'Ahmad Danial',
    'Wan Nurul Izzati',
    'Kumpulan Kompang Desa',
    'Jiran Taman Melati',
    'Nadia & Syafiq',
    'Mr. & Mrs. Chong',
    'Aiman Hakimi',
    'Fatimah Zahra',
  ] as const;
  const WISHES = [
    'Selamat pengantin baru! Semoga berkekalan hingga ke Jannah.',
    'Tahniah Amir & Balqis. Maaf tak dapat hadir, doa dari jauh.',
    'Barakallahu lakuma wa baraka alaikuma wa jamaa bainakuma fi khair.',
    'Semoga bahagia ke anak cucu!',
  ];

  /**
   * Sends the RSVPs as guests do, each from an address of its own (10 an address per 10 min):
   * those `withEmail` while the card asks for e-mail (it then requires one), the others after.
   */
  async function sendRsvps(context: BrowserContext, cardId: string, w: number, withEmail: boolean) {
    for (const [index, name] of NAMES.entries()) {
      if ((index % 3 === 0) !== withEmail) continue;
      const attending = index % 5 !== 3;
      const res = await context.request.post(`${server.url}/api/cards/${cardId}/rsvps`, {
        headers: { 'X-Forwarded-For': `198.51.${w % 250}.${index + 1}` },
        data: {
          name,
          phoneNumber: `01${index % 10}-${String(3000000 + index * 7919).slice(0, 3)} ${String(1000 + index * 37).slice(-4)}`,
          email: withEmail ? `tetamu${index}@contoh.my` : undefined,
          guests: attending ? 1 + ((index * 7) % 6) : 1 + (index % 3),
          attending,
          ucapan: index % 2 === 0 ? WISHES[(index / 2) % WISHES.length] : undefined,
        },
      });
      if (!res.ok()) throw new Error(`RSVP failed: ${await res.text()}`);
    }
  }

  /** Checks in every third attending guest, and hides one wish, as the owner does. */
  async function checkInSome(context: BrowserContext, cardId: string) {
    const res = await context.request.get(`${server.url}/api/cards/${cardId}/rsvps?limit=100`);
    const { rsvps } = (await res.json()) as { rsvps: OwnerRsvp[] };
    const attending = rsvps.filter((rsvp) => rsvp.attending);
    for (const [index, rsvp] of attending.entries()) {
      if (index % 3 !== 0) continue;
      const done = await context.request.patch(
        `${server.url}/api/cards/${cardId}/rsvps/${rsvp.id}`,
        {
          data: { checkedIn: true },
        },
      );
      if (!done.ok()) throw new Error(`check-in failed: ${await done.text()}`);
    }
  }

  async function shot(page: Page, name: string, fullPage = true) {
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`wrote ${file}`);
  }

  async function seededCard(context: BrowserContext, srv: TestServer, w: number) {
    const id = await publishThroughApi(context, srv, 'theme12', {
      groom_name: 'Amir',
      bride_name: 'Balqis',
    });
    const askEmail = (on: boolean) =>
      context.request.put(`${srv.url}/api/cards/${id}/rsvp-settings`, {
        data: { email_input: on },
      });
    await askEmail(true);
    await sendRsvps(context, id, w, true);
    await askEmail(false);
    await sendRsvps(context, id, w, false);
    await checkInSome(context, id);
    return id;
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${w % 250}` });
    await logInThroughApi(context, server, `tuan-rumah-${w}@contoh.my`);
    const id = await seededCard(context, server, w);
    const empty = await publishThroughApi(context, server, 'theme3', {
      groom_name: 'Faris',
      bride_name: 'Aisyah',
    });
    const page = await context.newPage();

    // From the card home's tile, as owners arrive.
    await page.goto(`${server.url}/dashboard/${id}`);
    await page.getByRole('list', { name: 'Ciri kad' }).getByRole('link', { name: /RSVP/ }).click();
    await page.getByRole('heading', { name: 'Pengurusan RSVP', level: 1 }).waitFor();
    await page.getByTestId('rsvp-row').first().waitFor();
    await shot(page, `rsvp-all-${w}`);
    await shot(page, `rsvp-all-top-${w}`, false);

    await page.getByRole('tab', { name: /Belum Hadir/ }).click();
    await page.getByRole('tab', { name: /Belum Hadir/, selected: true }).waitFor();
    await page.getByRole('tabpanel').and(page.locator('[aria-busy="false"]')).waitFor();
    await shot(page, `rsvp-belum-${w}`, false);

    // A row opened: phone, e-mail, the wish and its moderation.
    await page.getByRole('tab', { name: /Semua/ }).click();
    await page.getByRole('tabpanel').and(page.locator('[aria-busy="false"]')).waitFor();
    const aminah = page.getByTestId('rsvp-row').filter({ hasText: 'Aminah binti Yusof' });
    await aminah.getByRole('button', { name: /^Aminah/ }).click();
    await aminah.getByText('Masa RSVP').waitFor();
    await aminah.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `rsvp-expanded-${w}.png`) });
    console.log(`wrote ${outDir}/rsvp-expanded-${w}.png`);
    await aminah.getByRole('button', { name: 'Sembunyikan ucapan' }).click();
    await aminah.getByText('Disembunyikan dari kad').waitFor();
    await page.screenshot({ path: path.join(outDir, `rsvp-wish-hidden-${w}.png`) });
    console.log(`wrote ${outDir}/rsvp-wish-hidden-${w}.png`);

    // Padam asks first.
    await aminah.getByRole('button', { name: 'Padam' }).click();
    await page.getByRole('dialog').waitFor();
    // The sheet and its backdrop drawn in full, not mid-way in.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: path.join(outDir, `rsvp-delete-${w}.png`) });
    console.log(`wrote ${outDir}/rsvp-delete-${w}.png`);
    await page.getByRole('dialog').getByRole('button', { name: 'Batal', exact: true }).click();

    // A search as you type: part of a name, then a phone number's digits.
    await page.getByLabel('Cari nama atau nombor telefon').fill('nur');
    await page.getByRole('tabpanel').and(page.locator('[aria-busy="false"]')).waitFor();
    await page
      .getByTestId('rsvp-row')
      .filter({ hasNotText: /nur/i })
      .first()
      .waitFor({ state: 'detached' });
    await shot(page, `rsvp-search-${w}`);
    await page.getByLabel('Cari nama atau nombor telefon').fill('tiada sesiapa');
    await page.getByText('Tiada padanan').waitFor();
    await shot(page, `rsvp-search-none-${w}`);

    // A card nobody has answered yet.
    await page.goto(`${server.url}/rsvp/${empty}`);
    await page.getByText('No RSVPs submitted yet.').waitFor();
    await shot(page, `rsvp-empty-${w}`);
    await context.close();
  }
}

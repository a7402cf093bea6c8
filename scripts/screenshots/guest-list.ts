// `npm run screenshots -- guest-list`: the guest list: the owner's list of 12 parties (some sent,
// one opened, two answered through their links), a row opened, Hantar seterusnya, the import
// dialog's report, the guest card opened from a personal link with its RSVP form filled and capped,
// the usher screen with a listed party yet to reply, and the RSVP page with the list's RSVPs
// marked.
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { GuestList } from '../../src/shared/schemas/guest-list';
import type { UsherLink } from '../../src/shared/schemas/check-in';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function guestListScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer({ SUPPORT_WHATSAPP_NO: '60123456789', TRUST_PROXY: 'true' });

  const LIST = [
    'Pak Long Hamid sekeluarga, 013-246 8135, 4, Keluarga Lelaki',
    'Mak Ngah Rosnah, 019-777 1234, 2, Keluarga Perempuan',
    "Dato' Ali dan Datin Siti, 017-000 1111, 3, Keluarga Perempuan",
    'Cikgu Faridah, 012-555 0202, 1, Rakan Sekerja',
    'Encik Tan Wei Ming, 016-888 2323, 2, Rakan Sekerja',
    'Kak Long Zura, 018-999 0000, 3, Keluarga Lelaki',
    'Tok Wan Kampung, 013-444 5555, 5, Keluarga Perempuan',
    'Nur Élya, 014-222 3333, 1, Kawan',
    'Ustaz Hanafi, 011-2345 6789, 2',
    'Jiran Taman Melati, 012-777 8888, 6, Jiran',
    'Sarah Jane Anak Lawai, 019-123 4567, 2, Kawan',
    'Keluarga Dr. Rajesh Kumar, 017-765 4321, 4, Rakan Sekerja',
  ].join('\n');

  const shot = async (page: Page, name: string, width: number) => {
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  };

  /** A party answers through its personal link, as its phone would. */
  async function answer(context: BrowserContext, link: string, n: number, guests: number) {
    const [, , cardId, token] = new URL(link).pathname.split('/');
    const res = await context.request.post(`${server.url}/api/cards/${cardId}/rsvps`, {
      headers: { 'X-Forwarded-For': `198.51.140.${n}` },
      data: { name: 'x', phoneNumber: '012-345 6789', guests, attending: true, invitation: token },
    });
    if (!res.ok()) throw new Error(`RSVP failed: ${await res.text()}`);
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    await logInThroughApi(context, server, `tetamu-${w}@kenduri.my`);
    const id = await publishThroughApi(context, server, 'theme7', {
      groom_name: 'Faris',
      bride_name: 'Hana',
    });
    const api = context.request;
    await api.post(`${server.url}/api/cards/${id}/guests/import`, {
      data: { format: 'lines', content: LIST },
    });
    const list = (await (
      await api.get(`${server.url}/api/cards/${id}/guests`)
    ).json()) as GuestList;
    for (const party of list.parties.slice(0, 6)) {
      await api.post(`${server.url}/api/cards/${id}/guests/${party.id}/sent`, {
        data: { kind: 'invitation' },
      });
    }
    await answer(context, list.parties[0]!.link, w % 100, 4);
    await answer(context, list.parties[2]!.link, (w % 100) + 1, 2);
    const [, , , openedToken] = new URL(list.parties[1]!.link).pathname.split('/');
    await api.post(`${server.url}/api/cards/${id}/invitation`, { data: { token: openedToken } });

    const page = await context.newPage();
    // The list keeps the card's RSVP stream open: the network is never idle.
    await page.goto(`${server.url}/tetamu/${id}`);
    await page.getByTestId('party-row').first().waitFor();
    await shot(page, 'list', w);
    await page.getByTestId('party-row').first().scrollIntoViewIfNeeded();
    await shot(page, 'list-rows', w);
    await page
      .getByRole('button', { name: /^Lagi untuk/ })
      .first()
      .click();
    await shot(page, 'row-open', w);
    await page.getByRole('button', { name: /^Hantar seterusnya/ }).click();
    await page.getByRole('dialog', { name: 'Hantar seterusnya' }).waitFor();
    await shot(page, 'send-next', w);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import senarai' }).click();
    const importer = page.getByRole('dialog', { name: 'Import senarai' });
    await importer
      .getByLabel('Tampal senarai tetamu')
      .fill(
        'Aminah, 012-34\nHamid (pejabat), +60 13-246 8135, 5\nPuan Sri Zubaidah, 019-555 1212, 2',
      );
    await importer.getByRole('button', { name: 'Tambah senarai' }).click();
    await importer.getByTestId('import-report').waitFor();
    await shot(page, 'import-report', w);

    // The guest's phone, from Mak Ngah Rosnah's link.
    const guestContext = await screenContext(browser, size);
    const guest = await guestContext.newPage();
    await guest.goto(list.parties[1]!.link, { waitUntil: 'networkidle' });
    await shot(guest, 'personal-link-hero', w);
    await guest
      .getByRole('navigation', { name: 'Menu kad' })
      .getByRole('button', { name: 'RSVP' })
      .click();
    await guest.getByRole('dialog', { name: 'RSVP' }).getByLabel('Nama').waitFor();
    await shot(guest, 'personal-link-rsvp', w);
    await guestContext.close();

    // The usher screen and the RSVP page.
    const usherRes = await api.post(`${server.url}/api/cards/${id}/ushers`, {
      data: { label: 'Pintu utama' },
    });
    const usher = (await usherRes.json()) as UsherLink;
    const usherContext = await screenContext(browser, size);
    const door = await usherContext.newPage();
    // The screen keeps its live stream open: the network is never idle.
    await door.goto(usher.url);
    await door.getByTestId('door-guest').first().waitFor();
    await shot(door, 'door', w);
    await usherContext.close();
    await page.goto(`${server.url}/rsvp/${id}`);
    await page.getByTestId('rsvp-row').first().waitFor();
    await shot(page, 'rsvp-page', w);
    await context.close();
  }
}

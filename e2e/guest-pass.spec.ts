import { malay } from '../src/shared/i18n/rule-words-in';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import type { OwnerRsvpPage, RsvpCreated } from '../src/shared/schemas/rsvp';
import type { GuestParty } from '../src/shared/schemas/guest-list';
import { partyTokenOfPath } from '../src/shared/guests/personal-link';
import { expect, test } from './support/fixtures';
import { guestBrowser, openGuestCard } from './support/other-browser';
import { sampleMajlis } from './support/publish';

// A pass per guest, as a guest lives it: they RSVP attending on the card and get
// their pass in the RSVP panel (a QR code of the pass page's address and nothing else), open it
// (`/pas#<token>`: the wedding, their name, "3 orang", Belum didaftar masuk), find it again on
// the card (Pas saya), and after the couple checks them in, the pass says so; with the hall's
// Wi-Fi gone the page still shows what it last knew. Both projects run it: 390 px and 1280 px.

const GUEST = 'Cik Puan Zaleha';
const PASS_URL = /\/pas#[A-Za-z0-9_-]{22}$/;

// The QR codes are read back from the screen with ZXing (the WebAssembly build the usher screen's
// scanner uses), from its own file: nothing is fetched from a CDN.
const wasm = fs.readFileSync(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});

/** What a phone's camera would read from the QR code on screen (its one code's text). */
async function scan(qr: Locator): Promise<string> {
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const codes = await readBarcodes(new Uint8Array(await qr.screenshot()), {
    formats: ['QRCode'],
  });
  expect(codes, 'one QR code on screen').toHaveLength(1);
  return codes[0]!.text;
}

test('an attending guest gets a pass, keeps it on the card and sees it checked in', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `pass-${project}@kenduri.my`,
    theme: 'theme7',
    content: {
      groom_name: 'Amir',
      bride_name: 'Balqis',
      majlis: sampleMajlis({
        date: '2031-03-15',
        start_time: '11:30',
        location: 'Dewan Seri Melati, Shah Alam',
      }),
    },
  });

  // The guest answers through the card's RSVP panel: attending, 3 guests.
  const guest = await guestBrowser(
    browser,
    server,
    project === 'phone' ? '198.51.100.41' : '198.51.100.42',
  );
  await openGuestCard(guest, id);
  // Nobody has a pass on this card yet.
  await expect(guest.getByRole('link', { name: 'Pas saya' })).toHaveCount(0);
  await guest
    .getByRole('navigation', { name: 'Menu kad' })
    .getByRole('button', { name: 'RSVP' })
    .click();
  const panel = guest.getByRole('dialog', { name: 'RSVP' });
  await panel.getByLabel('Nama').fill(GUEST);
  await panel.getByLabel('Nombor Telefon').fill('012-345 6789');
  await panel.getByLabel('Jumlah Tetamu').fill('3');
  await panel.getByLabel('Kehadiran').selectOption('Hadir');
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();

  // The pass, right there: its QR code carries the pass page's address and nothing else.
  const pass = panel.getByRole('region', { name: 'Pas Tetamu Anda' });
  await expect(pass.getByRole('heading', { name: 'Pas Tetamu Anda' })).toBeFocused();
  await expect(pass).toContainText('Tunjukkan pas ini kepada penyambut tetamu di pintu masuk.');
  await expect(pass).toContainText('Simpan pas ini:');
  const open = pass.getByRole('link', { name: 'Buka pas' });
  const passUrl = (await open.getAttribute('href')) ?? '';
  expect(passUrl).toMatch(PASS_URL);
  expect(passUrl.startsWith(`${server.url}/pas#`)).toBe(true);
  expect(await scan(pass.getByRole('img', { name: 'Kod QR pas tetamu' }))).toBe(passUrl);

  // Buka pas: the pass page, with the wedding, the party and its state.
  await open.click();
  await expect(guest).toHaveURL(passUrl);
  await expect(guest).toHaveTitle(/^Pas Tetamu \|/);
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(guest.getByRole('heading', { name: 'Pas Tetamu', level: 1 })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Amir & Balqis' })).toBeVisible();
  await expect(guest.getByText('Sabtu, 15 Mac 2031 · 11:30 am')).toBeVisible();
  await expect(guest.getByText('Dewan Seri Melati, Shah Alam')).toBeVisible();
  await expect(guest.getByText(GUEST, { exact: true })).toBeVisible();
  await expect(guest.getByText('3 orang', { exact: true })).toBeVisible();
  await expect(guest.getByText('Belum didaftar masuk', { exact: true })).toBeVisible();
  await expect(
    guest.getByText('Naikkan kecerahan skrin untuk imbasan yang lebih mudah.'),
  ).toBeVisible();
  // The usher scans this screen: the same address.
  expect(await scan(guest.getByRole('img', { name: 'Kod QR pas tetamu' }))).toBe(passUrl);

  // Back on the card another day: Pas saya opens the same pass.
  await openGuestCard(guest, id);
  const mine = guest.getByRole('link', { name: 'Pas saya' });
  await expect(mine).toHaveAttribute('href', passUrl);
  // It covers none of the card's words, at the top or anywhere the guest scrolls to.
  for (const scroll of [0, 900, 1800, 2700]) {
    await guest.evaluate((y) => window.scrollTo(0, y), scroll);
    const covered = await mine.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const words = document.querySelectorAll('h1, h2, h3, p, li, [role="navigation"] a, button');
      return [...words]
        .filter((element) => !link.contains(element) && element.checkVisibility())
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return (
            r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
          );
        })
        .map((element) => element.textContent?.trim().slice(0, 40));
    });
    expect(covered, `Pas saya over the card's words at ${scroll} px`).toEqual([]);
  }
  await guest.evaluate(() => window.scrollTo(0, 0));
  await mine.click();
  await expect(guest).toHaveURL(passUrl);
  await expect(guest.getByText('Belum didaftar masuk', { exact: true })).toBeVisible();

  // The couple checks the party in (from their RSVP page's API); the pass says so on reload.
  const listed = await page.request.get(`/api/cards/${id}/rsvps`);
  expect(listed.status(), await listed.text()).toBe(200);
  const rsvp = ((await listed.json()) as OwnerRsvpPage).rsvps.find((one) => one.name === GUEST);
  expect(rsvp, 'the guest among the RSVPs').toBeDefined();
  const checkedIn = await page.request.patch(`/api/cards/${id}/rsvps/${rsvp!.id}`, {
    data: { checkedIn: true },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  await guest.reload();
  const done = guest.getByText(
    /^Sudah didaftar masuk pada \d{1,2} \p{L}+ \d{4}, \d{1,2}:\d{2} [ap]m$/u,
  );
  await expect(done).toBeVisible();
  await expect(guest.getByText('Belum didaftar masuk', { exact: true })).toHaveCount(0);

  // The hall's Wi-Fi fails: the page shows what it last knew, and says so.
  await guest.route('**/api/passes/lookup', (route) => route.abort('internetdisconnected'));
  await guest.reload();
  await expect(guest.getByText(/^Tiada sambungan internet\. Maklumat ini dari /)).toBeVisible();
  await expect(done).toBeVisible();
  await expect(guest.getByText(GUEST, { exact: true })).toBeVisible();
  expect(await scan(guest.getByRole('img', { name: 'Kod QR pas tetamu' }))).toBe(passUrl);
  await guest.unroute('**/api/passes/lookup');

  // A link cut short, or a token nobody was given: a clear word, no QR code.
  await guest.goto('/pas#tidak-lengkap');
  await expect(guest.getByRole('alert')).toContainText('Pautan pas tidak sah');
  await expect(guest.getByRole('img', { name: 'Kod QR pas tetamu' })).toHaveCount(0);
  await guest.goto(`/pas#${'A'.repeat(22)}`);
  await expect(guest.getByRole('alert')).toContainText('Pas ini tidak dijumpai.');

  await guest.context().close();
});

test("a party on the guest list: its pass is its personal link's token, and a renewed link retires it", async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `pass-senarai-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Keluarga Pak Abu', phone: '012-888 0101', allowance: 3 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const party = (await added.json()) as GuestParty;
  const token = partyTokenOfPath(new URL(party.link).pathname) ?? '';
  const sent = await page.request.post(`/api/cards/${id}/rsvps`, {
    headers: { 'X-Forwarded-For': project === 'phone' ? '198.51.100.61' : '198.51.100.62' },
    data: {
      name: 'Keluarga Pak Abu',
      phoneNumber: '012-888 0101',
      guests: 2,
      attending: true,
      invitation: token,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { pass } = (await sent.json()) as RsvpCreated;
  expect(pass?.url.endsWith(`/pas#${token}`)).toBe(true);

  const guest = await guestBrowser(
    browser,
    server,
    project === 'phone' ? '198.51.100.63' : '198.51.100.64',
  );
  await guest.goto(pass?.url ?? '');
  await expect(guest.getByText('Keluarga Pak Abu', { exact: true })).toBeVisible();
  await expect(guest.getByText('2 orang', { exact: true })).toBeVisible();
  await expect(guest.getByText('Jemputan untuk 3 orang', { exact: true })).toBeVisible();
  // Back to the card that greets the party by name.
  await expect(guest.getByRole('link', { name: 'Lihat kad jemputan' })).toHaveAttribute(
    'href',
    `/kad/${id}/${token}`,
  );

  // The owner sends the party a new link: the old token is no pass any more.
  const renewed = await page.request.post(`/api/cards/${id}/guests/${party.id}/link`);
  expect(renewed.status(), await renewed.text()).toBe(200);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Pas ini tidak dijumpai.' })).toBeVisible();
  await expect(guest.getByText(/memperbaharui pautan jemputan anda/)).toBeVisible();
  await guest.context().close();
});

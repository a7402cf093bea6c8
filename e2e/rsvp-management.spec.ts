import { malay } from '../src/shared/i18n/rule-words-in';
import { openRsvpSettings } from './support/rsvp';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES } from '../src/shared/schemas/rsvp-management';
import { STAFF_EMAIL, expect, test } from './support/fixtures';
import { guestBrowser, openGuestCard } from './support/other-browser';
import { publishCard } from './support/publish';
import { latestLoginCode } from '../tests/support/outbox';
import type { GuestParty } from '../src/shared/schemas/guest-list';
import { partyTokenOfPath } from '../src/shared/guests/personal-link';

// RSVP management, the owner's page (`/rsvp/:id`) as a couple lives it: a guest
// RSVPs through the card's own RSVP panel; the owner opens the page from the card home, finds
// the guest under Belum Hadir with the counts, searches by name and by phone, checks them in
// (Hadir) and back, hides their wish, downloads the CSV, deletes them after the confirmation,
// and switches the guests' e-mail field on and RSVP off, which the guest card follows on its
// next load. Both projects run it: 390 px and 1280 px.

const GUEST = 'Pak Long Hamid';
const PHONE = '013-246 8135';
const WISH = 'Selamat pengantin baru dan semoga berkekalan hingga ke Jannah.';

const cardBar = (page: Page) => page.getByRole('navigation', { name: 'Menu kad' });

const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });
/** A tab's count of RSVPs and, for a group, of guests ("Belum Hadir, 1 RSVP, 3 orang"). */
async function expectTally(page: Page, label: string, parties: number, guests?: number) {
  const people = guests === undefined ? '' : `\\W+${guests} orang`;
  await expect(tab(page, label)).toHaveAccessibleName(
    new RegExp(`^${label}\\W+${parties} RSVP${people}$`),
  );
}
const row = (page: Page, name: string) => page.getByTestId('rsvp-row').filter({ hasText: name });

test('a guest RSVPs; the owner finds, checks in, undoes, exports, deletes; switches reach the card', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `rsvp-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });

  // The guest answers through the card's RSVP panel: attending, 3 guests, a wish.
  const guest = await guestBrowser(
    browser,
    server,
    project === 'phone' ? '198.51.100.21' : '198.51.100.22',
  );
  await openGuestCard(guest, id);
  await cardBar(guest).getByRole('button', { name: 'RSVP' }).click();
  const form = guest.getByRole('dialog', { name: 'RSVP' });
  await expect(form.getByLabel('Email')).toHaveCount(0);
  await form.getByLabel('Nama').fill(GUEST);
  await form.getByLabel('Nombor Telefon').fill(PHONE);
  await form.getByLabel('Jumlah Tetamu').fill('3');
  await form.getByLabel('Kehadiran').selectOption('Hadir');
  await form.getByLabel('Ucapan').fill(WISH);
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(form.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
  // A second guest, not coming, so the search has something to leave out.
  const other = await guest.request.post(`/api/cards/${id}/rsvps`, {
    headers: { 'X-Forwarded-For': project === 'phone' ? '198.51.100.23' : '198.51.100.24' },
    data: { name: 'Mak Ngah Rosnah', phoneNumber: '019-777 1234', guests: 2, attending: false },
  });
  expect(other.status(), await other.text()).toBe(201);

  // The owner comes from the card home's RSVP tile.
  await page.goto(`/dashboard/${id}`);
  await page.getByRole('list', { name: 'Ciri kad' }).getByRole('link', { name: /RSVP/ }).click();
  await expect(page).toHaveURL(new RegExp(`/rsvp/${id}$`));
  await expect(page).toHaveTitle(/^Pengurusan RSVP: Faris & Hana \|/);
  await expect(page.getByRole('heading', { name: 'Pengurusan RSVP', level: 1 })).toBeVisible();
  // On a phone the guests come first and the settings wait, folded, below them.
  const fold = page.getByTestId('rsvp-settings');
  await expect(fold).not.toHaveAttribute('open', '');
  const tabs = (await page.getByRole('tablist').first().boundingBox())!;
  const folded = (await fold.boundingBox())!;
  expect(tabs.y).toBeLessThan(folded.y);
  expect(tabs.y).toBeLessThan(page.viewportSize()!.height);
  await openRsvpSettings(page);
  await expect(page.getByRole('switch', { name: 'RSVP dibuka' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectTally(page, 'Semua', 2);
  await expectTally(page, 'Belum Hadir', 1, 3);
  await expectTally(page, 'Sudah Hadir', 0, 0);
  await expectTally(page, 'Tidak Hadir', 1, 2);
  await tab(page, 'Belum Hadir').click();
  await expect(tab(page, 'Belum Hadir')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rsvp-row')).toHaveCount(1);
  await expect(row(page, GUEST)).toContainText('3 orang');

  // Search, among everyone: part of the name in any case, then part of the phone number
  // (digits across its space), then something nobody matches.
  await tab(page, 'Semua').click();
  await expect(page.getByTestId('rsvp-row')).toHaveCount(2);
  const search = page.getByLabel('Cari nama atau nombor telefon');
  await search.fill('LONG HAM');
  await expect(page.getByTestId('rsvp-row')).toHaveCount(1);
  await expect(row(page, GUEST)).toBeVisible();
  await search.fill('46813');
  await expect(row(page, 'Mak Ngah Rosnah')).toHaveCount(0);
  await expect(row(page, GUEST)).toBeVisible();
  await search.fill('rosnah');
  await expect(row(page, GUEST)).toHaveCount(0);
  await expect(row(page, 'Mak Ngah Rosnah')).toBeVisible();
  await search.fill('tiada sesiapa');
  await expect(page.getByText('Tiada padanan untuk “tiada sesiapa”.')).toBeVisible();
  await search.fill('');
  await expect(page.getByTestId('rsvp-row')).toHaveCount(2);

  // Hadir moves them to Sudah Hadir, and the totals follow; the undo moves them back.
  await tab(page, 'Belum Hadir').click();
  await row(page, GUEST)
    .getByRole('button', { name: /^Hadir/ })
    .click();
  await expect(row(page, GUEST)).toHaveCount(0);
  await expect(page.getByText(`${GUEST} ditanda Sudah Hadir.`)).toBeVisible();
  await expectTally(page, 'Belum Hadir', 0, 0);
  await expectTally(page, 'Sudah Hadir', 1, 3);
  await tab(page, 'Sudah Hadir').click();
  await row(page, GUEST)
    .getByRole('button', { name: /^Batal Hadir/ })
    .click();
  await expect(row(page, GUEST)).toHaveCount(0);
  await expectTally(page, 'Belum Hadir', 1, 3);
  await expectTally(page, 'Sudah Hadir', 0, 0);
  // A guest who is not coming can only be deleted.
  await tab(page, 'Tidak Hadir').click();
  await expect(row(page, 'Mak Ngah Rosnah')).toBeVisible();
  await expect(row(page, 'Mak Ngah Rosnah').getByRole('button', { name: /Hadir/ })).toHaveCount(0);

  // The opened row: call or WhatsApp the guest, the wish, hidden from the card and back.
  await tab(page, 'Belum Hadir').click();
  const guestRow = row(page, GUEST);
  const disclosure = guestRow.getByRole('button', { name: new RegExp(`^${GUEST}`) });
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(guestRow.getByRole('link', { name: 'Telefon' })).toHaveAttribute(
    'href',
    'tel:+60132468135',
  );
  await expect(guestRow.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/60132468135',
  );
  await expect(guestRow.getByText(WISH)).toBeVisible();
  await guestRow.getByRole('button', { name: 'Sembunyikan ucapan' }).click();
  await expect(guestRow.getByText('Disembunyikan dari kad')).toBeVisible();
  await expect(page.getByText(`Ucapan ${GUEST} disembunyikan dari kad.`)).toBeVisible();
  const wishes = async () => (await guest.request.get(`/api/cards/${id}/wishes`)).text();
  expect(await wishes()).not.toContain(WISH);
  await guestRow.getByRole('button', { name: 'Tunjukkan ucapan' }).click();
  await expect(page.getByText(`Ucapan ${GUEST} ditunjukkan semula pada kad.`)).toBeVisible();
  expect(await wishes()).toContain(WISH);

  // The CSV has the guest's row (UTF-8 with the BOM Excel needs).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Muat turun CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rsvp-${id}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFNama,Telefon,Email,Bilangan Tetamu')).toBe(true);
  expect(csv).toContain(`${GUEST},${PHONE},,3,Hadir,Tidak,${WISH},Tidak,`);
  expect(csv).toContain('Mak Ngah Rosnah');

  // Padam asks first, in the spec's words, then the guest is gone.
  await guestRow.getByRole('button', { name: 'Padam' }).click();
  const confirm = page.getByRole('dialog', {
    name: RSVP_MANAGEMENT_MESSAGES.confirmDelete(GUEST),
  });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`Anda pasti nak padam ${GUEST} dari RSVP?`);
  await confirm.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(guestRow).toBeVisible();
  await guestRow.getByRole('button', { name: 'Padam' }).click();
  await confirm.getByRole('button', { name: 'Ya, padam' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`${GUEST} telah dipadam dari RSVP.`)).toBeVisible();
  await expect(guestRow).toHaveCount(0);
  await expectTally(page, 'Semua', 1);
  await expectTally(page, 'Belum Hadir', 0, 0);
  await page.reload();
  await expectTally(page, 'Semua', 1);
  await expect(page.getByText(GUEST)).toHaveCount(0);

  // Minta email tetamu: the guest card's form asks for e-mail on its next load.
  await openRsvpSettings(page);
  const askEmail = page.getByRole('switch', { name: 'Minta email tetamu' });
  await expect(askEmail).toHaveAttribute('aria-checked', 'false');
  await askEmail.click();
  await expect(askEmail).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(malay(RSVP_MANAGEMENT_MESSAGES.emailOn))).toBeVisible();
  await openGuestCard(guest, id);
  await cardBar(guest).getByRole('button', { name: 'RSVP' }).click();
  await expect(guest.getByRole('dialog', { name: 'RSVP' }).getByLabel('Email')).toBeVisible();

  // RSVP off: the guest card no longer offers RSVP, and the server refuses one sent anyway.
  const rsvpOpen = page.getByRole('switch', { name: 'RSVP dibuka' });
  await rsvpOpen.click();
  await expect(rsvpOpen).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(malay(RSVP_MANAGEMENT_MESSAGES.rsvpOff))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'RSVP dibuka' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await openGuestCard(guest, id);
  await expect(cardBar(guest).getByRole('button', { name: 'Lokasi' })).toBeVisible();
  await expect(cardBar(guest).getByRole('button', { name: 'RSVP' })).toHaveCount(0);
  const refused = await guest.request.post(`/api/cards/${id}/rsvps`, {
    data: { name: 'Tetamu Lewat', phoneNumber: '012-345 6789', guests: 1, attending: true },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(malay(RSVP_MESSAGES.closed));
  await guest.context().close();
});

test('a card with no RSVPs says so', async ({ page, publishedCard }) => {
  const id = await publishedCard({
    owner: `rsvp-kosong-${test.info().project.name}@kenduri.my`,
    theme: 'theme3',
  });
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByText(malay(RSVP_MANAGEMENT_MESSAGES.none))).toBeVisible();
  await expectTally(page, 'Belum Hadir', 0, 0);
});

test('staff on a support case see the RSVPs read-only', async ({
  page,
  browser,
  server,
  loggedInAs,
}) => {
  const project = test.info().project.name;
  // The owner publishes and a guest RSVPs, in a context of their own.
  const owner = await browser.newContext({ baseURL: server.url });
  const ownerEmail = `rsvp-pemilik-staf-${project}@kenduri.my`;
  const sent = await owner.request.post('/api/auth/code', { data: { email: ownerEmail } });
  expect(sent.status()).toBe(200);
  const code = latestLoginCode(server.dataDir, ownerEmail);
  await owner.request.post('/api/auth/verify', { data: { email: ownerEmail, code } });
  const id = await publishCard(owner.request, 'theme3');
  const rsvp = await owner.request.post(`/api/cards/${id}/rsvps`, {
    data: { name: 'Tetamu Staf', phoneNumber: '012-345 6789', guests: 2, attending: true },
    headers: { 'X-Forwarded-For': `198.51.100.${project === 'phone' ? 7 : 8}` },
  });
  expect(rsvp.status()).toBe(201);
  await owner.close();

  // Staff (ADMIN_EMAILS of the journeys' server) open the owner's page.
  await loggedInAs(STAFF_EMAIL);
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByText('Paparan staf: baca sahaja.', { exact: false })).toBeVisible();
  await expect(page.getByText('Tetamu Staf')).toBeVisible();
  await openRsvpSettings(page);
  await expect(page.getByRole('switch', { name: 'RSVP dibuka' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Hadir/ })).toHaveCount(0);
  await expect(page.getByText('Pautan Penyambut')).toHaveCount(0);
  // The guest list is the owner's alone.
  await expect(page.getByRole('link', { name: 'Senarai Tetamu' })).toHaveCount(0);
  await page.getByRole('button', { name: /Tetamu Staf/ }).click();
  await expect(page.getByRole('button', { name: 'Padam' })).toHaveCount(0);
});

test('the RSVPs sent through the guest list say so; the page leads to the list', async ({
  page,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `rsvp-senarai-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Keluarga Encik Rahman', phone: '012-777 0101', allowance: 2 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const party = (await added.json()) as GuestParty;
  // One RSVP through the party's personal link, one through the card's open link.
  const rsvps = [
    { name: 'Keluarga Encik Rahman', phoneNumber: '012-777 0101', guests: 2, attending: true },
    { name: 'Cikgu Faridah', phoneNumber: '012-777 0202', guests: 1, attending: true },
  ];
  for (const [n, data] of rsvps.entries()) {
    const invitation = n === 0 ? partyTokenOfPath(new URL(party.link).pathname) : undefined;
    const sent = await page.request.post(`/api/cards/${id}/rsvps`, {
      headers: { 'X-Forwarded-For': `198.51.100.${(project === 'phone' ? 51 : 53) + n}` },
      data: { ...data, ...(invitation ? { invitation } : {}) },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await page.goto(`/rsvp/${id}`);
  await expect(row(page, 'Keluarga Encik Rahman')).toContainText('Senarai tetamu');
  await expect(row(page, 'Cikgu Faridah')).toContainText('1 orang');
  await expect(row(page, 'Cikgu Faridah')).not.toContainText('Senarai tetamu');
  await expect(page.getByTestId('rsvp-sources')).toContainText(
    '1 dari senarai tetamu, 1 dari pautan terbuka',
  );
  await page.getByRole('link', { name: 'Senarai Tetamu' }).click();
  await expect(page).toHaveURL(new RegExp(`/tetamu/${id}$`));
});

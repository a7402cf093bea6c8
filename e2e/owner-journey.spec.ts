import { malay } from '../src/shared/i18n/rule-words-in';
import type { Page } from '@playwright/test';
import { CARD_EDIT_MESSAGES } from '../src/shared/schemas/owner-card';
import { expect as baseExpect, test } from './support/fixtures';
import { editText, editable, editorBar } from './support/editor';
import { scrollToTheme } from './support/theme-gallery';

// The owner area's whole journey: the card list → the card
// home in its trial → Copy → Edit (names, venue, a contact) → Update → the guests' card and its
// share picture show it → the theme page: Preview in theme 57, Pilih Ini → the guests' card is in
// theme 57. A second tab's stale Update meets the conflict and keeps its text.

// Owner screens load on demand; on a busy 2-core machine a chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const ownerEmail = () => `perjalanan-${test.info().project.name}@contoh.my`;

/** The share picture's address named in the guests' card page, and its alt text. */
async function sharePicture(page: Page, id: string) {
  const html = await (await page.request.get(`/kad/${id}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1] ?? '';
  return { image, alt };
}

test('an owner shares, edits and re-themes a card, and guests see each change', async ({
  page,
  context,
  baseURL,
  publishedCard,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const id = await publishedCard({
    owner: ownerEmail(),
    theme: 'theme12',
    content: {
      groom_name: 'Amir',
      bride_name: 'Balqis',
      contacts: [{ name: 'Mak Su Timah', phoneNumber: '013-111 2222', contactMethod: 'both' }],
    },
  });
  const before = await sharePicture(page, id);
  expect(before.alt).toBe('Amir &amp; Balqis');
  const pictureBefore = await (await page.request.get(before.image)).body();

  // The card list → the card home: Trial, counting down.
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Senarai kad' });
  await expect(list.getByText('Amir & Balqis')).toBeVisible();
  await expect(list.getByText('Trial')).toBeVisible();
  await list.getByRole('link', { name: 'Akses Kad' }).click();
  const status = page.getByRole('region', { name: 'Status kad' });
  await expect(status.getByText('Trial', { exact: true })).toBeVisible();
  await expect(status.getByLabel('Masa percubaan yang tinggal')).toHaveText(/^0:[0-5]\d:\d\d$/);

  // Copy puts the invitation on the clipboard.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Amir & Balqis');
  expect(copied).toContain(`/kad/${id}`);

  // A second tab opens the editor now, before the first one's Update.
  const stale = await context.newPage();
  await stale.goto(`/edit/${id}`);
  await expect(editorBar(stale)).toBeVisible();

  // Edit: the names, the venue and a contact, then Update.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(editorBar(page)).toBeVisible();
  await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Hakim');
  await editText(page, 'nama pengantin perempuan', 'Nama pengantin perempuan', 'Nurul');
  await editable(page, 'lokasi').click();
  const venue = page.getByRole('dialog', { name: 'Lokasi Majlis' });
  await venue.getByLabel('Location Name').fill('Dewan Orkid\nJalan Ampang');
  await venue.getByLabel('Coordinate').fill('3.158, 101.7118');
  await venue.getByRole('button', { name: /(Add|Update) Location/ }).click();
  await expect(venue).toHaveCount(0);
  await editorBar(page)
    .getByRole('button', { name: /Contacts/ })
    .click();
  const contacts = page.getByRole('dialog', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Ubah Mak Su Timah' }).click();
  const contact = contacts.getByRole('form', { name: 'Ubah contact 1' });
  await contact.getByLabel('Nama').fill('Pak Long Hassan');
  await contact.getByRole('button', { name: 'Simpan contact' }).click();
  await contacts.getByRole('button', { name: 'Tutup' }).click();
  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  const done = page.getByRole('dialog', { name: 'Kad dikemas kini' });
  await expect(done).toContainText(malay(CARD_EDIT_MESSAGES.updated));

  // Lihat Kad: the guests' card shows the new names, venue and contact.
  await done.getByRole('link', { name: 'Lihat Kad' }).click();
  await expect(page).toHaveURL(new RegExp(`/kad/${id}$`));
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toContainText('Hakim');
  await expect(hero).toContainText('Nurul');
  await expect(page.getByText('Dewan Orkid', { exact: true }).first()).toBeAttached();
  const cardHtml = await (await page.request.get(`/kad/${id}`)).text();
  expect(cardHtml).toContain('Pak Long Hassan');
  // The share picture: a new address for the new version, a new picture, the new names.
  const after = await sharePicture(page, id);
  expect(after.image).not.toBe(before.image);
  expect(after.alt).toBe('Hakim &amp; Nurul');
  const pictureAfter = await (await page.request.get(after.image)).body();
  expect(pictureAfter.equals(pictureBefore)).toBe(false);

  // The second tab, still on the old version, meets the conflict and keeps its text.
  await editText(stale, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Tab Lama');
  await editorBar(stale).getByRole('button', { name: 'Update' }).click();
  await expect(
    stale.getByRole('alert').filter({ hasText: malay(CARD_EDIT_MESSAGES.conflict) }),
  ).toBeVisible();
  await expect(editable(stale, 'nama pengantin lelaki')).toContainText('Tab Lama');
  await stale.close();

  // The theme page: Preview shows the couple's own card in theme 57, in a new tab.
  await page.goto(`/tema/${id}`);
  await scrollToTheme(page, 57);
  const preview = page.getByRole('link', { name: 'Preview Tema 57', exact: true });
  const [popup] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
  await expect(popup).toHaveURL(new RegExp(`/kad/${id}/theme57$`));
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('Hakim');
  await popup.close();

  // Pilih Ini, confirmed: the guests' card is in theme 57.
  const fiftySeven = page
    .getByRole('list', { name: 'Senarai tema' })
    .getByRole('listitem')
    .filter({ hasText: 'Tema 57' });
  await fiftySeven.getByRole('button', { name: /Pilih Ini/ }).click();
  await page.getByRole('button', { name: 'Ya, guna tema ini' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tema telah dikemaskini' }),
  ).toBeVisible();
  const card = (await (await page.request.get(`/api/cards/${id}`)).json()) as {
    content: { theme: string };
  };
  expect(card.content.theme).toBe('theme57');
});

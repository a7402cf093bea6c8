import { malay } from '../src/shared/i18n/rule-words-in';
import type { OwnerCard } from '../src/shared/schemas/owner-card';
import { CARD_EDIT_MESSAGES } from '../src/shared/schemas/owner-card';
import { expect as baseExpect, test } from './support/fixtures';
import { editable, editorBar, openEditor } from './support/editor';

// The location search against the journeys' local fake
// geocoder (tests/support/fake-geocoder.ts, started by the server fixture), on /search and in
// the editor's venue panel, where a chosen place fills the name and coordinates that Update saves.

// The editor is loaded on demand; on a busy 2-core machine its chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test('/search finds a place in Malaysia and shows its coordinates and map links', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cari lokasi majlis anda');
  const box = page.getByRole('searchbox', { name: 'Cari lokasi' });
  await box.fill('ab');
  await box.press('Enter');
  await expect(page.getByText('Sila taip sekurang-kurangnya 3 aksara')).toBeVisible();

  // Typing alone searches (after a pause).
  await box.fill('masjid');
  const results = page.getByRole('list', { name: 'Hasil carian lokasi' });
  await expect(results.getByRole('button')).toHaveText([
    /^Masjid Wilayah Persekutuan, Jalan Tuanku Abdul Halim/,
    /^Masjid Putra, Persiaran Persekutuan/,
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'lokasi dijumpai' })).toHaveText(
    '2 lokasi dijumpai. Pilih satu.',
  );

  // Enter searches at once.
  await box.fill('Dewan Seri Endon');
  await box.press('Enter');
  await results.getByRole('button', { name: /^Dewan Seri Endon/ }).click();
  const chosen = page.getByRole('region', { name: 'Lokasi dipilih' });
  await expect(chosen).toContainText('Dewan Seri Endon, Persiaran Perdana, Presint 10');
  await expect(chosen.getByLabel('Koordinat')).toHaveText('2.919691,101.679825');
  await expect(chosen.getByRole('link', { name: 'Buka di Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=2.919691,101.679825',
  );
  await expect(chosen.getByRole('link', { name: 'Buka di Waze' })).toHaveAttribute(
    'href',
    'https://waze.com/ul?ll=2.919691,101.679825&navigate=yes',
  );
  await expect(results.getByRole('button', { name: /^Dewan Seri Endon/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await box.fill('Tiada tempat begini');
  await box.press('Enter');
  await expect(page.getByText(/^Tiada lokasi dijumpai untuk/)).toBeVisible();
});

test('the venue panel’s Cari lokasi fills the name and coordinates, and Update saves them', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({
    owner: `lokasi-${test.info().project.name}@contoh.my`,
    theme: 'theme12',
    content: { groom_name: 'Irfan', bride_name: 'Sofea' },
  });

  await openEditor(page, id);
  await editable(page, 'lokasi').click();
  const venue = page.getByRole('dialog', { name: 'Lokasi Majlis' });
  const before = await venue.getByLabel('Location Name').inputValue();
  const box = venue.getByRole('searchbox', { name: 'Cari lokasi' });
  await box.fill('Masjid Putra');
  await box.press('Enter');
  // Enter searched; it did not submit the venue form.
  await expect(venue.getByRole('list', { name: 'Hasil carian lokasi' })).toBeVisible();
  await expect(venue.getByLabel('Location Name')).toHaveValue(before);
  await venue
    .getByRole('list', { name: 'Hasil carian lokasi' })
    .getByRole('button', { name: /^Masjid Putra/ })
    .click();
  await expect(venue.getByLabel('Location Name')).toHaveValue(
    'Masjid Putra\nPersiaran Persekutuan, Presint 1, Putrajaya, Wilayah Persekutuan Putrajaya, 62502',
  );
  await expect(venue.getByLabel('Coordinate')).toHaveValue('2.936030,101.689780');
  await expect(venue.getByRole('status').filter({ hasText: 'telah diisi' })).toBeVisible();
  await venue.getByRole('button', { name: /^(Add|Update) Location$/ }).click();
  await expect(venue).toHaveCount(0);
  await expect(page.getByText('Belum disimpan', { exact: true })).toBeVisible();

  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toContainText(
    malay(CARD_EDIT_MESSAGES.updated),
  );
  const response = await page.request.get(`/api/cards/${id}/edit`);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as OwnerCard;
  expect(stored.content.majlis[0]?.location).toBe(
    'Masjid Putra\nPersiaran Persekutuan, Presint 1, Putrajaya, Wilayah Persekutuan Putrajaya, 62502',
  );
  expect(stored.content.majlis[0]?.directions).toEqual([
    expect.objectContaining({
      googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=2.93603,101.68978',
    }),
  ]);
});

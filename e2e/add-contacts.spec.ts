import { expect, test } from './support/fixtures';

// issue "card creation": Tambah Contacts keeps the contacts in the draft and leads to /daftar.

test('adds, checks and removes contacts, keeps them over a reload, then goes to Daftar', async ({
  page,
}) => {
  await page.goto('/addcontacts');
  await expect(page.getByRole('heading', { name: 'Tambah Contacts' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  // Name and a real phone number are required.
  await page.getByLabel('Nombor Telefon').fill('12');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText('Sila masukkan nama.')).toBeVisible();
  await expect(page.getByText('Sila masukkan nombor telefon yang sah.')).toBeVisible();

  await page.getByLabel('Nama').fill('Encik Ahmad');
  await page.getByLabel('Nombor Telefon').fill('012-345 6789');
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Tambah' }).click();
  await page.getByLabel('Nama').fill('Puan Aminah');
  await page.getByLabel('Nombor Telefon').fill('013-987 6543');
  await page.getByRole('button', { name: 'Tambah' }).click();

  const list = page.getByRole('list', { name: 'Senarai contacts' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('012-345 6789 · WhatsApp')).toBeVisible();
  await expect(list.getByText('013-987 6543 · Kedua-duanya')).toBeVisible();

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Buang Puan Aminah' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('contacts') ?? '[]') as unknown[]),
  ).toEqual([{ name: 'Encik Ahmad', phoneNumber: '012-345 6789', contactMethod: 'whatsapp' }]);

  await submit.click();
  await expect(page).toHaveURL(/\/daftar$/);
});

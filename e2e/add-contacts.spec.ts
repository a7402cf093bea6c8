import { expect, test } from './support/fixtures';

// Card creation: Tambah Contacts keeps the contacts in the draft and leads to /daftar.

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

test('/demo shows the draft read-only in its theme and fonts, with Next to Tambah Contacts', async ({
  page,
}) => {
  await page.goto('/demo');
  // No draft yet: the sample card in theme6.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
  await expect(page.locator('img[src*="theme6-top"]').last()).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('theme', 'theme21');
    localStorage.setItem('groom_name', 'Zul');
    localStorage.setItem('H2', 'Cinzel');
    localStorage.setItem(
      'contacts',
      JSON.stringify([{ name: 'Mak Ngah', phoneNumber: '012-345 6789', contactMethod: 'both' }]),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zul');
  await expect(page.locator('img[src*="theme21-top"]').last()).toBeVisible();
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily),
  ).toContain('Cinzel');
  const contacts = page.getByRole('region', { name: 'Hubungi' });
  await expect(contacts.getByText('Mak Ngah')).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/60123456789',
  );
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/addcontacts$/);
});

test('/demo has the guest card’s bottom bar: its panels, RSVP shown but not sent, and Next', async ({
  page,
}) => {
  await page.goto('/demo');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'theme21');
    localStorage.setItem(
      'contacts',
      JSON.stringify([{ name: 'Mak Ngah', phoneNumber: '012-345 6789', contactMethod: 'both' }]),
    );
  });
  await page.reload();
  const bar = page.getByRole('navigation', { name: 'Menu kad' });
  // A new card's buttons: RSVP is on for every new card; salam kaut is switched on later.
  await expect(bar.getByRole('button')).toHaveText(['Hubungi', 'Lokasi', 'RSVP', 'Tarikh']);
  await expect(bar.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/addcontacts');

  await bar.getByRole('button', { name: 'Hubungi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/60123456789',
  );
  await expect(bar.getByRole('button', { name: 'Hubungi' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // The RSVP form as guests will see it, switched off: nothing can be sent from a preview.
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await bar.getByRole('button', { name: 'RSVP' }).click();
  const rsvp = page.getByRole('dialog', { name: 'RSVP' });
  await expect(
    rsvp.getByText('Ini pratonton. Tetamu boleh menghantar RSVP selepas kad anda diterbitkan.'),
  ).toBeVisible();
  await expect(rsvp.getByLabel('Nama')).toBeDisabled();
  await expect(rsvp.getByRole('button', { name: 'Hantar RSVP' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(rsvp).toHaveCount(0);

  await bar.getByRole('button', { name: 'Tarikh' }).click();
  await expect(page.getByRole('dialog', { name: 'Tarikh & Masa' })).toContainText(
    'Butang kalendar berfungsi untuk tetamu selepas kad anda diterbitkan.',
  );
  await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(0);
  // Pressing the open panel's button again closes it.
  await bar.getByRole('button', { name: 'Tarikh' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(posted).toBe(false);

  await page.getByRole('link', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(/\/create\/theme21$/);
});

import type { Page } from '@playwright/test';
import type { TestServer } from '../scripts/lib/built-server';
import { expect, test } from './support/fixtures';
import { registerWithMailedCode } from './support/register';

// Card creation: a draft with contacts → Daftar with the mailed
// code → Maklumat Diri → Hantar creates the card on the server; its public page shows the draft.
// A draft still holding the sample's words is published only after a warning
// naming them; after publishing, the card's link shows with Copy and Share before going on.

/** The labels of the texts a draft with only its names changed still shares with the sample. */
const SAMPLE_LEFT = [
  'Nama waris',
  'Nama penuh pengantin lelaki',
  'Nama penuh pengantin perempuan',
  'Lokasi',
  'Doa',
];

async function registerWithDraft(
  page: Page,
  server: TestServer,
  email: string,
  draft: Record<string, string> = {},
) {
  await page.goto('/addcontacts');
  await page.evaluate((more) => {
    localStorage.setItem('theme', 'theme12');
    localStorage.setItem('groom_name', 'Hakim');
    localStorage.setItem('bride_name', 'Nurul');
    for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
  }, draft);
  await page.getByLabel('Nama').fill('Pak Long');
  await page.getByLabel('Nombor Telefon').fill('012-345 6789');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await registerWithMailedCode(page, server, email);
}

test.describe('publish', () => {
  test('creates the card from the draft; the guest page shows it; the draft is cleared', async ({
    page,
    server,
  }) => {
    const email = `terbit-${test.info().project.name}@contoh.my`;
    await registerWithDraft(page, server, email);
    await expect(page.getByTestId('total')).toHaveText('RM50');

    await page.getByRole('button', { name: 'Hantar' }).click();
    await expect(page.getByText('Sila masukkan nama anda.')).toBeVisible();
    await page.getByLabel('Nama').fill('Hakim bin Ali');
    await page.getByLabel('Nombor Telefon').fill('019-222 3333');
    await page.getByRole('button', { name: 'Hantar' }).click();
    // The sample's full names, parents, venue and doa are still there: publish anyway.
    const warning = page.getByRole('alertdialog', { name: 'Kad anda masih ada teks contoh' });
    await expect(warning.getByRole('listitem')).toHaveText(SAMPLE_LEFT);
    await warning.getByRole('button', { name: 'Teruskan juga' }).click();

    // The card's link first, with the invitation text to copy or share; then checkout.
    await expect(page.getByRole('heading', { name: 'Kad anda telah diterbitkan' })).toBeVisible();
    const link = page.getByRole('link', { name: /\/kad\/[a-z0-9]{10}$/ });
    const url = (await link.getAttribute('href'))!;
    expect(url).toMatch(new RegExp(`^${server.url}/kad/[a-z0-9]{10}$`));
    const id = url.split('/').at(-1)!;
    await expect(page.getByLabel('Teks jemputan')).toHaveValue(
      new RegExp(`Hakim & Nurul[\\s\\S]*${url}`),
    );
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Share' }).or(page.getByRole('button', { name: 'Share' })),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('groom_name'))).toBeNull();
    await page.getByRole('link', { name: 'Teruskan ke Pembayaran' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
    // The checkout of the new card, with the owner's details from Maklumat Diri (its journey
    // goes on in checkout.spec.ts).
    await expect(page.getByTestId('total')).toHaveText('RM50');
    await expect(page.getByLabel('Nama')).toHaveValue('Hakim bin Ali');
    await expect(page.getByRole('button', { name: 'Beli Sekarang' })).toBeEnabled();

    await page.goto(`/kad/${id}`);
    await expect(page).toHaveTitle('Walimatulurus | Hakim & Nurul');
    await expect(page.locator('img[src*="theme12-top"]')).toHaveCount(1);
  });

  test('a promo code that brings the total to zero activates the card at once', async ({
    page,
    server,
  }) => {
    const code = `percuma${test.info().project.name}`;
    server.sql(
      "INSERT INTO promo_codes (code, discount_sen, expiration_date, claimed, valid, created_at) VALUES (?, 5000, NULL, 0, 1, '2026-01-01T00:00:00.000Z')",
      code,
    );
    const email = `promo-${test.info().project.name}@contoh.my`;
    await registerWithDraft(page, server, email);
    await page.getByLabel('Nama').fill('Nurul binti Abu');
    await page.getByLabel('Nombor Telefon').fill('019-222 4444');
    await page.getByLabel('Kod Promo').fill(` ${code.toUpperCase()} `);
    await page.getByRole('button', { name: 'Guna' }).click();
    await expect(page.getByText('Promo code applied successfully!')).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText('RM0');
    await page.getByRole('button', { name: 'Hantar' }).click();
    await page.getByRole('button', { name: 'Teruskan juga' }).click();
    await expect(page.getByRole('heading', { name: 'Kad anda telah diterbitkan' })).toBeVisible();
    await expect(page.getByText('Kad anda sudah aktif.')).toBeVisible();
    const id = (await page.getByRole('link', { name: /\/kad\// }).getAttribute('href'))!
      .split('/')
      .at(-1)!;
    await page.getByRole('link', { name: 'Ke Laman Kad' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  });

  test('Hantar names the texts still as in the sample, and publishes only on Teruskan juga', async ({
    page,
    server,
  }) => {
    const email = `contoh-${test.info().project.name}@contoh.my`;
    // The couple wrote their own doa; the rest below the names is still the sample's.
    await registerWithDraft(page, server, email, { doa: 'Semoga Allah memberkati majlis ini.' });
    await page.getByLabel('Nama').fill('Hakim bin Ali');
    await page.getByLabel('Nombor Telefon').fill('019-222 3333');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/cards')) posted += 1;
    });
    await page.getByRole('button', { name: 'Hantar' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Kad anda masih ada teks contoh' });
    await expect(warning).toBeVisible();
    await expect(
      warning.getByRole('list', { name: 'Teks contoh' }).getByRole('listitem'),
    ).toHaveText(SAMPLE_LEFT.filter((label) => label !== 'Doa'));
    // The safe way is first: focus starts there, and it leads back to the create screen.
    await expect(warning.getByRole('link', { name: 'Ubah teks kad' })).toBeFocused();
    await expect(warning.getByRole('link', { name: 'Ubah teks kad' })).toHaveAttribute(
      'href',
      '/create/theme12',
    );
    // Escape closes it without publishing; so does going back to change the texts.
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: 'Hantar' }).click();
    await warning.getByRole('link', { name: 'Ubah teks kad' }).click();
    await expect(page).toHaveURL(/\/create\/theme12$/);
    expect(posted).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('groom_name'))).toBe('Hakim');

    // With every listed text changed, Hantar publishes at once.
    await page.evaluate(() => {
      localStorage.setItem('parent_name', 'Encik Ali bin Abu\n&\nPuan Siti binti Omar');
      localStorage.setItem('groom_fullname', 'Hakim bin Ali');
      localStorage.setItem('bride_fullname', 'Nurul binti Hassan');
      localStorage.setItem('location', 'Dewan Orkid\nJalan Ampang');
    });
    await page.goto('/profile');
    await page.getByLabel('Nama').fill('Hakim bin Ali');
    await page.getByLabel('Nombor Telefon').fill('019-222 3333');
    await page.getByRole('button', { name: 'Hantar' }).click();
    await expect(page.getByRole('heading', { name: 'Kad anda telah diterbitkan' })).toBeVisible();
    expect(posted).toBe(1);
  });
});

test('the spec’s /publish address leads to the profile page with a draft, else to the cards', async ({
  page,
  loggedInAs,
}) => {
  await loggedInAs(`terbit-alamat-${test.info().project.name}@contoh.my`);
  const address = '/publish/Siti/siti%40contoh.my/0198765432/0/none';
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('theme', 'theme3'));
  await page.goto(address);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sedang dibina')).toHaveCount(0);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(address);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Sedang dibina')).toHaveCount(0);
});

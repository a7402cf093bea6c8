import type { Page } from '@playwright/test';
import type { TestServer } from '../scripts/lib/built-server';
import { expect, test } from './support/fixtures';
import { registerWithMailedCode } from './support/register';

// issue "card creation": a draft with contacts → Daftar with the mailed
// code → Maklumat Diri → Hantar creates the card on the server; its public page shows the draft.

async function registerWithDraft(page: Page, server: TestServer, email: string) {
  await page.goto('/addcontacts');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'theme12');
    localStorage.setItem('groom_name', 'Hakim');
    localStorage.setItem('bride_name', 'Nurul');
  });
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
    await expect(page).toHaveURL(/\/checkout\/[a-z0-9]{10}$/);
    const id = page.url().split('/').at(-1)!;
    expect(await page.evaluate(() => localStorage.getItem('groom_name'))).toBeNull();

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
    await expect(page).toHaveURL(/\/dashboard\/[a-z0-9]{10}$/);
  });
});

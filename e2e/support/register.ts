import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TestServer } from '../../scripts/lib/built-server';
import { latestLoginCode } from '../../tests/support/outbox';

/**
 * On Daftar: the e-mail, then the code the server mailed to the outbox, then Maklumat Diri,
 * with the session's e-mail filled in.
 */
export async function registerWithMailedCode(page: Page, server: TestServer, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
  const code = page.getByLabel('Kod OTP (6 digit)');
  await code.waitFor(); // the code has been mailed once its screen shows
  await code.fill(latestLoginCode(server.dataDir, email));
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Maklumat Diri' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
}

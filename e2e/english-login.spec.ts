import fs from 'node:fs';
import { latestLoginCode, outboxFiles } from '../tests/support/outbox';
import { expect, test } from './support/fixtures';

// A browser that asks for English gets the login flow, the server's replies, the login e-mail
// and the dashboard in English (nothing chosen on the site: its Accept-Language decides).

test.use({ locale: 'en-MY' });

test('an English browser logs in with the mailed code and sees the English dashboard', async ({
  page,
  server,
}) => {
  const email = `english-${test.info().project.name}@example.my`;
  const userId = `english${test.info().project.name}`;
  server.sql(
    "INSERT INTO users (id, email, role, created_at) VALUES (?, ?, 'owner', '2026-01-01T00:00:00.000Z')",
    userId,
    email,
  );
  server.sql("UPDATE cards SET user_id = ? WHERE id = 'demoplus'", userId);
  try {
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP Code' }).click();

    // What the server said, in English; the code screen's own words too.
    await expect(page.getByRole('status')).toContainText(
      'An OTP code has been sent to your email.',
    );
    await expect(
      page.getByRole('button', { name: /Resend the code in \d+ seconds?/ }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Wrong email? Change it here' })).toBeVisible();
    const mail = fs.readFileSync(outboxFiles(server.dataDir, email).at(-1) ?? '', 'utf8');
    expect(mail).toMatch(/^Subject: Your Jemput OTP code: \d{6}\r?$/m);

    const code = page.getByLabel('OTP code (6 digits)');
    const real = latestLoginCode(server.dataDir, email);
    await code.fill(real === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry. The OTP code is incorrect.');
    // With no connection the app says so itself, in English too.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('No internet connection. Please try again.');
    await page.context().setOffline(false);

    await code.fill(real);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Your Digital Wedding Cards' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your cards' });
    await expect(list.getByText('demoplus')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Open Card' })).toHaveAttribute(
      'href',
      '/dashboard/demoplus',
    );
    // The wedding's date in English words, and no Malay left on the page's own controls.
    await expect(
      list.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4}$/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out of all devices' })).toBeVisible();
    await expect(page.getByText(/Log Keluar|Kad Kahwin Digital Anda|Akses Kad/)).toHaveCount(0);
  } finally {
    server.sql("UPDATE cards SET user_id = NULL WHERE id = 'demoplus'");
  }
});

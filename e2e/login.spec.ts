import { latestLoginCode, latestLoginLink } from '../tests/support/outbox';
import { expect, test } from './support/fixtures';

// Accounts: an owner logs in at /dashboard with the code mailed to them (without SMTP the
// server writes each mail to DATA_DIR/outbox), sees their cards and logs out.

test.describe('owner login', () => {
  test('logs in at /dashboard with the mailed code, lists the cards, logs out', async ({
    page,
    server,
  }) => {
    const email = `pemilik-${test.info().project.name}@contoh.my`;
    // The owner (a user row the login will find) is given the demo card for this journey.
    const userId = `pemilik${test.info().project.name}`;
    server.sql(
      "INSERT INTO users (id, email, role, created_at) VALUES (?, ?, 'owner', '2026-01-01T00:00:00.000Z')",
      userId,
      email,
    );
    server.sql("UPDATE cards SET user_id = ? WHERE id = 'demoplus'", userId);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();

    // The code screen: the resend waits 30 s, and the e-mail can be changed.
    await expect(
      page.getByRole('button', { name: /Hantar semula kod dalam \d+ saat/ }),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Nak ubah email? Klik sini' })).toBeVisible();
    const code = page.getByLabel('Kod OTP (6 digit)');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // A wrong code is refused with the spec's words.
    const real = latestLoginCode(server.dataDir, email);
    await code.fill(real === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText('Maaf. Kod OTP tidak tepat.');

    await code.fill(real);
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByRole('heading', { name: 'Kad Kahwin Digital Anda' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Senarai kad' });
    await expect(list.getByText('demoplus')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Akses Kad' })).toHaveAttribute(
      'href',
      '/dashboard/demoplus',
    );

    // The session survives a reload (an HttpOnly cookie the page cannot read).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kad Kahwin Digital Anda' })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('jemput');

    await page.getByRole('button', { name: 'Log Keluar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    server.sql("UPDATE cards SET user_id = NULL WHERE id = 'demoplus'");
  });

  test('Daftar goes from e-mail to code to the profile page', async ({ page, server }) => {
    const email = `baharu-${test.info().project.name}@contoh.my`;
    await page.goto('/daftar');
    await expect(page.getByRole('heading', { name: 'Daftar' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
    await page.getByRole('button', { name: 'Nak ubah email? Klik sini' }).waitFor();
    await page.getByLabel('Kod OTP (6 digit)').fill(latestLoginCode(server.dataDir, email));
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the mail’s sign-in link logs in on another device; Log keluar semua peranti ends both', async ({
    page,
    browser,
    server,
    baseURL,
  }) => {
    const email = `pautan-${test.info().project.name}@contoh.my`;
    await page.goto('/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
    const code = page.getByLabel('Kod OTP (6 digit)');
    await code.waitFor();

    // The link, opened on the owner's phone: another browser, on another network.
    const link = latestLoginLink(server.dataDir, email);
    expect(link).toMatch(/\/masuk#[A-Za-z0-9_-]{43}$/);
    const path = link.replace(/^https?:\/\/[^/]+/, '');
    const phone = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.20' },
    });
    const onPhone = await phone.newPage();
    await onPhone.goto(path);
    await expect(onPhone.getByRole('heading', { name: 'Kad Kahwin Digital Anda' })).toBeVisible();
    expect(onPhone.url()).not.toContain('#'); // the token left the address bar at once

    // Link and code are one: the code of the same mail is used up now.
    await code.fill(latestLoginCode(server.dataDir, email));
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText('Maaf. Kod OTP tidak tepat.');

    // A used link says so, with the way back to the login form.
    const usedAgain = await phone.newPage();
    await usedAgain.goto(path);
    await expect(usedAgain.getByRole('alert')).toBeVisible();
    await expect(usedAgain.getByRole('link', { name: 'Kembali ke log masuk' })).toBeVisible();

    // The laptop logs in too, with a new code (from another network: its own resend wait is on).
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.21' });
    await page.getByRole('button', { name: 'Nak ubah email? Klik sini' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Hantar Kod OTP' }).click();
    await expect(code).toBeVisible();
    await code.fill(latestLoginCode(server.dataDir, email));
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByRole('heading', { name: 'Kad Kahwin Digital Anda' })).toBeVisible();

    // Log keluar semua peranti, after its confirmation: both devices are out.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Log keluar semua peranti' }).click();
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await onPhone.reload();
    await expect(onPhone.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await phone.close();
  });
});

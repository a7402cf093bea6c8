import { expect, test } from './support/fixtures';

test.describe('landing page', () => {
  test(
    'shows the price from settings and the three buttons',
    { tag: '@wide' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Jemput/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('price')).toHaveText('RM50');

      const demo = page.getByRole('link', { name: 'Demo', exact: true });
      await expect(demo).toHaveAttribute('href', '/kad/demoplus');
      await expect(demo).toHaveAttribute('target', '_blank');

      const login = page.getByRole('link', { name: 'Log Masuk' });
      await expect(login).toHaveAttribute('href', '/dashboard');
      await expect(login).toHaveAttribute('target', '_blank');
    },
  );

  test('Free Trial (1 Jam) scrolls to the theme list', async ({ page }) => {
    await page.goto('/');
    const gallery = page.getByRole('heading', { name: 'Pilih Tema', exact: true });
    await expect(gallery).not.toBeInViewport();
    await page.getByRole('button', { name: 'Free Trial (1 Jam)' }).click();
    await expect(gallery).toBeInViewport();
  });

  test('the Demo button opens the demo card in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Demo', exact: true }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/kad/demoplus');
  });

  test('the header logo leads home and the footer carries the current year', async ({ page }) => {
    // The year is the browser's: pin it, rather than compare with the test's own clock (at New
    // Year the two can differ, and the browser runs in Kuala Lumpur's time zone).
    await page.clock.setFixedTime(new Date('2027-01-01T00:30:00+08:00'));
    await page.goto('/feedback');
    await page.getByRole('link', { name: 'Jemput, laman utama' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toContainText('© 2027 Jemput');
  });
});

test.describe('help button', () => {
  test('opens a WhatsApp chat with the support number, and remembers being minimised', async ({
    page,
  }) => {
    await page.goto('/');
    // Phones start with the compact button so it does not cover the page's own buttons.
    const compact = page.getByRole('button', { name: 'Buka bantuan WhatsApp' });
    if ((page.viewportSize()?.width ?? 1280) < 640) await compact.click();
    const chat = page.getByRole('link', { name: 'Ada soalan? WhatsApp kami' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/60123456789\?text=/);

    await page.getByRole('button', { name: 'Kecilkan bantuan' }).click();
    await expect(chat).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Buka bantuan WhatsApp' })).toBeVisible();
    await page.getByRole('button', { name: 'Buka bantuan WhatsApp' }).click();
    await expect(page.getByRole('link', { name: 'Ada soalan? WhatsApp kami' })).toBeVisible();
  });
});

test(
  'the phone mock-up’s bar shows the guest card’s icons, not empty circles',
  { tag: '@wide' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('price')).toHaveText('RM50');
    const bar = page.getByTestId('mockup-bar');
    await expect(bar).toContainText('Hubungi');
    await expect(bar.locator('svg')).toHaveCount(5);
    for (const icon of await bar.locator('svg').all()) {
      expect(await icon.locator('path, circle, rect').count()).toBeGreaterThan(0);
    }
  },
);

test.describe('help button placement', () => {
  // It used to cover Submit on /addcontacts and the footer in maintenance mode.
  // Minimised (how phones start), it sits in the header's corner and covers nothing.
  for (const path of ['/', '/addcontacts', '/feedback']) {
    test(`minimised, it covers nothing on ${path}`, { tag: '@wide' }, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => localStorage.setItem('wa', 'true'));
      await page.reload();
      const help = page.getByRole('button', { name: 'Buka bantuan WhatsApp' });
      await expect(help).toBeVisible();
      const box = (await help.boundingBox())!;
      // Inside the fixed header's band (64 px), clear of the centred logo.
      expect(box.y + box.height).toBeLessThanOrEqual(64);
      const logo = (await page.getByRole('link', { name: 'Jemput, laman utama' }).boundingBox())!;
      expect(box.x).toBeGreaterThan(logo.x + logo.width);
    });
  }

  test(
    'expanded on a wide screen, it sits in the header too',
    { tag: '@wide' },
    async ({ page }) => {
      test.skip((page.viewportSize()?.width ?? 0) < 768, 'the header has room for it from 768 px');
      await page.goto('/addcontacts');
      const chat = page.getByRole('link', { name: 'Ada soalan? WhatsApp kami' });
      await expect(chat).toBeVisible();
      const box = (await chat.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(64);
    },
  );
});

test.describe('routes', () => {
  test('an unknown path shows the not-found page with HTTP 404 and a way home', async ({
    page,
  }) => {
    const response = await page.goto('/tiada-halaman-ini');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
    await expect(page.getByTestId('price')).toHaveText('RM50');
  });

  test('/feedback is the public feedback page, no longer a placeholder', async ({ page }) => {
    const response = await page.goto('/feedback');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Kata pasangan pengantin' })).toBeVisible();
    await expect(page.getByText('Sedang dibina')).toHaveCount(0);
  });
});

test.describe('owner pages', () => {
  test('ask nobody-logged-in visitors to log in before showing anything', async ({ page }) => {
    await page.goto('/admin/rsvp');
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await expect(page.getByText('Sedang dibina')).toHaveCount(0);
  });
});

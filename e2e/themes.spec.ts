import { expect, test } from './support/fixtures';

test.describe('theme gallery', () => {
  test(
    'shows 10 themes first (in the HTML), loads 10 at a time as the end of the list comes into view, up to 100',
    { tag: '@wide' },
    async ({ page }) => {
      const pages: number[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/themes') pages.push(Number(url.searchParams.get('page')));
      });
      await page.goto('/');
      const cards = page.getByRole('list', { name: 'Senarai tema' }).getByRole('listitem');
      await expect(cards).toHaveCount(10);
      await expect(cards.first().getByRole('heading')).toHaveText('Tema 1');

      // Each time the end marker comes into view the list grows, 10 at a time, until all 100.
      test.setTimeout(120_000);
      let shown = 10;
      while (shown < 100) {
        await page.getByTestId('gallery-end').scrollIntoViewIfNeeded();
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(shown);
        shown = await cards.count();
        expect(shown % 10).toBe(0);
      }
      await expect(cards).toHaveCount(100);
      await expect(cards.last().getByRole('heading')).toHaveText('Tema 100');
      // The first 10 came in the page's HTML; each later page of 10 was asked for once, in order.
      expect(pages).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    },
  );

  test('each theme offers Demo in a new tab and Pilih Tema Ini to its preview', async ({
    page,
  }) => {
    await page.goto('/');
    const demo = page.getByRole('link', { name: 'Demo Tema 3', exact: true });
    await expect(demo).toHaveAttribute('href', '/kad/demoplus/theme3');
    await expect(demo).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: 'Pilih Tema Ini: Tema 3', exact: true }).click();
    await expect(page).toHaveURL(/\/preview\/theme3$/);
  });

  test('thumbnails are real pictures', async ({ page, request }) => {
    await page.goto('/');
    const src = await page
      .getByRole('img', { name: 'Contoh kad dalam Tema 1', exact: true })
      .getAttribute('src');
    // The Malay picture: the language is in its address, so no cache mixes the two up.
    expect(src).toMatch(/^\/themes\/thumbs\/[0-9a-f]{10}\/theme1\.ms\.webp$/);
    const response = await request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect((await response.body()).length).toBeGreaterThan(2000);
  });
});

test.describe('the gallery for a browser that asks for English', () => {
  test.use({ locale: 'en-GB' });

  test('shows the English pictures, and the Malay ones once BM is chosen', async ({ page }) => {
    await page.goto('/');
    const gallery = page.getByRole('list', { name: 'Themes' });
    const pictures = gallery.getByRole('img');
    await expect(pictures).toHaveCount(10);
    const sources = () =>
      pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(await sources()).toEqual(
      Array.from({ length: 10 }, (_, i) =>
        expect.stringMatching(
          new RegExp(`^/themes/thumbs/[0-9a-f]{10}/theme${i + 1}\\.en\\.webp$`),
        ),
      ),
    );
    const first = gallery.getByRole('img', { name: 'A sample card in Theme 1', exact: true });
    await first.scrollIntoViewIfNeeded();
    // Drawn (the first time, on the server) and shown: a real 360 × 640 picture.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(360);

    // Taken over by the script, the switch asks for the gallery again, in Malay.
    await expect(page.getByRole('button', { name: 'Free Trial (1 Hour)' })).toBeEnabled();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'BM' }).click();
    const malay = page.getByRole('list', { name: 'Senarai tema' }).getByRole('img');
    await expect(malay.first()).toHaveAttribute('src', /\/theme1\.ms\.webp$/);
    expect(
      (await malay.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).filter(
        (src) => !src?.endsWith('.ms.webp'),
      ),
    ).toEqual([]);
  });
});

test.describe('preview screen', () => {
  test(
    'shows the sample couple tomorrow in the theme, and Pilih Tema Ini starts a draft',
    { tag: '@wide' },
    async ({ page }) => {
      // The page's "tomorrow" is the browser's: pin its date (on the last day of a year, so the
      // sample wedding is in the next one) instead of racing the test's own clock at midnight.
      await page.clock.setFixedTime(new Date('2026-12-31T10:00:00+08:00'));
      await page.goto('/preview/theme7');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hawa');
      await expect(
        page.getByText('Jumaat, 1 Januari 2027').filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Atur Cara Majlis' })).toBeVisible();
      await expect(page.getByText('Menghitung Hari')).toBeVisible();

      await page.evaluate(() => localStorage.setItem('groom_name', 'Draf lama'));
      await page.getByRole('button', { name: 'Pilih Tema Ini' }).click();
      await expect(page).toHaveURL(/\/create\/theme7$/);
      const draft = await page.evaluate(() => ({
        theme: localStorage.getItem('theme'),
        H2: localStorage.getItem('H2'),
        H2size: localStorage.getItem('H2size'),
        fontP: localStorage.getItem('fontP'),
        old: localStorage.getItem('groom_name'),
      }));
      expect(draft.theme).toBe('theme7');
      expect(draft.H2).toBeTruthy();
      expect(draft.H2size).toMatch(/^text-/);
      expect(draft.fontP).toBeTruthy();
      expect(draft.old).toBeNull();
    },
  );

  test('loads only the fonts of the theme it shows', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    const theme = await (await page.request.get('/api/themes/theme4')).json();
    await page.goto('/preview/theme4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
    await page.evaluate(() => document.fonts.ready);
    const slug = (theme.headingFont as string).toLowerCase().replace(/\s+/g, '-');
    expect(fonts.some((f) => f.includes(slug))).toBe(true);
    // Heading faces of the other default pairs must not be fetched.
    const others = [
      'great-vibes',
      'parisienne',
      'playfair-display',
      'cormorant-garamond',
      'cinzel',
      'italianno',
    ].filter((face) => face !== slug);
    expect(fonts.filter((f) => others.some((face) => f.includes(face)))).toEqual([]);
  });

  test('the Back button returns to the gallery', async ({ page }) => {
    await page.goto('/');
    // Once the script has taken over the server's page (its buttons work), the preview opens
    // inside the app; a tap before is a plain link (Kembali then opens the gallery, tested below).
    await expect(page.getByRole('button', { name: 'Free Trial (1 Jam)' })).toBeEnabled();
    await page.getByRole('link', { name: 'Pilih Tema Ini: Tema 1', exact: true }).click();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('opened directly (no page before it), Kembali goes to the gallery, not off the site', async ({
    page,
  }) => {
    await page.goto('/preview/theme3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/#pilih-tema$/);
    await expect(page.getByRole('heading', { name: 'Pilih Tema', exact: true })).toBeInViewport();
  });

  test(
    'on a laptop the card stands beside its details and actions; on a phone Pilih Tema Ini sticks to the card',
    { tag: '@wide' },
    async ({ page, isMobile }) => {
      await page.goto('/preview/theme6');
      const names = page.getByRole('heading', { level: 1 });
      await expect(names).toContainText('Adam');
      const details = page.getByRole('complementary', { name: 'Tentang tema ini' });
      const choose = page.getByRole('button', { name: 'Pilih Tema Ini' });
      const toTheEnd = () => page.getByText('Menghitung Hari').scrollIntoViewIfNeeded();

      if (isMobile) {
        await expect(details).toBeHidden();
        await expect(choose).toBeInViewport();
        await toTheEnd();
        await expect(choose).toBeInViewport();
        return;
      }
      // One of each action, in the column to the right of the card, which stays in view.
      await expect(details.getByRole('heading', { name: 'Tema 6' })).toBeVisible();
      await expect(details).toContainText('Contoh kad dengan pasangan Adam & Hawa');
      for (const name of ['Kembali', 'Cetak (A5)', 'Pilih Tema Ini']) {
        await expect(page.getByRole('button', { name })).toHaveCount(1);
        await expect(details.getByRole('button', { name })).toBeVisible();
      }
      const card = (await names.boundingBox())!;
      const column = (await details.boundingBox())!;
      expect(column.x).toBeGreaterThan(card.x + card.width);
      await toTheEnd();
      await expect(details.getByRole('button', { name: 'Pilih Tema Ini' })).toBeInViewport();
      await details.getByRole('button', { name: 'Pilih Tema Ini' }).click();
      await expect(page).toHaveURL(/\/create\/theme6$/);
    },
  );

  test('an unknown theme gets the not-found page, not a crash', async ({ page }) => {
    const response = await page.goto('/preview/theme101');
    await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
    expect(response?.status()).toBe(404);
  });
});

test('the static sample /theme1 shows its fixed couple and Malay opening', async ({ page }) => {
  await page.goto('/theme1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amir');
  await expect(page.getByText('Assalamualaikum warahmatullahi wabarakatuh')).toBeVisible();
  await expect(page.getByText('Sabtu, 12 Disember 2026')).toBeVisible();
});

test('each theme has a printable layout: one A5 portrait page', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'PDF printing is Chromium-only');
  await page.goto('/preview/theme8');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
  await page.evaluate(() => document.fonts.ready);
  // The preview offers printing; the browser's print dialog itself is not part of the page.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Cetak (A5)' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak (A5)' })).toBeHidden();
  const printable = page.locator('.printable-card');
  await expect(printable).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pilih Tema Ini' })).toBeHidden();
  // 148 × 210 mm at 96 px per inch.
  const box = await printable.boundingBox();
  expect(Math.round(box!.width)).toBe(559);
  expect(Math.round(box!.height)).toBe(794);

  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
    'latin1',
  );
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  // A5 is 419.5 × 595.3 points; Chromium rounds to about a point.
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect(Math.abs(Number(width) - 419.5)).toBeLessThan(1);
  expect(Math.abs(Number(height) - 595.3)).toBeLessThan(1);
});

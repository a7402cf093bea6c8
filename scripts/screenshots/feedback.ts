// `npm run screenshots -- feedback`: /feedback: the public page (summary bars, list, a filter), the
// owner's form on the card home (empty with its error, then saved), and staff moderation with a
// hidden entry.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

export default async function feedbackScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const staff = (width: number) => `staf-${width}@jemput.test`;
  const server = await startServer({
    ADMIN_EMAILS: SCREEN_SIZES.map((size) => staff(size.width)).join(','),
  });

  async function shot(page: Page, name: string, fullPage = false) {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `feedback-${name}.png`), fullPage });
    console.log(`wrote ${outDir}/feedback-${name}.png`);
  }

  const SAMPLES: [string, number, string][] = [
    ['Nurul & Hakim', 5, 'Sangat mudah digunakan. Tetamu kami puji kad ini!'],
    ['Aisyah', 5, 'Cantik dan kemas. RSVP pun senang.'],
    ['Farid & Liyana', 4, 'Bagus, cuma saya mahu lebih banyak pilihan lagu.'],
    ['Kak Yati', 5, ''],
    ['Rahman', 3, 'Boleh tahan. Ambil masa sedikit untuk faham menu edit.'],
    ['Siti Hajar', 4, 'Terima kasih Jemput!\nKad siap dalam 10 minit.'],
    ['Daniel & Mei Ling', 5, 'Kawan-kawan dari luar negara pun boleh buka dengan mudah.'],
    ['Azman', 2, 'Saya terlupa kata laluan… oh, tiada kata laluan. Kod e-mel lambat sampai.'],
    ['Puteri', 5, 'Terbaik!'],
    ['Hafiz & Ain', 4, 'Countdown cantik.'],
    ['Zul', 1, 'Tersilap pilih tarikh, tapi sudah dibetulkan.'],
    ['Mira', 5, 'Saya cadangkan kepada adik saya juga.'],
  ];

  for (const [i, [name, rating, comment]] of SAMPLES.entries()) {
    server.sql(
      'INSERT INTO feedback (id, name, comment, rating, created_at) VALUES (?, ?, ?, ?, ?)',
      `sample${i}`,
      name,
      comment,
      rating,
      new Date(Date.now() - (i + 1) * 26 * 3_600_000).toISOString(),
    );
  }
  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await page.goto(`${server.url}/feedback`);
    await page.getByRole('heading', { name: 'Kata pasangan pengantin' }).waitFor();
    await page.getByRole('button', { name: 'Lihat lagi' }).waitFor();
    await shot(page, `public-${w}`);
    await shot(page, `public-full-${w}`, true);
    await page.getByRole('button', { name: '4 bintang' }).click();
    await page.getByText('3 maklum balas dengan 4 bintang').waitFor();
    await shot(page, `filter-4-${w}`, true);

    await logInThroughApi(context, server, `maklum-${w}@contoh.my`);
    const id = await publishThroughApi(context, server, 'theme5', {
      groom_name: 'Zikri',
      bride_name: 'Aina',
    });
    server.sql(
      "UPDATE cards SET status = 'active', activated_at = ? WHERE id = ?",
      new Date().toISOString(),
      id,
    );
    await page.goto(`${server.url}/dashboard/${id}`);
    const form = page.getByRole('region', { name: 'Maklum balas anda' });
    await form.getByRole('button', { name: 'Hantar maklum balas' }).click();
    await form.getByText('Sila pilih penilaian').waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, `owner-form-error-${w}`);
    await form.getByRole('radio', { name: '5 bintang' }).check();
    await form.getByLabel('Komen').fill('Kad siap dalam masa sejam. Terima kasih Jemput!');
    await form.getByRole('button', { name: 'Hantar maklum balas' }).click();
    await form.getByText('Terima kasih! Maklum balas anda telah dihantar.').waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, `owner-form-saved-${w}`);
    await shot(page, `card-home-full-${w}`, true);

    await logInThroughApi(context, server, staff(w));
    await page.goto(`${server.url}/admin/maklum-balas`);
    const entry = page.getByRole('article', { name: 'Maklum balas Rahman' });
    await entry.getByRole('button', { name: 'Sembunyikan' }).click();
    await entry.getByText('Disembunyikan', { exact: true }).waitFor();
    await shot(page, `moderation-${w}`, true);
    await entry.getByRole('button', { name: 'Paparkan semula' }).click();
    await entry.getByRole('button', { name: 'Sembunyikan' }).waitFor();
    await context.close();
  }
}

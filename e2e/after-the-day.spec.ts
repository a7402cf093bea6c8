import { malay } from '../src/shared/i18n/rule-words-in';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { PublicCard } from '@shared/schemas/card';
import { AFTER_DAY_MESSAGES } from '@shared/card/after-the-day';
import { cardText } from '@shared/i18n/card-catalogues';
import { installPausedClock } from './support/clock';
import { expect, test } from './support/fixtures';

/** The expiry screen's words on a Malay card (the card's catalogue). */
const TRIAL_EXPIRED_MESSAGE = cardText('ms', 'card.expired.message');

// The card after the day: once the last majlis is over (the server's clock and the page's moved
// past it) the card says it has been held and shows the couple's thank-you note, with no RSVP,
// countdown or calendar, and the wishes still there; the owner takes it down. The wishes book
// prints a thousand wishes (hidden ones left out) and its PDF downloads. A card page open when
// its trial ends turns to the expiry screen on time.

const THANKS = 'Terima kasih kerana sudi hadir dan mendoakan kami. Jumpa lagi!';

/** Pages in a PDF (pdfkit's and Chromium's write one plain page object each). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

async function cardOf(page: Page, id: string) {
  const res = await page.request.get(`/api/cards/${id}`);
  return (await res.json()) as PublicCard;
}

test(
  'after the last majlis the card thanks its guests, and the owner takes it down',
  { tag: '@wide' },
  async ({ page, publishedCard, serverClock, server }, testInfo) => {
    await page.clock.install();
    const owner = `selepas.${testInfo.project.name}@example.com`;
    const id = await publishedCard({ owner, theme: 'theme12' });
    // Paid: no trial runs out while the clock moves on to the day after.
    server.sql(`UPDATE cards SET status = 'active' WHERE id = ?`, id);
    for (const [name, ucapan] of [
      ['Pak Long Hamid', 'Selamat pengantin baru, semoga bahagia ke anak cucu.'],
      ['Kak Ros', 'Barakallahu lakuma. Semoga dipermudahkan segala urusan.'],
    ] as const) {
      const res = await page.request.post(`/api/cards/${id}/rsvps`, {
        data: { name, phoneNumber: '012-345 6789', guests: 2, attending: true, ucapan },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // The couple prepare their note on the card home before the day.
    await page.goto(`/dashboard/${id}`);
    const panel = page.getByRole('region', { name: 'Selepas majlis' });
    await expect(panel.getByText(/Selepas majlis terakhir tamat/)).toBeVisible();
    await panel.getByLabel('Nota terima kasih (pilihan)').fill(THANKS);
    await panel.getByRole('button', { name: 'Simpan' }).click();
    await expect(panel.getByRole('status')).toHaveText('Tetapan selepas majlis disimpan.');
    await panel.screenshot({ path: testInfo.outputPath('card-home-panel.png') });

    // The day after: the server's clock and the page's.
    const card = await cardOf(page, id);
    if (card.state !== 'live' || !card.features.held_at) throw new Error('a live card');
    const after = new Date(Date.parse(card.features.held_at) + 60 * 60_000);
    await serverClock(after);
    await page.clock.setSystemTime(after);

    await page.goto(`/kad/${id}`);
    await expect(page.getByText(/Majlis telah pun berlangsung pada/).first()).toBeVisible();
    await expect(page.getByText(cardText('ms', 'card.held.thanks')).first()).toBeVisible();
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(page.getByText('Menghitung Hari')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tarikh', exact: true })).toHaveCount(0);
    await expect(page.getByText('Tulis ucapan bersama RSVP')).toHaveCount(0);
    await expect(page.getByText(/Selamat pengantin baru, semoga bahagia/).first()).toBeAttached();
    await page.getByRole('region', { name: 'Majlis telah berlangsung' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('held-card.png') });
    // The server refuses an RSVP sent anyway.
    const late = await page.request.post(`/api/cards/${id}/rsvps`, {
      data: { name: 'Lewat', phoneNumber: '012-345 6789', guests: 1, attending: true },
    });
    expect(late.status()).toBe(403);

    // The owner takes it down (asked once more), and guests see a polite page.
    await page.goto(`/dashboard/${id}`);
    await expect(panel.getByText(/Majlis telah berlangsung/)).toBeVisible();
    await panel.getByRole('radio', { name: /Tutup kad/ }).check();
    await panel.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('button', { name: 'Ya, tutup kad' }).click();
    await expect(panel.getByRole('status')).toHaveText('Tetapan selepas majlis disimpan.');
    const gone = await page.goto(`/kad/${id}`);
    expect(gone?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { name: malay(AFTER_DAY_MESSAGES.takenDown) }),
    ).toBeVisible();
    await expect(page.getByText(THANKS)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('taken-down.png') });
  },
);

test(
  'the wishes book prints a thousand wishes without the hidden one, and its PDF downloads',
  { tag: '@wide' },
  async ({ page, publishedCard, server }, testInfo) => {
    test.setTimeout(120_000);
    const owner = `buku.${testInfo.project.name}@example.com`;
    const id = await publishedCard({ owner, theme: 'theme12' });
    // A thousand wishes and one the owner hid, written straight to the database (fast).
    const start = Date.parse('2026-11-01T02:00:00Z');
    for (let batch = 0; batch < 4; batch += 1) {
      const rows = Array.from({ length: 250 }, (_, k) => {
        const i = batch * 250 + k;
        const created = new Date(start + i * 60_000).toISOString();
        return `('w${id}${i}', '${id}', 'Tetamu ${i}', '0123456789', 1, 1, 0, 'Selamat pengantin baru! Semoga berbahagia hingga ke jannah. (${i})', '${created}', 0)`;
      });
      server.sql(
        `INSERT INTO rsvps (id, card_id, name, phone_number, guests, attending, checked_in, ucapan, created_at, wish_hidden) VALUES ${rows.join(', ')}`,
      );
    }
    server.sql(
      `INSERT INTO rsvps (id, card_id, name, phone_number, guests, attending, checked_in, ucapan, created_at, wish_hidden) VALUES (?, ?, 'Rahsia', '0123456789', 1, 1, 0, 'UCAPAN-TERSEMBUNYI', ?, 1)`,
      `h${id}`,
      id,
      new Date(start).toISOString(),
    );

    await page.goto(`/buku-ucapan/${id}`);
    await expect(page.getByText('1000 ucapan, dari yang terawal', { exact: false })).toBeVisible();
    await expect(page.getByText('Tetamu 999', { exact: true })).toBeAttached();
    await expect(page.getByText('UCAPAN-TERSEMBUNYI')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('wishes-book-a5.png') });

    // Chromium's print: A5 pages, then A4 (fewer), each wish whole.
    await page.emulateMedia({ media: 'print' });
    const a5 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'A4', exact: true }).click();
    await expect(page.getByRole('button', { name: 'A4', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({ path: testInfo.outputPath('wishes-book-a4.png') });
    await page.emulateMedia({ media: 'print' });
    const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    expect(pageCount(a5)).toBeGreaterThan(50);
    expect(pageCount(a4)).toBeGreaterThan(20);
    expect(pageCount(a4)).toBeLessThan(pageCount(a5));
    fs.writeFileSync(testInfo.outputPath('print-a4.pdf'), a4);

    // The server's PDF, downloaded as a file.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Muat turun PDF' }).click();
    const file = await (await download).path();
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect((await download).suggestedFilename()).toMatch(/^buku-ucapan-.*-a4\.pdf$/);
    fs.writeFileSync(testInfo.outputPath('wishes-book.pdf'), pdf);
  },
);

test('a card page open when its trial ends turns to the expiry screen on time', async ({
  page,
  publishedCard,
}, testInfo) => {
  const owner = `percubaan.${testInfo.project.name}@example.com`;
  const id = await publishedCard({ owner, theme: 'theme12' });
  await installPausedClock(page);
  await page.goto(`/kad/${id}`);
  await expect(page.getByText(TRIAL_EXPIRED_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hubungi', exact: true })).toBeVisible();
  // The trial is an hour from the card's creation: a minute past it, the page has turned.
  await page.clock.fastForward('01:01:00');
  await expect(page.getByText(TRIAL_EXPIRED_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hubungi', exact: true })).toHaveCount(0);
});

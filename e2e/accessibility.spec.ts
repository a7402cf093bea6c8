import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForCardScript } from './support/card';
import { INTRO_SPINNER_MS } from '../src/shared/card/presentation';
import type { PublicCard } from '../src/shared/schemas/card';
import { installPausedClock } from './support/clock';
import { STAFF_EMAIL, expect, test } from './support/fixtures';
import { sendRsvp } from './support/rsvp';

// Every screen passes axe (WCAG 2.0 and 2.1, A and AA) on a 390 px phone: one visit each, as a
// person first sees it. Colour contrast is checked as drawn, in each screen's own colours.

const owner = 'axe-pemilik@contoh.my';

async function check(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoAxeViolations(page);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('the visitor’s screens: landing with the theme gallery, login, a missing page', async ({
  page,
}) => {
  await check(page, '/', async (p) => {
    await expect(p.getByTestId('price')).toBeVisible();
    await p.getByTestId('gallery-end').scrollIntoViewIfNeeded();
  });
  await check(page, '/dashboard', heading('Log Masuk'));
  await check(page, '/tiada-halaman-ini', heading('Halaman tidak dijumpai'));
});

test('the owner’s screens: cards, card home, editor, checkout, profile, RSVPs, guest list, door', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({ owner, theme: 'theme12' });
  await sendRsvp(page.request, id, '198.18.9.9', {
    name: 'Tetamu Axe',
    phoneNumber: '012-345 6789',
    guests: 2,
    attending: true,
  });
  await check(page, '/dashboard', heading(/kad/i));
  await check(page, `/dashboard/${id}`, heading(/&/));
  await check(page, `/edit/${id}`, async (p) => {
    await expect(p.getByText('Semua disimpan', { exact: true })).toBeVisible({ timeout: 15_000 });
  });
  await check(page, `/checkout/${id}`, heading('Checkout'));
  await check(page, `/rsvp/${id}`, async (p) => {
    await expect(p.getByText('Tetamu Axe').first()).toBeVisible();
  });
  await check(page, `/tetamu/${id}`, heading(/Senarai Tetamu/));
  await check(page, `/sambut/${id}`, async (p) => {
    await expect(p.getByText('Skrin penyambut (pemilik kad)')).toBeVisible();
  });
  // The profile page, with a draft to publish.
  await page.evaluate(() => window.localStorage.setItem('theme', 'theme3'));
  await check(page, '/profile', async (p) => {
    await expect(p.getByRole('button', { name: 'Hantar' })).toBeVisible();
  });
});

test('the guest’s screens: the card, and the pass after an RSVP', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({ owner: `axe-tetamu-phone@contoh.my`, theme: 'theme6' });
  const created = await sendRsvp(page.request, id, '198.18.9.10', {
    name: 'Tetamu Pas',
    phoneNumber: '012-345 6790',
    guests: 1,
    attending: true,
  });
  await check(page, `/kad/${id}`, async (p) => {
    await waitForCardScript(p);
  });
  await check(
    page,
    new URL(created.pass!.url).pathname + new URL(created.pass!.url).hash,
    async (p) => {
      await expect(p.getByRole('img', { name: 'Kod QR pas tetamu' })).toBeVisible();
    },
  );
});

test('the music intro, the card after the day and the wishes book', async ({
  page,
  publishedCard,
  serverClock,
  server,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({ owner: 'axe-selepas@contoh.my', theme: 'theme9' });
  // Paid: no trial runs out while the clock moves on to the day after.
  server.sql(`UPDATE cards SET status = 'active' WHERE id = ?`, id);
  const music = await page.request.put(`/api/cards/${id}/music`, {
    data: { music: true, yt_id: 'dQw4w9WgXcQ' },
  });
  expect(music.status(), await music.text()).toBe(200);
  await sendRsvp(page.request, id, '198.18.9.11', {
    name: 'Tetamu Ucapan',
    phoneNumber: '012-345 6791',
    guests: 1,
    attending: true,
    ucapan: 'Tahniah, semoga berbahagia.',
  });
  await installPausedClock(page);
  await check(page, `/kad/${id}?kepada=Encik%20Ahmad%20dan%20Keluarga`, async (p) => {
    await waitForCardScript(p);
    await p.clock.runFor(INTRO_SPINNER_MS);
    await expect(p.locator('.intro-overlay').getByRole('button', { name: 'Buka' })).toBeVisible();
    // axe waits on timers of its own: let time run again (the intro stays until Buka).
    await p.clock.resume();
  });

  const card = (await (await page.request.get(`/api/cards/${id}`)).json()) as PublicCard;
  if (card.state !== 'live' || !card.features.held_at) throw new Error('a live card');
  const after = new Date(Date.parse(card.features.held_at) + 60 * 60_000);
  await serverClock(after);
  await page.clock.setSystemTime(after);
  await page.request.put(`/api/cards/${id}/music`, { data: { music: false } });
  await check(page, `/kad/${id}`, async (p) => {
    await waitForCardScript(p);
    await expect(p.getByText(/Majlis telah pun berlangsung pada/).first()).toBeVisible();
  });
  await check(page, `/buku-ucapan/${id}`, async (p) => {
    await expect(p.getByText('Tetamu Ucapan', { exact: true })).toBeVisible();
  });
});

test('the staff console', async ({ page, loggedInAs }) => {
  await loggedInAs(STAFF_EMAIL);
  await check(page, '/admin', heading(/Konsol/i));
});

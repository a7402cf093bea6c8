import { CARD_EDIT_MESSAGES } from '../src/shared/schemas/owner-card';
import { malay } from '../src/shared/i18n/rule-words-in';
import { expect, test } from './support/fixtures';
import { publishCard } from './support/publish';

// The card home (/dashboard/:id) and /send: the status by the
// server's clock (a live countdown in the trial, Luput with Aktifkan after it, Aktif), the
// invitation text with Copy and Share, the hashtag, the tiles, and who may see it.

const couple = { groom_name: 'Amir', bride_name: 'Balqis' };
const ownerEmail = (who: string) => `laman-${who}-${test.info().project.name}@contoh.my`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('a trial card counts down by the server’s clock; Copy puts the invitation on the clipboard', async ({
  page,
  context,
  server,
  baseURL,
  publishedCard,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const id = await publishedCard({ owner: ownerEmail('trial'), theme: 'theme12', content: couple });
  server.sql('UPDATE cards SET created_at = ? WHERE id = ?', minutesAgo(30), id);

  // The phone's clock is a day off: the countdown must not care. (The clock keeps running: the
  // owner pages' data layer schedules its work on timers.)
  await page.clock.install({ time: Date.now() + 86_400_000 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Akses Kad' }).click();
  await expect(page).toHaveURL(`/dashboard/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amir & Balqis' })).toBeVisible();

  const status = page.getByRole('region', { name: 'Status kad' });
  await expect(status.getByText('Trial', { exact: true })).toBeVisible();
  const countdown = status.getByLabel('Masa percubaan yang tinggal');
  await expect(countdown).toHaveText(/^0:(29|30):\d\d$/);
  await page.clock.fastForward(61_000);
  await expect(countdown).toHaveText(/^0:(28|29):\d\d$/);
  await expect(status.getByRole('link', { name: 'Aktifkan sekarang' })).toHaveAttribute(
    'href',
    `/checkout/${id}`,
  );

  // The invitation: names, date, the card's own link.
  const text = page.getByLabel('Teks jemputan');
  await expect(text).toHaveValue(/Amir & Balqis/);
  await expect(text).toHaveValue(new RegExp(`/kad/${id}`));
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await text.inputValue());
  // Copying ticks the checklist's last step.
  const checklist = page.getByRole('region', { name: 'Senarai semak' });
  await expect(checklist.getByText('Kongsi pautan kad kepada tetamu')).toHaveClass(/line-through/);

  // Share: the phone's share sheet where there is one, else WhatsApp with the text ready.
  const share = page
    .getByRole('link', { name: 'Share' })
    .or(page.getByRole('button', { name: 'Share' }));
  await expect(share).toBeVisible();
  if ((await page.getByRole('link', { name: 'Share' }).count()) > 0) {
    const href = await page.getByRole('link', { name: 'Share' }).getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('text')).toBe(copied);
  }

  // Lihat and Edit; the four tiles go to their pages.
  await expect(page.getByRole('link', { name: 'Lihat', exact: true })).toHaveAttribute(
    'href',
    `/kad/${id}`,
  );
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit/${id}`);
  const tiles = page.getByRole('list', { name: 'Ciri kad' });
  await expect(tiles.getByRole('link', { name: /RSVP/ })).toHaveAttribute('href', `/rsvp/${id}`);
  await expect(tiles.getByRole('link', { name: /Tema/ })).toHaveAttribute('href', `/tema/${id}`);
  await expect(tiles.getByRole('link', { name: /Lagu/ })).toHaveAttribute('href', `/music/${id}`);
  await expect(tiles.getByRole('link', { name: /Salam Kaut & Hadiah/ })).toHaveAttribute(
    'href',
    `/salamkaut/${id}`,
  );
  await expect(page.getByRole('link', { name: /Ada soalan\?/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/60123456789\?text=/,
  );
  await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible();
});

test('the hashtag keeps letters and digits, says so, and joins the invitation', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: ownerEmail('hashtag'),
    theme: 'theme57',
    content: couple,
  });
  await page.goto(`/dashboard/${id}`);
  const field = page.getByLabel('Hashtag kad');
  await page.getByRole('button', { name: 'Simpan hashtag' }).click();
  await expect(page.getByText(malay(CARD_EDIT_MESSAGES.hashtagRequired))).toBeVisible();
  await field.fill('#Amir & Balqis 2027!');
  await expect(page.getByText('Akan disimpan sebagai')).toContainText('#AmirBalqis2027');
  await page.getByRole('button', { name: 'Simpan hashtag' }).click();
  await expect(page.getByText(malay(CARD_EDIT_MESSAGES.hashtagUpdated))).toBeVisible();
  await expect(page.getByLabel('Teks jemputan')).toHaveValue(/#AmirBalqis2027$/);
  await page.reload();
  await expect(field).toHaveValue('AmirBalqis2027');
});

test('after its trial hour the card is Luput with Aktifkan; a paid card is Aktif', async ({
  page,
  server,
  publishedCard,
}) => {
  const expired = await publishedCard({
    owner: ownerEmail('luput'),
    theme: 'theme12',
    content: couple,
  });
  server.sql('UPDATE cards SET created_at = ? WHERE id = ?', minutesAgo(61), expired);
  await page.goto(`/dashboard/${expired}`);
  const status = page.getByRole('region', { name: 'Status kad' });
  await expect(status.getByText('Luput', { exact: true })).toBeVisible();
  await expect(status.getByRole('link', { name: 'Aktifkan' })).toHaveAttribute(
    'href',
    `/checkout/${expired}`,
  );

  const paid = await publishCard(page.request, 'theme12', couple);
  server.sql("UPDATE cards SET status = 'active' WHERE id = ?", paid);
  await page.goto(`/dashboard/${paid}`);
  await expect(status.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(status.getByRole('link')).toHaveCount(0);
});

test('/send shares the chosen card', async ({ page, publishedCard }) => {
  const first = await publishedCard({
    owner: ownerEmail('send'),
    theme: 'theme12',
    content: couple,
  });
  const second = await publishCard(page.request, 'theme12', {
    groom_name: 'Hakim',
    bride_name: 'Nurul',
  });
  await page.goto('/send');
  await page.getByLabel('Kad yang hendak dikongsi').selectOption(second);
  await expect(page.getByLabel('Teks jemputan')).toHaveValue(/Hakim & Nurul/);
  await page.goto(`/send?kad=${first}`);
  await expect(page.getByLabel('Teks jemputan')).toHaveValue(/Amir & Balqis/);
});

test('another owner gets the refusal, and a visitor the login prompt', async ({
  page,
  browser,
  baseURL,
  loggedInAs,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: ownerEmail('pemilik'),
    theme: 'theme12',
    content: couple,
  });
  const stranger = await browser.newContext({ baseURL });
  const theirs = await stranger.newPage();
  await theirs.goto(`/dashboard/${id}`);
  await expect(theirs.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(theirs.getByText('Amir & Balqis')).toHaveCount(0);
  await stranger.close();

  await page.context().clearCookies();
  await loggedInAs(ownerEmail('orang-lain'));
  await page.goto(`/dashboard/${id}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
  );
  await expect(page.getByText('Amir & Balqis')).toHaveCount(0);
});

import {
  CONSOLE_PAGES,
  SPEC_ADMIN_PAGES,
  consoleCardPath,
} from '../src/shared/admin/console-pages';
import { AUTH_MESSAGES } from '../src/shared/schemas/auth';
import { STAFF_EMAIL, expect, test } from './support/fixtures';

// The staff console: staff
// activate music for an owner's card and copy the message; the owner's music page then works;
// an owner who is not staff is refused on every /admin page; staff find a card and extend its
// trial.

const ownerEmail = (who: string) => `admin-${who}-${test.info().project.name}@contoh.my`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

test(
  'staff activate music for a card and copy the message; the owner’s music page then works',
  { tag: '@wide' },
  async ({ page, context, loggedInAs, baseURL, publishedCard }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const owner = ownerEmail('lagu');
    const id = await publishedCard({
      owner,
      theme: 'theme3',
      content: { groom_name: 'Hakim', bride_name: 'Nadia' },
    });
    // The owner had switched music off: the support case is to switch it back on.
    const off = await page.request.put(`/api/cards/${id}/music`, { data: { music: false } });
    expect(off.status(), await off.text()).toBe(200);
    // The owner's browser session, to come back to (a new code would wait for the resend delay).
    const ownerCookies = await context.cookies();

    await loggedInAs(STAFF_EMAIL);
    await page.goto('/admin/aktifkanlagu');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktifkan Lagu' })).toBeVisible();
    // An unknown id is said plainly.
    await page.getByLabel('Card ID').fill('tiadakad0000');
    await page.getByRole('button', { name: 'Aktifkan Lagu' }).click();
    await expect(page.getByRole('alert')).toContainText('Tiada kad dengan ID ini');

    // Staff paste the id with spaces around it.
    await page.getByLabel('Card ID').fill(`  ${id} `);
    await page.getByRole('button', { name: 'Aktifkan Lagu' }).click();
    const link = `${baseURL}/music/${id}`;
    const message = page.getByRole('status').filter({ hasText: 'Terima kasih' });
    await expect(message).toContainText(link);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Terima kasih');
    expect(copied).toContain(link);

    // The owner follows the link: music is on and the page works.
    await context.clearCookies();
    await context.addCookies(ownerCookies);
    await page.goto(`/music/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Setup Lagu Kad' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Aktifkan lagu?' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
);

test('an owner who is not staff is refused on every /admin page', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({ owner: ownerEmail('bukan-staf'), theme: 'theme3' });
  const paths = [
    ...CONSOLE_PAGES.map((p) => p.path),
    ...SPEC_ADMIN_PAGES.map((p) => p.path),
    consoleCardPath(id),
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByText(AUTH_MESSAGES.staffOnly), path).toBeVisible();
    await expect(page.getByText('Sedang dibina'), path).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu kakitangan' }), path).toHaveCount(0);
  }
  expect(AUTH_MESSAGES.staffOnly).toBe('Maaf. Halaman ini hanya untuk kakitangan Jemput.');
});

test(
  'staff find a card on /admin and extend its expired trial',
  { tag: '@wide' },
  async ({ page, context, loggedInAs, server, publishedCard }) => {
    const owner = ownerEmail('percubaan');
    const groom = `Zaki${test.info().project.name.replace(/\W/g, '')}`;
    const id = await publishedCard({
      owner,
      theme: 'theme3',
      content: { groom_name: groom, bride_name: 'Lina' },
    });
    server.sql('UPDATE cards SET created_at = ? WHERE id = ?', hoursAgo(3), id);
    const ownerCookies = await context.cookies();
    expect(
      ((await (await page.request.get(`/api/cards/${id}`)).json()) as { state: string }).state,
    ).toBe('expired');

    await loggedInAs(STAFF_EMAIL);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Konsol Kakitangan' })).toBeVisible();
    await expect(page.getByText('Kad aktif')).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'ID kad, email pemilik atau nama pengantin' })
      .fill(groom.toLowerCase());
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByRole('link', { name: new RegExp(`${groom} & Lina`) }).click();
    await expect(page).toHaveURL(consoleCardPath(id));
    await expect(page.getByRole('heading', { level: 1, name: `${groom} & Lina` })).toBeVisible();
    await expect(page.getByText(owner)).toBeVisible();
    await expect(page.getByText('Luput', { exact: true })).toBeVisible();

    // A reason is required.
    await page.getByLabel(/^Jam/).fill('48');
    await page.getByRole('button', { name: 'Lanjutkan Tempoh Percubaan' }).click();
    await expect(page.getByText('Sila nyatakan sebab lanjutan tempoh percubaan.')).toBeVisible();
    await page.getByLabel('Sebab').fill('Pelanggan minta masa untuk bayar');
    await page.getByRole('button', { name: 'Lanjutkan Tempoh Percubaan' }).click();
    await expect(page.getByText('Tempoh percubaan telah dilanjutkan.')).toBeVisible();
    await expect(page.getByText('Percubaan', { exact: true })).toBeVisible();
    await expect(page.getByText(/\+48 jam .*Pelanggan minta masa untuk bayar/)).toBeVisible();

    // The public card is live again.
    const card = (await (await page.request.get(`/api/cards/${id}`)).json()) as { state: string };
    expect(card.state).toBe('live');

    // The owner's card home counts down to the new end (about 48 hours from now).
    await context.clearCookies();
    await context.addCookies(ownerCookies);
    await page.goto(`/dashboard/${id}`);
    await expect(page.getByText('Trial', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Masa percubaan yang tinggal')).toHaveText(/^4[78]:\d\d:\d\d$/);
  },
);

import { consoleCardPath } from '../src/shared/admin/console-pages';
import { STAFF_EMAIL, expect, test } from './support/fixtures';

// Staff whose browser asks for English get the console in English: they find a card on /admin
// and extend its expired trial, then create a promo code (a code already taken is refused in
// English by the server). Staff mostly work on a laptop: tagged to run at 1280 px too.

test.use({ locale: 'en-MY' });

const project = () => test.info().project.name;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

test(
  'English staff find a card, extend its trial and create a promo code',
  { tag: '@wide' },
  async ({ page, loggedInAs, server, publishedCard }) => {
    const owner = `english-staff-${project()}@contoh.my`;
    const groom = `Haris${project().replace(/\W/g, '')}`;
    const id = await publishedCard({
      owner,
      theme: 'theme3',
      content: { groom_name: groom, bride_name: 'Nadia' },
    });
    server.sql('UPDATE cards SET created_at = ? WHERE id = ?', hoursAgo(3), id);

    await loggedInAs(STAFF_EMAIL);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Console' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    await expect(menu.getByRole('link', { name: 'Promo Codes' })).toBeVisible();
    await expect(page.getByText('Active cards')).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Card ID, owner’s email or couple’s names' })
      .fill(groom.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: new RegExp(`${groom} & Nadia`) }).click();
    await expect(page).toHaveURL(consoleCardPath(id));
    await expect(page.getByRole('heading', { level: 1, name: `${groom} & Nadia` })).toBeVisible();
    await expect(page.getByText(`Card ID: ${id}`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Expired', { exact: true })).toBeVisible();
    await expect(summary.getByText('Trial ended', { exact: true })).toBeVisible();

    await page.getByLabel(/^Hours/).fill('48');
    await page.getByLabel('Reason').fill('Customer asked for time to pay');
    await page.getByRole('button', { name: 'Extend Trial' }).click();
    await expect(page.getByText(/^The trial has been extended\. Ends: /)).toBeVisible();
    await expect(summary.getByText('Trial', { exact: true })).toBeVisible();
    await expect(summary.getByText('Trial ends on', { exact: true })).toBeVisible();
    const card = (await (await page.request.get(`/api/cards/${id}`)).json()) as { state: string };
    expect(card.state).toBe('live');

    // A promo code, through the menu.
    await menu.getByRole('link', { name: 'Promo Codes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
    const code = `englishstaff${project().replace(/\W/g, '')}`;
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Discount (RM)').fill('20');
    await form.getByLabel('Number of uses').fill('3');
    await form.getByRole('button', { name: 'Create Code' }).click();
    await expect(form.getByText(`The promo code has been created. (${code})`)).toBeVisible();
    const entry = page.getByRole('article', { name: `Code ${code}` });
    await expect(entry).toContainText('Discount RM20 · Used 0 / 3');
    await expect(entry).toContainText('No expiry date');

    // The same code again: the server refuses it, in English, beside the field.
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Discount (RM)').fill('10');
    await form.getByRole('button', { name: 'Create Code' }).click();
    await expect(
      form.getByText('This promo code already exists. Please choose another code.'),
    ).toBeVisible();

    // Switched off, and on again.
    await entry.getByRole('button', { name: 'Switch off' }).click();
    await expect(entry.getByText('Switched off', { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: 'Switch on again' }).click();
    await expect(entry.getByRole('button', { name: 'Switch off' })).toBeVisible();
  },
);

import { malay } from '../src/shared/i18n/rule-words-in';
import { CARD_EDIT_MESSAGES } from '../src/shared/schemas/owner-card';
import { expect, test } from './support/fixtures';
import { scrollToTheme } from './support/theme-gallery';

// The theme change (/tema/:id), its confirmation and its messages: the
// current theme's picture, the gallery 10 at a time with Preview (the couple's own card in that
// theme, new tab) and Pilih Ini (asks, then changes the theme in place).

const couple = { groom_name: 'Amir', bride_name: 'Balqis' };

/** An e-mail of this test's own, so owners of the two projects never meet. */
const ownerEmail = (who: string) => `tema-${who}-${test.info().project.name}@contoh.my`;

test('the owner previews theme 57 on their own card, picks it, and guests see the card in it', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: ownerEmail('pemilik'),
    theme: 'theme12',
    content: couple,
  });

  await page.goto(`/tema/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tukar Tema' })).toBeVisible();
  await expect(page).toHaveTitle('Tukar Tema | Jemput');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Kembali ke Laman Kad' })).toHaveAttribute(
    'href',
    `/dashboard/${id}`,
  );

  // The current theme's picture, and the gallery marks it instead of offering it.
  const current = page.getByRole('region', { name: 'Tema semasa' });
  await expect(current).toContainText('Tema 12');
  await expect(current).toContainText('Amir & Balqis');
  await expect(current.getByRole('img', { name: 'Contoh kad dalam Tema 12' })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Senarai tema' });
  await expect(gallery.getByRole('listitem')).toHaveCount(10);
  const twelve = gallery.getByRole('listitem').filter({ hasText: 'Tema 12' });
  await scrollToTheme(page, 12);
  await expect(twelve).toContainText('Tema semasa');
  await expect(twelve.getByRole('button', { name: /Pilih Ini/ })).toHaveCount(0);

  // Backing out of the question changes nothing.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Pilih Ini: Tema 3', exact: true }).click();
  const question = page.getByRole('dialog', { name: malay(CARD_EDIT_MESSAGES.themeConfirm) });
  await expect(question).toContainText('Tema 3');
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(question).toBeHidden();
  expect(puts).toEqual([]);

  // Preview: the couple's own card in theme 57, in a new tab.
  await scrollToTheme(page, 57);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preview Tema 57', exact: true }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`/kad/${id}/theme57$`));
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('Amir');
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('Balqis');
  await expect(popup.locator('section[data-theme="theme57"]')).toHaveCount(1);
  await popup.close();

  // Pilih Ini, yes: the message, and the current picture changes in place.
  await page.getByRole('button', { name: 'Pilih Ini: Tema 57', exact: true }).click();
  await question.getByRole('button', { name: 'Ya, guna tema ini' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: malay(CARD_EDIT_MESSAGES.themeUpdated) }),
  ).toBeVisible();
  expect(puts).toEqual([`/api/cards/${id}/theme`]);
  await expect(current).toContainText('Tema 57');
  await expect(current.getByRole('img', { name: 'Contoh kad dalam Tema 57' })).toBeVisible();
  const fiftySeven = gallery.getByRole('listitem').filter({ hasText: 'Tema 57' });
  await expect(fiftySeven).toContainText('Tema semasa');
  await expect(page.getByRole('button', { name: 'Pilih Ini: Tema 12', exact: true })).toBeVisible();

  // The guests' card is now in theme 57.
  await page.goto(`/kad/${id}`);
  await expect(page.locator('section[data-theme="theme57"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amir');
});

test('a refused or failed change says so', async ({ page, publishedCard }) => {
  const id = await publishedCard({ owner: ownerEmail('gagal'), theme: 'theme12', content: couple });
  await page.goto(`/tema/${id}`);
  const status = page.getByRole('status').filter({ hasText: /tema/ });

  // The server answers, but not 2xx.
  await page.route('**/api/cards/*/theme', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Maaf.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Pilih Ini: Tema 2', exact: true }).click();
  await page.getByRole('button', { name: 'Ya, guna tema ini' }).click();
  await expect(status).toContainText(malay(CARD_EDIT_MESSAGES.themeFailed));

  // The call itself fails.
  await page.unroute('**/api/cards/*/theme');
  await page.route('**/api/cards/*/theme', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Pilih Ini: Tema 2', exact: true }).click();
  await page.getByRole('button', { name: 'Ya, guna tema ini' }).click();
  await expect(status).toContainText(malay(CARD_EDIT_MESSAGES.themeError));

  // Nothing changed.
  await expect(page.getByRole('region', { name: 'Tema semasa' })).toContainText('Tema 12');
});

test('another owner gets the server’s refusal, not the page', async ({
  page,
  loggedInAs,
  publishedCard,
}) => {
  const id = await publishedCard({ owner: ownerEmail('asal'), theme: 'theme12', content: couple });
  await loggedInAs(ownerEmail('lain'));
  const refusal = await page.request.get(`/api/cards/${id}/edit`);
  expect(refusal.status()).toBe(403);
  const { error } = (await refusal.json()) as { error: { message: string } };

  await page.goto(`/tema/${id}`);
  await expect(page.getByRole('alert')).toHaveText(error.message);
  await expect(page.getByRole('list', { name: 'Senarai tema' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kembali ke senarai kad' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('an unknown card gets the not-found page', async ({ page, loggedInAs }) => {
  await loggedInAs(ownerEmail('tiada'));
  await page.goto('/tema/tiadakadini');
  await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
});

test('a visitor who is not logged in gets the login prompt', async ({ page }) => {
  await page.goto('/tema/demoplus');
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tukar Tema' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Senarai tema' })).toHaveCount(0);
});

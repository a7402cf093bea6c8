import fs from 'node:fs';
import { cardText } from '../src/shared/i18n/card-catalogues';
import { outboxFiles } from '../tests/support/outbox';
import type { TestServer } from '../scripts/lib/built-server';
import { expect, test } from './support/fixtures';
import type { PublishCard } from './support/fixtures';

/** The expiry screen's words on a Malay card (the card's catalogue). */
const TRIAL_EXPIRED_MESSAGE = cardText('ms', 'card.expired.message');

// Checkout and payments, as a couple lives it: from a published card to checkout,
// a partial promo, Beli Sekarang, the sandbox's pay page (which plays Billplz: a signed callback
// and a signed redirect), then Berjaya to /success/:id and an active card, or Gagal to the
// Payment Failed page with the card still in its trial. Both projects run it: 390 px and 1280 px.

const mine = (what: string) => `${what}-${test.info().project.name}@bayar.my`;

/** A promo code of the test's own, `discountSen` off, with claims to spare. */
function promoCode(server: TestServer, name: string, discountSen: number): string {
  const code = `${name}${test.info().project.name}`;
  server.sql(
    "INSERT INTO promo_codes (code, discount_sen, expiration_date, claimed, valid, created_at) VALUES (?, ?, NULL, 0, 5, '2026-01-01T00:00:00.000Z')",
    code,
    discountSen,
  );
  return code;
}

/** The owner's own card, published through the API (the publish screens have their journey). */
async function ownersCard(publishedCard: PublishCard, who: string) {
  const email = mine(who);
  const content = { groom_name: 'Faris', bride_name: 'Hana' };
  const id = await publishedCard({ owner: email, theme: 'theme7', content });
  return { id, email };
}

const receiptsTo = (server: TestServer, email: string) =>
  outboxFiles(server.dataDir, email)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((eml) => /^Subject: Resit pembayaran Jemput/m.test(eml));

test.describe('checkout', () => {
  test('a partial promo, Beli Sekarang, Berjaya: paid, active, receipt mailed', async ({
    page,
    server,
    publishedCard,
  }) => {
    const { id, email } = await ownersCard(publishedCard, 'berjaya');
    const code = promoCode(server, 'separuh', 1000);

    await page.goto(`/dashboard/${id}`);
    await expect(page.getByText('Trial', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Aktifkan sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
    await expect(page).toHaveTitle(/^Checkout \|/);
    await expect(page.getByText('Kad Kahwin Digital').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByTestId('total')).toHaveText('RM50');

    // A wrong code first: the spec's message, and no discount.
    await page.getByLabel('Kod Promo').fill('tiadakodini');
    await page.getByRole('button', { name: 'Guna' }).click();
    await expect(page.getByText('Invalid promo code. Please try again.')).toBeVisible();
    await expect(page.getByTestId('discount')).toHaveText('RM0');

    await page.getByLabel('Kod Promo').fill(` ${code.toUpperCase()} `);
    await page.getByRole('button', { name: 'Guna' }).click();
    await expect(page.getByText('Promo code applied successfully!')).toBeVisible();
    await expect(page.getByTestId('subtotal')).toHaveText('RM50');
    await expect(page.getByTestId('discount')).toContainText('RM10');
    await expect(page.getByTestId('total')).toHaveText('RM40');
    await page.getByLabel('Nama').fill('Faris bin Omar');
    await page.getByLabel('Nombor Telefon').fill('013-555 1234');

    await page.getByRole('button', { name: 'Beli Sekarang' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/[a-z0-9]+$/);
    await expect(page.getByText('RM40')).toBeVisible();
    await page.getByRole('button', { name: 'Berjaya' }).click();

    await expect(page).toHaveURL(new RegExp(`/success/${id}$`));
    await expect(page.getByRole('heading', { name: 'Pembayaran Berjaya' })).toBeVisible();
    await expect(page.getByText('RM40').first()).toBeVisible();
    expect(receiptsTo(server, email)).toHaveLength(1);
    expect(receiptsTo(server, email)[0]).toContain('RM40');

    await page.getByRole('link', { name: 'Ke Laman Kad' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(page.getByText(/Dibayar RM40/)).toBeVisible();

    // Paid: the trial hour no longer matters. Made two hours ago, the card still opens.
    server.sql("UPDATE cards SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?", id);
    await page.goto(`/kad/${id}`);
    await expect(page).toHaveTitle('Walimatulurus | Faris & Hana');
    await expect(page.getByText(TRIAL_EXPIRED_MESSAGE)).toHaveCount(0);
  });

  test('Gagal ends on the Payment Failed page, and the card is still in its trial', async ({
    page,
    publishedCard,
  }) => {
    const { id } = await ownersCard(publishedCard, 'gagal');
    await page.goto(`/checkout/${id}`);
    await page.getByRole('button', { name: 'Beli Sekarang' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: 'Gagal' }).click();

    await expect(page).toHaveURL(/\/pay\/failed$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(
      page.getByText(
        "We're sorry, but there was an issue processing your payment. Please try again later.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/i })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/60123456789/,
    );
    await page.getByRole('link', { name: 'Ke Laman Kad' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
    await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  });

  test('an expired trial: Luput, Aktifkan, a promo that covers it all, Aktifkan Kad', async ({
    page,
    server,
    publishedCard,
  }) => {
    const { id } = await ownersCard(publishedCard, 'luput');
    server.sql("UPDATE cards SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?", id);
    const code = promoCode(server, 'penuh', 5000);

    await page.goto(`/dashboard/${id}`);
    await expect(page.getByText('Luput', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Aktifkan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
    await page.getByLabel('Kod Promo').fill(code);
    await page.getByRole('button', { name: 'Guna' }).click();
    await expect(page.getByTestId('total')).toHaveText('RM0');
    await page.getByRole('button', { name: 'Aktifkan Kad' }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
    await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
    await page.goto(`/checkout/${id}`);
    await expect(page.getByText('Kad ini sudah aktif. Tiada bayaran diperlukan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beli Sekarang' })).toHaveCount(0);
  });
});

import type { Page } from '@playwright/test';
import { malaysiaDate } from '../src/shared/dates/malaysia-time';
import type { CardPayments, PaymentSummary } from '../src/shared/schemas/checkout';
import { STAFF_EMAIL, expect, logInContext, test } from './support/fixtures';
import { otherBrowser } from './support/other-browser';
import { cardPaidTwice } from './support/refund';

// A card paid twice: the owner made it free with a promo while an RM50 bill still waited, and
// that bill was paid anyway. The owner, on a phone, is told plainly that the extra money will be
// given back; staff, on a laptop, find it on /admin/bayaran with what they need to give it back,
// mark it Sudah dipulangkan through a confirmation, and see it in the refunded list; the owner
// then reads that it was given back. Run on the phone project: the staff member's laptop is a
// second browser beside it.

test.skip(
  ({ isMobile }) => !isMobile,
  'the owner on a phone (390 px), staff on a laptop (1280 px) beside it: one run covers both',
);

/** What staff read once a payment is marked refunded (the console's Malay). */
const REFUND_MARKED = 'Bayaran ditanda sudah dipulangkan.';

const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const ownerEmail = () => `bayar-balik-${test.info().project.name}@contoh.my`;

/** The owner's card home's status panel. */
const statusPanel = (page: Page) => page.getByRole('region', { name: 'Status kad' });

/** The old bill as the owner's API has it (for the dates the sentences carry). */
async function oldBill(page: Page, id: string, reference: string): Promise<PaymentSummary> {
  const res = await page.request.get(`/api/cards/${id}/payments`);
  const found = ((await res.json()) as CardPayments).payments.find(
    (payment) => payment.reference === reference,
  );
  if (!found) throw new Error(`no payment ${reference}`);
  return found;
}

test('a payment to refund: the owner is told, staff give it back and mark it, the owner is told again', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const owner = ownerEmail();
  const id = await publishedCard({
    owner,
    theme: 'theme7',
    content: { groom_name: 'Irfan', bride_name: 'Sofia' },
  });
  const { reference, promo } = await cardPaidTwice(page.request, server, id);
  const paidOn = malaysiaDate((await oldBill(page, id, reference)).paidAt ?? '');

  // The owner's card home: active through the promo, and the extra RM50 will come back.
  await page.goto(`/dashboard/${id}`);
  const status = statusPanel(page);
  await expect(status.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(status.getByTestId('payment-note')).toContainText(
    `Diaktifkan dengan kod promo ${promo}`,
  );
  await expect(status.getByTestId('extra-payments')).toHaveText(
    `Kami menerima bayaran tambahan RM50 (rujukan ${reference}) pada ${paidOn} untuk kad yang sudah diaktifkan. Bayaran ini akan dipulangkan kepada anda; tiada apa-apa yang perlu anda lakukan.`,
  );

  // Sent back from Billplz after paying the old bill: no thanks for activating the card with it.
  await page.goto(`/success/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bayaran Diterima' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pembayaran Berjaya' })).toHaveCount(0);
  await expect(page.getByTestId('extra-payments')).toContainText(
    `bayaran tambahan RM50 (rujukan ${reference})`,
  );
  await expect(page.getByTestId('extra-payments')).toContainText('akan dipulangkan kepada anda');

  // Staff, on a laptop: the console's home says there is money to give back.
  const staff = await otherBrowser(browser, server, '198.51.100.77', LAPTOP);
  await staff.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  await logInContext(staff.context(), server, STAFF_EMAIL);
  await staff.goto('/admin');
  await expect(staff.getByText(/\d+ bayaran perlu dipulangkan kepada pembayar/)).toBeVisible();
  await staff.getByRole('link', { name: 'Lihat di Bayaran' }).click();
  await expect(staff).toHaveURL(/\/admin\/bayaran$/);

  const section = staff.getByRole('region', { name: /Bayaran untuk dipulangkan/ });
  await expect(section.getByRole('tab', { name: /Untuk dipulangkan/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const owed = section.getByRole('article', { name: `Bayaran RM50.00, rujukan ${reference}` });
  await expect(owed.getByRole('link', { name: 'Irfan & Sofia' })).toHaveAttribute(
    'href',
    `/admin/kad/${id}`,
  );
  await expect(owed.getByText(id, { exact: true })).toBeVisible();
  await expect(owed.getByText(owner, { exact: true }).first()).toBeVisible();
  await expect(owed.getByText('Siti Pemilik', { exact: true })).toBeVisible();
  await expect(owed.getByText('019-876 5432', { exact: true })).toBeVisible();
  await expect(owed.getByText('Rujukan sandbox')).toBeVisible();
  await expect(owed.getByText(reference, { exact: true })).toBeVisible();
  await owed.getByRole('button', { name: 'Copy Text' }).click();
  await expect(owed.getByText('Text copied to clipboard!')).toBeVisible();
  expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // In the list of all payments, the old bill carries its badge.
  const all = staff.getByRole('listitem').filter({ hasText: reference }).last();
  await expect(all.getByText('Untuk dipulangkan', { exact: true })).toBeVisible();

  // Sudah dipulangkan asks first; Batal changes nothing.
  await owed.getByRole('button', { name: 'Sudah dipulangkan' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Tandakan sudah dipulangkan?' });
  await expect(dialog).toContainText(`RM50.00 (rujukan ${reference})`);
  await expect(dialog).toContainText('penyedia pembayaran atau pindahan bank');
  await expect(dialog).toContainText('tidak boleh dibatalkan');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(owed).toBeVisible();

  await owed.getByRole('button', { name: 'Sudah dipulangkan' }).click();
  await dialog.getByRole('button', { name: 'Ya, tandakan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('status').filter({ hasText: REFUND_MARKED })).toHaveText(
    `${REFUND_MARKED} Rujukan ${reference}.`,
  );
  await expect(owed).toHaveCount(0);
  await expect(all.getByText('Sudah dipulangkan', { exact: true })).toBeVisible();

  // The refunded list: who marked it, and when.
  await section.getByRole('tab', { name: 'Sudah dipulangkan' }).click();
  const given = section.getByRole('article', { name: `Bayaran RM50.00, rujukan ${reference}` });
  await expect(given.getByText(`oleh ${STAFF_EMAIL}`)).toBeVisible();
  await expect(given.getByRole('button', { name: 'Sudah dipulangkan' })).toHaveCount(0);

  // The card's page in the console shows the same badge on its payment.
  await given.getByRole('link', { name: 'Irfan & Sofia' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Irfan & Sofia' })).toBeVisible();
  const payments = staff.getByRole('region', { name: 'Bayaran', exact: true });
  await expect(
    payments.getByRole('listitem').filter({ hasText: reference }).getByText('Sudah dipulangkan'),
  ).toBeVisible();
  await staff.context().close();

  // The owner reads that it was given back.
  const refundedOn = malaysiaDate((await oldBill(page, id, reference)).refundedAt ?? '');
  await page.goto(`/dashboard/${id}`);
  await expect(status.getByTestId('extra-payments')).toHaveText(
    `Bayaran tambahan RM50 (rujukan ${reference}) telah dipulangkan kepada anda pada ${refundedOn}.`,
  );
});

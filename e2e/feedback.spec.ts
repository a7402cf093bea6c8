import type { Page } from '@playwright/test';
import { malay } from '../src/shared/i18n/rule-words-in';
import type { FeedbackList } from '../src/shared/schemas/feedback';
import { FEEDBACK_MESSAGES } from '../src/shared/schemas/feedback';
import { STAFF_EMAIL, expect, test } from './support/fixtures';

// The public summary with a bar per star (each
// star's share of counted entries) and the filter, for entries already there and for one an owner
// leaves from the card home of an active card, then edits; staff hide it and it leaves the page.
// Both projects run it: 390 px and 1280 px.

const project = () => test.info().project.name;

/** The bars on the page agree with the API's summary (the share of counted entries). */
async function expectBarsMatchTheApi(page: Page) {
  const reply = await page.request.get('/api/feedback');
  const { summary } = (await reply.json()) as FeedbackList;
  for (const star of summary.stars) {
    const bar = page.getByRole('meter', { name: `${star.rating} bintang` });
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(star.share * 100)));
  }
  await expect(page.getByTestId('feedback-count')).toContainText(String(summary.count));
  return summary;
}

const entry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Senarai maklum balas' }).getByRole('heading', { name });

test('feedback: the summary and filter, an owner leaves and edits one, staff hide it', async ({
  page,
  server,
  loggedInAs,
  publishedCard,
}) => {
  // Entries already there (as from earlier owners), and two that must never show.
  const seeded = [
    { id: `seed5${project()}`, name: `Amira ${project()}`, rating: 5, comment: 'Sangat mudah!' },
    { id: `seed4${project()}`, name: `Bakri ${project()}`, rating: 4, comment: 'Cantik.' },
    { id: `seed2${project()}`, name: `Chandra ${project()}`, rating: 2, comment: '' },
    { id: `blank${project()}`, name: '  ', rating: 1, comment: 'Tanpa nama' },
    { id: `hidden${project()}`, name: `Tersorok ${project()}`, rating: 1, comment: '', hidden: 1 },
  ];
  for (const [i, row] of seeded.entries()) {
    server.sql(
      'INSERT INTO feedback (id, name, comment, rating, created_at, hidden) VALUES (?, ?, ?, ?, ?, ?)',
      row.id,
      row.name,
      row.comment,
      row.rating,
      new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      row.hidden ?? 0,
    );
  }

  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'Kata pasangan pengantin' })).toBeVisible();
  await expectBarsMatchTheApi(page);
  await expect(entry(page, `Amira ${project()}`)).toBeVisible();
  await expect(entry(page, `Chandra ${project()}`)).toBeVisible();
  await expect(page.getByText('Tanpa nama')).toHaveCount(0);
  await expect(entry(page, `Tersorok ${project()}`)).toHaveCount(0);
  await page.getByRole('button', { name: '2 bintang' }).click();
  await expect(page.getByRole('button', { name: '2 bintang' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(entry(page, `Chandra ${project()}`)).toBeVisible();
  await expect(entry(page, `Amira ${project()}`)).toHaveCount(0);

  // An owner: nothing to leave during the trial; once the card is active, the form.
  const id = await publishedCard({
    owner: `maklum-${project()}@balas.my`,
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });
  await page.goto(`/dashboard/${id}`);
  await expect(page.getByText(malay(FEEDBACK_MESSAGES.notActive))).toBeVisible();
  server.sql(
    "UPDATE cards SET status = 'active', activated_at = ? WHERE id = ?",
    new Date().toISOString(),
    id,
  );
  await page.reload();
  const form = page.getByRole('region', { name: 'Maklum balas anda' });
  const owner = `Faris & Hana ${project()}`;
  await form.getByLabel('Nama').fill(owner);
  await form.getByRole('button', { name: 'Hantar maklum balas' }).click();
  await expect(form.getByText(malay(FEEDBACK_MESSAGES.rating))).toBeVisible();
  await form.getByRole('radio', { name: '4 bintang' }).check();
  await form.getByLabel('Komen').fill('Tetamu suka kad ini.');
  await form.getByRole('button', { name: 'Hantar maklum balas' }).click();
  await expect(form.getByText(malay(FEEDBACK_MESSAGES.saved))).toBeVisible();

  // The form shows the entry after a reload, and edits it.
  await page.reload();
  await expect(form.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  await expect(form.getByLabel('Nama')).toHaveValue(owner);
  await form.getByRole('radio', { name: '5 bintang' }).check();
  await form.getByRole('button', { name: 'Kemaskini maklum balas' }).click();
  await expect(form.getByText(malay(FEEDBACK_MESSAGES.updated))).toBeVisible();

  await page.goto('/feedback');
  await expectBarsMatchTheApi(page);
  await expect(entry(page, owner)).toBeVisible();
  await page.getByRole('button', { name: '5 bintang' }).click();
  await expect(entry(page, owner)).toBeVisible();
  await expect(entry(page, `Amira ${project()}`)).toBeVisible();
  await expect(entry(page, `Bakri ${project()}`)).toHaveCount(0);
  await page.getByRole('button', { name: '4 bintang' }).click();
  await expect(entry(page, `Bakri ${project()}`)).toBeVisible();
  await expect(entry(page, owner)).toHaveCount(0);

  // Staff hide it: gone from /feedback (and from its counts).
  await loggedInAs(STAFF_EMAIL);
  await page.goto('/admin/maklum-balas');
  const moderated = page.getByRole('article', { name: `Maklum balas ${owner}` });
  await moderated.getByRole('button', { name: 'Sembunyikan' }).click();
  await expect(moderated.getByText('Disembunyikan', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Maklum balas telah disembunyikan daripada /feedback.'),
  ).toBeVisible();

  await page.goto('/feedback');
  await expect(entry(page, `Amira ${project()}`)).toBeVisible();
  await expect(entry(page, owner)).toHaveCount(0);
  await expectBarsMatchTheApi(page);

  // Put the shared rows back (the worker's server serves other files too).
  await page.goto('/admin/maklum-balas');
  await moderated.getByRole('button', { name: 'Paparkan semula' }).click();
  await expect(moderated.getByRole('button', { name: 'Sembunyikan' })).toBeVisible();
  for (const row of seeded) server.sql('DELETE FROM feedback WHERE id = ?', row.id);
});

import { expect as baseExpect, test } from './support/fixtures';
import { storedCard } from './support/editor';

// An owner whose browser asks for English edits a published card: the editor's bar, its hints,
// notices and panels speak English, the shared rules' messages beside a text or a programme row
// too, and what is changed (a text, the date, the programme) is saved by Update as in Malay.

// The editor is loaded on demand; on a busy 2-core machine its chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ locale: 'en-MY' });

test('an English owner edits a text, the date and the programme, and updates the card', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: `english-editor-${test.info().project.name}@contoh.my`,
    theme: 'theme12',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });

  await page.goto(`/edit/${id}`);
  const bar = page.getByRole('navigation', { name: 'Card tools' });
  await expect(bar).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Edit | Jemput');

  // The toolbar, the notice above the card and the hints, in English.
  await expect(bar.getByRole('button', { name: 'Select Fonts' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Contacts' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Card Page' })).toHaveAttribute(
    'href',
    `/dashboard/${id}`,
  );
  await expect(page.getByText('All saved', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Tap the text with a dashed outline to change it, then press Update to save the card.',
    ),
  ).toBeVisible();
  await expect(page.locator('[data-hint="groom_name"]')).toHaveText(
    'Tap to change the couple’s names',
  );
  await expect(page.locator('[data-hint="contacts"]')).toHaveText('Tap to add a contact');

  // A text, in place: emptied, the field's rule asks for it in English, and it is not kept.
  await page.getByRole('button', { name: /^Edit groom’s name:/ }).click();
  const groom = page.getByLabel('Groom’s name', { exact: true });
  await groom.fill('');
  await expect(page.getByRole('alert').filter({ hasText: 'groom' })).toHaveText(
    'Please enter the groom’s name.',
  );
  await expect(groom).toHaveAttribute('aria-invalid', 'true');
  await groom.fill('Hakim');
  await expect(groom).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /^Edit groom’s name: Hakim/ })).toBeVisible();
  await expect(page.getByText('Not saved', { exact: true })).toBeVisible();

  // The date.
  await page.getByRole('button', { name: 'Edit Date' }).click();
  await expect(page.getByText('Show the Hijri date')).toBeVisible();
  await page.getByLabel('Majlis date').fill('2027-03-14');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByLabel('Majlis date')).toHaveCount(0);

  // The programme: its first item renamed, a new one added and named, then Save.
  await page.getByRole('button', { name: 'Edit Programme' }).click();
  await page.getByLabel('Item 1 title').fill('Ketibaan Rombongan');
  const rows = await page.getByRole('button', { name: /^Delete item \d+$/ }).count();
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel(`Item ${rows + 1} title`).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The shared rule's own message, beside its row, in English.
  await expect(
    page.getByText('Please enter a title for each item of the majlis programme.'),
  ).toBeVisible();
  await page.getByLabel(`Item ${rows + 1} title`).fill('Persembahan Nasyid');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Programme' })).toBeVisible();

  // Nothing is saved until Update.
  expect((await storedCard(page, id)).content.groom_name).toBe('Amir');
  await bar.getByRole('button', { name: 'Update' }).click();
  const done = page.getByRole('dialog', { name: 'Card updated' });
  await expect(done).toContainText('Your digital wedding card has been changed.');
  await expect(done.getByRole('link', { name: 'View Card' })).toHaveAttribute('href', `/kad/${id}`);
  await done.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByText('All saved', { exact: true })).toBeVisible();

  const stored = await storedCard(page, id);
  expect(stored.version).toBe(2);
  expect(stored.content.groom_name).toBe('Hakim');
  const [majlis] = stored.content.majlis;
  expect(majlis?.date).toBe('2027-03-14');
  expect(majlis?.tentative[0]?.title).toBe('Ketibaan Rombongan');
  expect(majlis?.tentative.map((item) => item.title)).toContain('Persembahan Nasyid');
  expect(majlis?.tentative).toHaveLength(rows + 1);
});

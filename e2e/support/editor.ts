import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { OwnerCard } from '../../src/shared/schemas/owner-card';

// The card editor (the create screen and the owner's /edit/:id), as a person uses it.

/** A text on the card, as its button names it (`Ubah nama pengantin lelaki: Amir`). */
export const editable = (page: Page, what: string) =>
  page.getByRole('button', { name: new RegExp(`^Ubah ${what}:`) });

/** Taps a text, types the new one into its field (labelled `label`), then Siap. */
export async function editText(page: Page, what: string, label: string, value: string) {
  await editable(page, what).click();
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Siap' }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
}

/** The editor's bottom bar (Select Fonts, Contacts, Update…). */
export const editorBar = (page: Page) => page.getByRole('navigation', { name: 'Alat kad' });

/** Opens the owner's editor on a card and waits for it (its chunk loads on demand). */
export async function openEditor(page: Page, id: string) {
  await page.goto(`/edit/${id}`);
  await expect(editorBar(page)).toBeVisible({ timeout: 15_000 });
}

/** The card as the server keeps it, read as the owner (the page's session). */
export async function storedCard(page: Page, id: string): Promise<OwnerCard> {
  const response = await page.request.get(`/api/cards/${id}/edit`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerCard;
}

/** Tambah majlis, then the kind from its panel. */
export async function addMajlis(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Tambah majlis' }).click();
  const panel = page.getByRole('dialog', { name: 'Tambah majlis' });
  await panel.getByRole('button', { name: kind }).click();
  await expect(panel).toHaveCount(0);
}

/** The titles of the card's majlis in the editor, in the couple's order. */
export const majlisGroupNames = (page: Page) =>
  page
    .locator('[data-majlis]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));

/** Two sessions of ten seats for a majlis (its group on the card) that has none. */
export async function twoSessionsOfTen(majlis: Locator) {
  await majlis.getByRole('button', { name: 'Tambah Sesi' }).click();
  await majlis.getByLabel('Tempat duduk sesi 1').fill('10');
  await majlis.getByRole('button', { name: 'Tambah sesi' }).click();
  await majlis.getByLabel('Tempat duduk sesi 2').fill('10');
  await majlis.getByRole('button', { name: 'Simpan' }).click();
  await expect(majlis.getByText('10 tempat duduk')).toHaveCount(2);
}

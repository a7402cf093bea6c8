import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

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

import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForCardScript } from './card';

// The guest list's journeys: the owner's list and its WhatsApp links, and the guest
// card opened from a party's personal link, with its RSVP form.

export const partyRows = (page: Page) => page.getByTestId('party-row');
export const partyRow = (page: Page, name: string) => partyRows(page).filter({ hasText: name });
export const whatsappLink = (scope: Page | Locator) =>
  scope.getByRole('link', { name: /WhatsApp|Hantar kepada/ });

/**
 * Tambah tetamu on a wedding of an open Majlis Resepsi and an Akad Nikah by invitation only: the
 * party is invited to the resepsi (ticked for a new party), and to the akad too when `akad`.
 */
export async function addParty(
  page: Page,
  name: string,
  phone: string,
  guests: string,
  akad: boolean,
) {
  await page.getByRole('button', { name: 'Tambah tetamu' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah tetamu' });
  await form.getByLabel('Nama').fill(name);
  await form.getByLabel('Nombor telefon').fill(phone);
  await form.getByLabel('Bilangan tetamu').fill(guests);
  const choice = form.getByRole('group', { name: 'Dijemput ke' });
  // The open resepsi is ticked for a new party; the akad (by invitation only) is not.
  await expect(choice.getByRole('checkbox', { name: /Majlis Resepsi/ })).toBeChecked();
  await expect(choice.getByRole('checkbox', { name: /Akad Nikah/ })).not.toBeChecked();
  if (akad) await choice.getByRole('checkbox', { name: /Akad Nikah/ }).check();
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(form).toBeHidden();
}

/** The message a wa.me link carries, and the number it opens. */
export async function waMessage(link: Locator): Promise<{ number: string; text: string }> {
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

/** The path of the card `cardId`'s personal link that an invitation's message carries. */
export function personalLinkPath(message: string, cardId: string): string {
  const link = new RegExp(`https?://\\S+/kad/${cardId}/[A-Za-z0-9_-]{24}`).exec(message)?.[0];
  expect(link, message).toBeDefined();
  return new URL(link!).pathname;
}

/** Taps a WhatsApp link as the owner would: the chat opens in a new tab, which we close. */
export async function tapWhatsapp(page: Page, link: Locator): Promise<void> {
  const chat = page.waitForEvent('popup');
  await link.click();
  await (await chat).close();
}

/** The card at `path`, taken over by its script, once its invitation lookup answered `status`. */
export async function openPersonalLink(page: Page, path: string, status = 200): Promise<void> {
  const lookup = page.waitForResponse(
    (response) => response.url().endsWith('/invitation') && response.request().method() === 'POST',
  );
  await page.goto(path);
  await waitForCardScript(page);
  expect((await lookup).status()).toBe(status);
}

/** The card's RSVP panel, opened from its bottom bar. */
export async function openRsvpPanel(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Menu kad' })
    .getByRole('button', { name: 'RSVP' })
    .click();
  return page.getByRole('dialog', { name: 'RSVP' });
}

/** One majlis's part of the RSVP form (Hadir, how many, which session), by its title. */
export const majlisGroup = (panel: Locator, title: string) =>
  panel.getByRole('group', { name: title });

/** A session's choice in a majlis's part of the RSVP form, by its label. */
export const sessionChoice = (group: Locator, label: string) =>
  group.getByRole('radio', { name: new RegExp(`^${label}`) });

import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForCardScript } from './card';

// The guest list's journeys: the owner's list and its WhatsApp links, and the guest
// card opened from a party's personal link.

export const partyRows = (page: Page) => page.getByTestId('party-row');
export const partyRow = (page: Page, name: string) => partyRows(page).filter({ hasText: name });
export const whatsappLink = (scope: Page | Locator) =>
  scope.getByRole('link', { name: /WhatsApp|Hantar kepada/ });

/** The message a wa.me link carries, and the number it opens. */
export async function waMessage(link: Locator): Promise<{ number: string; text: string }> {
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
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

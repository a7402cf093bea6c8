import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

// The door screen (/sambut/:id) of the owner or of an usher link, as the ushers read it.

/** A party's row at the door, by its name. */
export const doorGuestRow = (page: Page, name: string) =>
  page.getByTestId('door-guest').filter({ hasText: name });

/** One of the door's counts (Belum Hadir, Sudah Hadir, Tidak Hadir): its RSVPs and people. */
export const doorTally = (page: Page, label: string, parties: number, guests: number) =>
  page.getByRole('group', { name: `${label}: ${parties} RSVP, ${guests} orang` });

/** A session's line at the door: people inside, people coming, and its seats. */
export const doorSession = (
  page: Page,
  label: string,
  inside: number,
  coming: number,
  seats: number,
) =>
  page.getByRole('listitem', {
    name: `${label}: ${inside} daripada ${coming} orang sudah hadir, ${coming} daripada ${seats} tempat duduk`,
  });

/** Opens an usher link and waits for the screen, live (the token leaves the address bar). */
export async function openUsherLink(page: Page, url: string, couple: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: couple, level: 1 })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByTestId('door-live')).toHaveText('Langsung');
}

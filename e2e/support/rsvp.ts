import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RsvpCreated } from '../../src/shared/schemas/rsvp';

/**
 * An RSVP as the card's form sends it (`POST /api/cards/:id/rsvps`), from a guest's phone at
 * `address` (the call allows 10 an address): the reply, with the guest's pass when coming.
 */
export async function sendRsvp(
  request: APIRequestContext,
  cardId: string,
  address: string,
  body: object,
): Promise<RsvpCreated> {
  const response = await request.post(`/api/cards/${cardId}/rsvps`, {
    headers: { 'X-Forwarded-For': address },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RsvpCreated;
}

/**
 * Opens the RSVP page's "Tetapan" (its settings and usher links): folded on a phone, after the
 * guests; open beside the list on a wide screen.
 */
export async function openRsvpSettings(page: Page): Promise<void> {
  const fold = page.getByTestId('rsvp-settings');
  await expect(fold.locator('summary')).toBeVisible();
  if (!(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await fold.locator('summary').click();
  }
  await expect(fold).toHaveAttribute('open', '');
}

/** A guest who RSVPs as coming, from their phone at `address`: their pass. */
export async function attendingGuestPass(
  request: APIRequestContext,
  cardId: string,
  address: string,
  guest: { name: string; phoneNumber: string; guests: number },
): Promise<NonNullable<RsvpCreated['pass']>> {
  const { pass } = await sendRsvp(request, cardId, address, { ...guest, attending: true });
  if (!pass) throw new Error('an attending RSVP comes with a pass');
  return pass;
}

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { partyRow } from './support/guest-list';
import { openRsvpSettings, sendRsvp } from './support/rsvp';

// An owner whose browser asks for English manages the RSVPs of a published card: the page's
// headings, each group's counts and the list in English, a guest checked in, a wish hidden, one
// deleted after the confirmation, a switch saved with the server's own English words; then the
// guest list, where a party is added and answered for by hand, in English too.

test.use({ locale: 'en-MY' });

const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });
const row = (page: Page, name: string) => page.getByTestId('rsvp-row').filter({ hasText: name });

test('an English owner checks in, hides a wish, deletes an RSVP and opens the guest list', async ({
  page,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `english-rsvp-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });
  const address = project === 'phone' ? '198.51.100.61' : '198.51.100.62';
  await sendRsvp(page.request, id, address, {
    name: 'Pak Long Hamid',
    phoneNumber: '013-246 8135',
    guests: 3,
    attending: true,
    ucapan: 'Selamat pengantin baru.',
  });
  await sendRsvp(page.request, id, address, {
    name: 'Aina Sofea',
    phoneNumber: '012-555 0101',
    guests: 1,
    attending: true,
  });
  await sendRsvp(page.request, id, address, {
    name: 'Mak Ngah Rosnah',
    phoneNumber: '019-777 1234',
    guests: 2,
    attending: false,
  });

  await page.goto(`/rsvp/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^RSVP management: Faris & Hana \|/);
  await expect(page.getByRole('heading', { name: 'RSVP management', level: 1 })).toBeVisible();
  await expect(tab(page, 'All')).toHaveAccessibleName(/^All\W+3 RSVPs$/);
  await expect(tab(page, 'Not arrived')).toHaveAccessibleName(/^Not arrived\W+2 RSVPs\W+4 people$/);
  await expect(tab(page, 'Arrived')).toHaveAccessibleName(/^Arrived\W+0 RSVPs\W+0 people$/);
  await expect(tab(page, 'Not coming')).toHaveAccessibleName(/^Not coming\W+1 RSVP\W+2 people$/);
  await expect(page.getByTestId('coming')).toHaveText('Guests coming: 4 people, 0 arrived.');
  await expect(page.getByTestId('rsvp-row')).toHaveCount(3);
  await expect(row(page, 'Pak Long Hamid')).toContainText('3 people');
  await expect(row(page, 'Aina Sofea')).toContainText('1 person');
  await expect(row(page, 'Mak Ngah Rosnah')).toContainText('Not coming');
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();

  // Check in moves the guest to Arrived, the counts follow.
  await row(page, 'Pak Long Hamid')
    .getByRole('button', { name: /^Check in/ })
    .click();
  await expect(page.getByText('Pak Long Hamid marked as arrived.')).toBeVisible();
  await expect(tab(page, 'Arrived')).toHaveAccessibleName(/^Arrived\W+1 RSVP\W+3 people$/);
  await expect(page.getByTestId('coming')).toHaveText('Guests coming: 4 people, 3 arrived.');
  await expect(
    row(page, 'Pak Long Hamid').getByRole('button', { name: /^Undo check-in/ }),
  ).toBeVisible();

  // The opened row: its details, and the wish hidden from the card.
  await row(page, 'Pak Long Hamid')
    .getByRole('button', { name: /Pak Long Hamid/ })
    .first()
    .click();
  const details = row(page, 'Pak Long Hamid');
  await expect(details.getByText('Number of guests')).toBeVisible();
  await expect(details.getByText('Coming, arrived')).toBeVisible();
  await details.getByRole('button', { name: 'Hide wish' }).click();
  await expect(page.getByText('Pak Long Hamid’s wish is hidden from the card.')).toBeVisible();
  await expect(details.getByText('Hidden from the card')).toBeVisible();

  // Deleting asks first, in English.
  await row(page, 'Mak Ngah Rosnah')
    .getByRole('button', { name: /Mak Ngah Rosnah/ })
    .first()
    .click();
  await row(page, 'Mak Ngah Rosnah').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to delete Mak Ngah Rosnah from the RSVPs?',
  });
  await expect(confirm).toContainText('This RSVP (2 people) will be deleted.');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Mak Ngah Rosnah was deleted from the RSVPs.')).toBeVisible();
  await expect(tab(page, 'All')).toHaveAccessibleName(/^All\W+2 RSVPs$/);

  // The search, and what it says when nobody matches.
  await page.getByLabel('Search by name or phone number').fill('nobody here');
  await expect(page.getByText('No matches for “nobody here”.')).toBeVisible();
  await page.getByLabel('Search by name or phone number').fill('');

  // The settings, and the server's confirmation in English.
  await openRsvpSettings(page);
  await expect(page.getByRole('heading', { name: 'RSVP settings' })).toBeVisible();
  await page.getByRole('switch', { name: 'Ask for guests’ email' }).click();
  await expect(
    page.getByText('Guests will be asked for their email when they RSVP.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Usher links/ })).toBeVisible();

  // On to the guest list: empty, then a party added and answered for by hand.
  await page.getByRole('link', { name: 'Guest list' }).click();
  await expect(page).toHaveURL(new RegExp(`/tetamu/${id}$`));
  await expect(page.getByRole('heading', { name: 'Guest list', level: 1 })).toBeVisible();
  await expect(page.getByText('Your guest list is still empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Add guest' }).click();
  const form = page.getByRole('dialog', { name: 'Add guest' });
  // A dialog's X button is named in the visitor's language too.
  await expect(form.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await form.getByLabel('Name').fill('Keluarga Pak Ngah');
  await form.getByLabel('Phone number').fill('013-222 3333');
  await form.getByLabel('Number of guests').fill('2');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Keluarga Pak Ngah added to the list.')).toBeVisible();
  const party = partyRow(page, 'Keluarga Pak Ngah');
  await expect(party.getByTestId('party-status')).toHaveText('Not sent');
  await expect(party).toContainText('2 people');
  await expect(page.getByTestId('total-Dijemput')).toHaveText(/^Invited\s*1$/);
  await expect(page.getByTestId('shown-count')).toHaveText('1 guest');
  await expect(page.getByRole('heading', { name: 'Send invitations' })).toBeVisible();

  await party.getByRole('button', { name: 'More for Keluarga Pak Ngah' }).click();
  await party.getByRole('button', { name: 'Record answer' }).click();
  const answer = page.getByRole('dialog', { name: 'Record answer' });
  // The RSVP's own rules, checked before sending, speak the owner's language too.
  await answer.getByLabel('Number of Guests').fill('');
  await answer.getByRole('button', { name: 'Save answer' }).click();
  await expect(
    answer.getByText('The number of guests must be a whole number from 1 to 20.'),
  ).toBeVisible();
  await answer.getByLabel('Number of Guests').fill('2');
  await answer.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('The guest’s answer is saved.')).toBeVisible();
  await expect(party.getByTestId('party-status')).toHaveText('Coming (2)');
  await expect(page.getByTestId('total-Dibalas')).toHaveText(/^Replied\s*1$/);
});

import { malay } from '../src/shared/i18n/rule-words-in';
import { cardText } from '../src/shared/i18n/card-catalogues';
import { INVITATION_MESSAGES } from '../src/shared/guests/personal-link';
import type { GuestList, GuestParty } from '../src/shared/schemas/guest-list';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { expect, test } from './support/fixtures';
import { guestBrowser } from './support/other-browser';
import { openPersonalLink, openRsvpPanel } from './support/guest-list';

// Personal links, on the guest's side: the couple lists a party (Pak Cik Hamid, 2
// guests) and sends him his link. Opening it greets him by name and fills the RSVP form with his
// name and phone, capped at his 2 guests; he answers, comes back through the same link to find
// his answer (and a note that he can change it), and changes it. A token the server did not sign
// opens the plain card.

const PARTY = 'Pak Cik Hamid';
const PHONE = '012-345 6789';

test('a party opens its personal link, answers, and changes its answer through it', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  // Three page loads and two answers, on a loaded 2-core machine.
  test.setTimeout(60_000);
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `jemputan-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: PARTY, phone: PHONE, allowance: 2, group: 'Keluarga Lelaki' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const party = (await added.json()) as GuestParty;
  const path = new URL(party.link).pathname;
  const token = path.split('/').at(-1)!;
  const partyStatus = async () => {
    const list = (await (await page.request.get(`/api/cards/${id}/guests`)).json()) as GuestList;
    return list.parties.find((one) => one.id === party.id);
  };

  // His phone: greeted by name, the form already his, its guests capped at 2.
  const guest = await guestBrowser(
    browser,
    server,
    project === 'phone' ? '198.51.100.91' : '198.51.100.92',
  );
  await openPersonalLink(guest, path, 200);
  await expect(guest.locator('[data-greeting]')).toHaveText(PARTY);
  expect((await partyStatus())?.status).toBe('opened');
  let panel = await openRsvpPanel(guest);
  await expect(panel.getByLabel('Nama')).toHaveValue(PARTY);
  await expect(panel.getByLabel('Nombor Telefon')).toHaveValue(PHONE);
  const guests = panel.getByLabel('Jumlah Tetamu');
  await expect(guests).toHaveAttribute('max', '2');
  await expect(panel.getByText('Jemputan anda untuk 2 orang.')).toBeVisible();
  await expect(panel.getByText(cardText('ms', 'card.rsvp.answered'))).toHaveCount(0);

  // Three is one too many: said at the field, nothing sent.
  await guests.fill('3');
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(INVITATION_MESSAGES.overAllowance(2)))).toBeVisible();
  await expect(guests).toHaveAttribute('aria-invalid', 'true');

  // Two, attending: his answer, and his pass is his link's token.
  await guests.fill('2');
  await panel.getByLabel('Kehadiran').selectOption('Hadir');
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
  const pass = panel.getByRole('region', { name: 'Pas Tetamu Anda' });
  await expect(pass.getByRole('link', { name: 'Buka pas' })).toHaveAttribute(
    'href',
    new RegExp(`/pas#${token}$`),
  );
  expect((await partyStatus())?.rsvp).toMatchObject({ attending: true, guests: 2 });

  // The same link another day: his answer in the form, a note that he may change it.
  await openPersonalLink(guest, path, 200);
  await expect(guest.getByRole('link', { name: 'Pas saya' })).toHaveAttribute(
    'href',
    new RegExp(`/pas#${token}$`),
  );
  panel = await openRsvpPanel(guest);
  await expect(panel.getByText(cardText('ms', 'card.rsvp.answered'))).toBeVisible();
  await expect(panel.getByLabel('Nama')).toHaveValue(PARTY);
  await expect(panel.getByLabel('Jumlah Tetamu')).toHaveValue('2');
  await expect(panel.getByLabel('Kehadiran')).toHaveValue('yes');

  // He cannot come after all: his answer changes, his pass goes.
  await panel.getByLabel('Kehadiran').selectOption('Tidak Hadir');
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(INVITATION_MESSAGES.changed))).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Pas Tetamu Anda' })).toHaveCount(0);
  expect((await partyStatus())?.rsvp).toMatchObject({ attending: false });
  await panel.getByRole('button', { name: 'Tutup' }).click();
  await expect(guest.getByRole('link', { name: 'Pas saya' })).toHaveCount(0);
  await guest.context().close();
});

test('a token the server did not sign opens the plain card: no greeting, an empty form', async ({
  browser,
  server,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `jemputan-palsu-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  const stranger = await guestBrowser(
    browser,
    server,
    project === 'phone' ? '198.51.100.93' : '198.51.100.94',
  );
  await openPersonalLink(stranger, `/kad/${id}/${'a'.repeat(12)}${'B'.repeat(12)}`, 404);
  await expect(stranger.locator('[data-greeting]')).toHaveCount(0);
  const panel = await openRsvpPanel(stranger);
  await expect(panel.getByLabel('Nama')).toHaveValue('');
  await expect(panel.getByLabel('Nombor Telefon')).toHaveValue('');
  await expect(panel.getByLabel('Jumlah Tetamu')).toHaveAttribute('max', '20');
  await expect(panel.getByText('Jemputan anda untuk', { exact: false })).toHaveCount(0);
  await stranger.context().close();
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { UsherLink } from '../src/shared/schemas/check-in';
import { expect, test } from './support/fixtures';
import { otherBrowser } from './support/other-browser';
import { browserFilming } from './support/pass-video';
import { publishCard, sampleMajlis } from './support/publish';
import { attendingGuestPass, sendRsvp } from './support/rsvp';
import { doorGuestRow as row } from './support/door';

// The door in English: an owner whose browser asks for English opens the door of a published
// card with RSVPs and reads its headings, counts and replies in English; checks a guest in by
// name and takes it back; an usher's English phone scans a guest's pass, checks it in and hears
// when it was already used; the guest's own pass page says so in English too, and a card in
// both's pass shows the couple's English title, venue and session label beneath theirs.

test.use({ locale: 'en-MY' });

/** An address of its own per guest (the RSVP call allows 10 an address). */
const address = (n: number) => `198.51.130.${n}`;

/** A guest RSVPs as attending through the public call; their pass. */
const attendingGuest = (
  request: APIRequestContext,
  cardId: string,
  name: string,
  guests: number,
  n: number,
) =>
  attendingGuestPass(request, cardId, address(n), {
    name,
    phoneNumber: `012-345 68${10 + n}`,
    guests,
  });

const tally = (page: Page, label: string, rsvps: string, people: string) =>
  page.getByRole('group', { name: `${label}: ${rsvps}, ${people}` });

/** What Malay would show on the door's screens, were any left. */
const MALAY = /Belum Hadir|Sudah Hadir|Tidak Hadir|Daftar Masuk|Imbas Pas|Senarai tetamu|orang\b/;

test('an English owner and usher check guests in at the door, by name and by pass, and undo', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: 'pintu-english@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Adam', bride_name: 'Sara' },
  });
  const made = await page.request.post(`/api/cards/${id}/ushers`, {
    data: { label: 'Front door' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const link = (await made.json()) as UsherLink;
  await attendingGuest(page.request, id, 'Pak Long Hamid', 3, 1);
  const pass = await attendingGuest(page.request, id, 'Cikgu Faridah', 2, 2);

  // The owner's own door screen, in English.
  await page.goto(`/sambut/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Adam & Sara', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Usher Screen: Adam & Sara, /);
  await expect(page.getByText('Usher screen (card owner)')).toBeVisible();
  await expect(page.getByTestId('door-live')).toHaveText('Live');
  await expect(page.getByRole('heading', { name: 'Guest list' })).toBeVisible();
  await expect(tally(page, 'Expected', '2 RSVPs', '5 people')).toBeVisible();
  await expect(tally(page, 'Checked In', '0 RSVPs', '0 people')).toBeVisible();
  await expect(tally(page, 'Not Coming', '0 RSVPs', '0 people')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan Pass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guest without RSVP' })).toBeVisible();
  // The majlis's day in English words.
  await expect(page.getByTestId('door-majlis')).toContainText(
    /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4} · /,
  );

  // By name: search, Check In, then Undo.
  await page.getByLabel('Search guest names').fill('Hamid');
  await expect(page.getByTestId('door-guest')).toHaveCount(1);
  const hamid = row(page, 'Pak Long Hamid');
  await expect(hamid).toContainText('3 people');
  await expect(hamid).toContainText('Expected');
  await hamid.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByTestId('door-notice')).toHaveText('Pak Long Hamid has been checked in.');
  await expect(hamid).toContainText(/Checked In · \d{1,2}:\d{2} [ap]m/);
  await expect(tally(page, 'Checked In', '1 RSVP', '3 people')).toBeVisible();
  await hamid.getByRole('button', { name: 'Undo the check-in of Pak Long Hamid' }).click();
  await expect(page.getByTestId('door-notice')).toHaveText('Pak Long Hamid is back to Expected.');
  await expect(hamid).toContainText('Expected');
  await expect(tally(page, 'Expected', '2 RSVPs', '5 people')).toBeVisible();
  await page.getByLabel('Search guest names').fill('Zainal');
  await expect(page.getByText('No guest named “Zainal”.')).toBeVisible();
  await page.getByLabel('Search guest names').fill('');
  await expect(page.getByText(MALAY)).toHaveCount(0);

  // By pass: an usher's English phone scans the guest's pass with its camera.
  const cameraBrowser = await browserFilming(pass.url);
  try {
    const usher = await otherBrowser(cameraBrowser, server, address(201), {
      locale: 'en-MY',
      permissions: ['camera'],
    });
    await usher.goto(link.url);
    await expect(usher.getByRole('heading', { name: 'Adam & Sara', level: 1 })).toBeVisible();
    await expect(usher.getByText('Usher screen', { exact: true })).toBeVisible();
    await expect(usher.getByTestId('door-live')).toHaveText('Live');
    await usher.getByRole('button', { name: 'Scan Pass' }).click();
    const scanned = usher.getByRole('region', { name: 'Scanned pass' });
    await expect(scanned).toContainText('Cikgu Faridah');
    await expect(scanned.getByTestId('party-size')).toHaveText('2 people');
    await scanned.getByRole('button', { name: 'Check In' }).click();
    await expect(scanned).toContainText('Cikgu Faridah has been checked in.');
    await expect(tally(usher, 'Checked In', '1 RSVP', '2 people')).toBeVisible();
    // The owner's screen follows, without reloading.
    await expect(row(page, 'Cikgu Faridah')).toContainText('Checked In');

    // The same pass again: when it was used, in English words.
    await scanned.getByRole('button', { name: 'Scan again' }).click();
    await expect(scanned).toContainText(
      /Cikgu Faridah was already checked in on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m\./,
    );
    await expect(scanned.getByRole('button', { name: 'Check In' })).toHaveCount(0);
    await expect(usher.getByText(MALAY)).toHaveCount(0);

    // The owner undoes it; the usher's screen counts her as expected again.
    await row(page, 'Cikgu Faridah')
      .getByRole('button', { name: 'Undo the check-in of Cikgu Faridah' })
      .click();
    await expect(page.getByTestId('door-notice')).toHaveText('Cikgu Faridah is back to Expected.');
    await expect(tally(usher, 'Expected', '2 RSVPs', '5 people')).toBeVisible();
    await usher.context().close();
  } finally {
    await cameraBrowser.close();
  }

  // A refusal from the server, in English: a revoked link.
  const revoke = await page.request.delete(`/api/cards/${id}/ushers/${link.id}`);
  expect(revoke.status()).toBe(200);
  const refused = await otherBrowser(browser, server, address(202), { locale: 'en-MY' });
  await refused.goto(link.url);
  await expect(refused.getByRole('heading', { name: 'Usher Screen' })).toBeVisible();
  await expect(refused.getByRole('alert')).toHaveText(
    'This usher link has been revoked by the card’s owner.',
  );
  await refused.context().close();
});

test('the guest’s own pass page in English', async ({ page, browser, server, publishedCard }) => {
  const id = await publishedCard({
    owner: 'pas-english@kenduri.my',
    theme: 'theme3',
    content: { groom_name: 'Iman', bride_name: 'Nur' },
  });
  const pass = await attendingGuest(page.request, id, 'Puan Rohani', 3, 3);
  const guest = await otherBrowser(browser, server, address(203), { locale: 'en-MY' });
  await guest.goto(pass.url);
  await expect(guest).toHaveTitle(/^Guest Pass \|/);
  await expect(guest.getByRole('heading', { name: 'Guest Pass', level: 1 })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Iman & Nur' })).toBeVisible();
  await expect(
    guest.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4} · /),
  ).toBeVisible();
  await expect(guest.getByText('3 people', { exact: true })).toBeVisible();
  await expect(guest.getByText('Not checked in yet', { exact: true })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Guest pass QR code' })).toBeVisible();
  await expect(guest.getByText('Show this pass to the ushers at the entrance.')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'View the invitation card' })).toBeVisible();
  await expect(guest.getByText(/didaftar|orang\b|Pas Tetamu/)).toHaveCount(0);

  // Checked in at the door (the owner's call): the pass says when, in English.
  const token = new URL(pass.url).hash.slice(1);
  const checkIn = await page.request.post(`/api/cards/${id}/door/check-ins`, {
    data: { pass: token },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  await guest.reload();
  await expect(
    guest.getByText(/^Checked in on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m$/),
  ).toBeVisible();

  // A link cut short: the page says so in English.
  await guest.goto('/pas#short');
  await expect(guest.getByRole('heading', { name: 'Invalid pass link' })).toBeVisible();
  await guest.context().close();
});

test('the pass of a card in both shows the couple’s English title, venue and session beneath theirs', async ({
  page,
  browser,
  server,
  loggedInAs,
}) => {
  await loggedInAs('pas-dwibahasa@kenduri.my');
  const majlis = sampleMajlis({
    title: 'Majlis Kesyukuran',
    title_en: 'Thanksgiving',
    location: 'Dewan Seri Melati, Shah Alam',
    location_en: 'Seri Melati Hall, Shah Alam',
    start_time: '11:00',
    end_time: '16:00',
    sessions: [
      {
        id: 'sesi1',
        label: 'Sesi Pagi',
        label_en: 'Morning Session',
        start_time: '11:00',
        end_time: '13:00',
        seats: 100,
      },
      { id: 'sesi2', label: 'Sesi Petang', start_time: '13:00', end_time: '15:00', seats: 100 },
    ],
  });
  const id = await publishCard(page.request, 'theme3', { majlis }, 'both');
  const { pass } = await sendRsvp(page.request, id, address(204), {
    name: 'Puan Zainab',
    phoneNumber: '012-345 6899',
    guests: 2,
    attending: true,
    majlis: [{ id: majlis[0]!.id, attending: true, guests: 2, session: 'sesi1' }],
  });
  if (!pass) throw new Error('an attending RSVP comes with a pass');
  const guest = await otherBrowser(browser, server, address(205), { locale: 'en-MY' });
  await guest.goto(pass.url);
  const listed = guest
    .getByRole('list', { name: 'The majlis you are attending' })
    .getByRole('listitem');
  await expect(
    listed.getByRole('heading', { name: 'Majlis Kesyukuran Thanksgiving' }),
  ).toBeVisible();
  // Each English version beneath the couple's own words, said to be English.
  await expect(listed.locator('[lang="en"]')).toHaveText([
    'Thanksgiving',
    'Morning Session',
    'Seri Melati Hall, Shah Alam',
  ]);
  await expect(listed.getByText('Sesi Pagi, ')).toBeVisible();
  await expect(listed.getByText('Dewan Seri Melati, Shah Alam')).toBeVisible();
  await guest.context().close();
});

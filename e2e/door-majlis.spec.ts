import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Majlis } from '../src/shared/card/card-content';
import { sampleCardContent } from '../src/shared/card/sample-card';
import { calendarDateAfter } from '../src/shared/dates/malay-date';
import { partyTokenOfPath } from '../src/shared/guests/personal-link';
import { CHECK_IN_MESSAGES, USHER_TOKEN_HEADER } from '../src/shared/schemas/check-in';
import type { GuestParty } from '../src/shared/schemas/guest-list';
import { expect, test } from './support/fixtures';
import { otherBrowser } from './support/other-browser';
import { doorGuestRow, doorSession, doorTally } from './support/door';
import { openRsvpSettings, sendRsvp } from './support/rsvp';
import { browserFilming } from './support/pass-video';

// The door of one majlis, as a wedding of an akad nikah and a two-session resepsi lives it. The
// owner makes an usher link for the resepsi; the cousin at the hall's door opens it and sees the
// resepsi alone: its counts and each session's arrivals and seats. A friend's family shows its
// pass (the one QR for both majlis): it is checked in at the resepsi, in its session; the same
// pass cannot be checked in at the akad through that link. The owner's own door screen picks
// between the two majlis, each with its own check-ins.
//
// With DOOR_SCREENSHOTS=<folder>, the door of the resepsi is also saved there at 390 px and 1280 px.

const COUPLE = 'Adam & Hawa';
const FRIEND = 'Keluarga Encik Zamri';

/** An address of its own per guest (the RSVP call allows 10 an address). */
const address = (n: number) => `198.51.130.${n}`;

const day = (n: number) => calendarDateAfter(new Date(), n);
const base = sampleCardContent(new Date()).majlis[0]!;
const WEDDING: Majlis[] = [
  {
    ...base,
    id: 'ak',
    kind: 'akad',
    title: '',
    date: day(10),
    start_time: '10:00',
    end_time: '11:00',
    sessions: [],
  },
  {
    ...base,
    id: 'rs',
    kind: 'resepsi',
    title: '',
    date: day(11),
    start_time: '11:00',
    end_time: '16:00',
    sessions: [
      { id: 's1', label: 'Sesi 1', start_time: '11:00', end_time: '13:30', seats: 100 },
      { id: 's2', label: 'Sesi 2', start_time: '13:30', end_time: '16:00', seats: 80 },
    ],
  },
];

type Answer = { id: string; attending: boolean; guests?: number; session?: string };

/** An RSVP through the card's link (or a party's, with `invitation`), from guest `n`'s phone. */
const answer = (
  request: APIRequestContext,
  cardId: string,
  n: number,
  body: { name: string; guests: number; majlis: Answer[]; invitation?: string },
) =>
  sendRsvp(request, cardId, address(n), {
    phoneNumber: `012-345 67${10 + n}`,
    attending: true,
    ...body,
  });

async function listedParty(
  request: APIRequestContext,
  cardId: string,
  name: string,
  phone: string,
  allowance: number,
) {
  const response = await request.post(`/api/cards/${cardId}/guests`, {
    data: { name, phone, allowance },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GuestParty;
}

async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.DOOR_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({
    path: path.resolve(folder, name),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

test('an usher link for the resepsi checks a friend’s family in there, with its session, and never at the akad', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: 'sambut-majlis@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Adam', bride_name: 'Hawa', majlis: WEDDING },
  });
  // The guests: two who answered through the card's link, a listed family that answered
  // through its own, and a listed family that never replied.
  await answer(page.request, id, 1, {
    name: 'Pak Long Hamid',
    guests: 4,
    majlis: [
      { id: 'ak', attending: true, guests: 4 },
      { id: 'rs', attending: true, guests: 4, session: 's1' },
    ],
  });
  await answer(page.request, id, 2, {
    name: 'Cikgu Faridah',
    guests: 2,
    majlis: [
      { id: 'ak', attending: false },
      { id: 'rs', attending: true, guests: 2, session: 's1' },
    ],
  });
  const friend = await listedParty(page.request, id, FRIEND, '012-555 0404', 3);
  const friendToken = partyTokenOfPath(new URL(friend.link).pathname) ?? '';
  const { pass } = await answer(page.request, id, 3, {
    name: FRIEND,
    guests: 3,
    invitation: friendToken,
    majlis: [
      { id: 'ak', attending: true, guests: 2 },
      { id: 'rs', attending: true, guests: 3, session: 's2' },
    ],
  });
  await listedParty(page.request, id, 'Keluarga Encik Rahman', '012-555 0303', 5);
  expect(pass?.url.endsWith(`/pas#${friendToken}`)).toBe(true);

  // The owner makes the resepsi's link: the majlis is chosen, and the list says which.
  await page.goto(`/rsvp/${id}`);
  await openRsvpSettings(page);
  const panel = page.getByRole('region', { name: /^Pautan Penyambut/ });
  const fold = panel.getByRole('button', { name: /^Pautan Penyambut/ });
  if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  const picker = panel.getByLabel('Untuk majlis');
  await expect(picker).toHaveValue('');
  await expect(picker.getByRole('option')).toHaveText([
    'Semua majlis',
    /^Akad Nikah · /,
    /^Majlis Resepsi · /,
  ]);
  await panel.getByLabel('Nama pautan').fill('Pintu dewan');
  await picker.selectOption('rs');
  await panel.getByRole('button', { name: 'Cipta pautan' }).click();
  const row = panel.getByTestId('usher-link').filter({ hasText: 'Pintu dewan' });
  await expect(row.getByTestId('usher-link-majlis')).toHaveText('Majlis Resepsi');
  const url = (await row.getByText(/\/sambut\//).textContent()) ?? '';
  const usherToken = url.split('#')[1] ?? '';

  const cameraBrowser = await browserFilming(pass?.url ?? '');
  try {
    const usher = await otherBrowser(cameraBrowser, server, address(200), {
      permissions: ['camera'],
    });
    await usher.goto(url);
    await expect(usher.getByRole('heading', { name: COUPLE, level: 1 })).toBeVisible();
    // The resepsi alone: nothing to choose, its own counts and sessions.
    await expect(usher.getByTestId('door-majlis')).toContainText('Majlis Resepsi');
    await expect(usher.getByRole('navigation', { name: 'Pilih majlis' })).toHaveCount(0);
    await expect(doorTally(usher, 'Belum Hadir', 3, 9)).toBeVisible();
    await expect(doorTally(usher, 'Sudah Hadir', 0, 0)).toBeVisible();
    await expect(doorTally(usher, 'Tidak Hadir', 0, 0)).toBeVisible();
    await expect(usher.getByTestId('door-awaiting')).toHaveText(
      'Belum balas RSVP: 1 jemputan · 5 orang',
    );
    await expect(doorSession(usher, 'Sesi 1', 0, 6, 100)).toBeVisible();
    await expect(doorSession(usher, 'Sesi 2', 0, 3, 80)).toBeVisible();
    await expect(doorGuestRow(usher, FRIEND).getByTestId('door-guest-session')).toHaveText(
      'Sesi 2',
    );
    // Cikgu Faridah is not at the akad, but at the resepsi: listed here as coming.
    await expect(doorGuestRow(usher, 'Cikgu Faridah')).toContainText('Belum Hadir');

    // The family's pass, scanned: checked in at the resepsi, in its session.
    await usher.getByRole('button', { name: 'Imbas Pas' }).click();
    const scanned = usher.getByRole('region', { name: 'Pas yang diimbas' });
    await expect(scanned).toContainText(FRIEND);
    await scanned.getByRole('button', { name: CHECK_IN_MESSAGES.checkIn }).click();
    await expect(scanned).toContainText(CHECK_IN_MESSAGES.checkedIn(FRIEND));
    await expect(doorGuestRow(usher, FRIEND)).toContainText('Sudah Hadir');
    await expect(doorTally(usher, 'Sudah Hadir', 1, 3)).toBeVisible();
    await expect(doorTally(usher, 'Belum Hadir', 2, 6)).toBeVisible();
    await expect(doorSession(usher, 'Sesi 2', 3, 3, 80)).toBeVisible();
    await expect(doorSession(usher, 'Sesi 1', 0, 6, 100)).toBeVisible();
    await scanned.getByRole('button', { name: 'Tutup' }).click();
    await keepScreenshot(usher, 'door-resepsi-390.png');

    // The same pass at the akad, through the resepsi's link: refused, in the call and on screen.
    const akad = await usher.request.post(`/api/cards/${id}/door/check-ins`, {
      headers: { [USHER_TOKEN_HEADER]: usherToken },
      data: { pass: friendToken, majlis: 'ak' },
    });
    expect(akad.status()).toBe(403);
    const refusal = CHECK_IN_MESSAGES.usherOtherMajlis('Majlis Resepsi');
    expect(((await akad.json()) as { error: { message: string } }).error.message).toBe(refusal);
    await usher.goto(`/sambut/${id}?majlis=ak`);
    await expect(usher.getByRole('alert')).toHaveText(refusal);
    await usher.context().close();
  } finally {
    await cameraBrowser.close();
  }

  // The owner's own door: both majlis to choose from, each with its own check-ins. It opens on
  // the akad (held first), where the family has not arrived yet.
  await page.goto(`/sambut/${id}`);
  const majlisPicker = page.getByRole('navigation', { name: 'Pilih majlis' });
  await expect(majlisPicker.getByRole('button')).toHaveText([/^Akad Nikah/, /^Majlis Resepsi/]);
  await expect(majlisPicker.getByRole('button', { name: /^Akad Nikah/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('door-majlis')).toContainText('Akad Nikah');
  await expect(doorGuestRow(page, FRIEND)).toContainText('Belum Hadir');
  await expect(doorGuestRow(page, FRIEND)).toContainText('2 daripada 3 orang');
  await expect(doorGuestRow(page, 'Cikgu Faridah')).toContainText('Tidak Hadir');
  await expect(page.getByTestId('door-session')).toHaveCount(0);
  await keepScreenshot(page, 'door-owner-akad-390.png');
  await majlisPicker.getByRole('button', { name: /^Majlis Resepsi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/sambut/${id}\\?majlis=rs$`));
  await expect(page.getByTestId('door-majlis')).toContainText('Majlis Resepsi');
  await expect(doorGuestRow(page, FRIEND)).toContainText('Sudah Hadir');
  await expect(doorTally(page, 'Sudah Hadir', 1, 3)).toBeVisible();

  if (process.env.DOOR_SCREENSHOTS) {
    // The same door on a laptop, with the picker (the owner's session, 1280 px).
    const laptop = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
      locale: 'ms-MY',
      timezoneId: 'Asia/Kuala_Lumpur',
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { 'X-Forwarded-For': address(201) },
    });
    const wide = await laptop.newPage();
    await wide.goto(`/sambut/${id}?majlis=rs`);
    await expect(doorSession(wide, 'Sesi 2', 3, 3, 80)).toBeVisible();
    await expect(doorGuestRow(wide, FRIEND)).toContainText('Sudah Hadir');
    await keepScreenshot(wide, 'door-resepsi-1280.png');
    await laptop.close();
  }
});

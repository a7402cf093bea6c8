import { malay } from '../src/shared/i18n/rule-words-in';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Majlis } from '../src/shared/card/card-content';
import { MAJLIS_ANSWER_MESSAGES } from '../src/shared/card/majlis-answers';
import { ANSWERS_BY_HAND_MESSAGES } from '../src/shared/schemas/answers-by-hand';
import { STAFF_EMAIL, expect, logInContext, test } from './support/fixtures';
import { partyRow } from './support/guest-list';
import { otherBrowser } from './support/other-browser';
import { sampleMajlis } from './support/publish';

// The owner answers for guests by hand after the RSVP's last day (the form is closed to guests
// then): a family who phoned is recorded from the guest list, majlis by majlis, with a session
// that fills up meanwhile refused beside its majlis; a guest's answer is corrected from the RSVP
// page; the totals and seats follow. Staff reading the RSVP page cannot answer for guests. A
// card of one majlis asks just Hadir or not and how many.

const [sample] = sampleMajlis({});
const AKAD: Majlis = {
  ...sample!,
  id: 'akad1',
  kind: 'akad',
  date: '2031-05-09',
  start_time: '20:30',
  end_time: '22:00',
  location: 'Masjid Al-Falah, Shah Alam',
  invite_only: true,
  tentative: [],
  sessions: [],
};
const RESEPSI: Majlis = {
  ...sample!,
  id: 'resepsi1',
  kind: 'resepsi',
  date: '2031-05-10',
  start_time: '11:00',
  end_time: '16:00',
  location: 'Dewan Seri Melati, Shah Alam',
  invite_only: false,
  sessions: [
    { id: 'sesi1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 6 },
    { id: 'sesi2', label: 'Sesi 2', start_time: '13:30', end_time: '16:00', seats: 80 },
  ],
};
/** The RSVP's last day, and the morning after it (Malaysian time) when the owner answers. */
const LAST_DAY = '2031-04-30';
const DAY_AFTER = new Date('2031-05-01T09:00:00+08:00');

const FAMILY = 'Keluarga Mak Long';
const UNCLE = 'Pak Ngah Ramli';

/** An answer through the card's own link (the RSVP still open on the server's clock). */
async function openLinkAnswer(
  request: APIRequestContext,
  cardId: string,
  address: string,
  name: string,
  guests: number,
  session: string,
) {
  const res = await request.post(`/api/cards/${cardId}/rsvps`, {
    headers: { 'X-Forwarded-For': address },
    data: {
      name,
      phoneNumber: '013-222 3333',
      guests,
      attending: true,
      majlis: [{ id: 'resepsi1', attending: true, guests, session }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const majlisGroup = (dialog: Locator, title: string) =>
  dialog.getByRole('group', { name: title, exact: true });
const session = (group: Locator, label: string) =>
  group.getByRole('radio', { name: new RegExp(`^${label}`) });

/**
 * The page at 390 and 1280 px, `shown` scrolled into view, when the run keeps screenshots
 * (ANSWERS_BY_HAND_SCREENSHOTS: a folder).
 */
async function keepScreenshot(page: Page, name: string, shown: Locator) {
  const folder = process.env.ANSWERS_BY_HAND_SCREENSHOTS;
  if (!folder) return;
  const phone = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.resolve(folder, `${name}-${width}.png`),
      animations: 'disabled',
      caret: 'hide',
    });
  }
  if (phone) await page.setViewportSize(phone);
}

test('after the last day the owner records a family’s answer and corrects a guest’s; the totals follow', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({
    owner: 'jawapan-tangan@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis', majlis: [RESEPSI, AKAD] },
  });
  const lastDay = await page.request.put(`/api/cards/${id}/rsvp-closes-on`, {
    data: { closesOn: LAST_DAY },
  });
  expect(lastDay.status(), await lastDay.text()).toBe(200);
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: FAMILY, phone: '012-111 2222', allowance: 4, majlis: ['akad1', 'resepsi1'] },
  });
  expect(added.status(), await added.text()).toBe(201);
  // Sesi 1 holds six: the uncle's five leave one seat.
  await openLinkAnswer(page.request, id, '198.51.100.71', UNCLE, 5, 'sesi1');

  // The morning after the last day: the form is closed to guests, the owner still answers.
  await page.clock.setFixedTime(DAY_AFTER);
  await page.goto(`/tetamu/${id}`);
  const row = partyRow(page, FAMILY);
  await row.getByRole('button', { name: `Lagi untuk ${FAMILY}` }).click();
  await keepScreenshot(page, 'lagi', row);
  await row.getByRole('button', { name: 'Rekod jawapan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rekod jawapan' });
  await expect(dialog).toContainText(`${FAMILY} · jemputan untuk 4 orang`);
  await expect(
    dialog.getByText('RSVP telah ditutup kepada tetamu (tarikh akhir 30 April 2031).', {
      exact: false,
    }),
  ).toBeVisible();
  // Its two majlis in date order (the akad the evening before), each starting at its four.
  await expect(dialog.locator('[data-majlis]')).toHaveCount(2);
  expect(
    await dialog
      .locator('[data-majlis]')
      .evaluateAll((all) => all.map((one) => one.dataset.majlis)),
  ).toEqual(['akad1', 'resepsi1']);
  const akad = majlisGroup(dialog, 'Akad Nikah');
  const resepsi = majlisGroup(dialog, 'Majlis Resepsi');
  await expect(akad.getByLabel('Jumlah Tetamu')).toHaveValue('4');
  await expect(resepsi.getByLabel('Jumlah Tetamu')).toHaveValue('4');
  // Four do not fit Sesi 1's one seat: Penuh. Sesi 2 says its seats.
  await expect(session(resepsi, 'Sesi 1')).toBeDisabled();
  await expect(resepsi.locator('label', { hasText: 'Sesi 1' })).toContainText('Penuh');
  await expect(resepsi.locator('label', { hasText: 'Sesi 2' })).toContainText('80 tempat lagi');
  await keepScreenshot(page, 'rekod-jawapan', resepsi.getByRole('group', { name: 'Sesi' }));
  // No session chosen: said beside the resepsi, nothing sent.
  await dialog.getByRole('button', { name: 'Simpan jawapan' }).click();
  await expect(resepsi.getByText(malay(MAJLIS_ANSWER_MESSAGES.session))).toBeVisible();

  // One of the family would take Sesi 1's last seat; a neighbour's answer takes it first.
  await akad.getByLabel('Jumlah Tetamu').fill('3');
  await resepsi.getByLabel('Jumlah Tetamu').fill('1');
  await session(resepsi, 'Sesi 1').check();
  await openLinkAnswer(page.request, id, '198.51.100.72', 'Jiran Rosnah', 1, 'sesi1');
  await dialog.getByRole('button', { name: 'Simpan jawapan' }).click();
  await expect(
    resepsi.getByText(malay(MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1'))),
  ).toBeVisible();
  // The seats were read again: Sesi 1 is Penuh now.
  await expect(session(resepsi, 'Sesi 1')).toBeDisabled();
  await resepsi.getByLabel('Jumlah Tetamu').fill('4');
  await session(resepsi, 'Sesi 2').check();
  await dialog.getByRole('button', { name: 'Simpan jawapan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(malay(ANSWERS_BY_HAND_MESSAGES.saved))).toBeVisible();
  await expect(row.getByTestId('party-majlis')).toHaveText([
    'Akad Nikah · Hadir (3)',
    'Majlis Resepsi · Hadir (4)',
  ]);
  await expect(row.getByRole('button', { name: 'Ubah jawapan' })).toBeVisible();

  // The RSVP page counts the family, and the uncle's answer is corrected there.
  await page.goto(`/rsvp/${id}`);
  const totals = page.getByTestId('majlis-totals');
  const akadTotals = totals.getByTestId('majlis-totals-akad1');
  const resepsiTotals = totals.getByTestId('majlis-totals-resepsi1');
  await expect(akadTotals).toContainText('Hadir3 orang1 RSVP');
  await expect(resepsiTotals).toContainText('Hadir10 orang3 RSVP');
  await expect(resepsiTotals.getByTestId('session-totals-sesi1')).toContainText(
    '6/6 orang · Penuh',
  );
  await expect(resepsiTotals.getByTestId('session-totals-sesi2')).toContainText(
    '4/80 orang · 76 tempat duduk lagi',
  );
  const uncle = page.getByTestId('rsvp-row').filter({ hasText: UNCLE });
  await uncle.getByRole('button', { name: new RegExp(`^${UNCLE}`) }).click();
  await uncle.getByRole('button', { name: `Ubah jawapan (${UNCLE})` }).click();
  const fix = page.getByRole('dialog', { name: 'Ubah jawapan' });
  // The card's own link showed the resepsi only: the akad is by invitation.
  await expect(fix.locator('[data-majlis]')).toHaveCount(1);
  const fixResepsi = majlisGroup(fix, 'Majlis Resepsi');
  await expect(fixResepsi.getByLabel('Jumlah Tetamu')).toHaveValue('5');
  // His own five seats are his to keep, though the session is full.
  await expect(session(fixResepsi, 'Sesi 1')).toBeChecked();
  await expect(session(fixResepsi, 'Sesi 1')).toBeEnabled();
  await fixResepsi.getByLabel('Jumlah Tetamu').fill('3');
  await session(fixResepsi, 'Sesi 2').check();
  await keepScreenshot(page, 'ubah-jawapan', fix.getByRole('button', { name: 'Simpan jawapan' }));
  await fix.getByRole('button', { name: 'Simpan jawapan' }).click();
  await expect(fix).toBeHidden();
  await expect(page.getByText(malay(ANSWERS_BY_HAND_MESSAGES.saved))).toBeVisible();
  await expect(uncle).toContainText('3 orang');
  await expect(uncle.getByTestId('rsvp-majlis')).toHaveText('Majlis Resepsi (Sesi 2)');
  await expect(resepsiTotals).toContainText('Hadir8 orang3 RSVP');
  await expect(resepsiTotals.getByTestId('session-totals-sesi1')).toContainText(
    '1/6 orang · 5 tempat duduk lagi',
  );
  await expect(resepsiTotals.getByTestId('session-totals-sesi2')).toContainText(
    '7/80 orang · 73 tempat duduk lagi',
  );

  // Staff reading the RSVP page on a support case cannot answer for guests.
  const staff = await otherBrowser(browser, server, '198.51.100.73');
  await logInContext(staff.context(), server, STAFF_EMAIL);
  await staff.goto(`/rsvp/${id}`);
  const staffRow = staff.getByTestId('rsvp-row').filter({ hasText: UNCLE });
  await staffRow.getByRole('button', { name: new RegExp(`^${UNCLE}`) }).click();
  await expect(staffRow.getByText('Telefon', { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole('button', { name: /Ubah jawapan/ })).toHaveCount(0);
  await staff.context().close();
});

test('on a card of one majlis the owner answers just Hadir or not, and how many', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: 'jawapan-tangan-satu@kenduri.my',
    theme: 'theme7',
    content: {
      groom_name: 'Amir',
      bride_name: 'Balqis',
      majlis: [{ ...RESEPSI, id: 'm1', sessions: [] }],
    },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: FAMILY, phone: '012-111 2222', allowance: 6 },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto(`/tetamu/${id}`);
  const row = partyRow(page, FAMILY);
  await row.getByRole('button', { name: `Lagi untuk ${FAMILY}` }).click();
  await row.getByRole('button', { name: 'Rekod jawapan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rekod jawapan' });
  // No majlis date, no session: Hadir or not, and how many (the party's six to start with).
  await expect(dialog.getByText('Sabtu, 10 Mei 2031')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Sesi' })).toHaveCount(0);
  await expect(dialog.getByLabel('Jumlah Tetamu')).toHaveValue('6');
  await dialog.getByRole('radio', { name: 'Tidak Hadir' }).check();
  await expect(dialog.getByLabel('Jumlah Tetamu')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan jawapan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(malay(ANSWERS_BY_HAND_MESSAGES.saved))).toBeVisible();
  await expect(row).toContainText('Tidak hadir');
});

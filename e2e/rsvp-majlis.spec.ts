import { malay } from '../src/shared/i18n/rule-words-in';
import { cardText } from '../src/shared/i18n/card-catalogues';
import type { Page } from '@playwright/test';
import type { Majlis } from '../src/shared/card/card-content';
import { MAJLIS_ANSWER_MESSAGES } from '../src/shared/card/majlis-answers';
import { INVITATION_MESSAGES } from '../src/shared/guests/personal-link';
import type { GuestParty } from '../src/shared/schemas/guest-list';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { expect, test } from './support/fixtures';
import { guestBrowser, openGuestCard } from './support/other-browser';
import { majlisGroup, openPersonalLink, openRsvpPanel, sessionChoice } from './support/guest-list';
import { sampleMajlis } from './support/publish';

// The guest's RSVP when the wedding is held as several majlis: the form asks each majlis the
// guest may see (Hadir, how many, which session), a session without room says "Penuh", a
// session that fills up while the guest answers says so beside its majlis, and the one pass
// lists every majlis the guest comes to. A party invited to the family's akad answers it and
// the resepsi through its link. After the RSVP's last day the form says it is closed.

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
    { id: 'sesi1', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 10 },
    { id: 'sesi2', label: 'Sesi 2', start_time: '13:30', end_time: '16:00', seats: 80 },
  ],
};

/** Another family's answer through the card's own link, taking `guests` seats of a session. */
async function takeSeats(page: Page, cardId: string, sessionId: string, guests: number) {
  const res = await page.request.post(`/api/cards/${cardId}/rsvps`, {
    data: {
      name: `Keluarga ${guests}`,
      phoneNumber: '013-222 3333',
      guests,
      attending: true,
      majlis: [{ id: 'resepsi1', attending: true, guests, session: sessionId }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a guest sees Penuh on the full session, takes the other, and gets the pass listing it', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: 'majlis-sesi@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis', majlis: [RESEPSI, AKAD] },
  });
  // Sesi 1 is nearly full: one seat left.
  await takeSeats(page, id, 'sesi1', 9);

  const guest = await guestBrowser(browser, server, '198.51.100.61');
  await openGuestCard(guest, id);
  const panel = await openRsvpPanel(guest);
  // The card's own link: the open resepsi only, never the family's akad.
  const resepsi = majlisGroup(panel, 'Majlis Resepsi');
  await expect(resepsi).toContainText('Sabtu, 10 Mei 2031');
  await expect(majlisGroup(panel, 'Akad Nikah')).toHaveCount(0);
  await panel.getByLabel('Nama').fill('Cik Puan Zaleha');
  await panel.getByLabel('Nombor Telefon').fill('012-345 6789');
  // Not coming: nothing more to ask; coming: how many, and which session.
  await resepsi.getByRole('radio', { name: 'Tidak Hadir' }).check();
  await expect(resepsi.getByLabel('Jumlah Tetamu')).toHaveCount(0);
  await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
  // One seat fits one guest; two do not: Sesi 1 is Penuh and cannot be chosen.
  await expect(sessionChoice(resepsi, 'Sesi 1')).toBeEnabled();
  await resepsi.getByLabel('Jumlah Tetamu').fill('2');
  await expect(sessionChoice(resepsi, 'Sesi 1')).toBeDisabled();
  await expect(resepsi.locator('label', { hasText: 'Sesi 1' })).toContainText('Penuh');
  await expect(resepsi.locator('label', { hasText: 'Sesi 2' })).not.toContainText('Penuh');
  // No session chosen: said beside the majlis, nothing sent.
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(resepsi.getByText(malay(MAJLIS_ANSWER_MESSAGES.session))).toBeVisible();
  await sessionChoice(resepsi, 'Sesi 2').check();
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
  const passUrl = await panel
    .getByRole('region', { name: 'Pas Tetamu Anda' })
    .getByRole('link', { name: 'Buka pas' })
    .getAttribute('href');

  // A cousin answers on the same phone, for Sesi 1's last seat; another family takes it first.
  await panel.getByLabel('Nama').fill('Adik Zaleha');
  await panel.getByLabel('Nombor Telefon').fill('012-345 6790');
  await sessionChoice(resepsi, 'Sesi 1').check();
  await takeSeats(page, id, 'sesi1', 1);
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(
    resepsi.getByText(malay(MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1'))),
  ).toBeVisible();
  // The seats were read again: Sesi 1 is Penuh now.
  await expect(sessionChoice(resepsi, 'Sesi 1')).toBeDisabled();
  await expect(resepsi.locator('label', { hasText: 'Sesi 1' })).toContainText('Penuh');

  // The pass: the resepsi, its session and the party's two.
  await guest.goto(passUrl ?? '');
  const ticket = guest.getByRole('list', { name: 'Majlis yang anda hadiri' });
  const item = ticket.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Majlis Resepsi');
  await expect(item).toContainText('Sabtu, 10 Mei 2031');
  await expect(item).toContainText('Sesi 2, 1:30 pm - 4:00 pm');
  await expect(item).toContainText('Dewan Seri Melati, Shah Alam');
  await expect(item).toContainText('2 orang');
  await expect(item).toContainText('Belum didaftar masuk');
  await guest.context().close();
});

test('a party invited to the akad and the resepsi answers both through its link', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: 'majlis-akad@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis', majlis: [RESEPSI, AKAD] },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Keluarga Pak Long', phone: '012-111 2222', allowance: 3 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const party = (await added.json()) as GuestParty;
  // The owner's choice of majlis for a party is another screen's: set here directly.
  server.sql(
    'UPDATE guest_parties SET majlis_ids = ? WHERE id = ?',
    JSON.stringify(['akad1', 'resepsi1']),
    party.id,
  );
  const path = new URL(party.link).pathname;

  const guest = await guestBrowser(browser, server, '198.51.100.62');
  await openPersonalLink(guest, path, 200);
  let panel = await openRsvpPanel(guest);
  await expect(panel.getByLabel('Nama')).toHaveValue('Keluarga Pak Long');
  // Both its majlis, in date order: the akad the evening before.
  await expect(panel.getByRole('group', { name: /^(Akad Nikah|Majlis Resepsi)$/ })).toHaveText([
    /Akad Nikah/,
    /Majlis Resepsi/,
  ]);
  let akad = majlisGroup(panel, 'Akad Nikah');
  let resepsi = majlisGroup(panel, 'Majlis Resepsi');
  await expect(akad).toContainText('Jumaat, 9 Mei 2031');
  await akad.getByLabel('Jumlah Tetamu').fill('4');
  await expect(akad.getByText('Jemputan anda untuk 3 orang.')).toBeVisible();
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(akad.getByText(malay(INVITATION_MESSAGES.overAllowance(3)))).toBeVisible();
  await akad.getByLabel('Jumlah Tetamu').fill('3');
  await resepsi.getByLabel('Jumlah Tetamu').fill('2');
  await sessionChoice(resepsi, 'Sesi 2').check();
  await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
  const passUrl = await panel
    .getByRole('region', { name: 'Pas Tetamu Anda' })
    .getByRole('link', { name: 'Buka pas' })
    .getAttribute('href');
  expect(passUrl).toMatch(new RegExp(`/pas#${path.split('/').at(-1)}$`));

  // The same link another day: its answer to each majlis is in the form.
  await openPersonalLink(guest, path, 200);
  panel = await openRsvpPanel(guest);
  akad = majlisGroup(panel, 'Akad Nikah');
  resepsi = majlisGroup(panel, 'Majlis Resepsi');
  await expect(akad.getByRole('radio', { name: 'Hadir', exact: true })).toBeChecked();
  await expect(akad.getByLabel('Jumlah Tetamu')).toHaveValue('3');
  await expect(resepsi.getByLabel('Jumlah Tetamu')).toHaveValue('2');
  await expect(sessionChoice(resepsi, 'Sesi 2')).toBeChecked();

  // One pass for both: the akad and the resepsi with its session.
  await guest.goto(passUrl ?? '');
  const items = guest.getByRole('list', { name: 'Majlis yang anda hadiri' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Akad Nikah');
  await expect(items.nth(0)).toContainText('Masjid Al-Falah, Shah Alam');
  await expect(items.nth(0)).toContainText('3 orang');
  await expect(items.nth(1)).toContainText('Majlis Resepsi');
  await expect(items.nth(1)).toContainText('Sesi 2');
  await expect(items.nth(1)).toContainText('2 orang');
  await expect(guest.getByText('Pas ini untuk 2 majlis', { exact: false })).toBeVisible();
  await guest.context().close();
});

test('the form shows the RSVP’s last day, and says it is closed after it', async ({
  browser,
  server,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: 'majlis-tutup@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Amir', bride_name: 'Balqis', majlis: [RESEPSI] },
  });
  // The owner's setting of the last day is another screen's: set here directly. Paid, so the
  // guest's phone, moved years on, does not see the trial hour over.
  server.sql("UPDATE cards SET rsvp_closes_on = '2031-04-30', status = 'active' WHERE id = ?", id);

  const guest = await guestBrowser(browser, server, '198.51.100.63');
  // The last evening, Malaysian time: still open, saying until when.
  await guest.clock.setFixedTime(new Date('2031-04-30T22:00:00+08:00'));
  await openGuestCard(guest, id);
  let panel = await openRsvpPanel(guest);
  await expect(panel.getByText('Sila jawab selewat-lewatnya 30 April 2031.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Hantar RSVP' })).toBeVisible();

  // The next morning: closed, and nothing to send.
  await guest.clock.setFixedTime(new Date('2031-05-01T08:00:00+08:00'));
  await openGuestCard(guest, id);
  panel = await openRsvpPanel(guest);
  await expect(
    panel.getByText(cardText('ms', 'card.rsvp.closed', { date: '30 April 2031' })),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Hantar RSVP' })).toHaveCount(0);
  await expect(panel.getByLabel('Nama')).toHaveCount(0);
  await guest.context().close();
});

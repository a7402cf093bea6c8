import { cardText } from '../src/shared/i18n/card-catalogues';
import type { Page } from '@playwright/test';
import { malay } from '../src/shared/i18n/rule-words-in';
import { INVITATION_MESSAGES } from '../src/shared/guests/personal-link';
import { PARTY_MESSAGES } from '../src/shared/guests/guest-party';
import { CHECK_IN_MESSAGES } from '../src/shared/schemas/check-in';
import type { UsherLink } from '../src/shared/schemas/check-in';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { expect, test } from './support/fixtures';
import { guestBrowser, otherBrowser } from './support/other-browser';
import { browserFilming } from './support/pass-video';
import {
  openPersonalLink,
  openRsvpPanel as openRsvp,
  partyRow as row,
  partyRows as rows,
  personalLinkPath,
  tapWhatsapp,
  waMessage,
  whatsappLink as whatsapp,
} from './support/guest-list';

// One guest, one token, from the invitation to the door, at 390 px: the
// couple pastes their list (a bad line reported, a number twice merged) and sends the first
// party its WhatsApp message; the party opens its own link on its phone (greeted, the form
// filled and capped at its allowance) and answers; the couple's list shows it opened, then
// coming with 2; the others are sent theirs, and the Belum balas filter and Peringatan find
// them; the party changes its answer through the same link and the totals follow; at the door
// an usher scans the party's pass and sees 2 of its 2.

test.skip(({ isMobile }) => !isMobile, 'the couple and their guests on their phones (390 px)');

const status = (page: Page, name: string) => row(page, name).getByTestId('party-status');

test('one guest, one token: pasted, sent, opened, answered, changed, reminded, checked in', async ({
  page,
  context,
  browser,
  server,
  publishedCard,
}) => {
  // Four phones and a dozen page loads on a loaded 2-core machine.
  test.setTimeout(120_000);
  const id = await publishedCard({
    owner: 'jemputan-penuh@kenduri.my',
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );

  // The couple pastes their list: three parties, a line without a real number, a number twice.
  await page.goto(`/tetamu/${id}`);
  await page.getByRole('button', { name: 'Import senarai' }).click();
  const importer = page.getByRole('dialog', { name: 'Import senarai' });
  await importer
    .getByLabel('Tampal senarai tetamu')
    .fill(
      [
        'Pak Cik Hamid, 012-345 6789, 2, Keluarga Lelaki',
        'Mak Long Som, 013-222 3333, 3, Keluarga Perempuan',
        'Aminah, 012-34',
        'Cikgu Faridah, 019-444 5555, 1, Rakan Sekerja',
        'Hamid (pejabat), +60 12-345 6789',
      ].join('\n'),
    );
  await importer.getByRole('button', { name: 'Tambah senarai' }).click();
  const report = importer.getByTestId('import-report');
  await expect(report).toContainText('3 tetamu ditambah');
  await expect(report).toContainText(`Baris 3: ${malay(PARTY_MESSAGES.phone)}`);
  await expect(report).toContainText('Baris 5 digabungkan dengan Pak Cik Hamid (nombor sama)');
  await importer.getByRole('button', { name: 'Tutup' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText('Pak Cik Hamid');

  // The first party's WhatsApp button: its number, its name, its own link.
  const hamid = row(page, 'Pak Cik Hamid');
  const message = await waMessage(whatsapp(hamid));
  expect(message.number).toBe('60123456789');
  expect(message.text).toContain('Assalamualaikum Pak Cik Hamid,');
  const path = personalLinkPath(message.text, id);
  const token = path.split('/').at(-1)!;
  await tapWhatsapp(page, whatsapp(hamid));
  await expect(status(page, 'Pak Cik Hamid')).toHaveText('Dihantar');

  // His phone: greeted by name, the form his, the guests capped at his 2.
  const guest = await guestBrowser(browser, server, '198.51.130.1');
  await openPersonalLink(guest, path);
  await expect(guest.locator('[data-greeting]')).toHaveText('Pak Cik Hamid');
  // The list listens to the card's RSVPs once it has loaded: its stream is open before he answers.
  const listening = page.waitForResponse((response) => response.url().endsWith('/rsvps/events'));
  await page.reload();
  await expect(status(page, 'Pak Cik Hamid')).toHaveText('Dibuka');
  await listening;
  let form = await openRsvp(guest);
  await expect(form.getByLabel('Nama')).toHaveValue('Pak Cik Hamid');
  await expect(form.getByLabel('Nombor Telefon')).toHaveValue('012-345 6789');
  const guests = form.getByLabel('Jumlah Tetamu');
  await expect(guests).toHaveAttribute('max', '2');
  await guests.fill('3');
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(form.getByText(malay(INVITATION_MESSAGES.overAllowance(2)))).toBeVisible();
  await guests.fill('2');
  await form.getByLabel('Kehadiran').selectOption('Hadir');
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(form.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
  // The couple's open list hears the answer without a reload.
  await expect(status(page, 'Pak Cik Hamid')).toHaveText('Hadir (2)');
  await expect(page.getByTestId('total-Hadir')).toContainText('2');

  // The other two are sent theirs, one tap each.
  await page.getByRole('button', { name: 'Hantar seterusnya (2)' }).click();
  const flow = page.getByRole('dialog', { name: 'Hantar seterusnya' });
  await expect(flow.getByTestId('send-party')).toContainText('Mak Long Som');
  await tapWhatsapp(page, whatsapp(flow));
  await expect(flow.getByTestId('send-party')).toContainText('Cikgu Faridah');
  await tapWhatsapp(page, whatsapp(flow));
  await expect(flow.getByText('2 jemputan ditanda dihantar.')).toBeVisible();
  await flow.getByRole('button', { name: 'Tutup', exact: true }).first().click();

  // Belum balas: the two who have not answered.
  await page.getByLabel('Status').selectOption({ label: 'Belum balas' });
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, 'Mak Long Som')).toBeVisible();
  await expect(row(page, 'Cikgu Faridah')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Semua' });

  // Peringatan: its first message is for the second party, in the reminder's words.
  await page.getByRole('button', { name: 'Peringatan (2)' }).click();
  const reminder = page.getByRole('dialog', { name: 'Peringatan' });
  await expect(reminder.getByTestId('send-party')).toContainText('Mak Long Som');
  const reminded = await waMessage(whatsapp(reminder));
  expect(reminded.number).toBe('60132223333');
  expect(reminded.text).toContain('Assalamualaikum Mak Long Som,');
  expect(reminded.text).toContain('Sekadar peringatan mesra');
  await reminder.getByRole('button', { name: 'Berhenti' }).click();

  // He changes his answer through the same link, twice, and the totals follow.
  await openPersonalLink(guest, path);
  form = await openRsvp(guest);
  await expect(form.getByText(cardText('ms', 'card.rsvp.answered'))).toBeVisible();
  await form.getByLabel('Kehadiran').selectOption('Tidak Hadir');
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(form.getByText(malay(INVITATION_MESSAGES.changed))).toBeVisible();
  await page.reload();
  await expect(status(page, 'Pak Cik Hamid')).toHaveText('Tidak hadir');
  await expect(page.getByTestId('total-Hadir')).toContainText('0');
  await openPersonalLink(guest, path);
  form = await openRsvp(guest);
  await expect(form.getByLabel('Kehadiran')).toHaveValue('no');
  await form.getByLabel('Kehadiran').selectOption('Hadir');
  await form.getByLabel('Jumlah Tetamu').fill('2');
  await form.getByRole('button', { name: 'Hantar RSVP' }).click();
  await expect(form.getByText(malay(INVITATION_MESSAGES.changed))).toBeVisible();
  const passLink = form.getByRole('region', { name: 'Pas Tetamu Anda' }).getByRole('link', {
    name: 'Buka pas',
  });
  await expect(passLink).toHaveAttribute('href', new RegExp(`/pas#${token}$`));
  await page.reload();
  await expect(status(page, 'Pak Cik Hamid')).toHaveText('Hadir (2)');
  await expect(page.getByTestId('total-Hadir')).toContainText('2');
  // One RSVP for him on the RSVP page, from the list.
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByText('Pak Cik Hamid', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Pak Cik Hamid .*Senarai tetamu$/ })).toHaveCount(
    1,
  );
  await guest.context().close();
  // His wife opens the same link on her phone: his pass is there too.
  const wife = await guestBrowser(browser, server, '198.51.130.3');
  await openPersonalLink(wife, path);
  await expect(wife.getByRole('link', { name: 'Pas saya' })).toHaveAttribute(
    'href',
    new RegExp(`/pas#${token}$`),
  );
  await wife.context().close();

  // At the door: the usher scans his pass, the link's own token, and sees 2 of his 2.
  const usherLink = await page.request.post(`/api/cards/${id}/ushers`, {
    data: { label: 'Pintu utama' },
  });
  expect(usherLink.status()).toBe(201);
  const { url: usherUrl } = (await usherLink.json()) as UsherLink;
  const cameraBrowser = await browserFilming(`${server.url}/pas#${token}`);
  try {
    const usher = await otherBrowser(cameraBrowser, server, '198.51.130.2', {
      permissions: ['camera'],
    });
    await usher.goto(usherUrl);
    await expect(usher.getByRole('heading', { name: 'Faris & Hana', level: 1 })).toBeVisible();
    await usher.getByRole('button', { name: 'Imbas Pas' }).click();
    const scanned = usher.getByRole('region', { name: 'Pas yang diimbas' });
    await expect(scanned).toContainText('Pak Cik Hamid');
    await expect(scanned.getByTestId('party-size')).toHaveText('2 daripada 2 orang');
    await scanned.getByRole('button', { name: CHECK_IN_MESSAGES.checkIn }).click();
    await expect(scanned).toContainText(CHECK_IN_MESSAGES.checkedIn('Pak Cik Hamid'));
    await expect(scanned.getByTestId('party-size')).toHaveText('2 daripada 2 orang');
    await usher.context().close();
  } finally {
    await cameraBrowser.close();
  }
});

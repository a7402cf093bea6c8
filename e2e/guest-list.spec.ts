import { PARTY_MESSAGES } from '../src/shared/guests/guest-party';
import { malay } from '../src/shared/i18n/rule-words-in';
import { TEMPLATE_MESSAGES } from '../src/shared/guests/invitation-message';
import { expect, test } from './support/fixtures';
import {
  partyRow as row,
  partyRows as rows,
  tapWhatsapp,
  waMessage,
  whatsappLink as whatsapp,
} from './support/guest-list';

// The owner's guest list (`/tetamu/:id`) as a couple uses it: opened from the card
// home, a pasted list with a bad line and a number twice (reported, merged), the first party's
// WhatsApp button (its number, its name and its own link in the message) marking it sent, the
// status filter and the search, a party added by hand (a number already listed refused at the
// field), Hantar seterusnya walking the unsent parties one tap each, Peringatan with its own
// message, and the messages edited and saved. Both projects run it: 390 px and 1280 px. The
// guest's side (the link opened, the RSVP, the door) is the cross-context journey's.

test('the owner imports a list, sends by WhatsApp one tap each, filters, reminds, edits the messages', async ({
  page,
  context,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `tetamu-${project}@kenduri.my`,
    theme: 'theme7',
    content: { groom_name: 'Faris', bride_name: 'Hana' },
  });
  // WhatsApp itself is never reached: the chat opens on a page of our own.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const personalLink = new RegExp(`/kad/${id}/[A-Za-z0-9_-]{24}`);

  // From the card home's tile to an empty list.
  await page.goto(`/dashboard/${id}`);
  await page
    .getByRole('list', { name: 'Ciri kad' })
    .getByRole('link', { name: /Senarai Tetamu/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tetamu/${id}$`));
  await expect(page).toHaveTitle(/^Senarai Tetamu: Faris & Hana \|/);
  await expect(page.getByText('Senarai tetamu anda masih kosong.')).toBeVisible();

  // Four pasted lines: two parties, a line without a real number, and a number given twice.
  await page.getByRole('button', { name: 'Import senarai' }).click();
  const importer = page.getByRole('dialog', { name: 'Import senarai' });
  await importer
    .getByLabel('Tampal senarai tetamu')
    .fill(
      [
        'Abang Long Hamid, 013-246 8135, 2, Keluarga Lelaki',
        'Aminah, 012-34',
        'Abang Long (pejabat), +60 13-246 8135, 3',
        'Mak Ngah Rosnah, 019-777 1234, 1, Keluarga Perempuan',
      ].join('\n'),
    );
  await importer.getByRole('button', { name: 'Tambah senarai' }).click();
  const report = importer.getByTestId('import-report');
  await expect(report).toContainText('2 tetamu ditambah');
  await expect(report).toContainText('Baris 3 digabungkan dengan Abang Long Hamid (nombor sama)');
  await expect(report).toContainText(`Baris 2: ${malay(PARTY_MESSAGES.phone)}`);
  await expect(report).toContainText('Aminah, 012-34');
  // The lines refused are put back in the box, to fix and send again.
  await expect(importer.getByLabel('Tampal senarai tetamu')).toHaveValue('Aminah, 012-34');
  await importer.getByRole('button', { name: 'Tutup' }).click();

  await expect(rows(page)).toHaveCount(2);
  // The list keeps the order parties came in.
  const hamid = rows(page).first();
  await expect(hamid).toContainText('Abang Long Hamid');
  // The merged line brought its larger allowance.
  await expect(hamid).toContainText('013-246 8135');
  await expect(hamid).toContainText('3 orang');
  await expect(hamid).toContainText('Keluarga Lelaki');
  await expect(hamid.getByTestId('party-status')).toHaveText('Belum dihantar');

  // The first party's WhatsApp button: its number, its name and its own link in the message.
  const first = await waMessage(whatsapp(hamid));
  expect(first.number).toBe('60132468135');
  expect(first.text).toContain('Abang Long Hamid');
  expect(first.text).toMatch(personalLink);
  await hamid.getByRole('button', { name: /^Lagi untuk/ }).click();
  const link = first.text.match(personalLink)![0];
  await expect(hamid.getByText(link)).toBeVisible();
  await tapWhatsapp(page, whatsapp(hamid));
  await expect(hamid.getByTestId('party-status')).toHaveText('Dihantar');
  await expect(page.getByTestId('total-Dihantar')).toHaveText(/^Dihantar\s*1$/);

  // The status filter and the search.
  const status = page.getByLabel('Status');
  await status.selectOption({ label: 'Belum dihantar' });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Mak Ngah Rosnah')).toBeVisible();
  await status.selectOption({ label: 'Dihantar' });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Abang Long Hamid')).toBeVisible();
  await status.selectOption({ label: 'Belum balas' });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Abang Long Hamid')).toBeVisible();
  await status.selectOption({ label: 'Semua' });
  await expect(rows(page)).toHaveCount(2);
  const search = page.getByLabel('Cari nama atau nombor telefon');
  await search.fill('777 12');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Mak Ngah Rosnah')).toBeVisible();
  await search.fill('LONG');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Abang Long Hamid')).toBeVisible();
  await search.fill('tiada sesiapa');
  await expect(page.getByText('Tiada tetamu sepadan.')).toBeVisible();
  await search.fill('');
  await expect(rows(page)).toHaveCount(2);

  // A party by hand: a number already listed is refused at its field, in Malay.
  await page.getByRole('button', { name: 'Tambah tetamu' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah tetamu' });
  await form.getByLabel('Nama').fill('Cik Salmah');
  await form.getByLabel('Nombor telefon').fill('019-777 1234');
  await form.getByLabel('Bilangan tetamu').fill('2');
  await form.getByLabel('Kumpulan').fill('Rakan Sekerja');
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(form.getByLabel('Nombor telefon')).toHaveAccessibleDescription(
    'Nombor ini sudah ada dalam senarai: Mak Ngah Rosnah.',
  );
  await form.getByLabel('Nombor telefon').fill('011-2345 6789');
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Cik Salmah ditambah ke senarai.')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);

  // Hantar seterusnya: the two unsent parties, one tap each, then done.
  await page.getByRole('button', { name: 'Hantar seterusnya (2)' }).click();
  const flow = page.getByRole('dialog', { name: 'Hantar seterusnya' });
  await expect(flow.getByTestId('send-progress')).toHaveText('1 daripada 2');
  await expect(flow.getByTestId('send-party')).toContainText('Mak Ngah Rosnah');
  expect((await waMessage(whatsapp(flow))).number).toBe('60197771234');
  await tapWhatsapp(page, whatsapp(flow));
  await expect(flow.getByTestId('send-progress')).toHaveText('2 daripada 2');
  await expect(flow.getByTestId('send-party')).toContainText('Cik Salmah');
  const salmah = await waMessage(whatsapp(flow));
  expect(salmah.number).toBe('601123456789');
  expect(salmah.text).toContain('Cik Salmah');
  await tapWhatsapp(page, whatsapp(flow));
  await expect(flow.getByText('2 jemputan ditanda dihantar.')).toBeVisible();
  await flow.getByRole('button', { name: 'Tutup', exact: true }).first().click();
  await expect(page.getByTestId('party-status').filter({ hasText: 'Dihantar' })).toHaveCount(3);

  // Peringatan: the parties that have not replied, with the reminder's own words.
  await page.getByRole('button', { name: 'Peringatan (3)' }).click();
  const reminder = page.getByRole('dialog', { name: 'Peringatan' });
  await expect(reminder.getByTestId('send-progress')).toHaveText('1 daripada 3');
  await expect(reminder.getByTestId('send-party')).toContainText('Abang Long Hamid');
  expect((await waMessage(whatsapp(reminder))).text).toContain('Sekadar peringatan mesra');
  await reminder.getByRole('button', { name: 'Berhenti' }).click();

  // The messages: one without the link is refused at its field; a good one is saved and used.
  await page.getByRole('button', { name: 'Ubah mesej' }).click();
  const messages = page.getByRole('dialog', { name: 'Mesej WhatsApp' });
  const invitation = messages.getByLabel('Mesej jemputan');
  await invitation.fill('Salam {nama}');
  await messages.getByRole('button', { name: 'Simpan mesej' }).click();
  await expect(invitation).toHaveAccessibleDescription(malay(TEMPLATE_MESSAGES.noLink));
  await invitation.fill('Jemputan kahwin Faris & Hana untuk {nama}: {pautan}');
  await expect(messages.getByTestId('preview-invitation')).toContainText(
    'Jemputan kahwin Faris & Hana untuk Abang Long Hamid: http',
  );
  await messages.getByRole('button', { name: 'Simpan mesej' }).click();
  await expect(messages).toHaveCount(0);
  await expect(page.getByText('Mesej disimpan.')).toBeVisible();
  const edited = await waMessage(whatsapp(row(page, 'Abang Long Hamid')));
  expect(edited.text).toMatch(/^Jemputan kahwin Faris & Hana untuk Abang Long Hamid: http/);

  // A phone's contacts file: its photo is left out before sending, the contact is added.
  await page.getByRole('button', { name: 'Import senarai' }).click();
  const contacts = page.getByRole('dialog', { name: 'Import senarai' });
  const photo = Array.from({ length: 40 }, () => ` ${'A'.repeat(74)}`);
  await contacts.getByLabel('Pilih fail CSV atau kenalan').setInputFiles({
    name: 'kenalan.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Tok Wan Kampung',
        'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ',
        ...photo,
        'TEL;TYPE=CELL:013-444 5555',
        'END:VCARD',
      ].join('\r\n'),
    ),
  });
  await expect(contacts.getByTestId('import-report')).toContainText('1 tetamu ditambah');
  await contacts.getByRole('button', { name: 'Tutup' }).click();
  await expect(row(page, 'Tok Wan Kampung')).toContainText('013-444 5555');

  // Saved on the server: a reload brings the same message back.
  await page.reload();
  await page.getByRole('button', { name: 'Ubah mesej' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Mesej WhatsApp' }).getByLabel('Mesej jemputan'),
  ).toHaveValue('Jemputan kahwin Faris & Hana untuk {nama}: {pautan}');
});

test('a visitor gets the login prompt, and another owner the refusal', async ({
  page,
  browser,
  baseURL,
  loggedInAs,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `tetamu-pemilik-${project}@kenduri.my`,
    theme: 'theme12',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Mak Cik Som', phone: '019-111 2222' },
  });
  expect(added.status(), await added.text()).toBe(201);

  const stranger = await browser.newContext({ baseURL });
  const theirs = await stranger.newPage();
  await theirs.goto(`/tetamu/${id}`);
  await expect(theirs.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(theirs.getByText('Mak Cik Som')).toHaveCount(0);
  await stranger.close();

  await page.context().clearCookies();
  await loggedInAs(`tetamu-orang-lain-${project}@kenduri.my`);
  await page.goto(`/tetamu/${id}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Maaf. Anda tiada kebenaran untuk mengubah kad ini.',
  );
  await expect(page.getByText('Mak Cik Som')).toHaveCount(0);
});

test('the owner edits a party, gives it a new link, imports a CSV and downloads the list', async ({
  page,
  context,
  publishedCard,
}) => {
  const project = test.info().project.name;
  const id = await publishedCard({
    owner: `tetamu-ubah-${project}@kenduri.my`,
    theme: 'theme3',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Mak Cik Som', phone: '019-111 2222', group: 'Jiran' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto(`/tetamu/${id}`);
  const som = row(page, 'Mak Cik Som');
  await expect(som).toContainText('019-111 2222');

  // Ubah: the name and the allowance change, the rest stays.
  await som.getByRole('button', { name: /^Lagi untuk/ }).click();
  await som.getByRole('button', { name: 'Ubah' }).click();
  const form = page.getByRole('dialog', { name: 'Ubah tetamu' });
  await expect(form.getByLabel('Nombor telefon')).toHaveValue('019-111 2222');
  await form.getByLabel('Nama').fill('Mak Cik Som sekeluarga');
  await form.getByLabel('Bilangan tetamu').fill('4');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toHaveCount(0);
  const family = row(page, 'Mak Cik Som sekeluarga');
  await expect(family).toContainText('4 orang');
  await expect(family).toContainText('Jiran');

  // Tukar pautan: after the warning, a new link in the message and in the row.
  const before = (await waMessage(whatsapp(family))).text;
  // The row stays open after its edit.
  await expect(family.getByRole('button', { name: /^Lagi untuk/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await family.getByRole('button', { name: 'Tukar pautan' }).click();
  const renew = page.getByRole('dialog', { name: 'Tukar pautan?' });
  await expect(renew).toContainText('Pautan lama akan berhenti berfungsi');
  await renew.getByRole('button', { name: 'Tukar pautan' }).click();
  await expect(renew).toHaveCount(0);
  await expect(page.getByText(/^Pautan baharu untuk Mak Cik Som sekeluarga sedia\./)).toBeVisible();
  const after = (await waMessage(whatsapp(family))).text;
  expect(after).not.toBe(before);
  expect(after).toMatch(new RegExp(`/kad/${id}/[A-Za-z0-9_-]{24}`));

  // A spreadsheet's CSV: its rows join the list.
  await page.getByRole('button', { name: 'Import senarai' }).click();
  const importer = page.getByRole('dialog', { name: 'Import senarai' });
  await importer.getByLabel('Pilih fail CSV atau kenalan').setInputFiles({
    name: 'tetamu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Nama,Telefon,Bilangan,Kumpulan\r\nEncik Ahmad,012-345 6789,2,Rakan Sekerja\r\n',
    ),
  });
  await expect(importer.getByTestId('import-report')).toContainText('1 tetamu ditambah');
  await importer.getByRole('button', { name: 'Tutup' }).click();
  await expect(row(page, 'Encik Ahmad')).toContainText('Rakan Sekerja');
  await expect(rows(page)).toHaveCount(2);

  // Muat turun CSV: the list as the owner's session downloads it.
  const csvLink = page.getByRole('link', { name: 'Muat turun CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/cards/${id}/guests.csv`);
  const csv = await page.request.get(`/api/cards/${id}/guests.csv`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain('Mak Cik Som sekeluarga');
  expect(text).toContain('Encik Ahmad');
});

test('Salin copies the party’s own message and says so for a moment', async ({
  page,
  context,
  publishedCard,
}) => {
  const project = test.info().project.name;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await publishedCard({ owner: `tetamu-salin-${project}@kenduri.my`, theme: 'theme3' });
  const added = await page.request.post(`/api/cards/${id}/guests`, {
    data: { name: 'Mak Cik Som', phone: '019-111 2222' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { link } = (await added.json()) as { link: string };
  // The page's own clock: "Disalin" goes back to "Salin" when we say, not after a real wait.
  await page.clock.install();
  await page.goto(`/tetamu/${id}`);
  const som = row(page, 'Mak Cik Som');
  await som.getByRole('button', { name: /^Salin/ }).click();
  await expect(som.getByRole('button', { name: /^Disalin/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Assalamualaikum Mak Cik Som,');
  expect(copied).toContain(link);
  await page.clock.runFor(2_000);
  await expect(som.getByRole('button', { name: /^Salin/ })).toBeVisible();
});

import { CARD_HOST_MESSAGES } from '../src/shared/schemas/card-hosts';
import { CHECK_IN_MESSAGES } from '../src/shared/schemas/check-in';
import { doorGuestRow } from './support/door';
import { expect, logInContext, test } from './support/fixtures';
import { partyRow, tapWhatsapp, whatsappLink } from './support/guest-list';
import { otherBrowser } from './support/other-browser';

// The family runs the wedding: the owner adds a Pengurus (Mak) and a Penyambut (Abang Long)
// from the card home; Mak logs in on her own phone, finds the card on her dashboard as
// Pengurus, imports the guest list from a CSV and sends an invitation with one tap; Abang Long
// checks a guest in at the door and is refused the guest list; the owner removes Mak, and her
// next call is refused.

test('the owner adds a Pengurus and a Penyambut who run the guest list and the door', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  // Three people on three browsers, each logging in: longer than one person's journey.
  test.setTimeout(90_000);
  const project = test.info().project.name;
  const mak = `mak-${project}@keluarga.my`;
  const along = `along-${project}@keluarga.my`;
  const id = await publishedCard({
    owner: `pemilik-hos-${project}@kenduri.my`,
    theme: 'theme5',
    content: { groom_name: 'Irfan', bride_name: 'Sofea' },
  });

  // The owner's card home: the panel, and "Tambah pengurus" twice.
  await page.goto(`/dashboard/${id}`);
  const panel = page.getByRole('region', { name: 'Pengurus & Penyambut' });
  await expect(panel.getByText('Belum ada sesiapa lagi.')).toBeVisible();
  for (const [email, name, role] of [
    [mak, 'Mak', 'Pengurus'],
    [along, 'Abang Long', 'Penyambut'],
  ] as const) {
    await panel.getByRole('button', { name: 'Tambah pengurus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah pengurus' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Nama panggilan').fill(name);
    await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
    await dialog.getByRole('button', { name: 'Hantar jemputan' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText(CARD_HOST_MESSAGES.invited(name));
  }
  const hosts = panel.getByRole('list', { name: 'Pengurus dan penyambut' });
  await expect(hosts.getByRole('listitem')).toHaveCount(2);
  await expect(hosts.getByLabel('Peranan Mak')).toHaveValue('pengurus');
  await expect(hosts.getByLabel('Peranan Abang Long')).toHaveValue('penyambut');

  // Mak on her own phone: the card on her dashboard, as Pengurus, leading to the card home.
  const makPage = await otherBrowser(browser, server, '198.51.100.61');
  await logInContext(makPage.context(), server, mak);
  await makPage.goto('/dashboard');
  const makCard = makPage.getByRole('list', { name: 'Senarai kad' }).getByRole('listitem');
  await expect(makCard).toContainText('Irfan & Sofea');
  await expect(makCard).toContainText('Pengurus');
  await makCard.getByRole('link', { name: 'Akses Kad' }).click();
  await expect(makPage).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await expect(makPage.getByText('Anda membantu menguruskan tetamu kad ini.')).toBeVisible();
  // The card itself stays the owner's: no Edit, no theme, no co-hosts.
  await expect(makPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(makPage.getByRole('link', { name: /Tema/ })).toHaveCount(0);
  await expect(makPage.getByRole('region', { name: 'Pengurus & Penyambut' })).toHaveCount(0);

  // Her guest list: a spreadsheet's CSV through the import dialog, then one tap to send.
  await makPage
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  await makPage
    .getByRole('list', { name: 'Ciri kad' })
    .getByRole('link', { name: /Senarai Tetamu/ })
    .click();
  await expect(makPage).toHaveURL(new RegExp(`/tetamu/${id}$`));
  await makPage.getByRole('button', { name: 'Import senarai' }).click();
  const importer = makPage.getByRole('dialog', { name: 'Import senarai' });
  await importer.getByLabel('Pilih fail CSV atau kenalan').setInputFiles({
    name: 'tetamu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Nama,Telefon,Bilangan,Kumpulan\r\nPak Cik Hamid,013-246 8135,2,Keluarga\r\nMak Cik Som,019-777 1234,3,Jiran\r\n',
    ),
  });
  await expect(importer.getByTestId('import-report')).toContainText('2 tetamu ditambah');
  await importer.getByRole('button', { name: 'Tutup' }).click();
  const hamid = partyRow(makPage, 'Pak Cik Hamid');
  await expect(hamid).toContainText('Dimasukkan oleh Mak');
  await tapWhatsapp(makPage, whatsappLink(hamid));
  await expect(hamid.getByTestId('party-status')).toHaveText('Dihantar');
  await expect(hamid).toContainText('Dihantar oleh Mak');

  // Abang Long: his dashboard leads to the door, where he checks Mak Cik Som in.
  const alongPage = await otherBrowser(browser, server, '198.51.100.62');
  await logInContext(alongPage.context(), server, along);
  await alongPage.goto('/dashboard');
  const alongCard = alongPage.getByRole('list', { name: 'Senarai kad' }).getByRole('listitem');
  await expect(alongCard).toContainText('Penyambut');
  await alongCard.getByRole('link', { name: 'Skrin penyambut' }).click();
  await expect(alongPage).toHaveURL(new RegExp(`/sambut/${id}$`));
  await expect(alongPage.getByRole('heading', { name: 'Irfan & Sofea' })).toBeVisible();
  const som = doorGuestRow(alongPage, 'Mak Cik Som');
  await som.getByRole('button', { name: CHECK_IN_MESSAGES.checkIn }).click();
  await expect(som).toContainText('Sudah Hadir');
  // The guest list is not his: a clear refusal, in Malay.
  await alongPage.goto(`/tetamu/${id}`);
  await expect(alongPage.getByRole('alert')).toHaveText(
    'Maaf. Peranan anda tidak membenarkan tindakan ini.',
  );

  // The owner's RSVP list says who checked Mak Cik Som in.
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByTestId('rsvp-row').filter({ hasText: 'Mak Cik Som' })).toContainText(
    'Daftar masuk oleh Abang Long',
  );

  // The owner removes Mak: her very next call is refused.
  await page.goto(`/dashboard/${id}`);
  await hosts.getByRole('button', { name: 'Keluarkan Mak' }).click();
  const confirm = page.getByRole('dialog', { name: 'Keluarkan Mak?' });
  await confirm.getByRole('button', { name: 'Keluarkan' }).click();
  await expect(panel.getByRole('status')).toHaveText(CARD_HOST_MESSAGES.removed('Mak'));
  await expect(hosts.getByRole('listitem')).toHaveCount(1);
  const next = await makPage.request.get(`/api/cards/${id}/guests`);
  expect(next.status()).toBe(403);
  await makPage.reload();
  await expect(makPage.getByRole('alert')).toBeVisible();

  await makPage.context().close();
  await alongPage.context().close();
});

import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { registerWithMailedCode } from './support/register';
import { waitForCardScript } from './support/card';

// Card creation from end to end: gallery → Pilih Tema Ini → preview → create → edit every
// field kind → add a contact → register with the code from the outbox → profile → publish → the
// new card's public page shows exactly what was typed, in the chosen theme and fonts.

// The journey crosses seven screens, most of them loaded on demand; on a busy 2-core CI machine a
// screen's chunk can take longer than the default 5 s to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const editable = (page: Page, what: string) =>
  page.getByRole('button', { name: new RegExp(`^Ubah ${what}:`) });

async function editText(page: Page, what: string, label: string, value: string) {
  await editable(page, what).click();
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Siap' }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
}

const typed = {
  walimatulurus: 'Majlis Perkahwinan',
  groom_name: 'Hakim',
  bride_name: 'Nurul',
  walimatulurus2: 'Raja Sehari',
  parent_name: 'Encik Ali bin Abu\n&\nPuan Siti binti Omar',
  message: 'Dengan hormatnya kami menjemput\nanda sekeluarga ke majlis kami',
  groom_fullname: 'Hakim bin Ali',
  bride_fullname: 'Nurul binti Hassan',
  doa: 'Semoga Allah memberkati\nmajlis ini hingga ke jannah.',
};

test('a visitor makes a card from a theme, registers, publishes, and guests see what was typed', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Pilih Tema Ini: Tema 7', exact: true }).click();
  await expect(page).toHaveURL(/\/preview\/theme7$/);
  await page.getByRole('button', { name: 'Pilih Tema Ini' }).click();
  await expect(page).toHaveURL(/\/create\/theme7$/);

  // Every kind of field: one-line and multi-line texts, the date, the times, the venue panel,
  // the programme and the fonts.
  await editText(page, 'tajuk utama', 'Tajuk utama', typed.walimatulurus);
  await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', typed.groom_name);
  await editText(page, 'nama pengantin perempuan', 'Nama pengantin perempuan', typed.bride_name);
  await editText(page, 'tajuk jemputan', 'Tajuk jemputan', typed.walimatulurus2);
  await editText(page, 'nama waris', 'Nama waris', typed.parent_name);
  await editText(page, 'ucapan jemputan', 'Ucapan jemputan', typed.message);
  await editText(
    page,
    'nama penuh pengantin lelaki',
    'Nama penuh pengantin lelaki',
    typed.groom_fullname,
  );
  await editText(
    page,
    'nama penuh pengantin perempuan',
    'Nama penuh pengantin perempuan',
    typed.bride_fullname,
  );
  await editText(page, 'doa', 'Doa', typed.doa);

  await page.getByRole('button', { name: 'Ubah Tarikh' }).click();
  await page.getByLabel('Tarikh majlis').fill('2027-03-14');
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  await editable(page, 'lokasi').click();
  const venue = page.getByRole('dialog', { name: 'Lokasi Majlis' });
  await venue.getByLabel('Location Name').fill('Dewan Orkid\nJalan Ampang, Kuala Lumpur');
  await venue.getByLabel('Coordinate').fill('3.158, 101.7118');
  await venue.getByRole('button', { name: 'Add Location' }).click();

  await page.getByRole('button', { name: 'Ubah Masa' }).click();
  await page.getByLabel('Mula').fill('10:00');
  await page.getByLabel('Tamat').fill('15:00');
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
  await page.getByLabel('Tajuk perkara 1').fill('Akad Nikah');
  await page.getByLabel('Masa perkara 1').fill('09:30');
  await page.getByRole('button', { name: 'Padam perkara 3' }).click();
  await page.getByRole('button', { name: 'Tambah perkara' }).click();
  await page.getByLabel('Tajuk perkara 4').fill('Persembahan Nasyid');
  await page.getByLabel('Masa perkara 4').fill('14:00');
  await page.getByRole('button', { name: 'Naikkan perkara 4' }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();

  await page.getByRole('button', { name: 'Select Fonts' }).click();
  await page
    .getByRole('dialog', { name: 'Select Fonts' })
    .getByRole('button', { name: /Cinzel & Lato/ })
    .click();

  // Preview → Next → Tambah Contacts → Daftar → Maklumat Diri → Hantar.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hakim');
  const demoBar = page.getByRole('navigation', { name: 'Menu kad' });
  await demoBar.getByRole('button', { name: 'Lokasi' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Waze/ })).toHaveAttribute(
    'href',
    'https://waze.com/ul?ll=3.158,101.7118&navigate=yes',
  );
  await demoBar.getByRole('button', { name: 'Lokasi' }).click();
  await demoBar.getByRole('link', { name: 'Next' }).click();
  await page.getByLabel('Nama').fill('Pak Long Hassan');
  await page.getByLabel('Nombor Telefon').fill('012-345 6789');
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Tambah' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  const email = `kad-${test.info().project.name}@contoh.my`;
  await registerWithMailedCode(page, server, email);
  await page.getByLabel('Nama').fill('Hakim bin Ali');
  await page.getByLabel('Nombor Telefon').fill('019-222 3333');
  // Every sample text was replaced, so Hantar publishes at once (no sample-text warning); the
  // card's link shows first, then Teruskan ke Pembayaran goes to checkout.
  await page.getByRole('button', { name: 'Hantar' }).click();
  await expect(page.getByRole('heading', { name: 'Kad anda telah diterbitkan' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const cardUrl = (await page.getByRole('link', { name: /\/kad\// }).getAttribute('href'))!;
  const id = cardUrl.split('/').at(-1)!;
  await expect(page.getByLabel('Teks jemputan')).toHaveValue(/Hakim & Nurul/);
  await expect(page.getByLabel('Teks jemputan')).toHaveValue(/Tarikh: Ahad, 14 Mac 2027/);
  await page.getByRole('link', { name: 'Teruskan ke Pembayaran' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));

  // The server keeps exactly what was typed.
  const stored = (await (await page.request.get(`/api/cards/${id}`)).json()) as {
    content: Record<string, unknown>;
  };
  expect(stored.content).toMatchObject({
    ...typed,
    theme: 'theme7',
    H2: 'Cinzel',
    fontP: 'Lato',
    contacts: [{ name: 'Pak Long Hassan', phoneNumber: '012-345 6789', contactMethod: 'whatsapp' }],
    majlis: [
      {
        id: 'm1',
        kind: 'resepsi',
        date: '2027-03-14',
        start_time: '10:00',
        end_time: '15:00',
        location: 'Dewan Orkid\nJalan Ampang, Kuala Lumpur',
        tentative: [
          { title: 'Akad Nikah', time: '09:30', displaytime: '9:30 am' },
          { title: 'Ketibaan Pengantin', time: '11:00', displaytime: '11:00 am' },
          { title: 'Persembahan Nasyid', time: '14:00', displaytime: '2:00 pm' },
          { title: 'Majlis Bersurai', time: '15:00', displaytime: '3:00 pm' },
        ],
        directions: [
          {
            locationName: 'Dewan Orkid, Jalan Ampang, Kuala Lumpur',
            googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=3.158,101.7118',
            wazeUrl: 'https://waze.com/ul?ll=3.158,101.7118&navigate=yes',
          },
        ],
      },
    ],
  });

  // The guests' page shows it, in theme 7 and Cinzel & Lato.
  await page.goto(`/kad/${id}`);
  await expect(page).toHaveTitle('Majlis Perkahwinan | Hakim & Nurul');
  await expect(page.locator('img[src*="theme7-frame"]')).toHaveCount(1);
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toContainText('Hakim');
  await expect(hero).toContainText('Nurul');
  expect(await hero.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Cinzel');

  await expect(page.getByText('Majlis Perkahwinan', { exact: true })).toBeVisible();
  await expect(page.getByText('Ahad, 14 Mac 2027').first()).toBeVisible();
  const invitation = page.getByRole('region', { name: 'Jemputan' });
  await expect(invitation.getByRole('heading', { name: 'Raja Sehari' })).toBeAttached();
  for (const line of [
    'Encik Ali bin Abu',
    'Puan Siti binti Omar',
    'Dengan hormatnya kami menjemput',
    'anda sekeluarga ke majlis kami',
  ]) {
    await expect(invitation.getByText(line, { exact: true })).toBeAttached();
  }
  await expect(invitation).toContainText('Hakim bin Ali');
  expect(
    await invitation
      .getByText('Encik Ali bin Abu', { exact: true })
      .evaluate((el) => getComputedStyle(el).fontFamily),
  ).toContain('Lato');
  await expect(invitation).toContainText('Nurul binti Hassan');
  const venueSection = page.getByRole('region', { name: 'Tempat, tarikh dan masa' });
  await expect(venueSection.getByText('Dewan Orkid', { exact: true })).toBeAttached();
  await expect(venueSection.getByText('10:00 am - 3:00 pm')).toBeAttached();
  await expect(
    page.getByRole('region', { name: 'Atur Cara Majlis' }).getByRole('listitem'),
  ).toHaveText([
    'Akad Nikah : 9:30 am',
    'Ketibaan Pengantin : 11:00 am',
    'Persembahan Nasyid : 2:00 pm',
    'Majlis Bersurai : 3:00 pm',
  ]);
  const doa = page.getByRole('region', { name: 'Doa dan kira detik' });
  await expect(doa.getByText('Semoga Allah memberkati', { exact: true })).toBeAttached();

  // The server's HTML draws the bar; a tap before the card's script has taken over opens nothing.
  await waitForCardScript(page);
  const bar = page.getByRole('navigation', { name: 'Menu kad' });
  await bar.getByRole('button', { name: 'Lokasi' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=3.158,101.7118',
  );
  await bar.getByRole('button', { name: 'Hubungi' }).click();
  await expect(page.getByRole('dialog')).toContainText('Pak Long Hassan');
});

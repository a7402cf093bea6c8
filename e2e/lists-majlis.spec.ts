import fs from 'node:fs';
import type { Majlis } from '../src/shared/card/card-content';
import { firstMajlis } from '../src/shared/card/majlis';
import { sampleCardContent } from '../src/shared/card/sample-card';
import type { GuestList } from '../src/shared/schemas/guest-list';
import { expect, test } from './support/fixtures';
import { addParty, partyRow } from './support/guest-list';
import { sendRsvp } from './support/rsvp';

// The couple's lists on a wedding of two majlis: an akad by invitation only and a resepsi in two
// sessions. The owner invites the family to both and a friend to the resepsi only from the guest
// list; answers arrive (through the API, as the card's form would send them); the guest list and
// the RSVP page count each majlis and session, narrow to one (and to a session), check the
// family in at the akad, and the CSV carries a group of columns per majlis; the card home shows
// each majlis.

const base = firstMajlis(sampleCardContent(new Date()).majlis);
const AKAD: Majlis = {
  ...base,
  id: 'akad1',
  kind: 'akad',
  start_time: '09:00',
  end_time: '10:00',
  invite_only: true,
};
const RESEPSI: Majlis = {
  ...base,
  id: 'resepsi1',
  start_time: '11:00',
  end_time: '16:00',
  sessions: [
    { id: 'sesi1', label: 'Sesi Pertama', start_time: '11:00', end_time: '13:30', seats: 10 },
    { id: 'sesi2', label: 'Sesi Kedua', start_time: '13:30', end_time: '16:00', seats: 6 },
  ],
};

const FAMILY = 'Keluarga Pak Long';
const FRIEND = 'Rakan Aina';

test('the owner invites per majlis; the lists count, narrow and export each majlis and session', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({
    owner: 'majlis-senarai@kenduri.my',
    theme: 'theme12',
    content: { groom_name: 'Irfan', bride_name: 'Sofea', majlis: [RESEPSI, AKAD] },
  });

  // The guest list: the family to both majlis, the friend to the resepsi only.
  await page.goto(`/tetamu/${id}`);
  await addParty(page, FAMILY, '012-111 2222', '4', true);
  await addParty(page, FRIEND, '013-333 4444', '2', false);
  await expect(partyRow(page, FAMILY).getByTestId('party-majlis')).toHaveText([
    'Akad Nikah',
    'Majlis Resepsi',
  ]);
  await expect(partyRow(page, FRIEND).getByTestId('party-majlis')).toHaveText(['Majlis Resepsi']);

  // The answers: through each party's own link, and one guest of the card's open link.
  const { parties } = (await (
    await page.request.get(`/api/cards/${id}/guests`)
  ).json()) as GuestList;
  const tokenOf = (name: string) =>
    new URL(parties.find((party) => party.name === name)!.link).pathname.split('/').at(-1)!;
  await sendRsvp(page.request, id, '198.51.100.61', {
    name: FAMILY,
    phoneNumber: '012-111 2222',
    guests: 4,
    attending: true,
    invitation: tokenOf(FAMILY),
    majlis: [
      { id: 'akad1', attending: true, guests: 3 },
      { id: 'resepsi1', attending: true, guests: 4, session: 'sesi1' },
    ],
  });
  await sendRsvp(page.request, id, '198.51.100.62', {
    name: FRIEND,
    phoneNumber: '013-333 4444',
    guests: 2,
    attending: true,
    invitation: tokenOf(FRIEND),
    majlis: [{ id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' }],
  });
  await sendRsvp(page.request, id, '198.51.100.63', {
    name: 'Jiran Rosnah',
    phoneNumber: '019-777 8888',
    guests: 1,
    attending: false,
  });

  // The guest list counts each majlis, and narrows to one.
  await page.reload();
  const byMajlis = page.getByTestId('majlis-totals');
  await expect(byMajlis.getByRole('row', { name: /^Akad Nikah/ })).toHaveText(/Akad Nikah113/);
  await expect(byMajlis.getByRole('row', { name: /^Majlis Resepsi/ })).toHaveText(
    /Majlis Resepsi226/,
  );
  await expect(partyRow(page, FAMILY).getByTestId('party-majlis')).toHaveText([
    'Akad Nikah · Hadir (3)',
    'Majlis Resepsi · Hadir (4)',
  ]);
  await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Akad Nikah' });
  await expect(page.getByTestId('totals-of')).toHaveText('Jumlah bagi Akad Nikah');
  await expect(page.getByTestId('total-Hadir')).toContainText('3');
  await expect(page.getByTestId('party-row')).toHaveCount(1);
  await expect(partyRow(page, FAMILY)).toBeVisible();

  // Its answers per majlis and session as the RSVP page counts them, and one session's parties.
  const answered = page.getByTestId('majlis-rsvp-totals');
  await expect(answered.getByTestId('majlis-totals-akad1')).toContainText('Hadir3 orang1 RSVP');
  await expect(answered.getByTestId('session-totals-sesi2')).toContainText(
    '2/6 orang · 4 tempat duduk lagi',
  );
  await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Majlis Resepsi' });
  await page.getByRole('combobox', { name: /^Sesi/ }).selectOption({ label: 'Sesi Kedua' });
  await expect(page.getByTestId('party-row')).toHaveCount(1);
  await expect(partyRow(page, FRIEND)).toBeVisible();

  // The RSVP page: each majlis's totals and each session's seats left.
  await page.goto(`/rsvp/${id}`);
  const totals = page.getByTestId('majlis-totals');
  const akad = totals.getByTestId('majlis-totals-akad1');
  const resepsi = totals.getByTestId('majlis-totals-resepsi1');
  await expect(akad).toContainText('Hadir3 orang1 RSVP');
  await expect(akad).toContainText('Belum balas0');
  await expect(resepsi).toContainText('Hadir6 orang2 RSVP');
  await expect(resepsi).toContainText('Tidak hadir1 RSVP');
  await expect(resepsi.getByTestId('session-totals-sesi1')).toContainText(
    '4/10 orang · 6 tempat duduk lagi',
  );
  await expect(resepsi.getByTestId('session-totals-sesi2')).toContainText(
    '2/6 orang · 4 tempat duduk lagi',
  );

  // Narrowed to the akad: the family only, checked in there with one tap.
  const rows = page.getByTestId('rsvp-row');
  await expect(rows).toHaveCount(3);
  await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Akad Nikah' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('tally-all')).toHaveText('1 RSVP');
  await rows
    .filter({ hasText: FAMILY })
    .getByRole('button', { name: /^Hadir/ })
    .click();
  await expect(page.getByText(`${FAMILY} ditanda Sudah Hadir di Akad Nikah.`)).toBeVisible();
  await expect(akad).toContainText('Daftar masuk3 orang');
  await expect(resepsi).toContainText('Daftar masuk0 orang');

  // Narrowed to the resepsi's second session: the friend only.
  await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Majlis Resepsi' });
  await expect(rows).toHaveCount(3);
  await page.getByRole('combobox', { name: /^Sesi/ }).selectOption({ label: 'Sesi Kedua' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(FRIEND);
  await expect(page.getByTestId('tally-expected')).toHaveText(/^1 RSVP\W+2 orang$/);

  // The family's answers majlis by majlis, in its opened row.
  await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Semua majlis' });
  await rows.filter({ hasText: FAMILY }).getByRole('button', { name: FAMILY }).click();
  await expect(page.getByTestId('rsvp-majlis-answer')).toHaveText([
    /Akad NikahHadir, 3 orang · sudah daftar masukBatal Hadir/,
    /Majlis ResepsiHadir, 4 orang · Sesi PertamaHadir/,
  ]);

  // The CSV: a group of columns per majlis, named by its title.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Muat turun CSV' }).click();
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8');
  const [heading] = csv.split('\r\n');
  expect(heading).toContain(
    'Akad Nikah: Hadir,Akad Nikah: Bilangan,Akad Nikah: Sesi,Akad Nikah: Daftar masuk,' +
      'Majlis Resepsi: Hadir,Majlis Resepsi: Bilangan,Majlis Resepsi: Sesi,Majlis Resepsi: Daftar masuk',
  );
  expect(csv).toMatch(new RegExp(`${FRIEND},.*,,,,,Ya,2,Sesi Kedua,Belum`));

  // The card home: each majlis with its date, totals and seats.
  await page.goto(`/dashboard/${id}`);
  const home = page.getByRole('region', { name: 'Majlis & RSVP' });
  await expect(home.getByTestId('majlis-totals-akad1')).toContainText('Daftar masuk3 orang');
  await expect(home.getByTestId('session-totals-sesi2')).toContainText('4 tempat duduk lagi');
});

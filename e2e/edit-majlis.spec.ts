import { CARD_INPUT_MESSAGES } from '../src/shared/card/card-input';
import { malay } from '../src/shared/i18n/rule-words-in';
import { malayHijriDate } from '../src/shared/dates/hijri-date';
import { malayWeekdayAndDate } from '../src/shared/dates/malay-date';
import { openRsvpSettings } from './support/rsvp';
import { expect as baseExpect, test } from './support/fixtures';
import {
  addMajlis,
  editorBar,
  majlisGroupNames,
  openEditor,
  storedCard,
  twoSessionsOfTen,
} from './support/editor';

// The couple holds their wedding as several majlis: from a card of one, they add an akad nikah
// for invited guests only and a second resepsi in two sessions, put them in order, save, and
// find them again after a reload; then remove the first resepsi, which guests have answered,
// after being told so.

// The editor is loaded on demand; on a busy 2-core machine its chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const owner = () => `majlis-${test.info().project.name}@contoh.my`;

test('the couple adds an akad and a second resepsi, orders them, saves, and removes one', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(120_000);
  const id = await publishedCard({
    owner: owner(),
    theme: 'theme12',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });
  // A guest answers the card's one majlis before it changes.
  const answered = await page.request.post(`/api/cards/${id}/rsvps`, {
    data: { name: 'Encik Rahman', phoneNumber: '012-345 6789', guests: 2, attending: true },
  });
  expect(answered.status(), await answered.text()).toBe(201);

  await openEditor(page, id);
  // A card of one majlis looks as it always did: its date in the hero, no majlis chrome.
  await expect(page.getByRole('button', { name: 'Ubah Tarikh' })).toHaveCount(1);
  await expect(page.locator('[data-majlis]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Padam Majlis Resepsi' })).toHaveCount(0);

  await addMajlis(page, 'Akad Nikah');
  // The akad, the same morning, comes before the resepsi.
  await expect.poll(() => majlisGroupNames(page)).toEqual(['Akad Nikah', 'Majlis Resepsi']);
  const akad = page.getByRole('group', { name: 'Akad Nikah' });
  await expect(akad).toBeFocused();
  await akad.getByRole('switch', { name: 'Jemputan sahaja' }).check();
  await akad.getByRole('button', { name: 'Ubah lokasi:' }).click();
  const venue = page.getByRole('dialog', { name: 'Lokasi Akad Nikah' });
  await venue.getByLabel('Location Name').fill('Masjid Wilayah Persekutuan');
  await venue.getByLabel('Coordinate').fill('3.1717, 101.6914');
  await venue.getByRole('button', { name: 'Add Location' }).click();
  await expect(akad.getByText('Masjid Wilayah Persekutuan')).toBeVisible();

  await addMajlis(page, 'Majlis Resepsi / Walimatulurus');
  await expect
    .poll(() => majlisGroupNames(page))
    .toEqual(['Akad Nikah', 'Majlis Resepsi', 'Majlis Resepsi']);
  const second = page.getByRole('group', { name: 'Majlis Resepsi' }).nth(1);
  await second.getByRole('button', { name: 'Ubah tuan rumah:' }).click();
  await page.getByLabel('Tuan rumah', { exact: true }).fill('Keluarga pengantin lelaki');
  await page.getByRole('button', { name: 'Siap' }).click();
  await twoSessionsOfTen(second);

  // The last open majlis cannot be made by invitation only: the shared rule says why.
  await second.getByRole('switch', { name: 'Jemputan sahaja' }).check();
  const first = page.getByRole('group', { name: 'Majlis Resepsi' }).first();
  // A click, not check(): the switch stays off.
  await first.getByRole('switch', { name: 'Jemputan sahaja' }).click();
  await expect(first.getByRole('alert')).toHaveText(malay(CARD_INPUT_MESSAGES.majlisOpen));
  await expect(first.getByRole('switch', { name: 'Jemputan sahaja' })).not.toBeChecked();
  await second.getByRole('switch', { name: 'Jemputan sahaja' }).uncheck();

  // The Hijri date, a card-wide setting, shows beside every majlis's date, moved a day.
  await akad.getByRole('button', { name: 'Ubah Tarikh' }).click();
  await akad.getByRole('checkbox', { name: 'Papar tarikh Hijrah (semua majlis)' }).check();
  await akad.getByLabel('Pelarasan tarikh Hijrah').selectOption({ label: 'Lewatkan sehari' });
  await akad.getByRole('button', { name: 'OK', exact: true }).click();
  const date = (await storedCard(page, id)).content.majlis[0]!.date;
  await expect(page.getByText(malayHijriDate(date, 1), { exact: true })).toHaveCount(3);

  // The new resepsi goes before the first.
  await second.getByRole('button', { name: 'Naikkan Majlis Resepsi' }).click();
  const withSessions = page.getByRole('group', { name: 'Majlis Resepsi' }).first();
  await expect(withSessions.getByText('10 tempat duduk')).toHaveCount(2);

  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();
  const saved = await storedCard(page, id);
  expect(saved.content.majlis.map((majlis) => [majlis.kind, majlis.invite_only])).toEqual([
    ['akad', true],
    ['resepsi', false],
    ['resepsi', false],
  ]);
  expect(saved.content.majlis[1]).toMatchObject({
    hosts: 'Keluarga pengantin lelaki',
    sessions: [
      { label: 'Sesi 1', seats: 10 },
      { label: 'Sesi 2', seats: 10 },
    ],
  });
  expect(saved.content.majlis[2]?.id).toBe('m1');
  expect(saved.content).toMatchObject({ show_hijri: true, hijri_adjust: 1 });

  // After a reload the three are there, in the couple's order.
  await page.reload();
  await expect(editorBar(page)).toBeVisible();
  await expect
    .poll(() => majlisGroupNames(page))
    .toEqual(['Akad Nikah', 'Majlis Resepsi', 'Majlis Resepsi']);
  await expect(
    page
      .getByRole('group', { name: 'Akad Nikah' })
      .getByRole('switch', { name: 'Jemputan sahaja' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Majlis Resepsi' }).first().getByText('10 tempat duduk'),
  ).toHaveCount(2);

  // The first resepsi has an answer: removing it says so first.
  const answeredMajlis = page.getByRole('group', { name: 'Majlis Resepsi' }).nth(1);
  await answeredMajlis.getByRole('button', { name: 'Padam Majlis Resepsi' }).click();
  const question = page.getByRole('dialog', { name: 'Padam Majlis Resepsi?' });
  await expect(question).toContainText('1 tetamu telah menjawab RSVP untuk Majlis Resepsi');
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(page.locator('[data-majlis]')).toHaveCount(3);
  await answeredMajlis.getByRole('button', { name: 'Padam Majlis Resepsi' }).click();
  await question.getByRole('button', { name: 'Padam majlis' }).click();
  await expect.poll(() => majlisGroupNames(page)).toEqual(['Akad Nikah', 'Majlis Resepsi']);
  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();
  const after = await storedCard(page, id);
  expect(after.content.majlis.map((majlis) => majlis.id)).not.toContain('m1');
  const answers = await page.request.get(`/api/cards/${id}/majlis/answers`);
  expect(((await answers.json()) as { majlis: { answers: number }[] }).majlis).toEqual([
    { id: after.content.majlis[0]?.id, answers: 0 },
    { id: after.content.majlis[1]?.id, answers: 0 },
  ]);
});

test('the owner sets the RSVP’s last day beside the RSVP switch, and removes it', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({ owner: `tarikh-akhir-${owner()}`, theme: 'theme12' });
  await page.goto(`/rsvp/${id}`);
  await openRsvpSettings(page);
  const settings = page.getByRole('region', { name: 'Tetapan RSVP' });
  const lastDay = settings.getByLabel('Tarikh akhir RSVP');
  await expect(lastDay).toHaveValue('');
  const day = (await storedCard(page, id)).content.majlis[0]!.date;
  await lastDay.fill(day);
  await settings.getByRole('button', { name: 'Simpan tarikh' }).click();
  await expect(
    settings.getByText(
      `Tarikh akhir RSVP disimpan: tetamu boleh menjawab hingga ${malayWeekdayAndDate(day)}.`,
    ),
  ).toBeVisible();
  expect((await storedCard(page, id)).features.rsvpClosesOn).toBe(day);

  await page.reload();
  await expect(settings.getByLabel('Tarikh akhir RSVP')).toHaveValue(day);
  await settings.getByLabel('Tarikh akhir RSVP').fill('');
  await settings.getByRole('button', { name: 'Simpan tarikh' }).click();
  await expect(settings.getByText(/^Tarikh akhir RSVP dibuang/)).toBeVisible();
  expect((await storedCard(page, id)).features.rsvpClosesOn).toBeNull();
});

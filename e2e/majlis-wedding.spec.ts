import { malay } from '../src/shared/i18n/rule-words-in';
import { cardText } from '../src/shared/i18n/card-catalogues';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  calendarDateAfter,
  malayLongDate,
  malayWeekdayAndDate,
} from '../src/shared/dates/malay-date';
import { CHECK_IN_MESSAGES } from '../src/shared/schemas/check-in';
import { GUEST_CSV_COLUMNS } from '../src/shared/schemas/guest-list';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { doorGuestRow, doorSession, doorTally, openUsherLink } from './support/door';
import {
  addMajlis,
  editorBar,
  majlisGroupNames,
  openEditor,
  storedCard,
  twoSessionsOfTen,
} from './support/editor';
import { expect as baseExpect, test } from './support/fixtures';
import {
  addParty,
  majlisGroup,
  openPersonalLink,
  openRsvpPanel,
  partyRow,
  partyRows,
  personalLinkPath,
  sessionChoice,
  waMessage,
  whatsappLink,
} from './support/guest-list';
import { guestBrowser, openGuestCard, otherBrowser } from './support/other-browser';
import { sampleMajlis } from './support/publish';
import { sendRsvp, openRsvpSettings } from './support/rsvp';

// The product owner's "done means" for a wedding held as several majlis, one couple's journey at
// 390 px and at 1280 px (the editor, the lists and the door lay out differently). The couple adds
// an akad nikah for invited guests only and a resepsi in two sessions of ten seats in place of
// the majlis their card was published with; invites a family to both and a friend to the resepsi
// only (and an aunt who never replies). The friend's link shows the resepsi alone, and the friend
// takes a session; the family answers both. Other guests fill the first session: the form says
// Penuh. The couple sets the RSVP's last day; after it the form is closed. An usher link for the
// resepsi checks the friend in, and opens no door at the akad. The RSVP page and the guest list
// count each majlis and session, and both CSVs carry them.

// The editor and the card load their code on demand; on a busy 2-core machine it can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const COUPLE = 'Haziq & Nurin';
const FAMILY = 'Keluarga Pak Long';
const FRIEND = 'Rakan Aina';
const AUNT = 'Mak Ngah Rosnah';

const today = new Date();
/** The wedding in two weeks; the RSVP's last day a week before it. */
const WEDDING_DAY = calendarDateAfter(today, 14);
const LAST_DAY = calendarDateAfter(today, 7);
/** The morning after the last day, in Malaysia. */
const AFTER_LAST_DAY = new Date(`${calendarDateAfter(today, 8)}T08:00:00+08:00`);

/** An address of its own per phone and project (the RSVP call allows 10 an address). */
const address = (n: number) => `198.51.${test.info().project.name === 'phone' ? 140 : 141}.${n}`;

/** The pages whose layout changes put their side column beside the list from 1024 px. */
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Clicks a "Muat turun CSV" link: the file's rows, the header first. */
async function downloadCsv(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Muat turun CSV' }).click();
  const text = fs.readFileSync(await (await downloading).path(), 'utf8');
  return parse(text, { bom: true }) as string[][];
}

/** A CSV's row for `name` (its first cell), as header → cell. */
function csvRow(rows: string[][], name: string): Record<string, string> {
  const [header = [], ...body] = rows;
  const row = body.find((cells) => cells[0] === name);
  expect(row, `a row for ${name}`).toBeDefined();
  return Object.fromEntries(header.map((column, i) => [column, row![i] ?? '']));
}

/** Where a box sits against another: `a` wholly left of `b`, or wholly below it. */
async function boxes(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both are on screen');
  return {
    leftOf: first.x + first.width <= second.x,
    below: first.y >= second.y + second.height,
  };
}

test(
  'a wedding of an akad and a two-session resepsi, from the editor to the door and the lists',
  { tag: '@wide' },
  async ({ page, browser, server, publishedCard }) => {
    // Five phones beside the owner's and two dozen page loads (about 35 s on a loaded 2-core
    // machine): room for a slower one.
    test.setTimeout(120_000);
    const id = await publishedCard({
      owner: `majlis-kahwin-${test.info().project.name}@kenduri.my`,
      theme: 'theme12',
      content: {
        groom_name: 'Haziq',
        bride_name: 'Nurin',
        majlis: sampleMajlis({ date: WEDDING_DAY }),
      },
    });
    // Paid: a guest's phone moved past the RSVP's last day would otherwise see the trial over.
    server.sql(`UPDATE cards SET status = 'active' WHERE id = ?`, id);

    // 1. The editor: an akad by invitation only, a resepsi of two sessions of ten in place of the
    // majlis the card was published with. New majlis take the last one's date.
    await openEditor(page, id);
    await addMajlis(page, 'Akad Nikah');
    const akad = page.getByRole('group', { name: 'Akad Nikah' });
    await akad.getByRole('switch', { name: 'Jemputan sahaja' }).check();
    await addMajlis(page, 'Majlis Resepsi / Walimatulurus');
    // The new resepsi starts when the first does: it comes after it, and has the focus.
    await expect
      .poll(() => majlisGroupNames(page))
      .toEqual(['Akad Nikah', 'Majlis Resepsi', 'Majlis Resepsi']);
    const published = page.getByRole('group', { name: 'Majlis Resepsi' }).first();
    const added = page.getByRole('group', { name: 'Majlis Resepsi' }).nth(1);
    await expect(added).toBeFocused();
    await twoSessionsOfTen(added);
    await published.getByRole('button', { name: 'Padam Majlis Resepsi' }).click();
    await page
      .getByRole('dialog', { name: 'Padam Majlis Resepsi?' })
      .getByRole('button', { name: 'Padam majlis' })
      .click();
    await expect.poll(() => majlisGroupNames(page)).toEqual(['Akad Nikah', 'Majlis Resepsi']);
    const resepsiGroup = page.getByRole('group', { name: 'Majlis Resepsi' });
    await expect(resepsiGroup.getByText('10 tempat duduk')).toHaveCount(2);
    await editorBar(page).getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();
    const saved = (await storedCard(page, id)).content.majlis;
    expect(saved.map((one) => [one.kind, one.invite_only, one.date])).toEqual([
      ['akad', true, WEDDING_DAY],
      ['resepsi', false, WEDDING_DAY],
    ]);
    const [akadId, resepsi] = [saved[0]!.id, saved[1]!];
    expect(resepsi.sessions.map((one) => [one.label, one.seats])).toEqual([
      ['Sesi 1', 10],
      ['Sesi 2', 10],
    ]);
    const [sesi1, sesi2] = resepsi.sessions;

    // 2. The guest list: the family to both majlis, the friend to the resepsi only, and an aunt
    // to both, who will never reply.
    await page.goto(`/tetamu/${id}`);
    await addParty(page, FAMILY, '012-111 2222', '4', true);
    await addParty(page, FRIEND, '013-333 4444', '2', false);
    await addParty(page, AUNT, '019-555 6666', '3', true);
    await expect(partyRow(page, FAMILY).getByTestId('party-majlis')).toHaveText([
      'Akad Nikah',
      'Majlis Resepsi',
    ]);
    await expect(partyRow(page, FRIEND).getByTestId('party-majlis')).toHaveText(['Majlis Resepsi']);
    // Each party's personal link, as its WhatsApp message carries it.
    const linkOf = async (name: string) =>
      personalLinkPath((await waMessage(whatsappLink(partyRow(page, name)))).text, id);
    const friendPath = await linkOf(FRIEND);
    const familyPath = await linkOf(FAMILY);

    // 3. The friend's link: the resepsi alone, as a card of one majlis always looked (its
    // sessions beside its date), the akad's title nowhere on the page.
    const friend = await guestBrowser(browser, server, address(1));
    await openPersonalLink(friend, friendPath);
    const when = friend.getByRole('region', { name: 'Tempat, tarikh dan masa' });
    await expect(when).toContainText(malayWeekdayAndDate(WEDDING_DAY));
    await expect(when.getByRole('listitem')).toHaveText([/^Sesi 1/, /^Sesi 2/]);
    let panel = await openRsvpPanel(friend);
    await expect(panel.getByLabel('Nama')).toHaveValue(FRIEND);
    let resepsiForm = majlisGroup(panel, 'Majlis Resepsi');
    await expect(resepsiForm).toContainText(malayWeekdayAndDate(WEDDING_DAY));
    await expect(majlisGroup(panel, 'Akad Nikah')).toHaveCount(0);
    expect(await friend.content()).not.toMatch(/akad nikah/i);
    await resepsiForm.getByLabel('Jumlah Tetamu').fill('2');
    await sessionChoice(resepsiForm, 'Sesi 2').check();
    await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
    await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
    expect(await friend.content()).not.toMatch(/akad nikah/i);
    await friend.context().close();

    // The family's link: both majlis, the akad first; it answers both.
    const family = await guestBrowser(browser, server, address(2));
    await openPersonalLink(family, familyPath);
    await expect(family.getByRole('region', { name: 'Akad Nikah' })).toBeVisible();
    await expect(family.getByRole('region', { name: 'Majlis Resepsi' })).toBeVisible();
    panel = await openRsvpPanel(family);
    await expect(panel.getByRole('group', { name: /^(Akad Nikah|Majlis Resepsi)$/ })).toHaveText([
      /^Akad Nikah/,
      /^Majlis Resepsi/,
    ]);
    await majlisGroup(panel, 'Akad Nikah').getByLabel('Jumlah Tetamu').fill('3');
    resepsiForm = majlisGroup(panel, 'Majlis Resepsi');
    await resepsiForm.getByLabel('Jumlah Tetamu').fill('4');
    await sessionChoice(resepsiForm, 'Sesi 1').check();
    await panel.getByRole('button', { name: 'Hantar RSVP' }).click();
    await expect(panel.getByText(malay(RSVP_MESSAGES.success))).toBeVisible();
    await family.context().close();

    // 4. Other guests, on their own phones through the card's link, fill Sesi 1 (the family holds
    // 4 of its 10 seats); a neighbour cannot come.
    const coming = (name: string, guests: number, n: number) =>
      sendRsvp(page.request, id, address(n), {
        name,
        phoneNumber: `012-345 67${10 + n}`,
        guests,
        attending: true,
        majlis: [{ id: resepsi.id, attending: true, guests, session: sesi1!.id }],
      });
    await coming('Jiran Kamal', 4, 3);
    await coming('Jiran Salmah', 2, 4);
    await sendRsvp(page.request, id, address(5), {
      name: 'Jiran Osman',
      phoneNumber: '012-345 6715',
      guests: 1,
      attending: false,
      majlis: [{ id: resepsi.id, attending: false }],
    });
    // A latecomer's form: Sesi 1 is Penuh and cannot be chosen; Sesi 2 can.
    const latecomer = await guestBrowser(browser, server, address(6));
    await openGuestCard(latecomer, id);
    panel = await openRsvpPanel(latecomer);
    resepsiForm = majlisGroup(panel, 'Majlis Resepsi');
    await expect(majlisGroup(panel, 'Akad Nikah')).toHaveCount(0);
    await expect(sessionChoice(resepsiForm, 'Sesi 1')).toBeDisabled();
    await expect(resepsiForm.locator('label', { hasText: 'Sesi 1' })).toContainText('Penuh');
    await expect(sessionChoice(resepsiForm, 'Sesi 2')).toBeEnabled();
    await expect(resepsiForm.locator('label', { hasText: 'Sesi 2' })).not.toContainText('Penuh');

    // 5. The couple sets the RSVP's last day; the morning after it, the form is closed.
    await page.goto(`/rsvp/${id}`);
    await openRsvpSettings(page);
    const settings = page.getByRole('region', { name: 'Tetapan RSVP' });
    await settings.getByLabel('Tarikh akhir RSVP').fill(LAST_DAY);
    await settings.getByRole('button', { name: 'Simpan tarikh' }).click();
    await expect(
      settings.getByText(
        `Tarikh akhir RSVP disimpan: tetamu boleh menjawab hingga ${malayWeekdayAndDate(LAST_DAY)}.`,
      ),
    ).toBeVisible();
    await latecomer.clock.setFixedTime(AFTER_LAST_DAY);
    await openGuestCard(latecomer, id);
    panel = await openRsvpPanel(latecomer);
    await expect(
      panel.getByText(cardText('ms', 'card.rsvp.closed', { date: malayLongDate(LAST_DAY) })),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Hantar RSVP' })).toHaveCount(0);
    await expect(panel.getByLabel('Nama')).toHaveCount(0);
    await latecomer.context().close();

    // 6. An usher link for the resepsi. Pautan Penyambut sits open beside the list on a wide
    // screen, folded on a phone.
    const ushers = page.getByRole('region', { name: /^Pautan Penyambut/ });
    const fold = ushers.getByRole('button', { name: /^Pautan Penyambut/ });
    await expect(fold).toHaveAttribute('aria-expanded', String(isWide(page)));
    if (!isWide(page)) await fold.click();
    await ushers.getByLabel('Nama pautan').fill('Pintu dewan');
    await ushers
      .getByLabel('Untuk majlis')
      .selectOption({ label: `Majlis Resepsi · ${malayLongDate(WEDDING_DAY)}` });
    await ushers.getByRole('button', { name: 'Cipta pautan' }).click();
    const usherRow = ushers.getByTestId('usher-link').filter({ hasText: 'Pintu dewan' });
    await expect(usherRow.getByTestId('usher-link-majlis')).toHaveText('Majlis Resepsi');
    const usherUrl = (await usherRow.getByText(/\/sambut\//).textContent()) ?? '';

    const usher = await otherBrowser(browser, server, address(7));
    await openUsherLink(usher, usherUrl, COUPLE);
    // The resepsi alone: nothing to choose, its counts and sessions.
    await expect(usher.getByTestId('door-majlis')).toContainText('Majlis Resepsi');
    await expect(usher.getByRole('navigation', { name: 'Pilih majlis' })).toHaveCount(0);
    await expect(doorTally(usher, 'Belum Hadir', 4, 12)).toBeVisible();
    await expect(usher.getByTestId('door-awaiting')).toHaveText(
      'Belum balas RSVP: 1 jemputan · 3 orang',
    );
    await expect(doorSession(usher, 'Sesi 1', 0, 10, 10)).toBeVisible();
    await expect(doorGuestRow(usher, FRIEND).getByTestId('door-guest-session')).toHaveText(
      'Sesi 2',
    );
    // The friend arrives: one tap.
    await doorGuestRow(usher, FRIEND)
      .getByRole('button', { name: CHECK_IN_MESSAGES.checkIn })
      .click();
    await expect(doorGuestRow(usher, FRIEND)).toContainText('Sudah Hadir');
    await expect(doorTally(usher, 'Sudah Hadir', 1, 2)).toBeVisible();
    await expect(doorTally(usher, 'Belum Hadir', 3, 10)).toBeVisible();
    await expect(doorSession(usher, 'Sesi 2', 2, 2, 10)).toBeVisible();
    // The same link at the akad's door: refused, with nobody to check in.
    await usher.goto(`/sambut/${id}?majlis=${akadId}`);
    await expect(usher.getByRole('alert')).toHaveText(
      CHECK_IN_MESSAGES.usherOtherMajlis('Majlis Resepsi'),
    );
    await expect(usher.getByTestId('door-guest')).toHaveCount(0);
    await usher.context().close();

    // 7. The RSVP page: each majlis's totals, each session's seats left.
    await page.reload();
    const totals = page.getByTestId('majlis-totals');
    const akadTotals = totals.getByTestId(`majlis-totals-${akadId}`);
    await expect(akadTotals).toContainText('Hadir3 orang1 RSVP');
    await expect(akadTotals).toContainText('Tidak hadir0 RSVP');
    await expect(akadTotals).toContainText('Belum balas1');
    await expect(akadTotals).toContainText('Daftar masuk0 orang');
    const resepsiTotals = totals.getByTestId(`majlis-totals-${resepsi.id}`);
    await expect(resepsiTotals).toContainText('Hadir12 orang4 RSVP');
    await expect(resepsiTotals).toContainText('Tidak hadir1 RSVP');
    await expect(resepsiTotals).toContainText('Belum balas1');
    await expect(resepsiTotals).toContainText('Daftar masuk2 orang');
    await expect(resepsiTotals.getByTestId(`session-totals-${sesi1!.id}`)).toContainText(
      '10/10 orang · Penuh',
    );
    await expect(resepsiTotals.getByTestId(`session-totals-${sesi2!.id}`)).toContainText(
      '2/10 orang · 8 tempat duduk lagi',
    );
    // Beside the settings on a wide screen; on a phone the totals come first, the folded settings
    // after the guests.
    if (isWide(page)) expect((await boxes(settings, totals)).leftOf).toBe(true);
    else expect((await boxes(settings, totals)).below).toBe(true);

    // Its CSV: a group of columns per majlis, with each RSVP's session and check-in.
    const rsvpCsv = await downloadCsv(page);
    expect(rsvpCsv[0]).toEqual(
      expect.arrayContaining([
        'Akad Nikah: Hadir',
        'Akad Nikah: Bilangan',
        'Akad Nikah: Sesi',
        'Akad Nikah: Daftar masuk',
        'Majlis Resepsi: Hadir',
        'Majlis Resepsi: Bilangan',
        'Majlis Resepsi: Sesi',
        'Majlis Resepsi: Daftar masuk',
      ]),
    );
    const friendRsvp = csvRow(rsvpCsv, FRIEND);
    expect(friendRsvp).toMatchObject({
      'Akad Nikah: Hadir': '',
      'Majlis Resepsi: Hadir': 'Ya',
      'Majlis Resepsi: Bilangan': '2',
      'Majlis Resepsi: Sesi': 'Sesi 2',
    });
    // Checked in: when, in Malaysia.
    expect(friendRsvp['Majlis Resepsi: Daftar masuk']).toMatch(
      /^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} [ap]m$/,
    );
    expect(csvRow(rsvpCsv, FAMILY)).toMatchObject({
      'Akad Nikah: Hadir': 'Ya',
      'Akad Nikah: Bilangan': '3',
      'Akad Nikah: Daftar masuk': 'Belum',
      'Majlis Resepsi: Bilangan': '4',
      'Majlis Resepsi: Sesi': 'Sesi 1',
    });

    // The guest list: each majlis's invited, replied and coming, and each party's answers.
    await page.goto(`/tetamu/${id}`);
    const byMajlis = page.getByTestId('majlis-totals').filter({ visible: true });
    await expect(byMajlis.getByRole('row', { name: /^Akad Nikah/ }).getByRole('cell')).toHaveText([
      '2',
      '1',
      '3',
    ]);
    await expect(
      byMajlis.getByRole('row', { name: /^Majlis Resepsi/ }).getByRole('cell'),
    ).toHaveText(['3', '2', '6']);
    await expect(partyRow(page, FAMILY).getByTestId('party-majlis')).toHaveText([
      'Akad Nikah · Hadir (3)',
      'Majlis Resepsi · Hadir (4)',
    ]);
    await expect(partyRow(page, FRIEND).getByTestId('party-majlis')).toHaveText([
      'Majlis Resepsi · Hadir (2)',
    ]);
    await expect(partyRow(page, AUNT).getByTestId('party-majlis')).toHaveText([
      'Akad Nikah',
      'Majlis Resepsi',
    ]);
    // Beside the list on a wide screen, under it on a phone.
    const tablePlace = await boxes(byMajlis, partyRows(page).last());
    expect(isWide(page) ? tablePlace.leftOf : tablePlace.below).toBe(true);

    // Its CSV: the majlis each party is invited to, then its answer at each, session included.
    const guestCsv = await downloadCsv(page);
    expect(guestCsv[0]).toEqual([
      ...GUEST_CSV_COLUMNS,
      ...['Akad Nikah', 'Majlis Resepsi'].flatMap((majlis) =>
        ['Hadir', 'Bilangan', 'Sesi', 'Daftar masuk'].map((column) => `${majlis}: ${column}`),
      ),
    ]);
    expect(csvRow(guestCsv, FAMILY)).toMatchObject({
      Majlis: 'Akad Nikah, Majlis Resepsi',
      Status: 'Hadir',
      'Hadir (orang)': '4',
      'Akad Nikah: Bilangan': '3',
      'Majlis Resepsi: Sesi': 'Sesi 1',
    });
    expect(csvRow(guestCsv, FRIEND)).toMatchObject({
      Majlis: 'Majlis Resepsi',
      Status: 'Hadir',
      'Majlis Resepsi: Hadir': 'Ya',
      'Majlis Resepsi: Sesi': 'Sesi 2',
    });
    expect(csvRow(guestCsv, AUNT)).toMatchObject({
      Majlis: 'Akad Nikah, Majlis Resepsi',
      'Hadir (orang)': '',
    });
  },
);

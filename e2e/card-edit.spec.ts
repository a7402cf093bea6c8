import { malay } from '../src/shared/i18n/rule-words-in';
import type { Page } from '@playwright/test';
import { CARD_EDIT_MESSAGES } from '../src/shared/schemas/owner-card';
import { expect as baseExpect, test } from './support/fixtures';
import { editText, editable, editorBar, openEditor, storedCard } from './support/editor';
import { waitForCardScript } from './support/card';

// The edit page (/edit/:id): the stored card in the creation editor, the contacts,
// Update and its panel, the warning on leaving with unsaved changes, two tabs that never
// overwrite each other silently, and the server's refusals pointing at their field.

// The editor is loaded on demand; on a busy 2-core machine its chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const ownerEmail = (who: string) => `edit-${who}-${test.info().project.name}@contoh.my`;

const MAK_SU = {
  name: 'Mak Su Timah',
  phoneNumber: '013-111 2222',
  contactMethod: 'both' as const,
};
const couple = { groom_name: 'Amir', bride_name: 'Balqis', contacts: [MAK_SU] };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The contacts hint ('Klik untuk tambah contact') is a strip of the bar, and covers nothing of the
 * card: not the couple's names on the first screen, not the programme's last row with its move and
 * delete buttons, and not the card's end.
 */
async function expectHintCoversNothing(page: Page) {
  const strip = page.locator('[data-hint-strip]');
  await expect(strip).toHaveText('Klik untuk tambah contact');
  const hint = (await strip.boundingBox())!;
  for (const name of ['nama pengantin lelaki', 'nama pengantin perempuan']) {
    const box = (await editable(page, name).boundingBox())!;
    expect(overlaps(hint, box), `the hint beside ${name}`).toBe(false);
  }
  await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
  const rows = await page.getByRole('button', { name: /^Padam perkara \d+$/ }).count();
  for (const label of [`Naikkan perkara ${rows}`, `Padam perkara ${rows}`]) {
    const button = page.getByRole('button', { name: label });
    // Brought into view as the browser does for a keyboard (focus), or a finger's scroll stops.
    await button.focus();
    const box = (await button.boundingBox())!;
    const now = (await strip.boundingBox())!;
    expect(overlaps(now, box), `the hint over ${label}`).toBe(false);
    // Nothing else lies over it either: its middle is the button's own.
    const hit = await button.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit, `${label} uncovered`).toBe(true);
  }
  await page.getByRole('button', { name: 'Batal' }).click();
  // At the card's end, its last words stand clear of the bar and the hint.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('[data-hint-bounds] > *').last();
  const end = (await last.boundingBox())!;
  const top = (await strip.boundingBox())!.y;
  expect(end.y + end.height).toBeLessThanOrEqual(top);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test(
  'the owner changes names, venue and contacts, updates, and guests see the new card',
  { tag: '@wide' },
  async ({ page, publishedCard }) => {
    test.setTimeout(90_000);
    const id = await publishedCard({
      owner: ownerEmail('ubah'),
      theme: 'theme12',
      content: couple,
    });

    await openEditor(page, id);
    await expect(page).toHaveTitle('Edit | Jemput');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Laman Kad' })).toHaveAttribute(
      'href',
      `/dashboard/${id}`,
    );
    await expect(editable(page, 'nama pengantin lelaki')).toContainText('Amir');
    await expect(page.getByText('Semua disimpan', { exact: true })).toBeVisible();
    await expectHintCoversNothing(page);

    await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Hakim');
    await editText(page, 'nama pengantin perempuan', 'Nama pengantin perempuan', 'Nurul');
    await expect(page.getByText('Belum disimpan', { exact: true })).toBeVisible();

    await editable(page, 'lokasi').click();
    const venue = page.getByRole('dialog', { name: 'Lokasi Majlis' });
    await venue.getByLabel('Location Name').fill('Dewan Orkid\nJalan Ampang');
    await venue.getByLabel('Coordinate').fill('3.158, 101.7118');
    await venue.getByRole('button', { name: 'Add Location' }).click();
    await expect(venue).toHaveCount(0);

    // Contacts, with its hint until first tapped: add one, change it, remove the old one.
    await expect(page.locator('[data-hint="contacts"]')).toHaveText('Klik untuk tambah contact');
    await editorBar(page)
      .getByRole('button', { name: /Contacts/ })
      .click();
    await expect(page.locator('[data-hint="contacts"]')).toHaveCount(0);
    const contacts = page.getByRole('dialog', { name: 'Contacts' });
    const list = contacts.getByRole('list', { name: 'Senarai contacts' });
    await expect(list.getByRole('listitem')).toHaveText([/Mak Su Timah.*Kedua-duanya/]);

    const addForm = contacts.getByRole('form', { name: 'Tambah contact' });
    await addForm.getByRole('button', { name: 'Tambah' }).click();
    await expect(addForm.getByText('Sila masukkan nama contact.')).toBeVisible();
    await addForm.getByLabel('Nama').fill('Pak Long Hassan');
    await addForm.getByLabel('Nombor Telefon').fill('012-345 678');
    await addForm.getByRole('radio', { name: 'WhatsApp' }).check();
    await addForm.getByRole('button', { name: 'Tambah' }).click();
    await expect(list.getByRole('listitem')).toHaveText([
      /Mak Su Timah/,
      /Pak Long Hassan.*012-345 678.*WhatsApp/,
    ]);
    await expect(addForm.getByLabel('Nama')).toHaveValue('');

    await contacts.getByRole('button', { name: 'Ubah Pak Long Hassan' }).click();
    const editForm = contacts.getByRole('form', { name: 'Ubah contact 2' });
    await expect(editForm.getByLabel('Nama')).toHaveValue('Pak Long Hassan');
    await editForm.getByLabel('Nombor Telefon').fill('');
    await editForm.getByRole('button', { name: 'Simpan contact' }).click();
    await expect(
      editForm.getByText('Sila masukkan nombor telefon contact yang sah.'),
    ).toBeVisible();
    await editForm.getByLabel('Nombor Telefon').fill('012-345 6789');
    await editForm.getByRole('radio', { name: 'Kedua-duanya' }).check();
    await editForm.getByRole('button', { name: 'Simpan contact' }).click();
    await contacts.getByRole('button', { name: 'Buang Mak Su Timah' }).click();
    await expect(list.getByRole('listitem')).toHaveText([
      /Pak Long Hassan.*012-345 6789.*Kedua-duanya/,
    ]);
    await contacts.getByRole('button', { name: 'Tutup' }).click();
    await expect(contacts).toHaveCount(0);

    // Nothing is saved until Update.
    expect((await storedCard(page, id)).content.groom_name).toBe('Amir');
    await editorBar(page).getByRole('button', { name: 'Update' }).click();
    const done = page.getByRole('dialog', { name: 'Kad dikemas kini' });
    await expect(done).toContainText(malay(CARD_EDIT_MESSAGES.updated));
    await expect(page.getByText('Semua disimpan', { exact: true })).toBeVisible();

    const stored = await storedCard(page, id);
    expect(stored.version).toBe(2);
    expect(stored.content).toMatchObject({
      groom_name: 'Hakim',
      bride_name: 'Nurul',
      contacts: [{ name: 'Pak Long Hassan', phoneNumber: '012-345 6789', contactMethod: 'both' }],
      majlis: [
        {
          location: 'Dewan Orkid\nJalan Ampang',
          directions: [{ locationName: 'Dewan Orkid, Jalan Ampang' }],
        },
      ],
    });

    // Lihat Kad: the guests' card shows it all.
    await done.getByRole('link', { name: 'Lihat Kad' }).click();
    await expect(page).toHaveURL(new RegExp(`/kad/${id}$`));
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toContainText('Hakim');
    await expect(hero).toContainText('Nurul');
    const venueSection = page.getByRole('region', { name: 'Tempat, tarikh dan masa' });
    await expect(venueSection.getByText('Dewan Orkid', { exact: true })).toBeAttached();
    // The server's HTML draws the bar; a tap before the card's script has taken over opens nothing.
    await waitForCardScript(page);
    await page
      .getByRole('navigation', { name: 'Menu kad' })
      .getByRole('button', { name: 'Hubungi' })
      .click();
    const hubungi = page.getByRole('dialog', { name: 'Hubungi Kami' });
    await expect(hubungi).toContainText('Pak Long Hassan');
    await expect(hubungi).not.toContainText('Mak Su Timah');
  },
);

test('two tabs editing the same card: the older one meets a conflict and loses nothing', async ({
  page,
  context,
  publishedCard,
}) => {
  test.setTimeout(90_000);
  const id = await publishedCard({
    owner: ownerEmail('dua-tab'),
    theme: 'theme12',
    content: couple,
  });

  const first = page;
  const second = await context.newPage();
  await openEditor(first, id);
  await openEditor(second, id);

  // The first tab saves.
  await editText(first, 'nama pengantin perempuan', 'Nama pengantin perempuan', 'Tab Satu');
  await editorBar(first).getByRole('button', { name: 'Update' }).click();
  await expect(first.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();

  // The second, which loaded the card before, is told, and keeps what it typed.
  await editText(second, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Tab Dua');
  await editorBar(second).getByRole('button', { name: 'Update' }).click();
  const conflict = second
    .getByRole('alert')
    .filter({ hasText: malay(CARD_EDIT_MESSAGES.conflict) });
  await expect(conflict).toBeVisible();
  await expect(second.getByRole('dialog')).toHaveCount(0);
  await expect(editable(second, 'nama pengantin lelaki')).toContainText('Tab Dua');
  await expect(second.getByText('Belum disimpan', { exact: true })).toBeVisible();
  expect((await storedCard(second, id)).content.bride_name).toBe('Tab Satu');

  // Saving its own edits is a choice it makes, over the newer card.
  await conflict.getByRole('button', { name: 'Simpan perubahan saya' }).click();
  await expect(second.getByRole('dialog', { name: 'Kad dikemas kini' })).toContainText(
    malay(CARD_EDIT_MESSAGES.updated),
  );
  await expect(conflict).toHaveCount(0);
  const saved = await storedCard(second, id);
  expect(saved.version).toBe(3);
  expect(saved.content).toMatchObject({ groom_name: 'Tab Dua', bride_name: 'Balqis' });

  // The first tab, now behind, takes the newest card instead, after a question.
  await first.getByRole('dialog').getByRole('button', { name: 'Terus mengubah' }).click();
  await editText(first, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Tab Satu Lagi');
  await editorBar(first).getByRole('button', { name: 'Update' }).click();
  const behind = first.getByRole('alert').filter({ hasText: malay(CARD_EDIT_MESSAGES.conflict) });
  await behind.getByRole('button', { name: 'Guna kad terkini' }).click();
  const question = first.getByRole('dialog', { name: 'Guna kad terkini?' });
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(editable(first, 'nama pengantin lelaki')).toContainText('Tab Satu Lagi');
  await behind.getByRole('button', { name: 'Guna kad terkini' }).click();
  await question.getByRole('button', { name: 'Buang perubahan saya' }).click();
  await expect(editable(first, 'nama pengantin lelaki')).toContainText('Tab Dua');
  await expect(editable(first, 'nama pengantin perempuan')).toContainText('Balqis');
  await expect(first.getByText('Semua disimpan', { exact: true })).toBeVisible();
  await expect(behind).toHaveCount(0);
  expect((await storedCard(first, id)).version).toBe(3);
});

test('leaving with unsaved changes warns, in the app and on closing the tab', async ({
  page,
  context,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: ownerEmail('keluar'),
    theme: 'theme12',
    content: couple,
  });
  await openEditor(page, id);

  // Nothing changed: the card home opens at once.
  await page.getByRole('link', { name: 'Laman Kad' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(editorBar(page)).toBeVisible();

  await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Belum Simpan');
  await page.getByRole('link', { name: 'Laman Kad' }).click();
  const question = page.getByRole('dialog', { name: 'Tinggalkan halaman ini?' });
  await expect(question).toContainText(malay(CARD_EDIT_MESSAGES.leave));
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(editable(page, 'nama pengantin lelaki')).toContainText('Belum Simpan');

  // A reload asks the browser's question; agreed to, the tab still has the edits.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(editable(page, 'nama pengantin lelaki')).toContainText('Belum Simpan');
  await expect(page.getByText(/Perubahan anda yang belum disimpan dipulihkan/)).toBeVisible();
  expect(dialogs).toEqual(['beforeunload']);

  // Leaving on purpose forgets them.
  await page.getByRole('link', { name: 'Laman Kad' }).click();
  await question.getByRole('button', { name: 'Ya, tinggalkan' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await openEditor(page, id);
  await expect(editable(page, 'nama pengantin lelaki')).toContainText('Amir');
  await expect(page.getByText('Semua disimpan', { exact: true })).toBeVisible();
  expect((await storedCard(page, id)).content.groom_name).toBe('Amir');

  // Closing the tab with unsaved changes.
  const other = await context.newPage();
  await openEditor(other, id);
  await editText(other, 'nama pengantin perempuan', 'Nama pengantin perempuan', 'Tutup Tab');
  const asked = new Promise<string>((resolve) => {
    other.on('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await other.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test(
  'a refused field is named, and the editor takes the owner to it',
  { tag: '@wide' },
  async ({ page, publishedCard }) => {
    test.setTimeout(60_000);
    const id = await publishedCard({
      owner: ownerEmail('ditolak'),
      theme: 'theme12',
      content: couple,
    });
    await openEditor(page, id);

    // The editor checks every field as it is typed, so the refusals are made on the way: the
    // request is changed before the real server sees it.
    let change: ((card: Record<string, unknown>) => void) | null = null;
    await page.route(`**/api/cards/${id}`, async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT' || !change) return route.continue();
      const body = request.postDataJSON() as { version: number; card: Record<string, unknown> };
      change(body.card);
      await route.continue({ postData: JSON.stringify(body) });
    });

    change = (card) => {
      card.groom_name = 'A'.repeat(41);
    };
    await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Amirul');
    await editorBar(page).getByRole('button', { name: 'Update' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nama pengantin lelaki' });
    await expect(refusal).toContainText(
      'Nama pengantin lelaki terlalu panjang (maksimum 40 aksara).',
    );
    await refusal.getByRole('button', { name: 'Betulkan nama pengantin lelaki' }).click();
    await expect(page.getByLabel('Nama pengantin lelaki', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Siap' }).click();
    await expect(page.getByText('Belum disimpan', { exact: true })).toBeVisible();

    // A refused contact opens the contacts on it, the message beside its field.
    change = (card) => {
      (card.contacts as { name: string }[])[0]!.name = 'Mak\u202ESu';
    };
    await editorBar(page).getByRole('button', { name: 'Update' }).click();
    const contacts = page.getByRole('dialog', { name: 'Contacts' });
    const form = contacts.getByRole('form', { name: 'Ubah contact 1' });
    await expect(form.getByLabel('Nama')).toHaveValue('Mak Su Timah');
    await expect(form.getByLabel('Nama')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Sila masukkan nama contact.');
    await contacts.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Contact 1' })).toBeVisible();

    // Let through, it saves.
    change = null;
    await editorBar(page).getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();
    expect((await storedCard(page, id)).content.groom_name).toBe('Amirul');
  },
);

test('a session lost before Update keeps the edits for after the login', async ({
  page,
  publishedCard,
}) => {
  const id = await publishedCard({ owner: ownerEmail('sesi'), theme: 'theme12', content: couple });
  await openEditor(page, id);
  await editText(page, 'nama pengantin lelaki', 'Nama pengantin lelaki', 'Sesi Tamat');

  // The server says the session is gone (expired, or logged out in another tab).
  await page.route(`**/api/cards/${id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unauthorized', message: 'Sila log masuk.' } }),
        })
      : route.continue(),
  );
  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await page.unroute(`**/api/cards/${id}`);

  // Logged in again (here the cookie never left): the edits are back, still unsaved.
  await page.reload();
  await expect(editable(page, 'nama pengantin lelaki')).toContainText('Sesi Tamat');
  await expect(page.getByText('Belum disimpan', { exact: true })).toBeVisible();
  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Kad dikemas kini' })).toBeVisible();
  expect((await storedCard(page, id)).content.groom_name).toBe('Sesi Tamat');
});

test('another owner’s card is refused with the server’s words', async ({ page, loggedInAs }) => {
  await loggedInAs(ownerEmail('orang-lain'));
  await page.goto('/edit/demoplus');
  await expect(page.getByRole('alert')).toContainText('Maaf. Anda tiada kebenaran');
  await expect(page.getByRole('link', { name: 'Kembali ke senarai kad' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await page.goto('/edit/tiadakad99');
  await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
});

test('without a session the edit page asks for a login first', async ({ page }) => {
  await page.goto('/edit/demoplus');
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Alat kad' })).toHaveCount(0);
});

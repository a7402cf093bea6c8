import type { Page } from '@playwright/test';
import { malay } from '../src/shared/i18n/rule-words-in';
import type { Majlis } from '../src/shared/card/card-content';
import { VENUE_COORDINATE_MESSAGE } from '../src/shared/card/venue';
import { expect, test } from './support/fixtures';

// Card creation: the create screen (/create/:theme), the card edited in place on the
// draft in local storage.

const draftValue = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** The draft's one majlis as stored (its majlis list is JSON under `majlis`), if written yet. */
const draftMajlis = async (page: Page) =>
  (JSON.parse((await draftValue(page, 'majlis')) ?? '[]') as Majlis[])[0];

/** Opens an editable text by what its button says ("Ubah nama pengantin lelaki: …"). */
const editable = (page: Page, what: string) =>
  page.getByRole('button', { name: new RegExp(`^Ubah ${what}:`) });

async function openCreate(page: Page, theme = 'theme12') {
  await page.goto(`/create/${theme}`);
  await expect(page.getByRole('navigation', { name: 'Alat kad' })).toBeVisible();
}

test.describe('create screen', () => {
  test(
    'edits a text in place, keeps it over a reload, and refuses what the server would',
    { tag: '@wide' },
    async ({ page }) => {
      await openCreate(page);
      await editable(page, 'nama pengantin lelaki').click();
      const field = page.getByLabel('Nama pengantin lelaki', { exact: true });
      await expect(field).toBeFocused();
      await field.fill('Hakim');
      await field.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hakim');
      expect(await draftValue(page, 'groom_name')).toBe('Hakim');

      // An emptied name shows the server's message and is not kept; Escape puts back the old one.
      await editable(page, 'nama pengantin lelaki').click();
      await field.fill('');
      await expect(page.getByRole('alert')).toHaveText('Sila masukkan nama pengantin lelaki.');
      await field.press('Enter');
      await expect(field).toBeVisible();
      expect(await draftValue(page, 'groom_name')).toBe('Hakim');
      await field.fill('Hakimi');
      await field.press('Escape');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hakim');
      expect(await draftValue(page, 'groom_name')).toBe('Hakim');

      // Multi-line texts keep their lines; one-line ones do not take line breaks.
      await editable(page, 'nama waris').click();
      await page.getByLabel('Nama waris', { exact: true }).fill('Encik Ali\n&\nPuan Siti');
      await page.getByRole('button', { name: 'Siap' }).click();
      expect(await draftValue(page, 'parent_name')).toBe('Encik Ali\n&\nPuan Siti');
      await editable(page, 'tajuk utama').click();
      await page.getByLabel('Tajuk utama', { exact: true }).fill('Majlis\nPerkahwinan');
      await page.getByRole('button', { name: 'Siap' }).click();
      expect(await draftValue(page, 'walimatulurus')).toBe('Majlis Perkahwinan');

      // An emptied message title hides the title on the card (the spec's 'null').
      await editable(page, 'tajuk jemputan').click();
      await page.getByLabel('Tajuk jemputan', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Siap' }).click();
      expect(await draftValue(page, 'walimatulurus2')).toBe('null');
      await expect(editable(page, 'tajuk jemputan')).toContainText('Tiada tajuk');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hakim');
      await expect(editable(page, 'nama waris')).toContainText('Puan Siti');
      await expect(editable(page, 'tajuk utama')).toContainText('Majlis Perkahwinan');
    },
  );

  test(
    'shows each hint until its text is first clicked, and remembers it',
    { tag: '@wide' },
    async ({ page }) => {
      await openCreate(page);
      for (const hint of [
        'Klik untuk ubah nama pengantin',
        'Klik untuk ubah nama waris',
        'Klik untuk ubah nama penuh pengantin',
        'Klik untuk ubah lokasi',
        'Klik untuk ubah Doa',
      ]) {
        await expect(page.getByText(hint, { exact: true })).toBeAttached();
      }
      await editable(page, 'doa').click();
      await page.keyboard.press('Escape');
      await expect(page.getByText('Klik untuk ubah Doa', { exact: true })).toHaveCount(0);
      expect(await draftValue(page, 'tooltip_doa')).toBe('true');
      await page.reload();
      await expect(page.getByText('Klik untuk ubah Doa', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Klik untuk ubah nama waris', { exact: true })).toBeAttached();
    },
  );

  test('changes the date with Ubah Tarikh / OK and ignores an invalid one', async ({ page }) => {
    // A new draft's date is tomorrow by the browser's clock: pin it, so it is never the new one.
    await page.clock.setFixedTime(new Date('2026-05-01T10:00:00+08:00'));
    await openCreate(page);
    await expect(page.getByText('Sabtu, 2 Mei 2026').first()).toBeVisible();
    const before = (await draftMajlis(page))?.date;
    await page.getByRole('button', { name: 'Ubah Tarikh' }).click();
    await page.getByLabel('Tarikh majlis').fill('2027-03-14');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByText('Ahad, 14 Mac 2027').first()).toBeVisible();
    expect((await draftMajlis(page))?.date).toBe('2027-03-14');
    expect(before).not.toBe('2027-03-14');

    await page.getByRole('button', { name: 'Ubah Tarikh' }).click();
    await page.getByLabel('Tarikh majlis').fill('');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect((await draftMajlis(page))?.date).toBe('2027-03-14');
  });

  test('new times with Ubah Masa / OK make a new programme from them', async ({ page }) => {
    await openCreate(page);
    await page.getByRole('button', { name: 'Ubah Masa' }).click();
    await page.getByLabel('Mula').fill('10:00');
    await page.getByLabel('Tamat').fill('15:30');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByText('10:00 am - 3:30 pm')).toBeVisible();
    const programme = page.getByRole('region', { name: 'Atur Cara Majlis' });
    await expect(programme.getByRole('listitem')).toHaveText([
      'Ketibaan Tetamu : 10:00 am',
      'Ketibaan Pengantin : 11:00 am',
      'Jamuan Makan : 12:00 pm',
      'Majlis Bersurai : 3:30 pm',
    ]);
    expect(await draftMajlis(page)).toMatchObject({ start_time: '10:00', end_time: '15:30' });
  });

  test('the venue panel checks the coordinates and keeps one direction', async ({ page }) => {
    await openCreate(page);
    await editable(page, 'lokasi').click();
    const dialog = page.getByRole('dialog', { name: 'Lokasi Majlis' });
    await expect(dialog.getByRole('link', { name: 'Buka Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps',
    );
    await dialog.getByLabel('Location Name').fill('');
    await dialog.getByLabel('Coordinate').fill('3.15 101.71');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog.getByText('Sila masukkan nama lokasi.')).toBeVisible();
    // The message points at the panel's own guide (the spec's pointed at a video it had).
    await expect(dialog.getByText(malay(VENUE_COORDINATE_MESSAGE))).toBeVisible();
    await expect(dialog.getByText('Cara copy koordinat', { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText('video');

    await dialog.getByLabel('Location Name').fill('Dewan Orkid\nJalan Ampang');
    await dialog.getByLabel('Coordinate').fill('3.158, 101.7118');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editable(page, 'lokasi')).toContainText('Dewan Orkid');
    expect((await draftMajlis(page))?.directions).toEqual([
      {
        locationName: 'Dewan Orkid, Jalan Ampang',
        googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=3.158,101.7118',
        wazeUrl: 'https://waze.com/ul?ll=3.158,101.7118&navigate=yes',
      },
    ]);

    // A new one replaces the first: the panel now offers Update Location, filled in.
    await editable(page, 'lokasi').click();
    await expect(dialog.getByLabel('Coordinate')).toHaveValue('3.158,101.7118');
    await dialog.getByLabel('Coordinate').fill('2.9264, 101.6964');
    await dialog.getByRole('button', { name: 'Update Location' }).click();
    const directions = (await draftMajlis(page))?.directions;
    expect(directions).toHaveLength(1);
    expect(JSON.stringify(directions)).toContain('2.9264,101.6964');
  });

  test('edits the programme: rename, retime, move, delete, add, then Simpan', async ({ page }) => {
    await openCreate(page);
    await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
    await page.getByLabel('Tajuk perkara 1').fill('Akad Nikah');
    await page.getByLabel('Masa perkara 1').fill('09:00');
    await page.getByRole('button', { name: 'Turunkan perkara 1' }).click();
    await page.getByRole('button', { name: 'Padam perkara 3' }).click();
    await page.getByRole('button', { name: 'Tambah perkara' }).click();
    await expect(page.getByLabel('Tajuk perkara 4')).toHaveValue('New Item');
    await page.getByLabel('Tajuk perkara 4').fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      page.getByText('Sila masukkan tajuk bagi setiap perkara dalam atur cara majlis.'),
    ).toBeVisible();
    await page.getByLabel('Tajuk perkara 4').fill('Persembahan Nasyid');
    await page.getByRole('button', { name: 'Simpan' }).click();

    const programme = page.getByRole('region', { name: 'Atur Cara Majlis' });
    await expect(programme.getByRole('listitem')).toHaveText([
      'Ketibaan Pengantin : 12:30 pm',
      'Akad Nikah : 9:00 am',
      'Majlis Bersurai : 5:00 pm',
      'Persembahan Nasyid : 5:00 pm',
    ]);
    await page.reload();
    await expect(programme.getByRole('listitem')).toHaveCount(4);

    // Batal leaves the saved programme as it was.
    await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
    await page.getByRole('button', { name: 'Padam perkara 1' }).click();
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(programme.getByRole('listitem')).toHaveCount(4);
  });

  test('Simpan places a new or retimed item by its time; items moved by hand stay put', async ({
    page,
  }) => {
    await openCreate(page);
    const programme = page.getByRole('region', { name: 'Atur Cara Majlis' });
    await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
    await page.getByRole('button', { name: 'Tambah perkara' }).click();
    await page.getByLabel('Tajuk perkara 5').fill('Akad Nikah');
    await page.getByLabel('Masa perkara 5').fill('10:00');
    await page.getByRole('button', { name: 'Tambah perkara' }).click();
    await page.getByLabel('Tajuk perkara 6').fill('Persembahan Nasyid');
    await page.getByLabel('Masa perkara 6').fill('13:00');
    await page.getByLabel('Masa perkara 4').fill('16:00'); // Majlis Bersurai, earlier
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(programme.getByRole('listitem')).toHaveText([
      'Akad Nikah : 10:00 am',
      'Ketibaan Tetamu : 11:30 am',
      'Ketibaan Pengantin : 12:30 pm',
      'Persembahan Nasyid : 1:00 pm',
      'Jamuan Makan : 1:30 pm',
      'Majlis Bersurai : 4:00 pm',
    ]);
    expect((await draftMajlis(page))?.tentative.map((item) => item.time)).toEqual([
      '10:00',
      '11:30',
      '12:30',
      '13:00',
      '13:30',
      '16:00',
    ]);

    // A new item the owner moves by hand stays where they put it.
    await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
    await page.getByRole('button', { name: 'Tambah perkara' }).click();
    await page.getByLabel('Tajuk perkara 7').fill('Doa Selamat');
    await page.getByRole('button', { name: 'Naikkan perkara 7' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(programme.getByRole('listitem').nth(5)).toHaveText('Doa Selamat : 4:00 pm');
    await expect(programme.getByRole('listitem').nth(6)).toHaveText('Majlis Bersurai : 4:00 pm');
  });

  test(
    'the hint bubbles stay on the screen (theme6 puts a full name at the end of a line)',
    { tag: '@wide' },
    async ({ page }) => {
      await openCreate(page, 'theme6');
      await page.evaluate(() => document.fonts.ready);
      const width = page.viewportSize()!.width;
      const bubble = page.locator('[data-hint="bride_fullname"]');
      await expect(bubble).toHaveText('Klik untuk ubah nama penuh pengantin');
      await expect
        .poll(async () => {
          const box = (await bubble.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= width;
        })
        .toBe(true);
      for (const hint of await page.locator('[data-hint]').all()) {
        const box = (await hint.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    },
  );

  test('Select Fonts applies a pair at once, and Default brings back the theme’s', async ({
    page,
  }) => {
    await openCreate(page);
    const heading = page.getByRole('heading', { level: 1 });
    const headingFont = () => heading.evaluate((el) => getComputedStyle(el).fontFamily);
    const themeFont = await headingFont();

    await page.getByRole('button', { name: 'Select Fonts' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Fonts' });
    await expect(picker.getByRole('button', { name: /^Adam & Hawa/ })).toHaveCount(14);
    await picker.getByRole('button', { name: /Cinzel & Lato/ }).click();
    await expect(picker).toHaveCount(0);
    await expect.poll(headingFont).toContain('Cinzel');
    expect(await draftValue(page, 'H2')).toBe('Cinzel');
    expect(await draftValue(page, 'fontP')).toBe('Lato');
    expect(await draftValue(page, 'H2size')).toBe('text-5xl');

    await page.getByRole('button', { name: 'Select Fonts' }).click();
    await expect(picker.getByRole('button', { name: /Cinzel & Lato/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await picker.getByRole('button', { name: /Default/ }).click();
    await expect.poll(headingFont).toBe(themeFont);
  });

  test('a corrupt draft falls back field by field instead of breaking the page', async ({
    page,
  }) => {
    // Written under the keys a draft had before the majlis list, which are still read.
    await page.goto('/create/theme12');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'theme12');
      localStorage.setItem('groom_name', 'Zul');
      localStorage.setItem('bride_name', '');
      localStorage.setItem('tentative', '{not json');
      localStorage.setItem('wedding_date', '2026-02-31');
      localStorage.setItem('directions', JSON.stringify([{ locationName: 1 }]));
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zul');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hawa');
    await expect(
      page.getByRole('region', { name: 'Atur Cara Majlis' }).getByRole('listitem'),
    ).toHaveCount(4);
    expect(await draftValue(page, 'tentative')).toBeNull();
  });

  test('the theme in the address becomes the draft’s, with its fonts; Preview shows /demo', async ({
    page,
  }) => {
    await page.goto('/create/theme21');
    await expect(page.locator('img[src*="theme21-top"]')).toBeVisible();
    expect(await draftValue(page, 'theme')).toBe('theme21');
    expect(await draftValue(page, 'H2')).toBeTruthy();
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.locator('img[src*="theme21-top"]').last()).toBeVisible();
  });

  test(
    'on a laptop the how-to and the tools stand beside the card; on a phone the tools keep to the bottom edge',
    { tag: '@wide' },
    async ({ page, isMobile }) => {
      await openCreate(page, 'theme6');
      const guide = page.getByRole('complementary', { name: 'Cara mengubah kad' });
      const tools = page.getByRole('navigation', { name: 'Alat kad' });
      const notice = page.getByText('Ketik pada teks bergaris putus-putus untuk mengubahnya.', {
        exact: false,
      });
      const toTheEnd = () => page.getByText('Menghitung Hari').scrollIntoViewIfNeeded();

      if (isMobile) {
        await expect(guide).toBeHidden();
        await expect(notice).toBeVisible();
        const bar = (await tools.boundingBox())!;
        expect(Math.round(bar.y + bar.height)).toBe(page.viewportSize()!.height);
        return;
      }
      await expect(notice).toBeHidden();
      await expect(guide.getByRole('heading', { name: 'Ubah kad anda' })).toBeVisible();
      await expect(guide).toContainText('Tema 6');
      const card = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      for (const column of [guide, tools]) {
        expect((await column.boundingBox())!.x).toBeGreaterThan(card.x + card.width);
      }
      await toTheEnd();
      await expect(tools.getByRole('button', { name: 'Select Fonts' })).toBeInViewport();
      await expect(tools.getByRole('link', { name: 'Preview' })).toBeInViewport();
    },
  );

  test('an unknown theme gets the not-found page', async ({ page }) => {
    await page.goto('/create/theme101');
    await expect(page.getByRole('heading', { name: 'Halaman tidak dijumpai' })).toBeVisible();
  });
});

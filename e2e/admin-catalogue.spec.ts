import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_EMAIL, expect, test } from './support/fixtures';
import { logInThroughApi } from '../scripts/lib/owner-session';
import type { TestServer } from '../scripts/lib/built-server';
import { guestBrowser, openGuestCard, otherBrowser } from './support/other-browser';
import { publishCard } from './support/publish';

// The console's catalogue pages as staff and couples live them: a promo code made on
// /admin/promo that an owner then applies at checkout; maintenance mode switched on at
// /admin/tetapan (the landing page shows the maintenance screen, staff still reach /admin) and
// off again; a gift idea with its picture and English title that guests then see in the Salam
// Kaut panel in their card's language (Malay, English, both; on an English card, its Malay
// title marked as Malay once staff clear the English one). Both
// projects run it: 390 px and 1280 px. Tests share one server per worker, so whatever a test
// changes for everyone (settings, the gift list) is put back in a `finally`, through the API.

const project = () => test.info().project.name;

/** An owner's own browser beside the staff's page, logged in, with a published card. */
async function ownersBrowser(browser: Browser, server: TestServer, who: string, address: string) {
  const owner = await otherBrowser(browser, server, address);
  await logInThroughApi(owner.context(), server, `${who}-${project()}@kahwin.my`);
  const id = await publishCard(owner.request, 'theme3');
  return { owner, id };
}

/** Staff's call through the page's own (staff) session; fails the test if refused. */
async function staffCall(
  request: APIRequestContext,
  method: 'PUT' | 'PATCH',
  url: string,
  data: unknown,
) {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), await res.text()).toBe(200);
}

test(
  'staff create a promo code that an owner then applies at checkout',
  { tag: '@wide' },
  async ({ page, browser, server, loggedInAs }) => {
    const code = `Kahwin ${project()} Free`;
    const normalised = code.replace(/\s+/g, '').toLowerCase();

    await loggedInAs(STAFF_EMAIL);
    await page.goto('/admin/promo');
    await expect(page.getByRole('heading', { name: 'Kod Promo', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Kod promo baharu' });
    // The shared rule speaks first: a discount of nothing is refused in Malay beside its field.
    await form.getByLabel('Kod', { exact: true }).fill(code);
    await form.getByLabel('Diskaun (RM)').fill('0');
    await form.getByRole('button', { name: 'Cipta Kod' }).click();
    await expect(form.getByText('Diskaun mesti antara RM0.01 dan RM1000')).toBeVisible();
    await form.getByLabel('Diskaun (RM)').fill('500');
    await form.getByLabel('Bilangan penggunaan').fill('1');
    await form.getByRole('button', { name: 'Cipta Kod' }).click();
    await expect(form.getByText(`Kod promo telah dicipta. (${normalised})`)).toBeVisible();
    const entry = page.getByRole('article', { name: `Kod ${normalised}` });
    await expect(entry).toContainText('Diskaun RM500');
    await expect(entry).toContainText('0 / 1');

    // An owner's card, in its trial: the code takes the whole price off, Aktifkan Kad.
    const { owner, id } = await ownersBrowser(browser, server, 'promo', '10.16.1.1');
    await owner.goto(`/checkout/${id}`);
    await owner.getByLabel('Kod Promo').fill(code.toUpperCase());
    await owner.getByRole('button', { name: 'Guna' }).click();
    await expect(owner.getByText('Promo code applied successfully!')).toBeVisible();
    await expect(owner.getByTestId('total')).toHaveText('RM0');
    await owner.getByRole('button', { name: 'Aktifkan Kad' }).click();
    await expect(owner).toHaveURL(new RegExp(`/dashboard/${id}$`));
    await expect(owner.getByText('Aktif', { exact: true })).toBeVisible();
    await owner.context().close();

    // Staff see the use counted, and switch the code off.
    await page.reload();
    await expect(entry).toContainText('1 / 1');
    await expect(entry).toContainText('Habis digunakan');
    await entry.getByRole('button', { name: 'Matikan' }).click();
    await expect(entry).toContainText('Dimatikan');
    await expect(entry.getByRole('button', { name: 'Aktifkan semula' })).toBeVisible();
  },
);

test('staff switch maintenance mode on: the landing page shows it, staff still reach /admin', async ({
  page,
  loggedInAs,
}) => {
  await loggedInAs(STAFF_EMAIL);
  try {
    await page.goto('/admin/tetapan');
    await expect(page.getByRole('heading', { name: 'Tetapan', level: 1 })).toBeVisible();

    // The price and the number, each checked with its Malay message, then saved.
    const price = page.getByLabel('Harga kad (RM)');
    await expect(price).toHaveValue('50.00');
    await price.fill('40.005');
    await page.getByRole('button', { name: 'Simpan Tetapan' }).click();
    await expect(page.getByText('Harga mesti antara RM1 dan RM1000')).toBeVisible();
    await price.fill('45');
    await page.getByLabel('Nombor WhatsApp sokongan').fill('12');
    await page.getByRole('button', { name: 'Simpan Tetapan' }).click();
    await expect(page.getByText('Sila masukkan nombor WhatsApp Malaysia yang sah')).toBeVisible();
    await page.getByLabel('Nombor WhatsApp sokongan').fill('012-345 6789');
    await page.getByRole('button', { name: 'Simpan Tetapan' }).click();
    await expect(page.getByText('Tetapan telah disimpan.')).toBeVisible();

    const maintenance = page.getByRole('switch', { name: 'Mod penyelenggaraan' });
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Mod penyelenggaraan dihidupkan.')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
    await expect(page.getByTestId('price')).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Menu kakitangan' })).toBeVisible();
    await page.goto('/admin/tetapan');
    await expect(maintenance).toHaveAttribute('aria-checked', 'true');
    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');

    await page.goto('/');
    await expect(page.getByTestId('price')).toHaveText('RM45');
  } finally {
    await staffCall(page.request, 'PUT', '/api/admin/settings', {
      price: 50,
      maintenance_mode: false,
    });
  }
  await page.goto('/');
  await expect(page.getByTestId('price')).toHaveText('RM50');
});

/** A guest's Salam Kaut panel on the card, opened from the bar named in the card's language. */
async function salamKautPanel(guest: Page, id: string, barName: string) {
  await openGuestCard(guest, id);
  await guest
    .getByRole('navigation', { name: barName })
    .getByRole('button', { name: 'Salam Kaut' })
    .click();
  return guest.getByRole('dialog');
}

test(
  'staff add a gift idea with a picture and an English title; guests see it in the Salam Kaut panel in the card’s language',
  { tag: '@wide' },
  async ({ page, browser, server, loggedInAs }) => {
    test.setTimeout(90_000);
    const title = `Set Bantal ${project()}`;
    const english = `Pillow Set ${project()}`;
    const picture = await sharp({
      create: { width: 480, height: 480, channels: 3, background: '#b45309' },
    })
      .png()
      .toBuffer();

    await loggedInAs(STAFF_EMAIL);
    try {
      await page.goto('/admin/hadiah');
      const form = page.getByRole('form', { name: 'Tambah idea hadiah' });
      await form.getByLabel('Tajuk', { exact: true }).fill(title);
      // The English title is optional, under the Malay title's text rule: a bidi override is
      // refused in Malay beside it, as is no picture, before anything is sent.
      const englishField = form.getByLabel('Tajuk bahasa Inggeris');
      await expect(englishField).toHaveAccessibleName('Tajuk bahasa Inggeris (pilihan)');
      await englishField.fill(`Pillow \u202Etes`);
      await form
        .getByLabel('Pautan kedai')
        .fill('https://shopee.com.my/search?keyword=set%20bantal');
      await form.getByRole('button', { name: 'Tambah' }).click();
      await expect(form.getByText('Sila pilih gambar untuk dimuat naik.')).toBeVisible();
      await expect(englishField).toHaveAccessibleDescription(
        'Sila masukkan tajuk bahasa Inggeris yang sah (paling banyak 80 aksara), atau biarkan kosong.',
      );
      await englishField.fill(english);
      await form.getByLabel('Gambar').setInputFiles({
        name: 'bantal.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      await form.getByRole('button', { name: 'Tambah' }).click();
      await expect(form.getByText('Item telah ditambah.')).toBeVisible();
      const list = page.getByRole('list', { name: 'Idea Hadiah Kahwin' });
      const entry = list.getByRole('article', { name: title });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(`Inggeris: ${english}`);
      const src = await entry.locator('img').getAttribute('src');
      expect(src).toMatch(/^\/media\/catalogue\/[a-z0-9]+\.png$/);

      // An owner's card with gift ideas on: the guest's Salam Kaut panel lists it, picture loaded.
      const { owner, id } = await ownersBrowser(browser, server, 'hadiah', '10.16.2.1');
      const on = await owner.request.put(`/api/cards/${id}/gift-settings`, {
        data: { gift: true },
      });
      expect(on.status(), await on.text()).toBe(200);
      const cardIn = async (language: 'en' | 'both') => {
        const res = await owner.request.put(`/api/cards/${id}/language`, { data: { language } });
        expect(res.status(), await res.text()).toBe(200);
      };

      // A Malay card: the Malay title, and no English one.
      const guest = await guestBrowser(browser, server, `10.16.0.${project() === 'phone' ? 1 : 2}`);
      const panel = await salamKautPanel(guest, id, 'Menu kad');
      await expect(panel.getByRole('heading', { name: 'Idea Hadiah Kahwin' })).toBeVisible();
      const link = panel.getByRole('link', { name: title });
      await expect(link).toBeVisible();
      await expect(panel.getByText(english)).toHaveCount(0);
      const img = link.locator('img');
      await expect(img).toHaveAttribute('src', src!);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);

      // An English card: the English title alone.
      await cardIn('en');
      const inEnglish = await salamKautPanel(guest, id, 'Card menu');
      await expect(inEnglish.getByRole('heading', { name: 'Wedding Gift Ideas' })).toBeVisible();
      await expect(inEnglish.getByRole('link', { name: english, exact: true })).toBeVisible();
      await expect(inEnglish.getByText(title)).toHaveCount(0);

      // A card in both: the Malay title, the English beneath it.
      await cardIn('both');
      const inBoth = await salamKautPanel(guest, id, 'Menu kad');
      const both = inBoth.getByRole('link', { name: title });
      await expect(both).toBeVisible();
      await expect(both.locator('[lang="en"]')).toHaveText(english);

      // Staff clear the English title: an English card's guests read the Malay, marked as Malay
      // (a new guest: the list is cached a few minutes in the browser that read it).
      const added = (await (await page.request.get('/api/admin/gift-ideas')).json()) as {
        items: { id: string; title: string }[];
      };
      const ours = added.items.find((item) => item.title === title);
      await staffCall(page.request, 'PATCH', `/api/admin/gift-ideas/${ours?.id ?? ''}`, {
        title_en: '',
      });
      await cardIn('en');
      const later = await guestBrowser(browser, server, `10.16.0.${project() === 'phone' ? 3 : 4}`);
      const fallback = await salamKautPanel(later, id, 'Card menu');
      const malayTitle = fallback.getByRole('link', { name: title });
      await expect(malayTitle.locator('[lang="ms"]')).toHaveText(title);
      await later.context().close();
      await owner.context().close();
      await guest.context().close();
    } finally {
      // Other tests on this server see the gift list too: hide what this one added.
      const res = await page.request.get('/api/admin/gift-ideas');
      const { items } = (await res.json()) as { items: { id: string; title: string }[] };
      for (const item of items.filter((i) => i.title === title)) {
        await staffCall(page.request, 'PATCH', `/api/admin/gift-ideas/${item.id}`, {
          hidden: true,
        });
      }
    }
  },
);

import { malay } from '../src/shared/i18n/rule-words-in';
import type { Page } from '@playwright/test';
import { INTRO_FADE_MS, INTRO_SPINNER_MS, WISH_ROTATION_MS } from '../src/shared/card/presentation';
import { RSVP_MESSAGES } from '../src/shared/schemas/rsvp';
import { openCard, waitForCardScript } from './support/card';
import { installPausedClock, pauseClockNow } from './support/clock';
import { expect, test } from './support/fixtures';

// The guest card: the demo card `demoplus` has music on (so the intro
// overlay shows), RSVP, two contacts, a location, a salam kaut QR, gift ideas and sample wishes.
// Its timers run on Playwright's fake clock (support/clock.ts): no test waits for real seconds.

const bar = (page: Page) => page.getByRole('navigation', { name: 'Menu kad' });

test.describe('guest card', () => {
  test(
    'shows the names in the server’s HTML, then the intro overlay with Buka',
    { tag: '@wide' },
    async ({ page }) => {
      const youtube: string[] = [];
      page.on('request', (req) => {
        if (/youtube/.test(req.url())) youtube.push(req.url());
      });
      await installPausedClock(page);
      await page.goto('/kad/demoplus');
      await expect(page).toHaveTitle('Walimatulurus | Adam & Hawa');
      const overlay = page.locator('.intro-overlay');
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText('Adam')).toBeVisible();
      const spinner = overlay.getByRole('status');
      const buka = page.getByRole('button', { name: 'Buka' });
      await expect(spinner).toBeVisible();
      // The spinner for 3 s, then Buka; not a moment sooner.
      await waitForCardScript(page);
      await page.clock.runFor(INTRO_SPINNER_MS - 1);
      await expect(spinner).toBeVisible();
      await expect(buka).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(buka).toBeVisible();
      await expect(spinner).toHaveCount(0);
      // YouTube's player is loaded only after Buka.
      expect(youtube).toEqual([]);
      await buka.click();
      // Buka fades the overlay out over 2 s, then removes it.
      await page.clock.runFor(INTRO_FADE_MS - 1);
      await expect(overlay).toHaveAttribute('data-stage', 'closing');
      await page.clock.runFor(1);
      await expect(overlay).toHaveCount(0);
      await expect(page.locator('iframe[title="Muzik latar"]')).toHaveAttribute(
        'src',
        /youtube-nocookie\.com\/embed\//,
      );
      // Offline, the player has nothing to play, but the card works and the button still toggles.
      const music = page.getByRole('button', { name: 'Hentikan muzik' });
      await music.click();
      await expect(page.getByRole('button', { name: 'Mainkan muzik' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Adam');
      // The demo is held as an akad nikah and a resepsi, each with its programme.
      const resepsi = page.getByRole('region', { name: 'Majlis Resepsi' });
      await expect(resepsi.getByText('Atur Cara Majlis', { exact: true })).toBeAttached();
    },
  );

  test('greets the guest named in ?kepada=, as text', async ({ page }) => {
    await page.goto(`/kad/demoplus?kepada=${encodeURIComponent('Encik Ali <b>')}`);
    await expect(page.locator('.intro-overlay')).toContainText('Kepada: Encik Ali <b>');
  });

  test(
    'opens one panel at a time from the bottom bar and closes it every way',
    { tag: '@wide' },
    async ({ page }) => {
      await openCard(page);
      const dialog = page.getByRole('dialog');

      // Contacts: call first, then WhatsApp, with the country prefix.
      const contacts = bar(page).getByRole('button', { name: 'Hubungi' });
      await contacts.click();
      await expect(dialog).toHaveAccessibleName('Hubungi Kami');
      await expect(dialog.getByRole('link', { name: 'Telefon' })).toHaveAttribute(
        'href',
        'tel:+60123456789',
      );
      await expect(dialog.getByRole('link', { name: 'WhatsApp' }).first()).toHaveAttribute(
        'href',
        'https://wa.me/60123456789',
      );
      // The same button closes it.
      await contacts.click();
      await expect(dialog).toHaveCount(0);

      // Location: the maps and navigation links from the coordinates; Escape closes, focus returns.
      const location = bar(page).getByRole('button', { name: 'Lokasi' });
      await location.click();
      await expect(
        dialog.getByRole('link', { name: 'Google Maps: Majlis Resepsi' }),
      ).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=3\.15934,101\.71368/);
      await expect(dialog.getByRole('link', { name: 'Waze: Majlis Resepsi' })).toHaveAttribute(
        'href',
        /waze\.com\/ul\?ll=3\.15934,101\.71368/,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(location).toBeFocused();

      // Date: another button replaces the open panel; add-to-calendar links; X closes.
      await location.click();
      await bar(page).getByRole('button', { name: 'Tarikh' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog).toHaveAccessibleName('Tarikh & Masa');
      await expect(dialog.getByText('11:30 am - 5:00 pm')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Fail kalendar (.ics)' })).toHaveAttribute(
        'href',
        '/api/cards/demoplus/calendar.ics',
      );
      // The demo's akad nikah and resepsi: a Google Calendar link each, one file holding both.
      for (const majlis of ['Akad Nikah', 'Majlis Resepsi']) {
        await expect(
          dialog.getByRole('link', { name: `Google Calendar: ${majlis}`, exact: true }),
        ).toHaveAttribute('href', /calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
      }
      const ics = await (await page.request.get('/api/cards/demoplus/calendar.ics')).text();
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain('SUMMARY:Akad Nikah: Adam & Hawa');
      await dialog.getByRole('button', { name: 'Tutup' }).click();
      await expect(dialog).toHaveCount(0);

      // Salam kaut: the QR picture and the gift ideas, which link out; the backdrop closes it.
      await bar(page).getByRole('button', { name: 'Salam Kaut' }).click();
      const qr = dialog.getByRole('img', { name: 'Kod QR Salam Kaut' });
      await expect(qr).toBeVisible();
      // Visible is not yet loaded: the picture arrives a moment later on a busy machine.
      await expect
        .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(dialog.getByRole('heading', { name: 'Idea Hadiah Kahwin' })).toBeVisible();
      const gifts = dialog.getByRole('listitem');
      await expect(gifts.first()).toBeVisible();
      expect(await gifts.count()).toBeGreaterThanOrEqual(4);
      await expect(gifts.first().getByRole('link')).toHaveAttribute('target', '_blank');
      await page.getByTestId('panel-backdrop').click({ position: { x: 10, y: 10 } });
      await expect(dialog).toHaveCount(0);
    },
  );

  test('keeps focus inside the open panel and the bar', async ({ page }) => {
    await openCard(page);
    await bar(page).getByRole('button', { name: 'Hubungi' }).click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(
          active?.closest('[role="dialog"]') || active?.closest('nav[aria-label="Menu kad"]'),
        );
      });
      expect(inside).toBe(true);
    }
    await expect(dialog).toBeVisible();
  });

  test('takes an RSVP, clears the form and shows the new wish without a reload (the demo keeps none)', async ({
    page,
  }) => {
    await openCard(page);
    await bar(page).getByRole('button', { name: 'RSVP' }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('Email')).toHaveCount(0); // the demo does not ask for e-mail

    // The same rules as the server: missing name and a bad number are refused here.
    await form.getByLabel('Nombor Telefon').fill('123');
    await form.getByRole('button', { name: 'Hantar RSVP' }).click();
    await expect(form.getByText(malay(RSVP_MESSAGES.name))).toBeVisible();
    await expect(form.getByText(malay(RSVP_MESSAGES.phone))).toBeVisible();

    const wish = `Tahniah! Semoga bahagia (${test.info().project.name})`;
    await form.getByLabel('Nama').fill('Pak Long Hamid');
    await form.getByLabel('Nombor Telefon').fill('012-555 7788');
    // The demo's akad nikah and its resepsi in two sessions: an answer for each.
    await form
      .getByRole('group', { name: 'Akad Nikah' })
      .getByRole('radio', { name: 'Tidak Hadir' })
      .check();
    const resepsi = form.getByRole('group', { name: 'Majlis Resepsi' });
    await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
    await resepsi.getByLabel('Jumlah Tetamu').fill('3');
    await resepsi.getByRole('radio', { name: /^Sesi 2/ }).check();
    await form.getByLabel('Ucapan').fill(wish);
    const submit = form.getByRole('button', { name: 'Hantar RSVP' });
    const posted = page.waitForRequest((req) => req.method() === 'POST');
    await submit.click();
    await posted;
    // The demo card checks an RSVP like any card's, then keeps nothing, and says so.
    await expect(form.getByText(malay(RSVP_MESSAGES.demo))).toBeVisible();
    await expect(form.getByLabel('Nama')).toHaveValue('');
    await expect(form.getByLabel('Ucapan')).toHaveValue('');
    await page.keyboard.press('Escape');

    // The new wish is first in the carousel.
    const wishes = page.getByRole('region', { name: 'Ucapan' });
    await wishes.scrollIntoViewIfNeeded();
    await expect(wishes.getByText(wish)).toBeVisible();
    await expect(wishes.getByText('Pak Long Hamid')).toBeVisible();

    // …on this screen only: the next visitor of the shop window never sees it.
    const forOthers = await page.request.get('/api/cards/demoplus/wishes');
    expect(forOthers.ok()).toBe(true);
    expect(await forOthers.text()).not.toContain('Pak Long Hamid');
  });

  test('rotates the wishes every 3 seconds, pauses under the pointer, and the bullets pick one', async ({
    page,
  }) => {
    await openCard(page);
    // The guest goes down to the wishes with a key, which also stops auto-scroll.
    await page.keyboard.press('End');
    const wishes = page.getByRole('region', { name: 'Ucapan' });
    await wishes.scrollIntoViewIfNeeded();
    const bullets = wishes.getByRole('button', { name: /^Ucapan \d+$/ });
    await expect(bullets.first()).toBeVisible();
    const current = bullets.and(page.locator('[aria-current="true"]'));

    // From here the clock moves only when told to.
    await pauseClockNow(page);
    // Hovering the wish shown pauses it (to read a long wish)…
    const shown = (await current.getAttribute('aria-label'))!;
    const number = shown.replace('Ucapan ', '');
    await wishes.getByRole('listitem', { name: new RegExp(`^${number} daripada`) }).hover();
    await page.clock.runFor(2 * WISH_ROTATION_MS);
    await expect(current).toHaveAccessibleName(shown);
    // …and leaving it starts a new 3 s: the next wish comes at 3 s, not a moment sooner.
    await page.mouse.move(1, 1);
    await page.clock.runFor(WISH_ROTATION_MS - 1);
    await expect(current).toHaveAccessibleName(shown);
    await page.clock.runFor(1);
    await expect(current).not.toHaveAccessibleName(shown);

    await wishes.getByRole('button', { name: 'Ucapan 3' }).click();
    await expect(current).toHaveAccessibleName('Ucapan 3');
  });

  test('shows the demo card in the theme the gallery’s Demo button names', async ({ page }) => {
    await page.goto('/kad/demoplus/theme42');
    await expect(page.locator('img[src*="theme42-frame"]')).toHaveCount(1);
  });

  test('answers an unknown card with the not-found page and a link home', async ({ page }) => {
    const res = await page.goto('/kad/tiadakadini');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Kad tidak dijumpai' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guest card without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'shows the hero: names and date, no overlay in the way',
    { tag: '@wide' },
    async ({ page }) => {
      await page.goto('/kad/demoplus');
      await expect(page.locator('.intro-overlay')).toBeHidden();
      const names = page.getByRole('heading', { level: 1 });
      await expect(names).toContainText('Adam');
      await expect(names).toContainText('Hawa');
      await expect(
        page.getByText(/^(Ahad|Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu), \d+ /).first(),
      ).toBeVisible();
      await expect(page.getByText('Menghitung Hari')).toBeAttached();
    },
  );
});

import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { editorBar, openEditor, storedCard } from './support/editor';
import { guestBrowser } from './support/other-browser';

// The card's language is the couple's choice: the owner picks "Bahasa kad" in the editor, and
// guests read the card's fixed words in it from their next visit (an English guest's RSVP
// included); a card in both shows the Malay first with the English beneath it.

// The editor is loaded on demand; on a busy 2-core machine its chunk can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const ownerEmail = () => `bahasa-${test.info().project.name}@contoh.my`;

/** Malay words the card itself shows (not the couple's texts): none on an English card. */
const MALAY_FIXED = ['Menghitung Hari', 'Hubungi', 'Lokasi', 'Tarikh', 'Atur Cara', 'Ucapan'];

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The guest card afresh, taken over by its script (its wishes are read then). */
async function openAsGuest(guest: Page, id: string) {
  await guest.goto(`/kad/${id}`);
  await expect(
    guest.locator('[data-reveal] p', { hasText: /memuatkan ucapan|Loading the wishes/ }),
  ).toHaveCount(0);
}

test('the owner picks English, a guest reads and answers in English; then both', async ({
  page,
  browser,
  server,
  publishedCard,
}) => {
  test.setTimeout(120_000);
  const id = await publishedCard({
    owner: ownerEmail(),
    theme: 'theme12',
    content: { groom_name: 'Amir', bride_name: 'Balqis' },
  });

  // The editor: "Bahasa kad", Malay until the owner chooses, whole on a phone's width.
  await openEditor(page, id);
  const language = page.getByRole('radiogroup', { name: 'Bahasa kad' });
  await expect(language.getByRole('radio', { name: 'Bahasa Melayu' })).toBeChecked();
  for (const choice of ['Bahasa Melayu', 'English', 'Kedua-dua']) {
    const box = (await language.locator('label', { hasText: choice }).boundingBox())!;
    expect(box.x + box.width, choice).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  // The choice is the server's once saved: the radio turns on when the save answers, so the
  // journey waits for it rather than for the click (check() asserts at once).
  await language.getByRole('radio', { name: 'English' }).click();
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByText('Bahasa kad disimpan.', { exact: false })).toBeVisible();
  expect((await storedCard(page, id)).language).toBe('en');
  // The card on the editor's screen follows: its fixed words as guests will read them.
  await expect(page.getByText('Counting the Days')).toBeAttached();
  await expectNoOverflow(page);
  await page.screenshot({ path: test.info().outputPath('editor-english.png') });

  // A guest: the card in English, nothing of its Malay fixed words.
  const guest = await guestBrowser(browser, server, '10.91.0.1');
  await openAsGuest(guest, id);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  const bar = guest.getByRole('navigation', { name: 'Card menu' });
  for (const name of ['Contact', 'Location', 'RSVP', 'Date']) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(guest.getByText('Counting the Days')).toBeAttached();
  await expect(guest.getByRole('region', { name: 'Programme' })).toBeAttached();
  const text = await guest.locator('body').innerText();
  expect(MALAY_FIXED.filter((word) => text.includes(word))).toEqual([]);
  await expectNoOverflow(guest);
  await guest.screenshot({ path: test.info().outputPath('guest-english.png') });

  // The RSVP in English: its checks, its labels, its answer and the guest's pass.
  await bar.getByRole('button', { name: 'RSVP', exact: true }).click();
  const form = guest.getByRole('dialog', { name: 'RSVP' });
  await form.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Encik Hafiz');
  await form.getByLabel('Phone Number').fill('012-555 6677');
  await form.getByLabel('Number of Guests').fill('2');
  await form.getByLabel('Attendance').selectOption({ label: 'Attending' });
  await form.getByLabel(/^Wish/).fill('Congratulations to you both!');
  await form.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(form.getByText('Your RSVP has been confirmed!')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Your Guest Pass' })).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('guest-english-rsvp.png') });
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);

  // Both: the Malay first, the English beneath, on a phone's width.
  await language.getByRole('radio', { name: 'Kedua-dua' }).click();
  await expect(language.getByRole('radio', { name: 'Kedua-dua' })).toBeChecked();
  await expect.poll(async () => (await storedCard(page, id)).language).toBe('both');
  await openAsGuest(guest, id);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'ms');
  const countdown = guest.getByRole('heading', { name: /Menghitung Hari/ });
  await expect(countdown.locator('[lang="en"]')).toHaveText('Counting the Days');
  const twoLanguages = guest.getByRole('navigation', { name: 'Menu kad / Card menu' });
  await expect(twoLanguages.getByRole('button', { name: /Hubungi.*Contact/ })).toBeVisible();
  // The same word in both languages is said once.
  await expect(twoLanguages.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible();
  await expectNoOverflow(guest);
  await guest.screenshot({ path: test.info().outputPath('guest-both.png') });
  await countdown.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: test.info().outputPath('guest-both-countdown.png') });
  await twoLanguages.getByRole('button', { name: 'RSVP', exact: true }).click();
  const both = guest.getByRole('dialog', { name: 'RSVP' });
  await expect(both.getByRole('button', { name: /Hantar RSVP.*Send RSVP/ })).toBeVisible();
  await expect(both.getByLabel(/^Nama/)).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('guest-both-rsvp.png') });

  // The couple's own texts in English: in both, each has its English version beneath it in the
  // editor, typed in place; a programme item's in its row. Guests read it under the Malay.
  await page.getByRole('button', { name: /^Ubah versi English ucapan jemputan:/ }).click();
  await page
    .getByLabel('Ucapan jemputan dalam English', { exact: true })
    .fill('With gratitude, we invite you\nto our wedding');
  await page.getByRole('button', { name: 'Siap' }).click();
  await expect(page.getByText('to our wedding')).toBeVisible();
  await page.getByRole('button', { name: 'Ubah Atur Cara Majlis' }).click();
  await page.getByLabel('Tajuk perkara 1 dalam English').fill('Guests arrive');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await editorBar(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Semua disimpan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Terus mengubah' }).click();
  await openAsGuest(guest, id);
  const invitation = guest.getByRole('region', { name: /^Jemputan/ });
  await expect(invitation.locator('[lang="en"]', { hasText: 'With gratitude' })).toHaveText(
    /With gratitude, we invite you\s*to our wedding/,
  );
  const programme = guest.getByRole('region', { name: /^Atur Cara Majlis/ });
  await expect(programme.getByRole('listitem').first().locator('[lang="en"]')).toHaveText(
    'Guests arrive',
  );
  await programme.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: test.info().outputPath('guest-both-own-texts.png') });
  // Back in Malay, the English versions are kept but not shown. (A click, then its state: the
  // picker shows the choice once its save has started, a moment after the tap.)
  await language.getByRole('radio', { name: 'Bahasa Melayu' }).click();
  await expect(language.getByRole('radio', { name: 'Bahasa Melayu' })).toBeChecked();
  await expect.poll(async () => (await storedCard(page, id)).language).toBe('ms');
  await expect(page.getByText('to our wedding')).toHaveCount(0);
  expect((await storedCard(page, id)).content.message_en).toContain('to our wedding');
  await openAsGuest(guest, id);
  await expect(guest.getByText('Guests arrive')).toHaveCount(0);
  await guest.context().close();
});

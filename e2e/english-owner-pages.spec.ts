import { expect, test } from './support/fixtures';

// An owner whose browser asks for English: the music setup, the salam kaut and gift settings, the
// wishes book (its pages too, not only its toolbar) and the public feedback page all speak
// English, and a setting saved is answered in English.

test.use({ locale: 'en-MY' });

/** Words only the Malay pages say: none of them may be left over on an English page. */
const MALAY_LEFT_OVER = /Tetamu|Sila |Lihat Kad|Aktifkan|Hidupkan|Pratonton|maklum balas|bintang/;

test('an English owner sets up music and salam kaut, opens the wishes book and reads the feedback page in English', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: `english-pages-${test.info().project.name}@contoh.my`,
    theme: 'theme3',
    content: { groom_name: 'Irfan', bride_name: 'Sofea' },
  });

  // The music setup: its switch, the link form and the quick picks, in English.
  await page.goto(`/music/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Background Music | Jemput');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Music Setup' })).toBeVisible();
  const musicSwitch = page.getByRole('switch', { name: 'Play music?' });
  await expect(musicSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Yes: the song plays once guests open the card.')).toBeVisible();
  await expect(page.getByLabel('Song link (YouTube)')).toBeVisible();
  const picks = page.getByRole('region', { name: 'Suggested songs' }).getByRole('listitem');
  await expect(picks).toHaveCount(12);
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(MALAY_LEFT_OVER);

  // Turning the music off is saved, and the server answers in English.
  await musicSwitch.click();
  await expect(musicSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('Music is off. The card opens straight away, without music.'),
  ).toBeVisible();

  // The salam kaut and gift settings: nothing shown yet, and why.
  await page.goto(`/salamkaut/${id}`);
  await expect(page).toHaveTitle('Salam Kaut & Gift Ideas | Jemput');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Salam Kaut & Gift Ideas' }),
  ).toBeVisible();
  await expect(page.getByText(/The Salam Kaut button is not shown on the card\./)).toBeVisible();
  await page.getByRole('button', { name: 'Upload QR Code' }).click();
  await expect(page.getByText('Please choose a QR code picture to upload.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(MALAY_LEFT_OVER);

  // Showing the gift ideas is saved; the status says guests now get them.
  const gifts = page.getByRole('switch', { name: 'Show gift ideas?' });
  await gifts.click();
  await expect(gifts).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('The gift ideas list is now shown on the card.')).toBeVisible();
  await expect(
    page.getByText('Guests see the Salam Kaut button: gift ideas only.', { exact: true }),
  ).toBeVisible();

  // The wishes book of a card in Malay is the owner's: written in English, days and all.
  await page.goto(`/buku-ucapan/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishes Book' })).toBeVisible();
  const book = page.getByRole('article', { name: 'Wishes Book Irfan & Sofea' });
  await expect(book.getByText('No wishes to put in the book yet.')).toBeVisible();
  await expect(book.getByText('0 wishes', { exact: true })).toBeVisible();
  await expect(book).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
  await expect(book).not.toContainText(
    /Buku Ucapan|ucapan|Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad/,
  );

  // The public feedback page.
  await page.goto('/feedback');
  await expect(page).toHaveTitle('Feedback | Jemput');
  await expect(page.getByRole('heading', { level: 1, name: 'What couples say' })).toBeVisible();
  const filter = page.getByRole('group', { name: 'Filter by stars' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('meter', { name: '5 stars' })).toBeVisible();
  await filter.getByRole('button', { name: '1 star', exact: true }).click();
  await expect(filter.getByRole('button', { name: '1 star', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('main')).not.toContainText(MALAY_LEFT_OVER);
});

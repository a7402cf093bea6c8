import { INTRO_FADE_MS, INTRO_SPINNER_MS } from '../src/shared/card/presentation';
import { malay } from '../src/shared/i18n/rule-words-in';
import { MUSIC_MESSAGES } from '../src/shared/schemas/music';
import { waitForCardScript } from './support/card';
import { installPausedClock } from './support/clock';
import { STAFF_EMAIL, expect, test } from './support/fixtures';

// The music page
// and what guests then get (the intro overlay, the music button). YouTube cannot load on
// these machines: the journey checks what the pages ask YouTube for, never that it played.

const VIDEO = 'dQw4w9WgXcQ';
const ownerEmail = (who: string) => `lagu-${who}-${test.info().project.name}@contoh.my`;

test('the owner sets a song from 1:05, and guests get the intro, Buka and the music; off, none', async ({
  page,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: ownerEmail('pemilik'),
    theme: 'theme3',
    content: { groom_name: 'Irfan', bride_name: 'Sofea' },
  });

  // The card home's Lagu tile leads here.
  await page.goto(`/dashboard/${id}`);
  await page.getByRole('link', { name: /^Lagu/ }).click();
  await expect(page).toHaveURL(`/music/${id}`);
  await expect(page).toHaveTitle('Background Music | Jemput');
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Lagu Kad' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Music on by default.
  const musicSwitch = page.getByRole('switch', { name: 'Aktifkan lagu?' });
  await expect(musicSwitch).toHaveAttribute('aria-checked', 'true');
  const picks = page.getByRole('region', { name: 'Lagu pilihan' }).getByRole('listitem');
  await expect(picks).toHaveCount(12);

  // A bad link: the spec's message, and nothing is played.
  const link = page.getByLabel('Pautan lagu (YouTube)');
  const startAt = page.getByLabel('Start at');
  await expect(startAt).toHaveAttribute('placeholder', '0:20');
  await link.fill('https://www.youtube.com/watch?v=pendek');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText(malay(MUSIC_MESSAGES.badLink))).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('iframe')).toHaveCount(0);

  // The link with 1:05: Play asks YouTube for that video at 65 s.
  await link.fill(`https://www.youtube.com/watch?v=${VIDEO}&feature=share`);
  await startAt.fill('1:05');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText(malay(MUSIC_MESSAGES.badLink))).toHaveCount(0);
  const preview = page.locator('iframe[title^="Pratonton lagu"]');
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO}\\?.*start=65`),
  );

  await page.getByRole('button', { name: 'Pilih lagu ini' }).click();
  await expect(page.getByText(MUSIC_MESSAGES.saved)).toBeVisible();
  const view = page.getByRole('link', { name: 'Lihat Kad' });
  await expect(view).toHaveAttribute('href', `/kad/${id}`);

  // The guest card: the intro overlay, Buka after the 3 s spinner (fake clock), the music.
  await installPausedClock(page);
  await view.click();
  await expect(page).toHaveURL(`/kad/${id}`);
  const overlay = page.locator('.intro-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Irfan');
  await waitForCardScript(page);
  await page.clock.runFor(INTRO_SPINNER_MS);
  await page.getByRole('button', { name: 'Buka' }).click();
  await page.clock.runFor(INTRO_FADE_MS);
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('iframe[title="Muzik latar"]')).toHaveAttribute(
    'src',
    new RegExp(`youtube-nocookie\\.com/embed/${VIDEO}\\?.*start=65`),
  );
  // YouTube is out of reach here: the card is open all the same, with its music button.
  await expect(page.getByRole('button', { name: 'Hentikan muzik' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Irfan');
  await page.clock.resume();

  // Music off: the next load of the card has no overlay, no Buka, no music button.
  await page.goto(`/music/${id}`);
  await expect(musicSwitch).toHaveAttribute('aria-checked', 'true');
  await musicSwitch.click();
  await expect(musicSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(MUSIC_MESSAGES.musicOff)).toBeVisible();
  // The saved song and its start stay in the form.
  await expect(link).toHaveValue(`https://youtu.be/${VIDEO}`);
  await expect(startAt).toHaveValue('1:05');

  await page.goto(`/kad/${id}`);
  await waitForCardScript(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Irfan');
  await expect(page.locator('.intro-overlay')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buka' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /muzik/ })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a quick pick fills the form and plays; staff see the page read-only', async ({
  page,
  loggedInAs,
  publishedCard,
}) => {
  test.setTimeout(60_000);
  const id = await publishedCard({
    owner: ownerEmail('pilihan'),
    theme: 'theme3',
    content: { groom_name: 'Hakim', bride_name: 'Nadia' },
  });
  await page.goto(`/music/${id}`);
  const region = page.getByRole('region', { name: 'Lagu pilihan' });
  const first = region.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Pautan lagu (YouTube)')).toHaveValue(/^https:\/\/youtu\.be\//);
  await expect(page.locator('iframe[title^="Pratonton lagu"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
  );
  await page.getByRole('button', { name: 'Pilih lagu ini' }).click();
  await expect(page.getByRole('link', { name: 'Lihat Kad' })).toBeVisible();

  await page.context().clearCookies();
  await loggedInAs(STAFF_EMAIL);
  await page.goto(`/music/${id}`);
  await expect(page.getByText('Paparan staf: baca sahaja.', { exact: false })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Aktifkan lagu?' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pilih lagu ini' })).toHaveCount(0);
});

import { CARD_OPENS_EMPTY } from '../src/shared/card/card-opens';
import { malaysiaCalendarDate } from '../src/shared/dates/malaysia-time';
import { malayLongDate } from '../src/shared/dates/malay-date';
import { expect, test } from './support/fixtures';

// How many opened the card: guests open it from their own phones, the couple read the count on
// the card home. Counted are browsers (a headless one is a robot), each once a day; the couple's
// own look at their card is not a guest's.

const PHONE = (model: string) =>
  `Mozilla/5.0 (Linux; Android 14; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36`;

// The couple's own phone is a real browser too: its look at the card must not count.
test.use({ userAgent: PHONE('SM-S918B') });

test('the card home says how many opened the card, today and by day', async ({
  page,
  browser,
  baseURL,
  publishedCard,
}) => {
  const owner = `dibuka-${test.info().project.name}@contoh.my`;
  const id = await publishedCard({
    owner,
    theme: 'theme12',
    content: { groom_name: 'Hafiz', bride_name: 'Nurul' },
  });
  await page.goto(`/dashboard/${id}`);
  const panel = page.getByRole('region', { name: 'Kad dibuka' });
  await expect(panel.getByText(CARD_OPENS_EMPTY)).toBeVisible();

  // The couple look at their card: not an open.
  await page.goto(`/kad/${id}`);
  await expect(page.getByText('Hafiz').first()).toBeVisible();

  // Two guests, each on a phone of their own; the first opens the card three times.
  const guests = [
    { address: '203.0.113.71', agent: PHONE('SM-A546E'), times: 3 },
    { address: '203.0.113.72', agent: PHONE('Redmi Note 13'), times: 1 },
  ];
  for (const guest of guests) {
    const context = await browser.newContext({
      baseURL,
      userAgent: guest.agent,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': guest.address },
    });
    const guestPage = await context.newPage();
    for (let i = 0; i < guest.times; i += 1) {
      const res = await guestPage.goto(`/kad/${id}`);
      expect(res?.status()).toBe(200);
    }
    await context.close();
  }

  await page.goto(`/dashboard/${id}`);
  await expect(panel.getByText('Dibuka 2 kali, hari ini 2')).toBeVisible();
  await expect(panel.getByRole('img', { name: /Carta bilangan kad dibuka sehari/ })).toBeVisible();
  await panel.getByText('Lihat mengikut hari').click();
  const today = malayLongDate(malaysiaCalendarDate(new Date()));
  await expect(panel.getByRole('row', { name: `${today} 2 kali` })).toBeVisible();
});

import { expect as baseExpect, test } from './support/fixtures';

// A couple whose browser asks for English: from a chosen theme through the preview, Add Contacts
// and Your Details to checkout, paid with the sandbox (which plays Billplz), then the card's own
// page. Every screen of the way speaks English, with ringgit and dates in English words, and the
// card itself starts in English: its preview, the invitation text to share, its guests' page.

// Six screens, most of them loaded on demand: give a busy 2-core machine room for each chunk.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ locale: 'en-GB' });

test('a visitor asking for English makes, publishes and pays for a card in English', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(60_000);
  const email = `english-${test.info().project.name}@contoh.my`;
  await loggedInAs(email);

  // The chosen theme becomes the draft's; its preview leads on to the contacts.
  await page.goto('/create/theme7');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('theme7');
  // The card starts from the sample in English, as couples write one: heading, parents,
  // invitation, doa and programme, none of the Malay sample's words.
  const edit = (name: string | RegExp) => page.getByRole('button', { name });
  await expect(edit('Edit main heading: The Wedding of')).toBeVisible();
  await expect(edit('Edit invitation heading: Wedding Invitation')).toBeAttached();
  await expect(edit(/^Edit parents’ names: Mr Ahmad bin Ismail & Mrs Aminah/)).toBeAttached();
  await expect(edit(/^Edit invitation message: With gratitude to Allah, we invite/)).toBeAttached();
  await expect(edit(/^Edit doa: O Allah, bless this marriage/)).toBeAttached();
  const programme = page.getByRole('region', { name: 'Programme' }).getByRole('listitem');
  await expect(programme).toHaveText([
    'Guests arrive : 11:30 am',
    'Arrival of the couple : 12:30 pm',
    'Lunch is served : 1:30 pm',
    'Event ends : 5:00 pm',
  ]);
  await expect(page.getByText(/Ketibaan|Walimatulurus|Encik Ahmad|Ya Allah/)).toHaveCount(0);
  // New times rebuild the programme, still in English: an evening meal is dinner.
  await page.getByRole('button', { name: 'Edit Time' }).click();
  await page.getByLabel('Start').fill('19:00');
  await page.getByLabel('End').fill('23:00');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(programme).toHaveText([
    'Guests arrive : 7:00 pm',
    'Arrival of the couple : 8:00 pm',
    'Dinner is served : 9:00 pm',
    'Event ends : 11:00 pm',
  ]);
  await programme.first().scrollIntoViewIfNeeded();
  await page.goto('/demo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The new card as guests will read it: in English, the visitor's language.
  const bar = page.getByRole('navigation', { name: 'Card menu' });
  await expect(bar.getByRole('button', { name: 'Location' })).toBeVisible();
  await page.getByRole('link', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Add Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Please enter a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Pak Long Hassan');
  await page.getByLabel('Phone Number').fill('012-345 6789');
  await page.getByRole('radio', { name: 'Phone call' }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Contacts' })).toContainText('Phone call');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Your Details: already logged in, so straight on from the contacts.
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(page).toHaveTitle(/^Your Details \|/);
  await expect(page.getByLabel('Promo Code')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('RM50');
  await page.getByLabel('Name').fill('Hakim bin Ali');
  await page.getByLabel('Phone Number').fill('019-222 3333');
  await page.getByRole('button', { name: 'Publish' }).click();
  // The sample's words are still on the card: the warning names them, in English.
  const warning = page.getByRole('alertdialog', { name: 'Your card still has sample text' });
  await expect(warning.getByRole('listitem').first()).toHaveText('Groom’s name');
  await warning.getByRole('button', { name: 'Publish anyway' }).click();

  await expect(page.getByRole('heading', { name: 'Your card has been published' })).toBeVisible();
  // What the couple shares is what guests read: English, like the card.
  const invitation = page.getByLabel('Invitation text');
  await expect(invitation).toHaveValue(/^Assalamualaikum and warm greetings\.\n/);
  await expect(invitation).toHaveValue(/\nDate: [A-Z][a-z]+day, \d+ [A-Z][a-z]+ \d{4}\n/);
  await expect(invitation).not.toHaveValue(/Tarikh:/);
  await page.getByRole('link', { name: 'Continue to Payment' }).click();

  // Checkout, in English, paid at the sandbox's page.
  await expect(page).toHaveURL(/\/checkout\/[a-z0-9]+$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Digital Wedding Card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Subtotal')).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('RM50');
  await expect(page.getByLabel('Name')).toHaveValue('Hakim bin Ali');
  await expect(page.getByText('Maklumat Bil')).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/[a-z0-9]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Paid', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/success/${id}$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your card is now Active.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Card Page' }).click();

  // The card's own page: its status, the payment in English words, its tiles.
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await expect(page.getByRole('heading', { name: 'Card status' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-note')).toContainText(
    /^Paid RM50 on \d+ [A-Z][a-z]+ \d{4}/,
  );
  await expect(page.getByRole('list', { name: 'Card features' })).toContainText('Guest List');
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();

  // The paid card's own page, as its guests open it: in English.
  await page.goto(`/kad/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Card menu' })).toHaveCount(1);
});

import type { Page } from '@playwright/test';
import { malaysiaCalendarDate } from '../src/shared/dates/malaysia-time';
import { expect, test } from './support/fixtures';
import {
  partyRow as row,
  partyRows as rows,
  personalLinkPath,
  tapWhatsapp,
  waMessage,
} from './support/guest-list';
import { sampleMajlis } from './support/publish';

// The messages after the invitation, as a couple sends them from the guest list: before the
// wedding the day-before reminder says when it opens and the thank-yous wait; the day before
// (the server's clock moved there), Peringatan sehari sebelum walks the parties coming, each
// message with the party's own link and pass; after the wedding, Ucapan terima kasih walks the
// parties that replied, in the couple's own words, and the list shows who was thanked. Both
// projects run it: 390 px and 1280 px.

const DAY_MS = 24 * 3600 * 1000;
/** The Malaysian calendar date `days` after today. */
const dayAfterToday = (days: number) => malaysiaCalendarDate(new Date(Date.now() + days * DAY_MS));

/** Adds a party through the guest list's own endpoint; its personal link's token. */
async function listParty(page: Page, cardId: string, name: string, phone: string) {
  const res = await page.request.post(`/api/cards/${cardId}/guests`, {
    data: { name, phone, allowance: 3 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { link } = (await res.json()) as { link: string };
  return link.split('/').at(-1) ?? '';
}

/** The party's RSVP through its personal link, as its card's form sends it. */
async function answer(page: Page, cardId: string, token: string, name: string, coming: boolean) {
  const res = await page.request.post(`/api/cards/${cardId}/rsvps`, {
    data: {
      name,
      phoneNumber: '012-000 0000',
      guests: coming ? 2 : 1,
      attending: coming,
      invitation: token,
      ...(coming ? {} : { ucapan: 'Selamat pengantin baru!' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the day before, the coming parties are reminded with their pass; after the wedding, thanked', async ({
  page,
  context,
  publishedCard,
  serverClock,
  server,
}) => {
  const project = test.info().project.name;
  const wedding = dayAfterToday(5);
  const id = await publishedCard({
    owner: `mesej-${project}@kenduri.my`,
    theme: 'theme12',
    content: {
      groom_name: 'Irfan',
      bride_name: 'Sofea',
      majlis: sampleMajlis({ date: wedding, location: 'Dewan Seri Kenanga, Bangi' }),
    },
  });
  // Paid: the card stays up through the days the clock is moved over.
  server.sql("UPDATE cards SET status = 'active' WHERE id = ?", id);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const zaid = await listParty(page, id, 'Pak Cik Zaid', '013-987 6543');
  const ros = await listParty(page, id, 'Mak Su Ros', '019-321 4567');
  await listParty(page, id, 'Cikgu Lim', '017-555 1212');
  await answer(page, id, zaid, 'Pak Cik Zaid', true);
  await answer(page, id, ros, 'Mak Su Ros', false);

  // Five days before: the reminder says when it opens; the thank-yous wait for the wedding.
  await page.goto(`/tetamu/${id}`);
  const panel = page.getByRole('region', { name: 'Peringatan & terima kasih' });
  const dayBefore = panel.getByRole('button', { name: /Peringatan sehari sebelum/ });
  await expect(dayBefore).toBeDisabled();
  await expect(panel).toContainText('Dibuka pada');
  await expect(panel.getByTestId('thanks-later')).toContainText(
    'Ucapan terima kasih boleh dihantar selepas majlis terakhir selesai',
  );
  await expect(panel.getByRole('button', { name: /Ucapan terima kasih/ })).toHaveCount(0);

  // The day before, at ten in the morning in Malaysia.
  await serverClock(new Date(`${dayAfterToday(4)}T10:00:00+08:00`));
  await page.reload();
  await expect(dayBefore).toBeEnabled();
  await expect(dayBefore).toHaveText('Peringatan sehari sebelum (1)');
  await dayBefore.click();
  const flow = page.getByRole('dialog', { name: 'Peringatan sehari sebelum' });
  await expect(flow.getByTestId('send-party')).toContainText('Pak Cik Zaid');
  const send = flow.getByRole('link', { name: /Hantar melalui WhatsApp/ });
  const reminder = await waMessage(send);
  expect(reminder.number).toBe('60139876543');
  expect(reminder.text).toContain('Assalamualaikum Pak Cik Zaid,');
  expect(reminder.text).toContain('Dewan Seri Kenanga, Bangi');
  // Its own personal link, and its pass: the same token at /pas.
  const linkPath = personalLinkPath(reminder.text, id);
  const token = linkPath.split('/').at(-1) ?? '';
  expect(token).toBe(zaid);
  expect(reminder.text).toMatch(new RegExp(`https?://\\S+/pas#${token}(\\s|$)`));
  await tapWhatsapp(page, send);
  await expect(flow.getByRole('status')).toContainText('Selesai!');
  await expect(flow.getByRole('status')).toContainText(
    '1 peringatan sehari sebelum ditanda dihantar.',
  );
  await flow.getByRole('status').getByRole('button', { name: 'Tutup' }).click();
  await expect(row(page, 'Pak Cik Zaid').getByTestId('party-reminded')).toHaveText(
    'Sudah diingatkan',
  );
  await expect(row(page, 'Mak Su Ros').getByTestId('party-reminded')).toHaveCount(0);
  await expect(dayBefore).toHaveText('Peringatan sehari sebelum (0)');

  // The couple's own thank-you, saved beside the invitation.
  await page.getByRole('button', { name: 'Ubah mesej' }).click();
  const messages = page.getByRole('dialog', { name: 'Mesej WhatsApp' });
  await messages
    .getByLabel('Mesej ucapan terima kasih')
    .fill('Terima kasih {nama}, doakan kami! {pautan}');
  await expect(messages.getByTestId('preview-thanks')).toContainText(
    'Terima kasih Pak Cik Zaid, doakan kami!',
  );
  await messages.getByRole('button', { name: 'Simpan mesej' }).click();
  await expect(messages).toBeHidden();

  // The day after the wedding: one tap each for the parties that replied.
  await serverClock(new Date(`${dayAfterToday(6)}T10:00:00+08:00`));
  await page.reload();
  await expect(dayBefore).toHaveCount(0);
  const thanks = panel.getByRole('button', { name: /Ucapan terima kasih/ });
  await expect(thanks).toHaveText('Ucapan terima kasih (2)');
  await thanks.click();
  const thanksFlow = page.getByRole('dialog', { name: 'Ucapan terima kasih' });
  for (const [name, phone] of [
    ['Pak Cik Zaid', '60139876543'],
    ['Mak Su Ros', '60193214567'],
  ] as const) {
    await expect(thanksFlow.getByTestId('send-party')).toContainText(name);
    const link = thanksFlow.getByRole('link', { name: /Hantar melalui WhatsApp/ });
    const message = await waMessage(link);
    expect(message.number).toBe(phone);
    expect(message.text).toMatch(new RegExp(`^Terima kasih ${name}, doakan kami! https?://`));
    await tapWhatsapp(page, link);
  }
  await expect(thanksFlow.getByRole('status')).toContainText(
    '2 ucapan terima kasih ditanda dihantar.',
  );
  await thanksFlow.getByRole('status').getByRole('button', { name: 'Tutup' }).click();

  // The list shows who was thanked, and narrows to them.
  await expect(row(page, 'Pak Cik Zaid').getByTestId('party-thanked')).toHaveText(
    'Sudah diucap terima kasih',
  );
  await expect(row(page, 'Cikgu Lim').getByTestId('party-thanked')).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Sudah diucap terima kasih' });
  await expect(rows(page)).toHaveCount(2);
  await expect(thanks).toHaveText('Ucapan terima kasih (0)');
});

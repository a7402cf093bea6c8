// `npm run screenshots -- majlis-lists`: the couple's lists on a card of three majlis (an akad by
// invitation only, a resepsi in two sessions and a bertandang): the guest list with each party's
// majlis and the totals per majlis, narrowed to the akad, the party form's majlis boxes; the RSVP
// page with each majlis's totals and seats left, narrowed to a session, a row opened; the card
// home with each majlis.
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { Majlis } from '../../src/shared/card/card-content';
import { firstMajlis } from '../../src/shared/card/majlis';
import { sampleCardContent } from '../../src/shared/card/sample-card';
import { calendarDateAfter } from '../../src/shared/dates/malay-date';
import type { GuestList } from '../../src/shared/schemas/guest-list';
import { logInThroughApi, publishThroughApi } from '../lib/owner-session';
import { SCREEN_SIZES, screenContext } from '../lib/screen-context';
import type { ScreenshotSession } from '../lib/screenshot-session';

const base = firstMajlis(sampleCardContent(new Date()).majlis);
const MAJLIS: Majlis[] = [
  {
    ...base,
    id: 'akad1',
    kind: 'akad',
    start_time: '09:00',
    end_time: '10:30',
    location: 'Masjid Al-Falah, USJ 9',
    invite_only: true,
  },
  {
    ...base,
    id: 'resepsi1',
    start_time: '11:00',
    end_time: '16:00',
    sessions: [
      { id: 'sesi1', label: 'Sesi Pertama', start_time: '11:00', end_time: '13:30', seats: 150 },
      { id: 'sesi2', label: 'Sesi Kedua', start_time: '13:30', end_time: '16:00', seats: 12 },
    ],
  },
  {
    ...base,
    id: 'btd1',
    kind: 'bertandang',
    date: calendarDateAfter(new Date(), 8),
    location: 'Dewan Seri Melati, Ipoh',
    hosts: 'Keluarga pengantin lelaki',
  },
];

/** Parties, the majlis each is invited to (null: the open ones), and their answers. */
const PARTIES: {
  line: string;
  majlis: string[] | null;
  answers?: { id: string; attending: boolean; guests?: number; session?: string }[];
}[] = [
  {
    line: 'Keluarga Pak Long Hamid, 013-246 8135, 5, Keluarga Lelaki',
    majlis: ['akad1', 'resepsi1', 'btd1'],
    answers: [
      { id: 'akad1', attending: true, guests: 5 },
      { id: 'resepsi1', attending: true, guests: 5, session: 'sesi1' },
      { id: 'btd1', attending: true, guests: 4 },
    ],
  },
  {
    line: 'Mak Ngah Rosnah, 019-777 1234, 3, Keluarga Perempuan',
    majlis: ['akad1', 'resepsi1'],
    answers: [
      { id: 'akad1', attending: true, guests: 2 },
      { id: 'resepsi1', attending: true, guests: 3, session: 'sesi2' },
    ],
  },
  {
    line: 'Cikgu Faridah, 012-555 0202, 2, Rakan Sekerja',
    majlis: null,
    answers: [
      { id: 'resepsi1', attending: true, guests: 2, session: 'sesi2' },
      { id: 'btd1', attending: false },
    ],
  },
  {
    line: 'Encik Tan Wei Ming, 016-888 2323, 2, Rakan Sekerja',
    majlis: null,
    answers: [
      { id: 'resepsi1', attending: true, guests: 2, session: 'sesi1' },
      { id: 'btd1', attending: true, guests: 2 },
    ],
  },
  { line: 'Tok Wan Kampung, 013-444 5555, 6, Keluarga Perempuan', majlis: ['akad1', 'resepsi1'] },
  { line: 'Nur Élya, 014-222 3333, 1, Kawan', majlis: null },
  { line: 'Ustaz Hanafi, 011-2345 6789, 2', majlis: ['akad1'] },
  { line: 'Jiran Taman Melati, 012-777 8888, 6, Jiran', majlis: ['resepsi1'] },
];

export default async function majlisListsScreenshots({
  browser,
  outDir,
  startServer,
}: ScreenshotSession) {
  const server = await startServer({ TRUST_PROXY: 'true' });

  const shot = async (page: Page, name: string, width: number, fullPage = false) => {
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`wrote ${file}`);
  };

  /** The RSVP list once it holds `rows` rows and is no longer reading. */
  const settled = async (page: Page, rows: number) => {
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="rsvp-row"]').length === count &&
        document.querySelector('[aria-busy="true"]') === null,
      rows,
    );
  };

  async function prepare(context: BrowserContext, width: number): Promise<string> {
    await logInThroughApi(context, server, `majlis-${width}@kenduri.my`);
    const id = await publishThroughApi(context, server, 'theme7', {
      groom_name: 'Faris',
      bride_name: 'Hana',
      majlis: MAJLIS,
    });
    const api = context.request;
    await api.post(`${server.url}/api/cards/${id}/guests/import`, {
      data: { format: 'lines', content: PARTIES.map((party) => party.line).join('\n') },
    });
    const list = (await (
      await api.get(`${server.url}/api/cards/${id}/guests`)
    ).json()) as GuestList;
    for (const [index, party] of list.parties.entries()) {
      const { majlis, answers } = PARTIES[index]!;
      if (majlis) {
        await api.put(`${server.url}/api/cards/${id}/guests/${party.id}`, {
          data: { ...party, majlis },
        });
      }
      if (index < 4) {
        await api.post(`${server.url}/api/cards/${id}/guests/${party.id}/sent`, {
          data: { kind: 'invitation' },
        });
      }
      if (!answers) continue;
      const token = new URL(party.link).pathname.split('/').at(-1);
      const res = await api.post(`${server.url}/api/cards/${id}/rsvps`, {
        headers: { 'X-Forwarded-For': `198.51.150.${(width % 100) + index}` },
        data: {
          name: party.name,
          phoneNumber: party.phone,
          guests: Math.max(...answers.map((answer) => answer.guests ?? 1)),
          attending: true,
          invitation: token,
          majlis: answers,
        },
      });
      if (!res.ok()) throw new Error(`RSVP failed: ${await res.text()}`);
    }
    // A guest of the card's open link, not coming.
    await api.post(`${server.url}/api/cards/${id}/rsvps`, {
      headers: { 'X-Forwarded-For': `198.51.151.${width % 100}` },
      data: { name: 'Pak Cik Jamal', phoneNumber: '017-321 6540', guests: 1, attending: false },
    });
    return id;
  }

  for (const size of SCREEN_SIZES) {
    const w = size.width;
    const context = await screenContext(browser, size);
    const id = await prepare(context, w);
    const page = await context.newPage();

    // The guest list keeps the card's RSVP stream open: the network is never idle.
    await page.goto(`${server.url}/tetamu/${id}`);
    await page.getByTestId('party-row').first().waitFor();
    await shot(page, 'guest-list', w, true);
    await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Akad Nikah' });
    await page.getByTestId('totals-of').waitFor();
    await shot(page, 'guest-list-akad', w);
    await page.getByRole('button', { name: 'Tambah tetamu' }).click();
    await page.getByRole('group', { name: 'Dijemput ke' }).waitFor();
    await shot(page, 'party-form', w);
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/rsvp/${id}`);
    await page.getByTestId('session-totals-sesi2').waitFor();
    await page.getByTestId('rsvp-row').first().waitFor();
    await shot(page, 'rsvp-page', w, true);
    await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Majlis Resepsi' });
    await page.getByRole('combobox', { name: /^Sesi/ }).selectOption({ label: 'Sesi Kedua' });
    await settled(page, 2);
    await page.getByRole('tablist', { name: 'Kumpulan tetamu' }).scrollIntoViewIfNeeded();
    await shot(page, 'rsvp-session', w);
    await page.getByRole('combobox', { name: /^Sesi/ }).selectOption({ label: 'Semua sesi' });
    await page.getByRole('combobox', { name: /^Majlis/ }).selectOption({ label: 'Semua majlis' });
    await settled(page, 5);
    const family = page.getByTestId('rsvp-row').filter({ hasText: 'Pak Long Hamid' });
    await family
      .getByRole('button', { name: /Pak Long Hamid/ })
      .first()
      .click();
    await page.getByTestId('rsvp-majlis-answer').first().waitFor();
    await family.scrollIntoViewIfNeeded();
    await shot(page, 'rsvp-row-open', w);

    await page.goto(`${server.url}/dashboard/${id}`);
    await page.getByTestId('session-totals-sesi2').waitFor();
    await shot(page, 'card-home', w, true);
    await context.close();
  }
}

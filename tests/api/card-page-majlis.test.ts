import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPageData } from '@shared/card/card-page';
import { CARD_DATA_ELEMENT_ID } from '@shared/card/card-page';
import { malayHijriDate } from '@shared/dates/hijri-date';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { freshAddress } from '../support/auth';
import { createCard, newOwnersCard } from '../support/cards';
import {
  FAMILY,
  FRIEND,
  akadMajlis,
  bertandangMajlis,
  listParty,
  resepsiMajlis,
} from '../support/majlis';
import { makeWebDir } from '../support/web-dir';

// The guest's card of a wedding held as several majlis: each majlis it may see as a section of
// its own in date order, a party's personal link showing the party's majlis (and its calendar
// file holding them), the Hijri date when the couple show it, and the countdown waiting for the
// next majlis not yet over.

const AKAD = akadMajlis({
  date: '2030-03-15',
  start_time: '20:00',
  end_time: '22:00',
  location: 'Masjid Al-Hidayah\nTaman Melawati',
  tentative: [],
});
const RESEPSI = resepsiMajlis({
  date: '2030-03-16',
  location: 'Dewan Seri Kenanga\nJalan Tun Razak',
  hosts: 'Encik Ahmad bin Ismail & Puan Aminah binti Hassan',
  sessions: [
    { id: 'sesi1', label: 'Sesi Keluarga', start_time: '11:30', end_time: '13:30', seats: 100 },
    { id: 'sesi2', label: '', start_time: '14:00', end_time: '17:00', seats: 100 },
  ],
});
const BERTANDANG = bertandangMajlis({
  date: '2030-03-23',
  location: 'Dewan Orang Ramai Taman Melati\nGombak',
  hosts: 'Haji Abdullah bin Musa',
  directions: [
    {
      locationName: 'Dewan Orang Ramai Taman Melati',
      wazeUrl: 'https://waze.com/ul?ll=3.2,101.7&navigate=yes',
      googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=3.2,101.7',
    },
  ],
});
/** In the couple's order, which is not the date order guests read. */
const WEDDING = [BERTANDANG, RESEPSI, AKAD];

function cardData(html: string): Extract<CardPageData, { state: 'live' }> {
  const pattern = new RegExp(
    `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  );
  const data = JSON.parse(pattern.exec(html)?.[1] ?? 'null') as CardPageData;
  if (data.state !== 'live') throw new Error('expected a live card');
  return data;
}

/** The card's HTML without its data (what the guest reads), without React's text separators. */
const bodyOf = (html: string) =>
  html.slice(0, html.indexOf(CARD_DATA_ELEMENT_ID)).replaceAll('<!-- -->', '');

/** Where each text first shows in `html` (-1 when it does not). */
const positions = (html: string, texts: string[]) => texts.map((text) => html.indexOf(text));

/** The VEVENTs of a calendar file: their UIDs and titles. */
function calendarEvents(ics: string) {
  return [...ics.matchAll(/BEGIN:VEVENT[\s\S]*?END:VEVENT/g)].map(([event]) => ({
    uid: /UID:(.*)/.exec(event)?.[1]?.trim(),
    summary: /SUMMARY:(.*)/.exec(event)?.[1]?.trim(),
    url: /URL:(.*)/.exec(event.replace(/\r\n /g, ''))?.[1]?.trim(),
  }));
}

describe.each(testDialects)('a card of several majlis on %s', (dialect) => {
  let t: TestApp;
  let webDir: string;
  // Before every majlis of the wedding (the cards are paid for: no trial runs out).
  const clock = testClock(new Date('2030-03-01T02:00:00Z'));
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp(dialect, { webDir, clock, env: { PUBLIC_URL: 'https://jemput.test' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshAddress() });

  /** The wedding's card with two parties: the family (akad and resepsi) and a friend (open). */
  async function weddingWithParties() {
    const card = await newOwnersCard(t, { majlis: WEDDING });
    const token = async (party: typeof FAMILY, majlisIds: string[] | null) =>
      (await listParty(t, card, party, majlisIds)).token;
    return {
      id: card.id,
      family: await token(FAMILY, ['akad1', 'resepsi1']),
      friend: await token(FRIEND, null),
      gone: await token({ name: 'Jiran Lama', phone: '014-555 6666', allowance: 4 }, ['dihapus1']),
    };
  }

  it('shows each open majlis as its own section, in date order', async () => {
    const id = await createCard(db(), { majlis: WEDDING });
    const html = (await get(`/kad/${id}`)).body;
    const body = bodyOf(html);
    const [resepsi, bertandang] = positions(body, [
      '<section aria-label="Majlis Resepsi"',
      '<section aria-label="Majlis Bertandang"',
    ]);
    expect(resepsi).toBeGreaterThan(0);
    expect(bertandang).toBeGreaterThan(resepsi!);
    // Each under its title, with its hosts, date, time, sessions, venue and Lokasi buttons.
    const resepsiSection = body.slice(resepsi, bertandang);
    for (const text of [
      '>Majlis Resepsi</h2>',
      '>Tuan Rumah</h3>',
      'Encik Ahmad bin Ismail &amp; Puan Aminah binti Hassan',
      'Sabtu, 16 Mac 2030',
      '11:30 am - 5:00 pm',
      'Sesi Keluarga : <span class="font-semibold text-(--card-ink)">11:30 am - 1:30 pm</span>',
      // A session without a label is named by its place.
      'Sesi 2 : <span class="font-semibold text-(--card-ink)">2:00 pm - 5:00 pm</span>',
      'Dewan Seri Kenanga',
      '>Atur Cara Majlis</h3>',
      // Without a pinned location, a maps search for the venue.
      'href="https://www.google.com/maps/search/?api=1&amp;query=Dewan%20Seri%20Kenanga%2C%20Jalan%20Tun%20Razak"',
    ]) {
      expect(resepsiSection, text).toContain(text);
    }
    const bertandangSection = body.slice(bertandang, body.indexOf('Menghitung Hari'));
    expect(bertandangSection).toContain('href="https://waze.com/ul?ll=3.2,101.7&amp;navigate=yes"');
    expect(bertandangSection).toContain('Sabtu, 23 Mac 2030');
    // The card of several majlis has no venue or programme section of a card of one.
    expect(body).not.toContain('aria-label="Tempat, tarikh dan masa"');
    expect(body).not.toContain('<section aria-label="Atur Cara Majlis"');
    // No Hijri date unless the couple show it.
    expect(body).not.toContain(malayHijriDate(RESEPSI.date));
  });

  it('keeps an invite-only majlis off the card’s own link, its page and its data', async () => {
    const id = await createCard(db(), { majlis: WEDDING });
    const html = (await get(`/kad/${id}`)).body;
    // The page's data carries the card's fixed words, which name every kind of majlis: what it
    // holds of this card's own is all but them.
    const { words, ...ofTheCard } = cardData(html);
    expect(words.language).toBe('ms');
    for (const text of ['Akad Nikah', 'Masjid Al-Hidayah', 'akad1']) {
      expect(bodyOf(html), text).not.toContain(text);
      expect(JSON.stringify(ofTheCard), text).not.toContain(text);
    }
    expect(cardData(html).card.content.majlis.map((majlis) => majlis.id)).toEqual([
      'tandang1',
      'resepsi1',
    ]);
  });

  it('shows a party its own majlis through its personal link, and never another party’s page', async () => {
    const { id, family, friend, gone } = await weddingWithParties();
    const familyPage = await get(`/kad/${id}/${family}`);
    const friendPage = await get(`/kad/${id}/${friend}`);
    const familyAgain = await get(`/kad/${id}/${family}`);
    expect(familyPage.statusCode).toBe(200);
    const familyBody = bodyOf(familyPage.body);
    const [akad, resepsi] = positions(familyBody, [
      '<section aria-label="Akad Nikah"',
      '<section aria-label="Majlis Resepsi"',
    ]);
    expect(akad).toBeGreaterThan(0);
    expect(resepsi).toBeGreaterThan(akad!);
    expect(familyBody).toContain('Masjid Al-Hidayah');
    expect(familyBody).not.toContain('Majlis Bertandang');
    expect(familyBody).toContain('Keluarga Pak Long');
    expect(cardData(familyPage.body).card.content.majlis.map((m) => m.id)).toEqual([
      'resepsi1',
      'akad1',
    ]);
    // The friend was never given a choice: the card's open majlis, greeted by its own name.
    const friendBody = bodyOf(friendPage.body);
    expect(friendBody).not.toContain('Akad Nikah');
    expect(friendBody).toContain('Majlis Bertandang');
    expect(friendBody).toContain('Rakan Sekolah');
    expect(friendBody).not.toContain('Keluarga Pak Long');
    expect(friendPage.headers.etag).not.toBe(familyPage.headers.etag);
    // Served from the cache, the family's page is still the family's.
    expect(familyAgain.body).toBe(familyPage.body);
    // A party whose majlis were all removed sees the card's open majlis, not an empty card.
    const gonePage = bodyOf((await get(`/kad/${id}/${gone}`)).body);
    expect(gonePage).toContain('Majlis Resepsi');
    expect(gonePage).toContain('Majlis Bertandang');
    expect(gonePage).not.toContain('Akad Nikah');
  });

  it('puts each majlis the guest may see in the calendar file, the party’s through its token', async () => {
    const { id, family } = await weddingWithParties();
    const open = await get(`/api/cards/${id}/calendar.ics`);
    expect(open.statusCode).toBe(200);
    expect(calendarEvents(open.body)).toEqual([
      {
        uid: `${id}-resepsi1@jemput`,
        summary: 'Majlis Resepsi: Ali & Aminah',
        url: `https://jemput.test/kad/${id}`,
      },
      {
        uid: `${id}-tandang1@jemput`,
        summary: 'Majlis Bertandang: Ali & Aminah',
        url: `https://jemput.test/kad/${id}`,
      },
    ]);
    const party = await get(`/api/cards/${id}/calendar.ics?invitation=${family}`);
    expect(party.statusCode).toBe(200);
    expect(calendarEvents(party.body)).toEqual([
      {
        uid: `${id}-akad1@jemput`,
        summary: 'Akad Nikah: Ali & Aminah',
        url: `https://jemput.test/kad/${id}/${family}`,
      },
      {
        uid: `${id}-resepsi1@jemput`,
        summary: 'Majlis Resepsi: Ali & Aminah',
        url: `https://jemput.test/kad/${id}/${family}`,
      },
    ]);
    // A token that is not a current link's is anyone with the card's link.
    const wrong = `${family.slice(0, 12)}AAAAAAAAAAAA`;
    const guessed = await get(`/api/cards/${id}/calendar.ics?invitation=${wrong}`);
    expect(calendarEvents(guessed.body).map((event) => event.uid)).toEqual([
      `${id}-resepsi1@jemput`,
      `${id}-tandang1@jemput`,
    ]);
    expect(
      (await get(`/api/cards/${id}/calendar.ics?invitation=${'x'.repeat(65)}`)).statusCode,
    ).toBe(400);
  });

  it('shows the Hijri date under each majlis’s date when the couple turn it on', async () => {
    const id = await createCard(db(), { majlis: WEDDING });
    await db()
      .updateTable('cards')
      .set({ show_hijri: 1, hijri_adjust: -1 })
      .where('id', '=', id)
      .execute();
    const body = bodyOf((await get(`/kad/${id}`)).body);
    for (const majlis of [RESEPSI, BERTANDANG]) {
      const hijri = malayHijriDate(majlis.date, -1);
      expect(hijri).toMatch(/^\d+ \S+ \d{4}H$/);
      expect(body).toContain(`<p class="text-sm text-(--card-label)">${hijri}</p>`);
    }
    // A card of one majlis shows it too, under its Tarikh.
    const one = await createCard(db(), { majlis: [{ ...RESEPSI, sessions: [], hosts: '' }] });
    await db().updateTable('cards').set({ show_hijri: 1 }).where('id', '=', one).execute();
    const oneBody = bodyOf((await get(`/kad/${one}`)).body);
    expect(oneBody).toContain(
      `<p>Sabtu, 16 Mac 2030</p><p class="text-sm text-(--card-label)">${malayHijriDate(RESEPSI.date)}</p>`,
    );
  });

  it('counts down to the next majlis not yet over, and names it', async () => {
    const { id, family } = await weddingWithParties();
    const countdownOf = async (url: string) => {
      const body = bodyOf((await get(url)).body);
      const section = body.slice(body.indexOf('Menghitung Hari'));
      const boxes = [...section.matchAll(/tabular-nums">(\d+)</g)].map(([, n]) => Number(n));
      const named = /Menghitung Hari<\/h2><p class="[^"]*">([^<]+)<\/p>/.exec(section)?.[1];
      return { boxes, named };
    };
    try {
      // 15 March, 21:00 in Kuala Lumpur: the akad is under way, the resepsi starts tomorrow.
      clock.set(new Date('2030-03-15T13:00:00Z'));
      expect(await countdownOf(`/kad/${id}/${family}`)).toEqual({
        boxes: [0, 0, 0, 0],
        named: 'Akad Nikah',
      });
      expect(await countdownOf(`/kad/${id}`)).toEqual({
        boxes: [0, 14, 30, 0],
        named: 'Majlis Resepsi',
      });
      // After the resepsi: the bertandang, a week later.
      clock.set(new Date('2030-03-16T10:00:00Z'));
      expect(await countdownOf(`/kad/${id}`)).toEqual({
        boxes: [6, 17, 30, 0],
        named: 'Majlis Bertandang',
      });
      // Every majlis over: the wedding has been held, and the countdown steps aside.
      clock.set(new Date('2030-04-01T00:00:00Z'));
      expect((await countdownOf(`/kad/${id}`)).boxes).toEqual([]);
    } finally {
      clock.set(new Date('2030-03-01T02:00:00Z'));
    }
  });

  it('draws a card of one majlis as it always did: no titles, hosts or Lokasi buttons', async () => {
    const id = await createCard(db());
    const body = bodyOf((await get(`/kad/${id}`)).body);
    expect(body).toContain('<section aria-label="Tempat, tarikh dan masa"');
    expect(body).toContain('<section aria-label="Atur Cara Majlis"');
    for (const text of ['Tuan Rumah', 'Majlis Resepsi', '>Sesi<', 'Google Maps']) {
      expect(body, text).not.toContain(text);
    }
  });

  /**
   * The bytes a phone fetches before the card's first paint, as Lighthouse counts them: the page
   * (Brotli), the two font subsets its head preloads (once packed as WOFF2, as every guest after
   * the first gets them) and the hero's pictures, each with its response's headers (about 300
   * bytes as a browser counts them; the test app's own carry more).
   */
  const RESPONSE_HEADERS = 300;
  async function firstPaintBytes(url: string): Promise<number> {
    const page = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
      remoteAddress: freshAddress(),
    });
    expect(page.headers['content-encoding']).toBe('br');
    const html = page.body.length > 0 ? zlib.brotliDecompressSync(page.rawPayload).toString() : '';
    const head = html.slice(0, html.indexOf('</head>'));
    const fonts = [...head.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)];
    const pictures = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(fonts).toHaveLength(2);
    expect(pictures.length).toBeGreaterThan(0);
    let bytes = page.rawPayload.length + RESPONSE_HEADERS;
    for (const [, asset] of [...fonts, ...pictures]) {
      const get = () =>
        t.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'br' } });
      if (asset!.startsWith('/fonts/')) {
        await expect
          .poll(async () => (await get()).headers['content-type'], { timeout: 15_000 })
          .toBe('font/woff2');
      }
      const res = await get();
      expect(res.statusCode, asset).toBe(200);
      bytes += res.rawPayload.length + RESPONSE_HEADERS;
    }
    return bytes;
  }

  it('stays within the first paint’s budget with three majlis, their sessions and programmes', async () => {
    const three = [
      { ...AKAD, invite_only: false, tentative: RESEPSI.tentative },
      RESEPSI,
      { ...BERTANDANG, sessions: RESEPSI.sessions.map((s) => ({ ...s, id: `${s.id}b` })) },
    ];
    const id = await createCard(db(), { majlis: three });
    await db().updateTable('cards').set({ show_hijri: 1 }).where('id', '=', id).execute();
    const one = await createCard(db());
    const threeBytes = await firstPaintBytes(`/kad/${id}`);
    const oneBytes = await firstPaintBytes(`/kad/${one}`);
    // Three sections in place of two add little once compressed: the rest is the same page.
    expect(threeBytes - oneBytes).toBeLessThan(2 * 1024);
    // The stand-in template's stylesheet is a line; the built card's (inline too) is about
    // 7.5 KB compressed. e2e/card-majlis.spec.ts measures the built page in the browser.
    const BUILT_STYLESHEET = 8 * 1024;
    expect(threeBytes + BUILT_STYLESHEET).toBeLessThan(35 * 1024);
  });

  it('names how many more majlis the share picture’s card holds', async () => {
    const id = await createCard(db(), { majlis: WEDDING });
    const picture = async () => {
      const res = await get(`/kad/${id}/og.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      return res.rawPayload;
    };
    const several = await picture();
    // The same first majlis (the resepsi), without the bertandang: only that line goes.
    await db()
      .updateTable('cards')
      .set({ majlis: JSON.stringify([RESEPSI, AKAD]), version: 2 })
      .where('id', '=', id)
      .execute();
    expect((await picture()).equals(several)).toBe(false);
  });
});

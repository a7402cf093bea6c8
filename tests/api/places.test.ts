import { malay } from '@shared/i18n/rule-words-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCoordinates } from '@shared/location/coordinates';
import { PLACES_MESSAGES, placeCoordinatesText } from '@shared/schemas/places';
import { loadConfig } from '@server/config';
import { searchUrl, toPlaces } from '@server/modules/places/geocoder-client';
import { freshAddress } from '../support/auth';
import type { FakeGeocoder } from '../support/fake-geocoder';
import { startFakeGeocoder } from '../support/fake-geocoder';
import type { TestApp } from '../support/test-app';
import { createTestApp, testClock } from '../support/test-app';

// GET /api/places/search against a local fake Nominatim.
// The route touches no database, so one dialect is enough.

const SEARCH = '/api/places/search';
// The search's own refusals, in Malay (no language asked).
const BUSY = 'Carian lokasi sedang sibuk. Sila cuba sebentar lagi.';
const UNAVAILABLE =
  'Maaf. Carian lokasi tidak dapat dihubungi buat masa ini. Sila cuba sebentar lagi atau masukkan koordinat secara manual.';
const NOT_CONFIGURED =
  'Carian lokasi belum disediakan. Buat masa ini, sila salin koordinat dari Google Maps dan masukkan secara manual.';
const search = (t: TestApp, q: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'GET', url: `${SEARCH}?q=${encodeURIComponent(q)}`, remoteAddress });

/** Lets pending requests run (real milliseconds, never seconds). */
const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/places/search with a geocoder', () => {
  let geocoder: FakeGeocoder;
  let t: TestApp;
  const clock = testClock(new Date('2026-11-24T08:00:00Z'));

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    t = await createTestApp('sqlite', {
      env: {
        GEOCODER_URL: `${geocoder.url}/`,
        PUBLIC_URL: 'https://jemput.example',
        ADMIN_EMAILS: 'staf@jemput.example',
      },
      clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });
  beforeEach(() => {
    geocoder.setMode('normal');
    geocoder.reset();
    // A fresh second for the throttle: every test starts with the geocoder free.
    clock.advance(60_000);
  });

  it('maps Nominatim results to name, lat, lon (6 decimals) and placeId, Malaysia only', async () => {
    const res = await search(t, 'Masjid');
    expect(res.statusCode, res.body).toBe(200);
    const { places } = res.json<{
      places: { name: string; lat: number; lon: number; placeId: string }[];
    }>();
    expect(places).toEqual([
      {
        name: 'Masjid Wilayah Persekutuan, Jalan Tuanku Abdul Halim, Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, 50480, Malaysia',
        lat: 3.171848,
        lon: 101.66698,
        placeId: '102',
      },
      {
        name: 'Masjid Putra, Persiaran Persekutuan, Presint 1, Putrajaya, Wilayah Persekutuan Putrajaya, 62502, Malaysia',
        lat: 2.93603,
        lon: 101.68978,
        placeId: '103',
      },
    ]);
    // The Singapore mosque is left out by the country filter Jemput asks for.
    expect(places.map((p) => p.placeId)).not.toContain('105');
    for (const found of places) expect(isCoordinates(placeCoordinatesText(found))).toBe(true);
    expect(placeCoordinatesText(places[0]!)).toBe('3.171848,101.666980');
  });

  it('asks for Malaysia only, in jsonv2, with the descriptive User-Agent', async () => {
    const res = await search(t, '  Dewan   Seri Endon ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      places: [{ placeId: '101', lat: 2.919691, lon: 101.679825 }],
    });
    expect(geocoder.requests).toHaveLength(1);
    const [asked] = geocoder.requests;
    expect(asked?.path).toBe('/search');
    expect(asked?.params).toEqual({
      q: 'Dewan   Seri Endon',
      format: 'jsonv2',
      countrycodes: 'my',
      limit: '8',
      'accept-language': 'ms,en',
      addressdetails: '0',
    });
    expect(asked?.userAgent).toBe('Jemput/1.0 (+https://jemput.example; staf@jemput.example)');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search(t, 'Tiada tempat begini');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ places: [] });
  });

  it('answers the same query again from its cache for a day, then asks again', async () => {
    expect((await search(t, 'Dewan Merdeka')).statusCode).toBe(200);
    clock.advance(5_000);
    const again = await search(t, 'dewan  MERDEKA');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ places: [{ placeId: '104' }] });
    expect(geocoder.requests).toHaveLength(1);
    clock.advance(24 * 60 * 60 * 1000 - 10_000);
    expect((await search(t, 'Dewan Merdeka')).statusCode).toBe(200);
    expect(geocoder.requests).toHaveLength(1);
    clock.advance(10_000);
    expect((await search(t, 'Dewan Merdeka')).statusCode).toBe(200);
    expect(geocoder.requests).toHaveLength(2);
  });

  it('sends at most one request a second to the geocoder, the others waiting their turn', async () => {
    const first = search(t, 'Masjid Putra');
    const second = search(t, 'Masjid Wilayah');
    const third = search(t, 'Seri Endon');
    await pause();
    expect(geocoder.requests.map((r) => r.params.q)).toEqual(['Masjid Putra']);
    clock.advance(999);
    await pause();
    expect(geocoder.requests).toHaveLength(1);
    clock.advance(1);
    await pause();
    expect(geocoder.requests.map((r) => r.params.q)).toEqual(['Masjid Putra', 'Masjid Wilayah']);
    clock.advance(1000);
    const replies = await Promise.all([first, second, third]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(geocoder.requests).toHaveLength(3);
  });

  it('tells a caller the search is busy when its turn is too far away, without asking', async () => {
    const queued = Array.from({ length: 6 }, (_, n) => search(t, `Tempat nombor ${n}`));
    await pause();
    const refused = await search(t, 'Tempat terlalu lambat');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'internal', message: BUSY, retryAfter: 1 },
    });
    for (let n = 0; n < 6; n += 1) {
      clock.advance(1000);
      await pause(50);
    }
    const replies = await Promise.all(queued);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(geocoder.requests.map((r) => r.params.q)).not.toContain('Tempat terlalu lambat');
  });

  it('answers an upstream error with a Malay 502 that leaks nothing, and does not cache it', async () => {
    geocoder.setMode('error');
    const res = await search(t, 'Masjid Putra Putrajaya');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'bad_gateway', message: UNAVAILABLE },
    });
    expect(res.body).not.toMatch(/secret|internal|db-7|127\.0\.0\.1|500/);
    geocoder.setMode('normal');
    clock.advance(1000);
    expect((await search(t, 'Masjid Putra Putrajaya')).json()).toMatchObject({
      places: [{ placeId: '103' }],
    });
  });

  it('answers a reply that is not a list with the same 502', async () => {
    geocoder.setMode('garbage');
    const res = await search(t, 'Dewan Seri');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'bad_gateway', message: UNAVAILABLE },
    });
  });

  it('answers the geocoder’s own 429 as busy (503)', async () => {
    geocoder.setMode('busy');
    const res = await search(t, 'Dewan Seri Endon Putrajaya');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { message: BUSY } });
  });

  it.each([
    ['missing', '', malay(PLACES_MESSAGES.query)],
    ['empty', '?q=', malay(PLACES_MESSAGES.query)],
    ['blank', '?q=%20%20%20', malay(PLACES_MESSAGES.query)],
    ['2 characters', '?q=ab', malay(PLACES_MESSAGES.queryTooShort)],
    ['2 characters after trimming', '?q=%20ab%20%20', malay(PLACES_MESSAGES.queryTooShort)],
    ['101 characters', `?q=${'a'.repeat(101)}`, malay(PLACES_MESSAGES.queryTooLong)],
    ['a control character', '?q=Dewan%07Seri', malay(PLACES_MESSAGES.queryCharacters)],
    ['a NUL', '?q=Dewan%00Seri', malay(PLACES_MESSAGES.queryCharacters)],
    ['a line break', '?q=Dewan%0ASeri', malay(PLACES_MESSAGES.query)],
    ['a bidi override', '?q=Dewan%E2%80%AESeri', malay(PLACES_MESSAGES.queryCharacters)],
  ])('refuses q %s with 400, a Malay message and the field', async (_label, query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SEARCH}${query}`,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message, field: 'q' } });
    expect(geocoder.requests).toHaveLength(0);
  });

  it('takes 3 and 100 characters', async () => {
    expect((await search(t, 'abc')).statusCode).toBe(200);
    clock.advance(1000);
    expect((await search(t, 'b'.repeat(100))).statusCode).toBe(200);
  });

  it('limits each address to 30 searches a minute with a Malay 429', async () => {
    const address = freshAddress();
    for (let n = 0; n < 30; n += 1) {
      // Invalid queries count too (the limit runs first) and never wait for the geocoder.
      const res = await t.app.inject({
        method: 'GET',
        url: `${SEARCH}?q=ab`,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(400);
    }
    const limited = await search(t, 'Masjid', address);
    expect(limited.statusCode).toBe(429);
    const body = limited.json<{ error: { code: string; message: string; retryAfter: number } }>();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^Terlalu banyak carian lokasi dari rangkaian anda\. Sila cuba semula dalam \d+ (saat|minit)\.$/,
    );
    expect(limited.headers['retry-after']).toBe(String(body.error.retryAfter));
    // Another address is not affected.
    expect((await search(t, 'Masjid')).statusCode).toBe(200);
  });
});

describe('GET /api/places/search when the geocoder is slow', () => {
  let geocoder: FakeGeocoder;
  let t: TestApp;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    t = await createTestApp('sqlite', {
      config: {
        geocoder: { url: geocoder.url, userAgent: 'Jemput/1.0 (+test)', timeoutMs: 300 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });

  it('gives up after the timeout with the Malay 502', async () => {
    geocoder.setMode('hang');
    const started = Date.now();
    const res = await search(t, 'Dewan Seri Endon');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'bad_gateway', message: UNAVAILABLE },
    });
  });

  it('answers a geocoder that is not there at all with the same 502', async () => {
    await geocoder.close();
    const res = await search(t, 'Masjid Putra');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'bad_gateway' } });
  });
});

describe('GET /api/places/search without GEOCODER_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('answers 503 in Malay: the search is not set up', async () => {
    const res = await search(t, 'Dewan Seri Endon');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: NOT_CONFIGURED },
    });
    expect(NOT_CONFIGURED).toMatch(/^Carian lokasi belum disediakan/);
  });

  it('still checks q first', async () => {
    expect((await search(t, 'ab')).statusCode).toBe(400);
  });
});

describe('geocoder configuration', () => {
  it('is off without GEOCODER_URL and has a default User-Agent with it', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).geocoder).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', GEOCODER_URL: 'https://geo.example/nominatim/' }).geocoder,
    ).toEqual({
      url: 'https://geo.example/nominatim',
      userAgent: 'Jemput/1.0 (+http://localhost:3000)',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        GEOCODER_URL: 'https://geo.example',
        GEOCODER_USER_AGENT: 'KadKahwin/2.0 (ops@example.com)',
      }).geocoder?.userAgent,
    ).toBe('KadKahwin/2.0 (ops@example.com)');
  });

  it('refuses a GEOCODER_URL that is not http(s)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', GEOCODER_URL: 'ftp://geo.example' })).toThrow(
      /GEOCODER_URL/,
    );
  });
});

describe('toPlaces (the geocoder reply as places)', () => {
  it('drops points far outside Malaysia, broken entries and repeats; rounds to 6 decimals', () => {
    expect(
      toPlaces([
        {
          place_id: 1,
          display_name: ' Dewan Jubli Intan, Kota Kinabalu ',
          lat: '5.9804',
          lon: '116.0735',
        },
        {
          place_id: 2,
          display_name: 'London, United Kingdom',
          lat: '51.5073219',
          lon: '-0.1276474',
        },
        { place_id: 3, display_name: 'Jakarta, Indonesia', lat: '-6.175', lon: '106.8275' },
        { place_id: 1, display_name: 'Dewan Jubli Intan (again)', lat: '5.9804', lon: '116.0735' },
        { place_id: 4, display_name: '', lat: '3.1', lon: '101.6' },
        { place_id: 5, display_name: 'No point' },
        { place_id: 6, display_name: 'Not a number', lat: 'north', lon: '101.6' },
        'junk',
        { place_id: 'W7', display_name: 'Kuching', lat: '1.5534999999', lon: '110.3594' },
      ]),
    ).toEqual([
      { name: 'Dewan Jubli Intan, Kota Kinabalu', lat: 5.9804, lon: 116.0735, placeId: '1' },
      { name: 'Kuching', lat: 1.5535, lon: 110.3594, placeId: 'W7' },
    ]);
  });

  it('asks with the parameters Nominatim’s policy and the spec want', () => {
    expect(searchUrl('http://127.0.0.1:9/nominatim/', 'Dewan & Co')).toBe(
      'http://127.0.0.1:9/nominatim/search?q=Dewan+%26+Co&format=jsonv2&countrycodes=my&limit=8&accept-language=ms%2Cen&addressdetails=0',
    );
  });

  it('writes a whole degree with the dot the coordinate rule needs', () => {
    expect(placeCoordinatesText({ lat: 3, lon: 101.5 })).toBe('3.000000,101.500000');
  });
});

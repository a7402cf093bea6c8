import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Nominatim (`GET /search?format=jsonv2`) for the location search's tests, browser
// journeys and screenshots: a real HTTP server on 127.0.0.1 with a few canned Malaysian places,
// matched by words of the query, that records every request (its query parameters and its
// User-Agent) so tests can assert what Jemput asked. Nothing here reaches the internet.

/** One place as Nominatim's jsonv2 answers it (the fields Jemput reads, and a few it ignores). */
export interface FakeGeocoderPlace {
  place_id: number;
  osm_type: string;
  osm_id: number;
  lat: string;
  lon: string;
  category: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  boundingbox: [string, string, string, string];
}

function place(
  place_id: number,
  name: string,
  display_name: string,
  lat: string,
  lon: string,
): FakeGeocoderPlace {
  return {
    place_id,
    osm_type: 'way',
    osm_id: place_id * 10,
    lat,
    lon,
    category: 'amenity',
    type: 'place_of_worship',
    place_rank: 30,
    importance: 0.3,
    addresstype: 'amenity',
    name,
    display_name,
    boundingbox: [lat, lat, lon, lon],
  };
}

/** The canned places (Nominatim gives lat and lon as strings with seven decimals). */
export const FAKE_PLACES: FakeGeocoderPlace[] = [
  place(
    101,
    'Dewan Seri Endon',
    'Dewan Seri Endon, Persiaran Perdana, Presint 10, Putrajaya, Wilayah Persekutuan Putrajaya, 62502, Malaysia',
    '2.9196913',
    '101.6798254',
  ),
  place(
    102,
    'Masjid Wilayah Persekutuan',
    'Masjid Wilayah Persekutuan, Jalan Tuanku Abdul Halim, Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, 50480, Malaysia',
    '3.1718476',
    '101.6669802',
  ),
  place(
    103,
    'Masjid Putra',
    'Masjid Putra, Persiaran Persekutuan, Presint 1, Putrajaya, Wilayah Persekutuan Putrajaya, 62502, Malaysia',
    '2.9360300',
    '101.6897800',
  ),
  place(
    104,
    'Dewan Merdeka',
    'Dewan Merdeka, Pusat Dagangan Dunia Kuala Lumpur, Jalan Tun Ismail, Kuala Lumpur, 50480, Malaysia',
    '3.1665000',
    '101.6912000',
  ),
  // Outside Malaysia (Singapore): answered only when the request forgets `countrycodes=my`.
  place(
    105,
    'Masjid Sultan',
    'Masjid Sultan, 3, Muscat Street, Kampong Glam, Singapore, 198833, Singapore',
    '1.3022000',
    '103.8590000',
  ),
];

/** Countries of the canned places that are not in Malaysia (for the `countrycodes` filter). */
const COUNTRY_OF: Record<number, string> = { 105: 'sg' };

/** One request the fake received. */
export interface GeocoderRequest {
  path: string;
  /** The query parameters as sent. */
  params: Record<string, string>;
  userAgent: string | undefined;
  /** Date.now() when it arrived (the throttle's tests look at the gaps). */
  at: number;
}

/** What the fake does with the next requests (default: answer from FAKE_PLACES). */
export type GeocoderMode = 'normal' | 'error' | 'hang' | 'garbage' | 'busy';

export interface FakeGeocoder {
  /** `http://127.0.0.1:PORT`, for GEOCODER_URL. */
  url: string;
  requests: GeocoderRequest[];
  /** How the next requests are answered. */
  setMode(mode: GeocoderMode): void;
  /** Forget the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** The canned places whose name holds every word of the query (case and accents aside). */
export function matchPlaces(query: string, countries: string[] | null = null): FakeGeocoderPlace[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  return FAKE_PLACES.filter((candidate) => {
    if (countries && !countries.includes(COUNTRY_OF[candidate.place_id] ?? 'my')) return false;
    const name = fold(candidate.display_name);
    return words.length > 0 && words.every((word) => name.includes(word));
  });
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: GeocoderRequest[] = [];
  let mode: GeocoderMode = 'normal';
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (url.pathname !== '/search') return send(404, '{"error":"not found"}');
    if (mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === 'error') {
      return send(
        500,
        '<html>Internal Server Error at db-7.internal: secret-detail</html>',
        'text/html',
      );
    }
    if (mode === 'busy') return send(429, '<html>Too Many Requests</html>', 'text/html');
    if (mode === 'garbage') return send(200, '{"not":"a list"');
    // Nominatim's country filter: a place outside the listed countries is not answered.
    const countries = url.searchParams.get('countrycodes')?.split(',') ?? null;
    const limit = Number(url.searchParams.get('limit') ?? '10');
    return send(
      200,
      JSON.stringify(matchPlaces(url.searchParams.get('q') ?? '', countries).slice(0, limit)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    reset() {
      requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

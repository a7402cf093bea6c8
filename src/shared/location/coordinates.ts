// The coordinate rule and its message, verbatim.

export const COORDINATE_PATTERN = /^-?\d{1,2}\.\d{1,6}, ?-?\d{1,3}\.\d{1,6}$/;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function isCoordinates(value: string): boolean {
  return COORDINATE_PATTERN.test(value.trim());
}

/** `3.139003, 101.686855` → numbers; null when the text breaks the spec's pattern or leaves the globe. */
export function parseCoordinates(value: string): Coordinates | null {
  const text = value.trim();
  if (!COORDINATE_PATTERN.test(text)) return null;
  const [latitude, longitude] = text.split(',').map((part) => Number(part.trim())) as [
    number,
    number,
  ];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A maps link with the coordinates as its query. */
export function googleMapsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A navigation-app link built from the coordinates. */
export function wazeUrl({ latitude, longitude }: Coordinates): string {
  return `https://waze.com/ul?ll=${latitude},${longitude}&navigate=yes`;
}

// The coordinates of the two links out, read back from what a client sends. Only these two sites,
// over https, and only as coordinates: each link is rebuilt from its coordinates, so nothing the
// client wrote besides them reaches a guest.
const GOOGLE_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);
const WAZE_HOSTS = new Set(['waze.com', 'www.waze.com']);

function parseHttpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

/** The coordinates of a Google Maps link (`https://www.google.com/maps…?query=lat,lng`). */
export function coordinatesOfGoogleMapsUrl(value: string): Coordinates | null {
  const url = parseHttpsUrl(value);
  if (!url || !GOOGLE_HOSTS.has(url.hostname) || !/^\/maps(\/|$)/.test(url.pathname)) return null;
  const query = url.searchParams.get('query') ?? url.searchParams.get('q');
  return query === null ? null : parseCoordinates(query);
}

/** The coordinates of a Waze link (`https://waze.com/ul?ll=lat,lng…`). */
export function coordinatesOfWazeUrl(value: string): Coordinates | null {
  const url = parseHttpsUrl(value);
  if (!url || !WAZE_HOSTS.has(url.hostname) || !/^\/ul\/?$/.test(url.pathname)) return null;
  const ll = url.searchParams.get('ll');
  return ll === null ? null : parseCoordinates(ll);
}

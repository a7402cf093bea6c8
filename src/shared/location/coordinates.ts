// guest-side §5 / owner-side §5: the coordinate rule and its message, verbatim.

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

/** A maps link with the coordinates as its query (guest-side §7 "Links out"). */
export function googleMapsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A navigation-app link built from the coordinates (guest-side §7 "Links out"). */
export function wazeUrl({ latitude, longitude }: Coordinates): string {
  return `https://waze.com/ul?ll=${latitude},${longitude}&navigate=yes`;
}

// The card's gallery: how many photos, which widths are stored, and how a photo's files are
// named, for the server (which makes them), the guest card and the editor (which show them).

/** A card shows at most this many photos. */
export const MAX_CARD_PHOTOS = 12;
/** The longest caption, in UTF-16 code units (one short line under the photo). */
export const MAX_PHOTO_CAPTION_LENGTH = 120;
export const PHOTO_MAX_MEGABYTES = 10;

/**
 * The widths each photo is stored at: a phone's grid cell (480), a phone's full screen or a
 * laptop's grid (960), a laptop's full screen (1600). A smaller photo is never enlarged.
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_LARGEST_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;

/** The widths made of a photo `width` pixels wide: those below it, and its own (capped). */
export function photoWidths(width: number): number[] {
  const own = Math.min(width, PHOTO_LARGEST_WIDTH);
  return [...PHOTO_WIDTHS.filter((w) => w < own), own];
}

/** Where one width of a photo is served. */
export function photoUrl(name: string, width: number): string {
  return `/media/card-photos/${name}-${width}.webp`;
}

interface PhotoFiles {
  name: string;
  widths: readonly number[];
}

/** The `srcset` of a photo: every stored width. */
export function photoSrcset(photo: PhotoFiles): string {
  return photo.widths.map((w) => `${photoUrl(photo.name, w)} ${w}w`).join(', ');
}

/** The `src` for a browser without srcset, and the one a grid falls back to: the middle width. */
export function photoFallbackUrl(photo: PhotoFiles): string {
  const middle = photo.widths.find((w) => w >= PHOTO_WIDTHS[1]) ?? photo.widths.at(-1)!;
  return photoUrl(photo.name, middle);
}

// Before publishing, the card lives in the browser's local storage
// under the spec's keys. The create screen (card creation issue) reads and writes the rest; the
// preview screen starts a draft with a theme and that theme's fonts.

import { FLAT_MAJLIS_FIELDS } from '@shared/card/card-input';

/**
 * The keys under which a draft kept its one majlis before cards held a majlis list (`majlis`):
 * a draft begun then is still read from them. They are the card's flat fields of the spec.
 */
export const FLAT_MAJLIS_KEYS = FLAT_MAJLIS_FIELDS;

/**
 * Every key of the draft (not the help-button or hint flags, which are the visitor's, not the
 * card's), the old flat majlis keys among them so that clearing a draft clears those too.
 */
export const DRAFT_KEYS = [
  'theme',
  'H2',
  'H2size',
  'fontP',
  'walimatulurus',
  'walimatulurus2',
  'groom_name',
  'bride_name',
  'wedding_date',
  'parent_name',
  'message',
  'groom_fullname',
  'bride_fullname',
  'location',
  'start_time',
  'end_time',
  'tentative',
  'doa',
  'directions',
  'contacts',
  'toggle_walima',
  'majlis',
  'show_hijri',
  'hijri_adjust',
  'Day',
] as const;

/** The browser's local storage, or null where it is refused (private modes, blocked cookies). */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  const store = draftStorage();
  for (const key of DRAFT_KEYS) store?.removeItem(key);
}

/** A fresh draft with the theme and its heading and body fonts. */
export function startDraft(
  theme: string,
  fonts: { H2: string; H2size: string; fontP: string },
): void {
  clearDraft();
  const store = draftStorage();
  store?.setItem('theme', theme);
  store?.setItem('H2', fonts.H2);
  store?.setItem('H2size', fonts.H2size);
  store?.setItem('fontP', fonts.fontP);
}

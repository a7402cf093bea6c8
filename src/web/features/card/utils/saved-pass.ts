import { useSyncExternalStore } from 'react';

// The pass a guest got on this card, kept in this browser so that
// reopening the card offers it again ("Pas saya"). Only the token and the pass page's address
// are kept, never the guest's answers. No zod here: this runs in the card's first script.

export interface SavedPass {
  token: string;
  /** The pass page, `PUBLIC_URL/pas#<token>`, as the server gave it. */
  url: string;
}

const storageKey = (cardId: string) => `jemput_pass_${cardId}`;
/** Told to this page's readers when it saves a pass (`storage` events come from other tabs only). */
const SAVED_EVENT = 'jemput:pass-saved';

function isSavedPass(value: unknown): value is SavedPass {
  const pass = value as Partial<SavedPass> | null;
  if (typeof pass?.token !== 'string' || typeof pass.url !== 'string') return false;
  try {
    const url = new URL(pass.url);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hash === `#${pass.token}`;
  } catch {
    return false;
  }
}

function readRaw(cardId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(cardId));
  } catch {
    return null; // storage switched off (private mode on some phones): no pass is remembered
  }
}

/** Keeps the guest's pass for this card (the latest one, if they answered twice). */
export function savePass(cardId: string, pass: SavedPass): void {
  try {
    window.localStorage.setItem(storageKey(cardId), JSON.stringify(pass));
  } catch {
    // Storage full or switched off: the pass is still on screen, with its link to save.
  }
  window.dispatchEvent(new Event(SAVED_EVENT));
}

/**
 * Forgets the saved pass if it is this token's: a party whose pass is its link's token
 * and who now answers Tidak hadir, or whose link was renewed. Another guest's pass in this
 * browser (an RSVP from the open link) stays.
 */
export function forgetPass(cardId: string, token: string): void {
  if (parse(readRaw(cardId))?.token !== token) return;
  try {
    window.localStorage.removeItem(storageKey(cardId));
  } catch {
    return; // storage switched off: nothing was kept
  }
  window.dispatchEvent(new Event(SAVED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SAVED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SAVED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

let cache: { raw: string | null; pass: SavedPass | null } = { raw: null, pass: null };

function parse(raw: string | null): SavedPass | null {
  if (raw === cache.raw) return cache.pass;
  let pass: SavedPass | null = null;
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (isSavedPass(value)) pass = { token: value.token, url: value.url };
  } catch {
    pass = null;
  }
  cache = { raw, pass };
  return pass;
}

/**
 * The guest's pass for this card, or null. Null in the server's HTML and while hydrating (the
 * server cannot know it), then read from this browser.
 */
export function useSavedPass(cardId: string): SavedPass | null {
  return useSyncExternalStore(
    subscribe,
    () => parse(readRaw(cardId)),
    () => null,
  );
}

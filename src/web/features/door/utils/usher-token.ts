import { USHER_TOKEN_PATTERN } from '@shared/schemas/check-in';

// An usher link is `/sambut/<cardId>#<token>`. The token rides in
// the fragment, which never reaches a server log or a Referer. On arrival it moves into this
// tab's sessionStorage and the address bar drops it, so the link is not shown on screen nor
// shared again by accident; the door's calls send it as the `x-usher-token` header.

const storageKey = (cardId: string) => `jemput:penyambut:${cardId}`;

/** What the page was opened with: an usher token, a fragment that is not one, or nothing. */
export type UsherArrival = { token: string } | { token: null; malformed: boolean };

function readStored(cardId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(cardId));
  } catch {
    return null;
  }
}

/**
 * Takes the token from `location.hash` into sessionStorage (and off the address bar), or else
 * the one stored for this card by an earlier visit in this tab. Safe to call twice.
 */
export function takeUsherToken(cardId: string): UsherArrival {
  const fragment = decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
  if (fragment) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    if (!USHER_TOKEN_PATTERN.test(fragment)) return { token: null, malformed: true };
    try {
      sessionStorage.setItem(storageKey(cardId), fragment);
    } catch {
      // Private mode without storage: the token still works for this page's life.
    }
    return { token: fragment };
  }
  const stored = readStored(cardId);
  return stored && USHER_TOKEN_PATTERN.test(stored)
    ? { token: stored }
    : { token: null, malformed: false };
}

import { useSyncExternalStore } from 'react';
import { useLoaderData } from 'react-router';
import { calendarDateAfter } from '@shared/dates/malay-date';

/** What a page shows of "now": the instant it was drawn at and the sample card's tomorrow. */
export interface PageInstant {
  renderedAt: number;
  /** The day after `renderedAt` in Malaysia (`YYYY-MM-DD`), the sample wedding's date. */
  tomorrow: string;
}

// Kuala Lumpur is UTC+8 all year (no daylight saving).
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The route loader of the server-drawn pages: a page hydrates with the server's instant
 * (its loader data travels in the page), so the first client render matches the HTML; a page
 * opened inside the app draws at the browser's. The date is Malaysia's, as server and phone may
 * sit in different zones.
 */
export function pageInstant(): PageInstant {
  const renderedAt = Date.now();
  return {
    renderedAt,
    tomorrow: new Date(renderedAt + MALAYSIA_OFFSET_MS + DAY_MS).toISOString().slice(0, 10),
  };
}

/**
 * The page's instant; its `tomorrow` becomes the browser's own tomorrow once the page is on screen
 * (as it was before the server drew pages): the server's guess, Malaysia's date, is what the HTML
 * and the hydrating render show, so the two agree.
 */
const noSubscription = () => () => {};

/**
 * What a route with this loader shows while it runs on a page the browser draws itself (the
 * loader is instant): nothing, rather than React Router's warning about a missing fallback.
 */
export function NoFallback() {
  return null;
}

export function usePageInstant(): PageInstant {
  const instant = useLoaderData<typeof pageInstant>();
  const tomorrow = useSyncExternalStore(
    noSubscription,
    () => calendarDateAfter(new Date(), 1),
    () => instant.tomorrow,
  );
  return { renderedAt: instant.renderedAt, tomorrow };
}

import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element of a server-drawn site page that holds its data (non-executing JSON). */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** What a server-drawn site page leaves for main.tsx to hydrate from. */
export interface SitePageData {
  /** The router's state as drawn: loader data of the matched routes. */
  router: HydrationState;
  /** The queries the server filled in (settings, a theme, its fonts), as react-query dehydrates. */
  queries: DehydratedState;
}

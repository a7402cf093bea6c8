import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardFonts } from '@web/themes/theme-style';
import { loadFonts } from '@web/themes/load-font-pair';
import { SAME_IN_EVERY_LANGUAGE } from '@web/i18n/locale-provider';
import { siteKeys } from '@web/lib/query-keys';

// A theme's font pair, "fetched" as a query: ready once its faces are on the page. A page the
// server drew with the pair's @font-face rules in its head comes with this query
// already filled, so the preview hydrates at once in its fonts; a preview opened inside the app
// loads the pair first, as a card is never painted in fallback fonts.

export const fontPairQueryOptions = (fonts: CardFonts | null) =>
  queryOptions({
    queryKey: siteKeys.fontPair(fonts?.heading ?? '', fonts?.body ?? ''),
    queryFn: async () => {
      if (fonts) await loadFonts(fonts.heading, fonts.body);
      return true;
    },
    enabled: fonts !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { [SAME_IN_EVERY_LANGUAGE]: true },
  });

/** The pair once it can be drawn in, null until then. */
export function useFontPair(fonts: CardFonts | null): CardFonts | null {
  const ready = useQuery(fontPairQueryOptions(fonts)).data === true;
  return ready ? fonts : null;
}

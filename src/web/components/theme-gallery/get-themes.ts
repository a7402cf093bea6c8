import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ThemePage } from '@shared/schemas/theme';
import { GALLERY_PAGE_SIZE } from '@shared/themes/catalogue';
import { apiRequest } from '@web/lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

// The theme catalogue a page at a time (10 themes per page). The landing page's
// gallery and the owner's theme change page read the same pages, so they share one cache entry.
// The server names each theme's picture in the visitor's language (its words are drawn on it), so
// switching the language asks for the pages again, like any reply the server words; the
// themes' titles the gallery words itself (theme-title.ts).

export function getThemes(page: number) {
  return apiRequest<ThemePage>(`/themes?page=${page}&pageSize=${GALLERY_PAGE_SIZE}`);
}

export const themesInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: siteKeys.themeGallery(),
    queryFn: ({ pageParam }) => getThemes(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: Infinity,
  });

export function useThemeGallery() {
  return useInfiniteQuery(themesInfiniteQueryOptions());
}

/** How many themes there are, once the first page has come (for a gallery's introduction). */
export function useThemeTotal(): number | undefined {
  return useThemeGallery().data?.pages[0]?.total;
}

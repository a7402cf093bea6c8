import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ThemePage } from '@shared/schemas/theme';
import { GALLERY_PAGE_SIZE } from '@shared/themes/catalogue';
import { apiRequest } from '@web/lib/api-client';

export function getThemes(page: number) {
  return apiRequest<ThemePage>(`/themes?page=${page}&pageSize=${GALLERY_PAGE_SIZE}`);
}

export const themesInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['themes', 'gallery'],
    queryFn: ({ pageParam }) => getThemes(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: Infinity,
  });

export function useThemeGallery() {
  return useInfiniteQuery(themesInfiniteQueryOptions());
}

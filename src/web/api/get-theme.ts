import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThemeDetail } from '@shared/schemas/theme';
import { apiRequest } from '../lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

// One theme's colours, fonts and pictures: the preview, the editor and the card all need it.

export function getTheme(name: string) {
  return apiRequest<ThemeDetail>(`/themes/${encodeURIComponent(name)}`);
}

export const themeQueryOptions = (name: string) =>
  queryOptions({
    queryKey: siteKeys.theme(name),
    queryFn: () => getTheme(name),
    staleTime: Infinity,
  });

export function useTheme(name: string, enabled = true) {
  return useQuery({ ...themeQueryOptions(name), enabled });
}

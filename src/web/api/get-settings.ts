import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@shared/schemas/settings';
import { apiRequest } from '../lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

// Settings are read by several features (landing price, help button, maintenance screen),
// so this call lives at the shared level rather than inside one feature.

export function getSettings() {
  return apiRequest<PublicSettings>('/settings');
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.settings(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

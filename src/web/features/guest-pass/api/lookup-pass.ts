import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pass } from '@shared/schemas/check-in';
import { apiRequest } from '@web/lib/api-client';
import { rememberPass } from '../utils/pass-cache';
import { siteKeys } from '@web/lib/query-keys';

/**
 * Whose pass it is, for which wedding, and whether it was used. The
 * token goes in the body (`POST /api/passes/lookup`), never in a URL. Each answer is kept on
 * the phone for when the hall's Wi-Fi fails.
 */
export async function lookupPass(token: string): Promise<Pass> {
  const pass = await apiRequest<Pass>('/passes/lookup', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
  rememberPass(token, pass);
  return pass;
}

export const passQueryOptions = (token: string) =>
  queryOptions({
    queryKey: siteKeys.pass(token),
    queryFn: () => lookupPass(token),
    // The check-in happens on another phone: ask again whenever the guest comes back to it.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function usePass(token: string, enabled: boolean) {
  return useQuery({ ...passQueryOptions(token), enabled });
}

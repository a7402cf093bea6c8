import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import { ownerKeys } from '../lib/query-keys';
import { sessionQueryOptions } from './get-session';

/** Every page sees who is logged in now, without reading the session again. */
export function showSessionUser(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.setQueryData(sessionQueryOptions().queryKey, { user });
}

/** Nothing read as one owner in this browser may show for the next one. */
export function forgetOwnerData(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ownerKeys.all() });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionReply } from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';
import { sessionKeys } from '../lib/query-keys';

// Logging in happens on the server: a code by e-mail (bound to this browser by an HttpOnly
// cookie) or the mail's sign-in link, then a session cookie the browser cannot read. Every owner
// page reads the session, so its calls live at the shared level.

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: () => apiRequest<SessionReply>('/auth/session'),
    staleTime: 60_000,
  });

/** Who is logged in (`user: null` when nobody is, or when the session is gone). */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

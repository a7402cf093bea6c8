import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  RequestCodeReply,
  SessionReply,
  SessionUser,
  VerifyCodeReply,
} from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';

// owner-side §4 "Login", done on the server (DESIGN.md item 1): a code by e-mail, then a session
// cookie the browser cannot read. The session is read by every owner page, so it lives here.

export function requestLoginCode(email: string, website = ''): Promise<RequestCodeReply> {
  return apiRequest('/auth/code', {
    method: 'POST',
    body: JSON.stringify(website ? { email, website } : { email }),
  });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: () => apiRequest<SessionReply>('/auth/session'),
    staleTime: 60_000,
  });

/** Who is logged in (`user: null` when nobody is, or when the session is gone). */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** Checks the code; on success the session cookie is set and every page sees the user. */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string, code: string): Promise<SessionUser> => {
      const reply = await apiRequest<VerifyCodeReply>('/auth/verify', {
        method: 'POST',
        body: JSON.stringify({ email, code }),
      });
      queryClient.setQueryData<SessionReply>(sessionQueryOptions().queryKey, {
        user: reply.user,
      });
      return reply.user;
    },
    [queryClient],
  );
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiRequest<SessionReply>('/auth/session', { method: 'DELETE' });
    // Whatever was read as this owner must not show for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
    queryClient.setQueryData<SessionReply>(sessionQueryOptions().queryKey, { user: null });
  }, [queryClient]);
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  RequestCodeReply,
  SessionReply,
  SessionUser,
  VerifyCodeReply,
} from '@shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../lib/api-client';

// owner-side §4 "Login", done on the server (DESIGN.md item 1): a code by e-mail (bound to this
// browser by an HttpOnly cookie the server sets) or the mail's sign-in link, then a session
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

/**
 * Logs in with the sign-in link of a login e-mail (`/masuk#<token>`): works in any browser, and
 * uses up the link and its code.
 */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string): Promise<SessionUser> => {
      const reply = await apiRequest<VerifyCodeReply>('/auth/link', {
        method: 'POST',
        body: JSON.stringify({ token }),
      });
      // Whatever was read as someone else in this browser must not show for this owner.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
      queryClient.setQueryData<SessionReply>(sessionQueryOptions().queryKey, {
        user: reply.user,
      });
      return reply.user;
    },
    [queryClient],
  );
}

/** After any logout: nothing read as this owner may show for the next one. */
function useForgetOwner() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
    queryClient.setQueryData<SessionReply>(sessionQueryOptions().queryKey, { user: null });
  }, [queryClient]);
}

/** Logs out this browser only (the default). */
export function useLogOut() {
  const forget = useForgetOwner();
  return useCallback(async () => {
    await apiRequest<SessionReply>('/auth/session', { method: 'DELETE' });
    forget();
  }, [forget]);
}

/** "Log keluar semua peranti": ends every session of this owner, on every device. */
export function useLogOutEverywhere() {
  const forget = useForgetOwner();
  return useCallback(async () => {
    try {
      await apiRequest<SessionReply>('/auth/sessions', { method: 'DELETE' });
    } catch (error) {
      // 401: this session had already ended, so there is nothing left to end from here.
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
    forget();
  }, [forget]);
}

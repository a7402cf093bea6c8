import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser, VerifyCodeReply } from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';
import { forgetOwnerData, showSessionUser } from './session-cache';

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
      forgetOwnerData(queryClient);
      showSessionUser(queryClient, reply.user);
      return reply.user;
    },
    [queryClient],
  );
}

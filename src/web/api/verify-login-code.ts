import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser, VerifyCodeReply } from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';
import { showSessionUser } from './session-cache';

/** Checks the code; on success the session cookie is set and every page sees the user. */
export function useVerifyLoginCode() {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string, code: string): Promise<SessionUser> => {
      const reply = await apiRequest<VerifyCodeReply>('/auth/verify', {
        method: 'POST',
        body: JSON.stringify({ email, code }),
      });
      showSessionUser(queryClient, reply.user);
      return reply.user;
    },
    [queryClient],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionReply } from '@shared/schemas/auth';
import { apiRequest } from '../lib/api-client';
import { forgetOwnerData, showSessionUser } from './session-cache';

/** Logs out this browser only (the default); nothing read as this owner shows afterwards. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiRequest<SessionReply>('/auth/session', { method: 'DELETE' });
    forgetOwnerData(queryClient);
    showSessionUser(queryClient, null);
  }, [queryClient]);
}

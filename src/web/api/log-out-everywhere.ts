import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionReply } from '@shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../lib/api-client';
import { forgetOwnerData, showSessionUser } from './session-cache';

/** "Log keluar semua peranti": ends every session of this owner, on every device. */
export function useLogOutEverywhere() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiRequest<SessionReply>('/auth/sessions', { method: 'DELETE' });
    } catch (error) {
      // 401: this session had already ended, so there is nothing left to end from here.
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
    forgetOwnerData(queryClient);
    showSessionUser(queryClient, null);
  }, [queryClient]);
}

import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiRequestError, errorMessage } from '../../lib/api-client';

/**
 * What a failed login call says: the server's own words (it answers in the visitor's
 * language), or ours when no reply came (a phone without a connection).
 */
export function useLoginFailure() {
  const t = useT();
  return useCallback(
    (failure: unknown) =>
      failure instanceof ApiRequestError && failure.code === 'network'
        ? t('login.error.offline')
        : errorMessage(failure),
    [t],
  );
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { sessionKeys } from './query-keys';

export function createQueryClient(): QueryClient {
  // A failed session check signs out. Any call (a read or a change) answered 401
  // means the session is gone (expired, logged out elsewhere): every page then shows the login
  // prompt. A change's own words stay in its form until then (the editor keeps its draft).
  const forgetSessionOn401 = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      client.setQueryData(sessionKeys.current(), { user: null });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetSessionOn401 }),
    mutationCache: new MutationCache({ onError: forgetSessionOn401 }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

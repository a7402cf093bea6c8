import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // owner-side §4: a failed session check signs out. Any call answered 401 means the session
    // is gone (expired, logged out elsewhere): every page then shows the login prompt.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          client.setQueryData(['session'], { user: null });
        }
      },
    }),
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

import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@web/lib/query-client';
import { LocaleProvider } from '@web/i18n/locale-provider';

/**
 * The app around its router, in the visitor's language (its words loaded before it draws:
 * `startSiteWords`). A page the server drew passes the
 * queries it filled in, so the first render has the same data as the server's HTML and asks for
 * nothing.
 */
export function App({ router, queries }: { router: DataRouter; queries?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queries) hydrate(client, queries);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>
  );
}

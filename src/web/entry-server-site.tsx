import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@shared/i18n/locales';
import { loadSiteMessages } from '@shared/i18n/site-messages';
import { createQueryClient } from '@web/lib/query-client';
import { LocaleProvider } from '@web/i18n/locale-provider';
import { routes } from './app/routes';
import type { SitePageData } from './app/site-data';

export { SITE_DATA_ELEMENT_ID } from './app/site-data';
// The gallery's query: the server puts its first page in the landing page's HTML.
export { themesInfiniteQueryOptions } from './components/theme-gallery/get-themes';
export type { SitePageData } from './app/site-data';

export interface RenderedSitePage {
  status: number;
  body: string;
  data: SitePageData;
}

/**
 * A site page (the landing page, a theme's preview) drawn with the app's own routes and
 * components, as main.tsx hydrates it: `fill` puts in the query cache what the page would
 * otherwise fetch first, so the HTML holds its content and the client asks for nothing.
 */
export async function renderSitePage(
  request: Request,
  fill: (queryClient: QueryClient) => void,
  locale: Locale,
): Promise<RenderedSitePage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  // A loader's redirect or raw response: not a page to draw (none of ours answers so).
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  fill(queryClient);
  // The public part only, as the browser hydrates with: a word of another part shows here too.
  const messages = await loadSiteMessages(locale, 'public');
  // hydrate={false}: React Router would write its state in an inline script, which the CSP
  // refuses; the state goes in the page's JSON instead.
  const body = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider words={{ locale, part: 'public', messages }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LocaleProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return {
    status: context.statusCode,
    body,
    data: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      queries,
    },
  };
}

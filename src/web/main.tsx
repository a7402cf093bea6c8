import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { SITE_DATA_ELEMENT_ID } from './app/site-data';
import { pageLocale } from './i18n/page-locale';
import { startSiteWords } from './i18n/site-words';
import type { SitePageData } from './app/site-data';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const json = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
// The page's language (the server wrote it on <html lang>) and its words, before anything draws:
// a page the server drew for anyone needs only the public part; any other page's route loads the
// whole catalogue with its code.
const wordsLoading = startSiteWords(pageLocale(), json ? 'public' : 'all');

/**
 * The lazy routes of this address, loaded now: hydration must draw what the server drew, not a
 * fallback while a route's code arrives.
 */
async function loadMatchedRoutes(list: RouteObject[]): Promise<void> {
  const matched = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * After the browser has painted the server's HTML (the next frame, or 100 ms in a tab that draws
 * no frames): hydrating is the page's longest task, and the first paint must never wait for it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * A task of its own for what follows: the steps of taking over the page stay short tasks. A
 * message to itself, not a timer, which a test's clock may pause.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });
}

if (json) {
  // The landing page and a theme's preview come drawn by the server: take them over.
  const data = JSON.parse(json) as SitePageData;
  await afterFirstPaint();
  await Promise.all([wordsLoading, loadMatchedRoutes(routes)]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  await nextTask();
  // As a transition, hydration works in short slices and yields to taps and scrolling.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queries={data.queries} />
      </StrictMode>,
    );
  });
} else {
  await wordsLoading;
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

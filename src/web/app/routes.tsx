import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@web/components/not-found-page';
import type { PAGE_ROUTES } from '@shared/routes';
import { BareLayout } from './layouts/bare-layout';
import { NoFallback, pageInstant } from './page-instant';
import { SiteLayout } from './layouts/site-layout';
import { withAllSiteWords } from '@web/i18n/site-words';

type PagePath = (typeof PAGE_ROUTES)[number];

// The login prompt (and the account screens) load only on the pages that use them: the landing
// page and the previews, drawn by the server, hydrate with less script.
const requireLogin = async () => (await import('./require-login')).RequireLogin;

/** The guest card's address inside the app: it reloads the page from the server. */
const serverPage = async () => ({ Component: (await import('./server-page')).ServerPage });

/** An owner page, loaded when first opened, behind the login prompt. */
const ownerPage = (path: PagePath, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Page, RequireLogin] = await Promise.all([load(), requireLogin()]);
    return {
      Component: () => (
        <RequireLogin>
          <Page />
        </RequireLogin>
      ),
    };
  },
});

/** A staff page, loaded when first opened: login prompt, refusal for owners, page for staff. */
const staffPage = (path: PagePath, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Page, { RequireStaff }] = await Promise.all([
      load(),
      import('@web/features/admin/components/require-staff'),
    ]);
    return {
      Component: () => (
        <RequireStaff>
          <Page />
        </RequireStaff>
      ),
    };
  },
});

const cardActions = () => import('@web/features/admin/card-actions/card-action-pages');
const staffPages: RouteObject[] = [
  staffPage(
    '/admin',
    async () => (await import('@web/features/admin/console/console-home-page')).ConsoleHomePage,
  ),
  staffPage(
    '/admin/kad/:id',
    async () => (await import('@web/features/admin/card/admin-card-page')).AdminCardPage,
  ),
  staffPage(
    '/admin/tetapan',
    async () => (await import('@web/features/admin/settings/settings-page')).AdminSettingsPage,
  ),
  staffPage(
    '/admin/promo',
    async () => (await import('@web/features/admin/promo/promo-page')).AdminPromoPage,
  ),
  staffPage(
    '/admin/hadiah',
    async () => (await import('@web/features/admin/gifts/gifts-page')).AdminGiftsPage,
  ),
  staffPage(
    '/admin/lagu',
    async () => (await import('@web/features/admin/songs/songs-page')).AdminSongsPage,
  ),
  staffPage(
    '/admin/bayaran',
    async () => (await import('@web/features/admin/payments/payments-page')).AdminPaymentsPage,
  ),
  staffPage(
    '/admin/audit',
    async () => (await import('@web/features/admin/audit/audit-page')).AuditPage,
  ),
  staffPage(
    '/admin/maklum-balas',
    async () =>
      (await import('@web/features/admin/feedback/feedback-moderation-page'))
        .FeedbackModerationPage,
  ),
  staffPage('/admin/aktifkanlagu', async () => (await cardActions()).AdminActivateMusicPage),
  staffPage('/admin/hidegift', async () => (await cardActions()).AdminHideGiftPage),
  staffPage('/admin/salamkaut', async () => (await cardActions()).AdminActivateSalamKautPage),
  staffPage('/admin/rsvp', async () => (await cardActions()).AdminActivateRsvpPage),
  staffPage('/admin/updatersvp', async () => (await cardActions()).AdminUpdateRsvpPage),
];

/**
 * The pages the server draws for anyone (and the guest card, a page of its own): they draw with
 * the public part of the site's words. Every other page loads the whole catalogue with its code.
 */
const PUBLIC_PAGES = new Set(['/', '/:view/:theme', '/kad/:id', '/kad/:id/:demoTheme']);

function loadingAllWords(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const lazy = route.lazy;
    const words =
      typeof lazy === 'function' && !PUBLIC_PAGES.has(route.path ?? '')
        ? { lazy: withAllSiteWords(lazy) }
        : {};
    const children = route.children ? { children: loadingAllWords(route.children) } : {};
    return { ...route, ...words, ...children } as RouteObject;
  });
}

/** Every route of the guests' and the owners' pages; unknown paths and /fallback show not-found. */
export const routes: RouteObject[] = loadingAllWords([
  {
    element: <SiteLayout withHelp />,
    children: [
      // Loaded on its own: a theme's preview (another route) hydrates without the landing's code.
      {
        path: '/',
        loader: pageInstant,
        HydrateFallback: NoFallback,
        lazy: async () => ({ Component: (await import('./landing-route')).LandingRoute }),
      },
      // The public feedback page and the location search.
      {
        path: '/feedback',
        lazy: async () => ({
          Component: (await import('@web/features/feedback/feedback-page')).FeedbackPage,
        }),
      },
      {
        path: '/search',
        lazy: async () => ({
          Component: (await import('@web/features/location-search/search-page')).SearchPage,
        }),
      },
      {
        path: '/addcontacts',
        lazy: async () => ({
          Component: (await import('@web/features/card-creation/add-contacts-page'))
            .AddContactsPage,
        }),
      },
      { path: '/fallback', element: <NotFoundPage /> },
      // The guest card is its own page, drawn by the server: a link inside the app loads it.
      { path: '/kad/:id', lazy: serverPage },
      { path: '/kad/:id/:demoTheme', lazy: serverPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      // Loaded on demand: the landing page's visitors do not download the card screens.
      {
        path: '/demo',
        lazy: async () => ({
          Component: (await import('@web/features/card-creation/demo-page')).DemoPage,
        }),
      },
      {
        path: '/:view/:theme',
        loader: pageInstant,
        HydrateFallback: NoFallback,
        lazy: async () => ({ Component: (await import('./theme-view-page')).ThemeViewPage }),
      },
      // The owner's editor: the card is the whole page, as on the create screen.
      ownerPage('/edit/:id', async () => (await import('@web/features/editor/edit-page')).EditPage),
      // The wishes book: a page for print, without the site's header.
      ownerPage(
        '/buku-ucapan/:id',
        async () => (await import('@web/features/wishes-book/wishes-book-page')).WishesBookPage,
      ),
      // A guest's pass (`/pas#<token>`), shown at the door; the QR code fills a phone.
      {
        path: '/pas',
        lazy: async () => ({
          Component: (await import('@web/features/guest-pass/pass-page')).PassPage,
        }),
      },
      // The usher screen: an usher link's `#token` needs no account; without one it
      // is the owner's or staff's own door, behind the login prompt.
      {
        path: '/sambut/:id',
        lazy: async () => {
          const [{ DoorPage }, RequireLogin] = await Promise.all([
            import('@web/features/door/door-page'),
            requireLogin(),
          ]);
          return { Component: () => <DoorPage LoginGate={RequireLogin} /> };
        },
      },
      {
        path: '/theme1',
        lazy: async () => ({
          Component: (await import('@web/features/sample-invitation/sample-invitation-page'))
            .SampleInvitationPage,
        }),
      },
    ],
  },
  {
    element: <SiteLayout withHelp={false} />,
    children: [
      {
        path: '/daftar',
        lazy: async () => ({
          Component: (await import('@web/features/account/register-page')).RegisterPage,
        }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({
          Component: (await import('@web/features/dashboard/dashboard-page')).DashboardPage,
        }),
      },
      // The sign-in link of a login e-mail: loaded only by those who open one.
      {
        path: '/masuk',
        lazy: async () => ({
          Component: (await import('@web/features/account/sign-in-link-page')).SignInLinkPage,
        }),
      },
      ownerPage(
        '/profile',
        async () => (await import('@web/features/card-creation/profile-page')).ProfilePage,
      ),
      ownerPage(
        '/tema/:id',
        async () => (await import('@web/features/theme-change/theme-change-page')).ThemeChangePage,
      ),
      ownerPage(
        '/dashboard/:id',
        async () => (await import('@web/features/card-home/card-home-page')).CardHomePage,
      ),
      ownerPage('/send', async () => (await import('@web/features/card-home/send-page')).SendPage),
      // The music page.
      ownerPage(
        '/music/:id',
        async () => (await import('@web/features/music/music-page')).MusicPage,
      ),
      ownerPage(
        '/salamkaut/:id',
        async () => (await import('@web/features/salam-kaut/salam-kaut-page')).SalamKautPage,
      ),
      ownerPage(
        '/rsvp/:id',
        async () =>
          (await import('@web/features/rsvp-management/rsvp-management-page')).RsvpManagementPage,
      ),
      // The guest list, with each party's personal invitation.
      ownerPage(
        '/tetamu/:id',
        async () => (await import('@web/features/guest-list/guest-list-page')).GuestListPage,
      ),
      // Checkout and its two ways back from the payment provider.
      ownerPage(
        '/checkout/:id',
        async () => (await import('@web/features/checkout/checkout-page')).CheckoutPage,
      ),
      ownerPage(
        '/success/:id',
        async () => (await import('@web/features/checkout/success-page')).SuccessPage,
      ),
      ownerPage(
        '/pay/failed',
        async () => (await import('@web/features/checkout/payment-failed-page')).PaymentFailedPage,
      ),
      // The spec's publishing address: a redirect (the profile page publishes).
      {
        path: '/publish/:name/:email/:mobile/:total/:promo',
        lazy: async () => ({
          Component: (await import('@web/features/card-creation/publish-redirect')).PublishRedirect,
        }),
      },
      // The staff console and the spec's admin pages.
      ...staffPages,
    ],
  },
]);

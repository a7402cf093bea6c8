// Every page route of the product, the guests' and the owners'.
// The web router declares these screens; the server uses the same list to answer unknown paths
// with HTTP 404 while still sending the app, which then shows its not-found page.

import { cardIdPattern } from './schemas/card-id';
import { isThemeName } from './themes/catalogue';
import { isPartyToken } from './guests/personal-link';

export const PAGE_ROUTES = [
  '/',
  '/:view/:theme',
  '/demo',
  '/addcontacts',
  '/daftar',
  '/profile',
  '/publish/:name/:email/:mobile/:total/:promo',
  '/checkout/:id',
  '/send',
  '/kad/:id',
  '/kad/:id/:demoTheme',
  '/edit/:id',
  '/success/:id',
  '/music/:id',
  '/fallback',
  '/pay/failed',
  '/dashboard',
  '/dashboard/:id',
  '/rsvp/:id',
  '/salamkaut/:id',
  '/tema/:id',
  '/feedback',
  '/search',
  '/theme1',
  '/admin/aktifkanlagu',
  '/admin/hidegift',
  '/admin/salamkaut',
  '/admin/rsvp',
  '/admin/updatersvp',
  // The staff console (src/shared/admin/console-pages.ts).
  '/admin',
  '/admin/kad/:id',
  '/admin/tetapan',
  '/admin/promo',
  '/admin/hadiah',
  '/admin/lagu',
  '/admin/bayaran',
  '/admin/audit',
  '/admin/maklum-balas',
  // A login e-mail's one-click sign-in link (`/masuk#<token>`; guesses never lock the owner out).
  '/masuk',
  // A guest's pass (`/pas#<token>`) and the usher screen (`/sambut/:id#<token>`).
  '/pas',
  '/sambut/:id',
  // The owner's guest list, each party's personal invitation sent from it.
  '/tetamu/:id',
  // The wishes book, laid out for print.
  '/buku-ucapan/:id',
] as const;

/** `/:view/:theme` serves the preview and create screens only. */
export const THEME_VIEWS = ['preview', 'create'] as const;

/** Routes the product declares but whose page is "not found" by definition. */
export const NOT_FOUND_ROUTES = ['/fallback'] as const;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((part, i) => {
    // A card id that no card could have (`/kad/<3,000 characters>`) is not a page of ours.
    if (part === ':id') return cardIdPattern.test(have[i] ?? '');
    return part.startsWith(':') || part === have[i];
  });
}

/** Whether a path is one of the product's pages (an unknown one gets the not-found page). */
export function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((NOT_FOUND_ROUTES as readonly string[]).includes(clean)) return false;
  const [first, second, third] = clean.split('/').filter(Boolean);
  return PAGE_ROUTES.some((pattern) => {
    if (!matches(pattern, clean)) return false;
    if (pattern === '/:view/:theme') {
      return (THEME_VIEWS as readonly string[]).includes(first ?? '') && isThemeName(second ?? '');
    }
    // The second part is a theme (the gallery's Demo) or a party's token (its personal link).
    if (pattern === '/kad/:id/:demoTheme') {
      return isThemeName(third ?? '') || isPartyToken(third ?? '');
    }
    return true;
  });
}

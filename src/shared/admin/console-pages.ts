import type { SiteMessageId } from '../i18n/site-messages';

// The staff console's pages: the spec's five card-id
// pages and the console's own. One list for the console's menu; src/shared/routes.ts lists the
// same paths for the router and the server's 404s (a test keeps the two in step). Each page's
// name in the menu is a key of the site's catalogue (`labelId`).

export const CONSOLE_PAGES = [
  { path: '/admin', labelId: 'staff.menu.home' },
  { path: '/admin/tetapan', labelId: 'staff.menu.settings' },
  { path: '/admin/promo', labelId: 'staff.menu.promo' },
  { path: '/admin/hadiah', labelId: 'staff.menu.gifts' },
  { path: '/admin/lagu', labelId: 'staff.menu.songs' },
  { path: '/admin/bayaran', labelId: 'staff.menu.payments' },
  { path: '/admin/audit', labelId: 'staff.menu.audit' },
  { path: '/admin/maklum-balas', labelId: 'staff.menu.feedback' },
] as const satisfies readonly { path: string; labelId: SiteMessageId }[];

/** The spec's own admin pages: a card id and one button each (Update RSVP: a list of ids). */
export const SPEC_ADMIN_PAGES = [
  { path: '/admin/aktifkanlagu', labelId: 'staff.menu.music' },
  { path: '/admin/hidegift', labelId: 'staff.menu.hideGift' },
  { path: '/admin/salamkaut', labelId: 'staff.menu.salamKaut' },
  { path: '/admin/rsvp', labelId: 'staff.menu.rsvp' },
  { path: '/admin/updatersvp', labelId: 'staff.menu.updateRsvp' },
] as const satisfies readonly { path: string; labelId: SiteMessageId }[];

/** A card's page in the console (status, payments, features, audit trail). */
export const CONSOLE_CARD_PATH = '/admin/kad/:id';
export const consoleCardPath = (id: string) => `/admin/kad/${encodeURIComponent(id)}`;

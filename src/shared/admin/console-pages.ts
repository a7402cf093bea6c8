import type { SiteMessageId } from '../i18n/site-messages';

// The staff console's pages: the spec's five card-id
// pages and the console's own. One list for the console's menu; src/shared/routes.ts lists the
// same paths for the router and the server's 404s (a test keeps the two in step). Each page's
// name in the menu is a key of the site's catalogue (`labelId`); `label` is its Malay name.

export const CONSOLE_PAGES = [
  { path: '/admin', label: 'Ringkasan', labelId: 'staff.menu.home' },
  { path: '/admin/tetapan', label: 'Tetapan', labelId: 'staff.menu.settings' },
  { path: '/admin/promo', label: 'Kod Promo', labelId: 'staff.menu.promo' },
  { path: '/admin/hadiah', label: 'Hadiah & Cadangan', labelId: 'staff.menu.gifts' },
  { path: '/admin/lagu', label: 'Lagu Pilihan', labelId: 'staff.menu.songs' },
  { path: '/admin/bayaran', label: 'Bayaran', labelId: 'staff.menu.payments' },
  { path: '/admin/audit', label: 'Log Audit', labelId: 'staff.menu.audit' },
  { path: '/admin/maklum-balas', label: 'Maklum Balas', labelId: 'staff.menu.feedback' },
] as const satisfies readonly { path: string; label: string; labelId: SiteMessageId }[];

/** The spec's own admin pages: a card id and one button each (Update RSVP: a list of ids). */
export const SPEC_ADMIN_PAGES = [
  { path: '/admin/aktifkanlagu', label: 'Aktifkan Lagu', labelId: 'staff.menu.music' },
  { path: '/admin/hidegift', label: 'Hide Gift', labelId: 'staff.menu.hideGift' },
  { path: '/admin/salamkaut', label: 'Aktifkan Salam Kaut', labelId: 'staff.menu.salamKaut' },
  { path: '/admin/rsvp', label: 'Aktifkan RSVP', labelId: 'staff.menu.rsvp' },
  { path: '/admin/updatersvp', label: 'Update RSVP', labelId: 'staff.menu.updateRsvp' },
] as const satisfies readonly { path: string; label: string; labelId: SiteMessageId }[];

/** A card's page in the console (status, payments, features, audit trail). */
export const CONSOLE_CARD_PATH = '/admin/kad/:id';
export const consoleCardPath = (id: string) => `/admin/kad/${encodeURIComponent(id)}`;

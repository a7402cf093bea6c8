// The staff console's pages: the spec's five card-id
// pages and the console's own. One list for the console's menu; src/shared/routes.ts lists the
// same paths for the router and the server's 404s (a test keeps the two in step).

export const CONSOLE_PAGES = [
  { path: '/admin', label: 'Ringkasan' },
  { path: '/admin/tetapan', label: 'Tetapan' },
  { path: '/admin/promo', label: 'Kod Promo' },
  { path: '/admin/hadiah', label: 'Hadiah & Cadangan' },
  { path: '/admin/lagu', label: 'Lagu Pilihan' },
  { path: '/admin/bayaran', label: 'Bayaran' },
  { path: '/admin/audit', label: 'Log Audit' },
  { path: '/admin/maklum-balas', label: 'Maklum Balas' },
] as const;

/** The spec's own admin pages: a card id and one button each (Update RSVP: a list of ids). */
export const SPEC_ADMIN_PAGES = [
  { path: '/admin/aktifkanlagu', label: 'Aktifkan Lagu' },
  { path: '/admin/hidegift', label: 'Hide Gift' },
  { path: '/admin/salamkaut', label: 'Aktifkan Salam Kaut' },
  { path: '/admin/rsvp', label: 'Aktifkan RSVP' },
  { path: '/admin/updatersvp', label: 'Update RSVP' },
] as const;

/** A card's page in the console (status, payments, features, audit trail). */
export const CONSOLE_CARD_PATH = '/admin/kad/:id';
export const consoleCardPath = (id: string) => `/admin/kad/${encodeURIComponent(id)}`;

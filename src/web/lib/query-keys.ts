import type { AuditQuery, PaymentsQuery } from '@shared/schemas/admin';
import type { CatalogueKind } from '@shared/schemas/catalogue-admin';
import type { RefundStatus } from '@shared/schemas/refunds';

// Every query key of the app, one factory per resource: a read, its invalidations and its cache
// updates name a key the same way, and a narrower key always starts with the wider one, so
// invalidating the wider one reaches them all. Code never reads a key's parts back.

/** Who is logged in. Outside `me`: it is what logging in and out rewrite. */
export const sessionKeys = {
  current: () => ['session'] as const,
};

/** What the owner reads: all under `me`, so logging out (or in as someone else) forgets it. */
export const ownerKeys = {
  all: () => ['me'] as const,
  cards: () => ['me', 'cards'] as const,
  card: (cardId: string) => ['me', 'card', cardId] as const,
  payments: (cardId: string) => [...ownerKeys.card(cardId), 'payments'] as const,
  checkout: (cardId: string) => [...ownerKeys.card(cardId), 'checkout'] as const,
  salamKaut: (cardId: string) => [...ownerKeys.card(cardId), 'salam-kaut'] as const,
};

/** The card's guest list and its two message templates. */
export const guestListKeys = {
  list: (cardId: string) => [...ownerKeys.card(cardId), 'guests'] as const,
  templates: (cardId: string) => [...ownerKeys.card(cardId), 'guest-templates'] as const,
  /** When the day-before reminders and the thank-yous may go (the server's clock). */
  messages: (cardId: string) => [...ownerKeys.card(cardId), 'guest-messages'] as const,
};

/**
 * The card's RSVP lists: one per view (a group, or every RSVP), majlis or session (`scope`, ''
 * for every RSVP) and search; and each majlis's totals.
 */
export const rsvpKeys = {
  all: (cardId: string) => [...ownerKeys.card(cardId), 'rsvps'] as const,
  view: (cardId: string, view: string) => [...rsvpKeys.all(cardId), view] as const,
  list: (cardId: string, view: string, q: string, scope = '') =>
    [...rsvpKeys.view(cardId, view), scope, q] as const,
  totals: (cardId: string) => [...rsvpKeys.all(cardId), 'majlis-totals'] as const,
};

/** The card's usher links. */
export const usherLinkKeys = {
  all: (cardId: string) => [...ownerKeys.card(cardId), 'ushers'] as const,
};

/**
 * The usher screen: outside `me`, since an usher has no session. The door is one majlis's at a
 * time (`majlisId`; the summary asked without one is the server's choice).
 */
export const doorKeys = {
  all: (cardId: string) => ['door', cardId] as const,
  summary: (cardId: string, majlisId: string | null) =>
    [...doorKeys.all(cardId), 'summary', majlisId ?? ''] as const,
  guests: (cardId: string, majlisId: string) =>
    [...doorKeys.all(cardId), 'guests', majlisId] as const,
  guestSearch: (cardId: string, majlisId: string, q: string) =>
    [...doorKeys.guests(cardId, majlisId), q] as const,
};

/** Owners' feedback: the public page's, and one card's own. */
export const feedbackKeys = {
  all: () => ['feedback'] as const,
  public: (rating: number | null) => ['feedback', 'public', rating ?? 'all'] as const,
  own: (cardId: string) => ['cards', cardId, 'feedback'] as const,
};

/** The staff console's reads. */
export const adminKeys = {
  counters: () => ['admin', 'counters'] as const,
  cardSearch: (q: string) => ['admin', 'cards', 'search', q] as const,
  card: (cardId: string) => ['admin', 'card', cardId] as const,
  auditAll: () => ['admin', 'audit'] as const,
  audit: (query: AuditQuery) => [...adminKeys.auditAll(), query] as const,
  paymentsAll: () => ['admin', 'payments'] as const,
  payments: (query: PaymentsQuery) => [...adminKeys.paymentsAll(), query] as const,
  refundsAll: () => ['admin', 'refunds'] as const,
  refunds: (status: RefundStatus, page: number) =>
    [...adminKeys.refundsAll(), status, page] as const,
  feedbackAll: () => ['admin', 'feedback'] as const,
  feedback: (page: number) => [...adminKeys.feedbackAll(), page] as const,
  promoCodes: () => ['admin', 'promo-codes'] as const,
  catalogue: (kind: CatalogueKind) => ['admin', kind] as const,
  quickPicks: () => ['admin', 'music-quick-picks'] as const,
};

/** Site-wide reads that belong to nobody in particular. */
export const siteKeys = {
  settings: () => ['settings'] as const,
  themeGallery: () => ['themes', 'gallery'] as const,
  theme: (name: string) => ['themes', name] as const,
  fontPair: (heading: string, body: string) => ['font-pair', heading, body] as const,
  places: (query: string) => ['places', query.toLocaleLowerCase('ms')] as const,
  recommendedItems: () => ['recommended-items'] as const,
  musicQuickPicks: () => ['music', 'quick-picks'] as const,
  pass: (token: string) => ['pass', token] as const,
};

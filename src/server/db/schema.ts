import type { Generated } from 'kysely';
import type { Locale } from '@shared/i18n/locales';
import type { CardLanguage } from '@shared/i18n/card-words';

// The database as Kysely sees it. Both dialects share one schema:
// - ids are text (random, unguessable where they reach a URL);
// - flags are integers 0/1 (SQLite has no boolean; one representation keeps queries identical);
// - timestamps are ISO-8601 UTC text, which sorts and compares correctly as text;
// - lists on a card (its majlis with their programmes and sessions, contacts) are JSON text.
// Repositories map these rows to the spec's field names once.

export type Flag = 0 | 1;

export interface SettingsTable {
  id: number;
  price_sen: number;
  whatsapp_no: string;
  maintenance_mode: Flag;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  role: 'owner' | 'admin';
  name: string | null;
  mobile: string | null;
  created_at: string;
  last_login_at: string | null;
  /** Migration 0023: the language they read the site in, from their last login or visit. */
  locale: Generated<Locale>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  // Migration 0002 (login attempts): the code is bound to the browser that asked, its sending
  // limits to (e-mail, client address), and it carries a sign-in link. Keyed hashes only; null
  // on rows made before 0002.
  /** The browser's login-attempt token (cookie `jemput_login`), hashed. */
  attempt_hash: string | null;
  /** The e-mail with the client address that asked, hashed (no address is kept as it is). */
  client_hash: string | null;
  /** The sign-in link's token, hashed. */
  link_hash: string | null;
  /**
   * Migration 0016: 1 when the code was mailed; 0 for a request over the e-mail's daily mail
   * cap, kept only so the sending limits count it (never checked, never a browser's code).
   */
  mailed: Generated<Flag>;
}

export interface CardsTable {
  id: string;
  user_id: string | null;
  // The client on the card (name, email, mobile of the client); never sent to guests.
  client_name: string;
  client_email: string;
  client_mobile: string;
  status: 'unverified' | 'active';
  created_at: string;
  updated_at: string;
  activated_at: string | null;
  /** Raised by every saved change (the editor's conflict check). */
  version: Generated<number>;
  // What the couple writes.
  theme: string;
  walimatulurus: string;
  walimatulurus2: string;
  toggle_walima: Flag;
  groom_name: string;
  bride_name: string;
  /**
   * The date of the card's earliest majlis, written with `majlis` (migration 0017): staff lists
   * sort and count by it.
   */
  wedding_date: string;
  parent_name: string;
  message: string;
  groom_fullname: string;
  bride_fullname: string;
  doa: string;
  contacts: string;
  /** Migration 0017: the majlis (JSON, the shared majlis schema), in the couple's order. */
  majlis: string;
  show_hijri: Generated<Flag>;
  hijri_adjust: Generated<number>;
  /** The RSVP's last day, a Malaysian calendar date; null: no closing date. */
  rsvp_closes_on: Generated<string | null>;
  h2: string;
  h2_size: string;
  font_p: string;
  // The per-card feature flags.
  rsvp: Generated<Flag>;
  email_input: Generated<Flag>;
  music: Generated<Flag>;
  music_activation: Generated<Flag>;
  yt_id: string | null;
  music_start: Generated<number>;
  gift: Generated<Flag>;
  gift_button: Generated<Flag>;
  salam_kaut: string | null;
  salamkaut_activation: Generated<Flag>;
  event: string | null;
  /** Migration 0011: the trial's end when staff extended it; null: created_at + 1 hour. */
  trial_ends_at: Generated<string | null>;
  /** Migration 0019: the couple's thank-you note, shown once the wedding is held; null: none. */
  thanks_note: Generated<string | null>;
  /** Migration 0019: once the wedding is held, the public card stays up or is taken down. */
  after_day: Generated<'keep' | 'down'>;
  /** Migration 0021: raised by every change to the card's photos (the guest page's key). */
  photos_version: Generated<number>;
  /** Migration 0024: the language of the card's fixed words, the couple's choice. */
  language: Generated<CardLanguage>;
  /**
   * Migration 0025: the English versions of the couple's card-level texts (JSON, only those
   * given; english-texts.ts), shown in a card in both languages.
   */
  english_texts: Generated<string>;
}

export interface RsvpsTable {
  id: string;
  card_id: string;
  name: string;
  phone_number: string;
  email: string | null;
  guests: number;
  attending: Flag;
  checked_in: Flag;
  ucapan: string | null;
  created_at: string;
  /** Migration 0006: the owner hid the wish from the public card. */
  wish_hidden: Generated<Flag>;
  /** Migration 0018: the co-host who recorded the answer by hand; null: the guest or owner. */
  answered_by_host_id: Generated<string | null>;
  /** Migration 0018: the co-host who last hid or showed the wish; null: the owner. */
  wish_by_host_id: Generated<string | null>;
  // Migration 0007 (check-in at the door).
  /** The keyed hash of the guest's pass token (attending RSVPs); null: no pass. */
  pass_hash: string | null;
  checked_in_at: string | null;
  /** Added at the door without an RSVP. */
  walk_in: Generated<Flag>;
  /** The phone's reference for a walk-in (a replay adds nobody). */
  client_ref: string | null;
}

/**
 * Migration 0017: an RSVP's answer for one majlis. The RSVP's attending, guests, checked_in and
 * checked_in_at are the summary of its rows (coming to any majlis, the most people at any,
 * checked in at any), written with them in one transaction.
 */
export interface RsvpAttendanceTable {
  rsvp_id: string;
  card_id: string;
  majlis_id: string;
  attending: Flag;
  guests: number;
  /** The session taken (a majlis with sessions); null otherwise. */
  session_id: string | null;
  checked_in_at: string | null;
  updated_at: string;
  /** Migration 0018: the co-host who checked the guest in; null: the owner or an usher link. */
  checked_in_by_host_id: Generated<string | null>;
}

export interface UshersTable {
  id: string;
  card_id: string;
  label: string;
  created_at: string;
  revoked_at: string | null;
  /** Migration 0017: the majlis the link checks guests in for; null: every majlis. */
  majlis_id: Generated<string | null>;
}

/** Migration 0012 (the guest list): one invited party of a card. */
export interface GuestPartiesTable {
  id: string;
  card_id: string;
  name: string;
  /** International digits (60123456789): one phone is one party on a card. */
  phone: string;
  allowance: number;
  group_name: Generated<string>;
  note: Generated<string>;
  link_version: Generated<number>;
  sent_at: string | null;
  reminded_at: string | null;
  /** The first open of the party's personal link (the time only). */
  opened_at: string | null;
  rsvp_id: string | null;
  created_at: string;
  /** Migration 0017: the majlis it is invited to (JSON ids); null: the card's open majlis. */
  majlis_ids: Generated<string | null>;
  /** Migration 0020: when it was sent its thank-you after the wedding. */
  thanked_at: Generated<string | null>;
  /** Migration 0018: the co-host who added or last changed it; null: the owner. */
  changed_by_host_id: Generated<string | null>;
  /** Migration 0018: the co-host who marked it sent; null: the owner. */
  sent_by_host_id: Generated<string | null>;
}

/** Migration 0018: a co-host of a card, invited by e-mail by its owner. */
export interface CardHostsTable {
  id: string;
  card_id: string;
  /** Lowercased. */
  email: string;
  /** What the family calls them ("Mak", "Abang Long"). */
  name: string;
  role: 'pengurus' | 'penyambut';
  /** The user who logged in with the e-mail; null until they first do. */
  user_id: string | null;
  invited_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
}

/** Migration 0020: a party sent its reminder the day before one majlis (the last send's time). */
export interface GuestPartyDayBeforeTable {
  party_id: string;
  card_id: string;
  majlis_id: string;
  sent_at: string;
}

export interface GuestListSettingsTable {
  card_id: string;
  invitation_template: string;
  reminder_template: string;
  updated_at: string;
  /** Migration 0020: the day-before reminder and the thank-you; null: the Malay defaults. */
  day_before_template: Generated<string | null>;
  thanks_template: Generated<string | null>;
}

export interface PromoCodesTable {
  code: string;
  discount_sen: number;
  expiration_date: string | null;
  claimed: number;
  valid: number;
  created_at: string;
  /** Switched off by staff: refused like an unknown code. */
  disabled: Generated<Flag>;
  updated_at: string | null;
}

export interface PaymentsTable {
  id: string;
  card_id: string;
  provider: string;
  provider_ref: string | null;
  amount_sen: number;
  promo_code: string | null;
  /**
   * pending: waiting for the provider; paid; failed: the provider said it did not go through
   * (its bill stays payable at the provider, so the payer may try again on the same page);
   * cancelled: withdrawn (a newer checkout, the card's sale or its age replaced it) and its bill
   * deleted at the provider. A late payment of a failed or cancelled bill is still money
   * received: it becomes paid, as the card's sale or as a refund owed.
   */
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  created_at: string;
  updated_at: string;
  // Migration 0005 (payment attempts).
  /** The owner who checked out (null only on rows whose card had no owner). */
  user_id: string | null;
  /** The settings price and the promo's discount when the attempt was made (amount = total). */
  price_sen: Generated<number>;
  discount_sen: Generated<number>;
  payer_name: string | null;
  payer_email: string | null;
  payer_mobile: string | null;
  pay_url: string | null;
  paid_at: string | null;
  checked_at: string | null;
  /** The provider's last verified notice (JSON, signature left out), for audit. */
  provider_notice: string | null;
  receipt_sent_at: string | null;
  // Migration 0014 (one sale per card).
  /** null: not a refund (a sale, or not paid); `due`: paid for a card already sold; `refunded`. */
  refund_status: 'due' | 'refunded' | null;
  refunded_at: string | null;
  /** The staff member's e-mail who marked it refunded. */
  refunded_by: string | null;
  /** The promo code's use: held by a payable bill, given back, or counted for good (paid). */
  promo_use: 'reserved' | 'released' | 'counted' | null;
  /** When the provider confirmed a cancelled bill can no longer be paid. */
  bill_deleted_at: string | null;
}

/** Mail that follows a committed change, sent (and retried) by the outbox's sender. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  dedupe_key: string;
  payment_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface GiftIdeasTable {
  id: string;
  title: string;
  /** The English title, '' when staff gave none (guests then read the Malay). */
  title_en: Generated<string>;
  image: string;
  link: string;
  position: number;
  /** Hidden by staff: kept, but not in the public list. */
  hidden: Generated<Flag>;
  updated_at: string | null;
}

export interface RecommendedItemsTable {
  id: string;
  title: string;
  /** The English title, '' when staff gave none (owners then read the Malay). */
  title_en: Generated<string>;
  price_sen: number;
  image: string;
  link: string;
  position: number;
  hidden: Generated<Flag>;
  updated_at: string | null;
}

export interface FeedbackTable {
  id: string;
  name: string;
  comment: string;
  rating: number;
  created_at: string;
  /** The card the owner left it from (one entry per card); null for older rows. */
  card_id: string | null;
  user_id: string | null;
  /** Hidden by staff: neither shown nor counted on /feedback. */
  hidden: Generated<Flag>;
  updated_at: string | null;
}

/** The 12 songs the music page offers, kept by staff (position 1 to 12). */
export interface MusicQuickPicksTable {
  position: number;
  title: string;
  artist: string;
  yt_id: string;
  start: Generated<number>;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_email: string;
  action: string;
  card_id: string | null;
  detail: string | null;
  created_at: string;
}

/** Migration 0022: the browsers that opened a card's page on a day in Malaysia, each once. */
export interface CardOpensTable {
  card_id: string;
  /** `YYYY-MM-DD` in Asia/Kuala_Lumpur. */
  day: string;
  opens: number;
}

/**
 * Migration 0022: the day's visitors of every card, as keyed hashes with a key of that day only
 * (never an address or a user agent); kept only while the day lasts, to count a browser once.
 */
export interface CardOpenVisitorsTable {
  day: string;
  visitor_hash: string;
}

/** Migration 0021: a card's photos, in the couple's order (`position`, from 0). */
export interface CardPhotosTable {
  id: string;
  card_id: string;
  position: number;
  caption: string;
  width: number;
  height: number;
  /** The generated name of its files: `card-photos/<name>-<width>.webp` for each width. */
  name: string;
  /** The widths stored, smallest first, comma-separated ("480,960,1600"). */
  widths: string;
  created_at: string;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  cards: CardsTable;
  rsvps: RsvpsTable;
  rsvp_attendance: RsvpAttendanceTable;
  promo_codes: PromoCodesTable;
  payments: PaymentsTable;
  mail_outbox: MailOutboxTable;
  gift_ideas: GiftIdeasTable;
  recommended_items: RecommendedItemsTable;
  feedback: FeedbackTable;
  audit_log: AuditLogTable;
  ushers: UshersTable;
  guest_parties: GuestPartiesTable;
  guest_list_settings: GuestListSettingsTable;
  guest_party_day_before: GuestPartyDayBeforeTable;
  music_quick_picks: MusicQuickPicksTable;
  card_opens: CardOpensTable;
  card_open_visitors: CardOpenVisitorsTable;
  card_hosts: CardHostsTable;
  card_photos: CardPhotosTable;
}

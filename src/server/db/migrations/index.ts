import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial';
import * as loginAttempts from './0002-login-attempts';
import * as cardOwnerUserId from './0003-card-owner-user-id';
import * as cardVersion from './0004-card-version';
import * as paymentAttempts from './0005-payment-attempts';
import * as rsvpWishHidden from './0006-rsvp-wish-hidden';
import * as doorCheckIn from './0007-door-check-in';
import * as musicQuickPicks from './0008-music-quick-picks';
import * as catalogueStaff from './0009-catalogue-staff';
import * as feedbackByCard from './0010-feedback-by-card';
import * as cardStaffTools from './0011-card-staff-tools';
import * as guestList from './0012-guest-list';
import * as guestPartyRsvpIndex from './0013-guest-party-rsvp-index';
import * as oneSalePerCard from './0014-one-sale-per-card';
import * as loginCodeMailed from './0016-login-code-mailed';
import * as majlis from './0017-majlis';
import * as cardHosts from './0018-card-hosts';
import * as cardAfterTheDay from './0019-card-after-the-day';
import * as guestMessages from './0020-guest-messages';
import * as cardPhotos from './0021-card-photos';
import * as cardOpens from './0022-card-opens';
import * as userLocale from './0023-user-locale';
import * as cardLanguage from './0024-card-language';
import * as cardEnglishTexts from './0025-card-english-texts';
import * as catalogueEnglishTitles from './0026-catalogue-english-titles';

// Every migration, by name, in order. Listed in code (not read from a folder) so that the
// bundled server carries them. Forward-only: append, never edit or reorder.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-login-attempts': loginAttempts,
  '0003-card-owner-user-id': cardOwnerUserId,
  '0004-card-version': cardVersion,
  '0005-payment-attempts': paymentAttempts,
  '0006-rsvp-wish-hidden': rsvpWishHidden,
  '0007-door-check-in': doorCheckIn,
  '0008-music-quick-picks': musicQuickPicks,
  '0009-catalogue-staff': catalogueStaff,
  '0010-feedback-by-card': feedbackByCard,
  '0011-card-staff-tools': cardStaffTools,
  '0012-guest-list': guestList,
  '0013-guest-party-rsvp-index': guestPartyRsvpIndex,
  '0014-one-sale-per-card': oneSalePerCard,
  '0016-login-code-mailed': loginCodeMailed,
  '0017-majlis': majlis,
  '0018-card-hosts': cardHosts,
  '0019-card-after-the-day': cardAfterTheDay,
  '0020-guest-messages': guestMessages,
  '0021-card-photos': cardPhotos,
  '0022-card-opens': cardOpens,
  '0023-user-locale': userLocale,
  '0024-card-language': cardLanguage,
  '0025-card-english-texts': cardEnglishTexts,
  '0026-catalogue-english-titles': catalogueEnglishTitles,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

import type { Kysely, Selectable } from 'kysely';
import { cardState, trialEndsAt } from '@shared/card/trial';
import type { CardLanguage } from '@shared/i18n/card-words';
import { cardLocales } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
import { cardIdPattern } from '@shared/schemas/card-id';
import type {
  AdminCardDetail,
  AdminFeatures,
  AdminFeaturesBody,
  AdminPayment,
  AuditEntryView,
  AuditPage,
  BulkRsvpReply,
  CardAction,
  CardActionReply,
  CardSearchReply,
  PaymentsPage,
  TrialExtensionReply,
} from '@shared/schemas/admin';
import {
  ADMIN_FEATURE_KEYS,
  ADMIN_PAGE_SIZE,
  CARD_ACTION_LINK_PATH,
  CARD_ACTION_MESSAGE,
  MAX_BULK_IDS,
  MAX_SEARCH_RESULTS,
  parseCardIdList,
} from '@shared/schemas/admin';
import type { AuditLogTable, Database, PaymentsTable } from '../../db/schema';
import { badRequest, conflict, notFound, said, wordsIn } from '../../http/errors';
import { say } from '../../http/site-words';
import { malaysiaToday, nowIso } from '../../lib/clock';
import { auditLog } from '../audit/audit-log';
import type { CardFeatures, CardRow } from '../cards/cards.repository';
import { cardsRepository } from '../cards/cards.repository';
import { cardOpensRepository } from '../card-opens/card-opens.repository';
import type { AuditFilters, PaymentFilters } from './admin.repository';
import { adminRepository } from './admin.repository';

/**
 * The thank-you message staff send the couple: in the card's language, the couple's choice, not
 * the staff member's; a card in both gets the Malay, then the English beneath.
 */
export function cardActionMessage(action: CardAction, language: CardLanguage, link: string) {
  return cardLocales(language)
    .map((locale) => say(locale, said(CARD_ACTION_MESSAGE[action], { link })))
    .join('\n\n');
}

/** What each of the staff's one-card pages switches on or off. */
const ACTION_FEATURES: Record<CardAction, Partial<CardFeatures>> = {
  // PUT /activate-music/{id}: music_activation, music.
  music: { music_activation: true, music: true },
  // PUT /activate-hide-gift/{id}: hide_gift, gift 'false'.
  'hide-gift': { gift_button: false, gift: false },
  // PUT /activate-salam-kaut/{id}: salamkaut_activation true.
  'salam-kaut': { salamkaut_activation: true },
  // PUT /activate-rsvp/{id}: rsvp true.
  rsvp: { rsvp: true },
};

function featuresOf(row: CardRow): AdminFeatures {
  return {
    rsvp: row.rsvp === 1,
    email_input: row.email_input === 1,
    music: row.music === 1,
    music_activation: row.music_activation === 1,
    gift: row.gift === 1,
    gift_button: row.gift_button === 1,
    salamkaut_activation: row.salamkaut_activation === 1,
  };
}

const paymentView = (row: Selectable<PaymentsTable>): AdminPayment => ({
  id: row.id,
  cardId: row.card_id,
  provider: row.provider,
  providerRef: row.provider_ref,
  status: row.status,
  amountSen: Number(row.amount_sen),
  priceSen: Number(row.price_sen),
  discountSen: Number(row.discount_sen),
  promoCode: row.promo_code,
  payerEmail: row.payer_email,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  refund: row.refund_status,
});

const auditView = (row: Selectable<AuditLogTable>): AuditEntryView => ({
  id: row.id,
  actorEmail: row.actor_email,
  action: row.action,
  cardId: row.card_id,
  detail: row.detail,
  createdAt: row.created_at,
});

/**
 * The staff console's card tools: the four one-card pages and the bulk RSVP update, finding a
 * card, its detail, its switches, trial extensions, the payments list and the audit log. Every
 * write is audit-logged in the same transaction as the change. `staffEmail` is who acts.
 */
export function adminCardsService(db: Kysely<Database>) {
  const admin = adminRepository(db);
  const opens = cardOpensRepository(db);
  const cards = cardsRepository(db);

  return {
    /** The card a staff call names (its id already trimmed, lowercased and well-formed). */
    async cardOf(id: string): Promise<CardRow> {
      const card = await cards.findById(id);
      if (!card) throw notFound(said('staff.error.cardNotFound'));
      return card;
    },

    /** One of the one-card pages: switches the card's features, and links the owner to them. */
    async applyAction(
      card: CardRow,
      action: CardAction,
      staffEmail: string,
      now: Date,
      publicUrl: string,
    ): Promise<CardActionReply> {
      await db.transaction().execute(async (trx) => {
        await cardsRepository(trx).setFeatures(card.id, ACTION_FEATURES[action], now);
        await auditLog(trx).record(
          {
            actorEmail: staffEmail,
            action: `card-action:${action}`,
            cardId: card.id,
            detail: JSON.stringify(ACTION_FEATURES[action]),
          },
          now,
        );
      });
      const link = `${publicUrl}${CARD_ACTION_LINK_PATH[action](card.id)}`;
      return {
        cardId: card.id,
        action,
        link,
        message: cardActionMessage(action, card.language, link),
      };
    },

    /**
     * Switches RSVP on for every card listed (one id a line), all or none; why an id failed is
     * said in `locale`, the staff member's.
     */
    async switchRsvpOnInBulk(
      idList: string,
      staffEmail: string,
      now: Date,
      locale: Locale,
    ): Promise<BulkRsvpReply> {
      const ids = parseCardIdList(idList);
      if (ids.length === 0) throw badRequest(said('staff.error.bulkEmpty'), 'ids');
      if (ids.length > MAX_BULK_IDS) throw badRequest(said('staff.error.bulkTooMany'), 'ids');
      const wellFormed = ids.filter((id) => cardIdPattern.test(id));
      const known = await admin.existingCardIds(wellFormed);
      const failed = ids
        .filter((id) => !known.has(id))
        .map((id) => ({
          id,
          reason: wordsIn(
            locale,
            said(cardIdPattern.test(id) ? 'staff.error.cardNotFound' : 'staff.error.badCardId'),
          ),
        }));
      // All or none: staff fix the list and send it again, so nothing is half done.
      if (failed.length > 0) {
        return {
          ok: false,
          message: wordsIn(locale, said('staff.reply.bulkFailed')),
          updated: [],
          failed,
        };
      }
      await db.transaction().execute(async (trx) => {
        await adminRepository(trx).switchRsvpOn(ids, nowIso(now));
        const log = auditLog(trx);
        for (const id of ids) {
          await log.record(
            { actorEmail: staffEmail, action: 'rsvp-bulk', cardId: id, detail: '{"rsvp":true}' },
            now,
          );
        }
      });
      return {
        ok: true,
        message: wordsIn(locale, said('staff.reply.bulkUpdated')),
        updated: ids,
        failed: [],
      };
    },

    async search(query: string, now: Date): Promise<CardSearchReply> {
      const rows = await admin.searchCards(query, MAX_SEARCH_RESULTS);
      const opened = await opens.totalsOfCards(rows.map((row) => row.id));
      return {
        cards: rows.map((row) => ({
          id: row.id,
          groomName: row.groom_name,
          brideName: row.bride_name,
          weddingDate: row.wedding_date,
          ownerEmail: row.user_email ?? row.client_email,
          state: cardState(row.status, row.created_at, now, row.trial_ends_at),
          createdAt: row.created_at,
          opens: opened.get(row.id) ?? 0,
        })),
      };
    },

    async detail(card: CardRow, now: Date): Promise<AdminCardDetail> {
      const [ownerEmail, payments, audit, total, days] = await Promise.all([
        admin.ownerEmail(card.user_id),
        admin.paymentsOfCard(card.id),
        admin.audit({ cardId: card.id }, 1, 100),
        opens.totalOfCard(card.id),
        opens.daysOfCard(card.id, malaysiaToday(now)),
      ]);
      return {
        id: card.id,
        state: cardState(card.status, card.created_at, now, card.trial_ends_at),
        status: card.status,
        createdAt: card.created_at,
        activatedAt: card.activated_at,
        trialEndsAt: trialEndsAt(card.created_at, card.trial_ends_at).toISOString(),
        trialExtended: card.trial_ends_at !== null,
        ownerEmail: ownerEmail ?? card.client_email,
        clientName: card.client_name,
        clientMobile: card.client_mobile,
        groomName: card.groom_name,
        brideName: card.bride_name,
        weddingDate: card.wedding_date,
        theme: card.theme,
        features: featuresOf(card),
        opens: { total, today: days[0]?.opens ?? 0 },
        payments: payments.map(paymentView),
        audit: audit.rows.map(auditView),
      };
    },

    /** Switches the card's features on the owner's behalf; the audit entry says what changed. */
    async setFeatures(
      card: CardRow,
      body: AdminFeaturesBody,
      staffEmail: string,
      now: Date,
    ): Promise<{ features: AdminFeatures }> {
      const before = featuresOf(card);
      const changes: Partial<AdminFeatures> = {};
      for (const key of ADMIN_FEATURE_KEYS) {
        const value = body[key];
        if (value !== undefined && value !== before[key]) changes[key] = value;
      }
      if (Object.keys(changes).length > 0) {
        await db.transaction().execute(async (trx) => {
          await cardsRepository(trx).setFeatures(card.id, changes, now);
          await auditLog(trx).record(
            {
              actorEmail: staffEmail,
              action: 'features',
              cardId: card.id,
              detail: Object.entries(changes)
                .map(([key, value]) => `${key}: ${before[key as keyof AdminFeatures]} → ${value}`)
                .join(', '),
            },
            now,
          );
        });
      }
      return { features: { ...before, ...changes } };
    },

    /** Extends a trial by some hours, with a reason; a paid card has no trial to extend. */
    async extendTrial(
      card: CardRow,
      hours: number,
      reason: string,
      staffEmail: string,
      now: Date,
    ): Promise<Omit<TrialExtensionReply, 'message'>> {
      if (card.status === 'active') throw conflict(said('staff.error.alreadyActive'));
      const before = trialEndsAt(card.created_at, card.trial_ends_at);
      // From the current end, or from now when it already passed: the owner gets the hours.
      const from = Math.max(before.getTime(), now.getTime());
      const endsAt = new Date(from + hours * 60 * 60 * 1000).toISOString();
      await db.transaction().execute(async (trx) => {
        await adminRepository(trx).setTrialEnd(card.id, endsAt, nowIso(now));
        await auditLog(trx).record(
          {
            actorEmail: staffEmail,
            action: 'trial-extension',
            cardId: card.id,
            detail: `+${hours} jam (${before.toISOString()} → ${endsAt}): ${reason}`,
          },
          now,
        );
      });
      return {
        state: cardState(card.status, card.created_at, now, endsAt),
        trialEndsAt: endsAt,
      };
    },

    async paymentsPage(filters: PaymentFilters, page: number): Promise<PaymentsPage> {
      const { rows, total } = await admin.payments(filters, page, ADMIN_PAGE_SIZE);
      return { payments: rows.map(paymentView), page, pageSize: ADMIN_PAGE_SIZE, total };
    },

    async auditPage(filters: AuditFilters, page: number): Promise<AuditPage> {
      const { rows, total } = await admin.audit(filters, page, ADMIN_PAGE_SIZE);
      return { entries: rows.map(auditView), page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  };
}

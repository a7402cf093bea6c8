import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { MAX_PARTIES_PER_CARD } from '@shared/guests/guest-party';
import type { ImportPlan } from '@shared/guests/party-import';
import { planImport } from '@shared/guests/party-import';
import type { LineReading } from '@shared/guests/party-lines';
import { readPartyLines } from '@shared/guests/party-lines';
import type { PartyProgress } from '@shared/guests/party-status';
import { listTotals, partyStatus, totalsByGroup } from '@shared/guests/party-status';
import {
  invitedMajlisIds as invitedNow,
  partyMajlisProblem,
  totalsByMajlis,
} from '@shared/guests/party-majlis';
import { readVCardParties } from '@shared/guests/vcard';
import { defaultMessages } from '@shared/guests/default-messages';
import type { CardLanguage } from '@shared/i18n/card-words';
import type {
  GuestImport,
  GuestList,
  GuestParty,
  GuestTemplates,
  ValidPartyBody,
} from '@shared/schemas/guest-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, said } from '../../http/errors';
import type { AnswersByRsvp, GuestPartyRow } from './guests.repository';
import { guestsRepository, invitedMajlisIds } from './guests.repository';
import type { DayBeforeByParty } from './guest-messages.repository';
import { readPartyCsv } from './party-csv';

// The guest list's rules on the server: what the owner sees of each party, and an
// import that adds every good line or, when the list would overflow, nothing at all.

/** The party's personal link, whole (party-links.ts). */
export type LinkOf = (row: GuestPartyRow) => string;

/**
 * What a party's view reads besides its row: its link, the card's majlis, the RSVPs' answers,
 * and the day-before reminders sent.
 */
export interface PartyViewContext {
  linkOf: LinkOf;
  majlis: readonly Majlis[];
  answers: AnswersByRsvp;
  dayBefore: DayBeforeByParty;
  /** The card's co-hosts' names by id, for "oleh <name>" (the owner's writes name nobody). */
  hostNames?: ReadonlyMap<string, string>;
}

/** Where the party stands: sent, opened, and its RSVP with its answer for each majlis. */
function progressOf(
  row: GuestPartyRow,
  answers: AnswersByRsvp,
): PartyProgress & Pick<GuestParty, 'rsvp'> {
  return {
    sentAt: row.sent_at,
    openedAt: row.opened_at,
    rsvp:
      row.attending === null || row.guests === null || row.rsvp_id === null
        ? null
        : {
            attending: Boolean(row.attending),
            guests: row.guests,
            majlis: answers.get(row.rsvp_id) ?? [],
          },
  };
}

export function partyView(row: GuestPartyRow, context: PartyViewContext): GuestParty {
  const progress = progressOf(row, context.answers);
  const chosen = invitedMajlisIds(row);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    allowance: row.allowance,
    group: row.group_name,
    note: row.note,
    status: partyStatus(progress),
    sentAt: row.sent_at,
    remindedAt: row.reminded_at,
    openedAt: row.opened_at,
    // Only the majlis the card still has (a removed one's reminders are cleared with it).
    dayBefore: (context.dayBefore.get(row.id) ?? []).filter((sent) =>
      context.majlis.some((majlis) => majlis.id === sent.majlisId),
    ),
    thankedAt: row.thanked_at,
    rsvp: progress.rsvp,
    majlis: chosen,
    invitedMajlis: invitedNow(context.majlis, chosen),
    link: context.linkOf(row),
    // Who added (or last changed) and who sent it, when a co-host did: the owner's name nobody.
    ...byHost('changedBy', row.changed_by_host_id, context.hostNames),
    ...byHost('sentBy', row.sent_by_host_id, context.hostNames),
  };
}

/** `{ [key]: name }` when a co-host's row is named, else nothing. */
function byHost<K extends string>(
  key: K,
  hostId: string | null,
  names: ReadonlyMap<string, string> | undefined,
): Partial<Record<K, string>> {
  const name = hostId ? names?.get(hostId) : undefined;
  return name ? ({ [key]: name } as Record<K, string>) : {};
}

/**
 * The list as the owner sees it: each party, the card's totals, each group's, and each
 * majlis's (the majlis in the order guests read them).
 */
export function guestListView(
  rows: readonly GuestPartyRow[],
  context: PartyViewContext,
): GuestList {
  const parties = rows.map((row) => partyView(row, context));
  const majlisIds = majlisInDateOrder(context.majlis).map((majlis) => majlis.id);
  return {
    parties,
    totals: listTotals(parties),
    groups: totalsByGroup(parties),
    majlis: totalsByMajlis(parties, majlisIds),
  };
}

/** A choice of majlis the card cannot take (one it does not have, one twice) is refused. */
function checkMajlisChoice(choice: readonly string[] | null | undefined, list: readonly Majlis[]) {
  if (!choice) return;
  const problem = partyMajlisProblem(choice, list);
  if (problem) throw badRequest(problem.message, problem.field);
}

function readCsv(content: string): LineReading[] {
  try {
    return readPartyCsv(content);
  } catch {
    // csv-parse names the line of an unclosed quote; the owner needs only to know to fix the file.
    throw badRequest(said('guestList.error.importCsv'), 'content');
  }
}

function readImport({ format, content }: GuestImport): LineReading[] {
  const readings =
    format === 'vcard'
      ? readVCardParties(content)
      : format === 'csv'
        ? readCsv(content)
        : readPartyLines(content);
  if (readings.length === 0) throw badRequest(said('guestList.error.importEmpty'), 'content');
  return readings;
}

/**
 * Imports parties into a card's list in one transaction: the good lines are added, the lines
 * whose phone is listed merge into that party, the bad ones are reported. A list that would
 * pass MAX_PARTIES_PER_CARD takes nothing (409).
 */
export async function importParties(
  db: Kysely<Database>,
  cardId: string,
  input: GuestImport,
  now: Date,
): Promise<ImportPlan> {
  const readings = readImport(input);
  const guests = guestsRepository(db);
  return db.transaction().execute(async (trx) => {
    const listed = await guests.namesByPhone(cardId, trx);
    const plan = planImport(readings, listed);
    if (listed.size + plan.added.length > MAX_PARTIES_PER_CARD)
      throw conflict(said('guestList.error.full', { max: MAX_PARTIES_PER_CARD }));
    await guests.insertMany(trx, cardId, plan.added, now);
    for (const { phone, party } of plan.updates) await guests.mergeInto(trx, cardId, phone, party);
    return plan;
  });
}

/**
 * One party added by hand, invited to the majlis chosen (the card's open majlis when none
 * were): a phone already listed is named, not merged silently.
 */
export async function addParty(
  db: Kysely<Database>,
  card: { id: string; majlis: readonly Majlis[] },
  body: ValidPartyBody,
  now: Date,
): Promise<string> {
  const { majlis: choice = null, ...party } = body;
  checkMajlisChoice(choice, card.majlis);
  const cardId = card.id;
  const guests = guestsRepository(db);
  return db.transaction().execute(async (trx) => {
    const holder = await guests.holderOfPhone(cardId, party.phone, trx);
    if (holder) throw conflict(said('guestList.error.phoneListed', { name: holder.name }), 'phone');
    if ((await guests.countOfCard(cardId, trx)) >= MAX_PARTIES_PER_CARD) {
      throw conflict(said('guestList.error.full', { max: MAX_PARTIES_PER_CARD }));
    }
    const [id] = await guests.insertMany(trx, cardId, [party], now, choice);
    return id!;
  });
}

/**
 * The owner's edit of a party, and of the majlis it is invited to when they are given: a phone
 * another party has is named, as when adding.
 */
export async function editParty(
  db: Kysely<Database>,
  card: { id: string; majlis: readonly Majlis[] },
  partyId: string,
  body: ValidPartyBody,
): Promise<boolean> {
  const { majlis: choice, ...party } = body;
  checkMajlisChoice(choice, card.majlis);
  const cardId = card.id;
  const guests = guestsRepository(db);
  const holder = await guests.holderOfPhone(cardId, party.phone);
  if (holder && holder.id !== partyId) {
    throw conflict(said('guestList.error.phoneListed', { name: holder.name }), 'phone');
  }
  return guests.update(cardId, partyId, party, choice);
}

/**
 * The card's message templates: what the owner saved, each left unsaved its default in the
 * card's language (guests read them).
 */
export function templatesOf(
  saved:
    | {
        invitation_template: string;
        reminder_template: string;
        day_before_template: string | null;
        thanks_template: string | null;
      }
    | undefined,
  language: CardLanguage = 'ms',
): GuestTemplates {
  const defaults = defaultMessages(language);
  return {
    invitation: saved?.invitation_template ?? defaults.invitation,
    reminder: saved?.reminder_template ?? defaults.reminder,
    dayBefore: saved?.day_before_template ?? defaults.dayBefore,
    thanks: saved?.thanks_template ?? defaults.thanks,
  };
}

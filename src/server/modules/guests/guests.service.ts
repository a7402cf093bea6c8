import type { Party } from '@shared/guests/guest-party';
import { MAX_PARTIES_PER_CARD, PARTY_MESSAGES } from '@shared/guests/guest-party';
import type { ImportPlan } from '@shared/guests/party-import';
import { planImport } from '@shared/guests/party-import';
import type { LineReading } from '@shared/guests/party-lines';
import { readPartyLines } from '@shared/guests/party-lines';
import type { PartyProgress } from '@shared/guests/party-status';
import { listTotals, partyStatus, totalsByGroup } from '@shared/guests/party-status';
import { readVCardParties } from '@shared/guests/vcard';
import type { GuestImport, GuestList, GuestParty } from '@shared/schemas/guest-list';
import { GUEST_IMPORT_MESSAGES } from '@shared/schemas/guest-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { GuestPartyRow } from './guests.repository';
import { guestsRepository } from './guests.repository';
import { readPartyCsv } from './party-csv';

// The guest list's rules on the server: what the owner sees of each party, and an
// import that adds every good line or, when the list would overflow, nothing at all.

function progressOf(row: GuestPartyRow): PartyProgress {
  return {
    sentAt: row.sent_at,
    openedAt: row.opened_at,
    rsvp:
      row.attending === null || row.guests === null
        ? null
        : { attending: Boolean(row.attending), guests: row.guests },
  };
}

/** The party's personal link, whole (party-links.ts). */
export type LinkOf = (row: GuestPartyRow) => string;

export function partyView(row: GuestPartyRow, linkOf: LinkOf): GuestParty {
  const progress = progressOf(row);
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
    rsvp: progress.rsvp,
    link: linkOf(row),
  };
}

/** The list as the owner sees it: each party, the card's totals and each group's. */
export function guestListView(rows: readonly GuestPartyRow[], linkOf: LinkOf): GuestList {
  const parties = rows.map((row) => partyView(row, linkOf));
  return { parties, totals: listTotals(parties), groups: totalsByGroup(parties) };
}

function readCsv(content: string): LineReading[] {
  try {
    return readPartyCsv(content);
  } catch {
    // csv-parse names the line of an unclosed quote; the owner needs only to know to fix the file.
    throw badRequest(GUEST_IMPORT_MESSAGES.csv, 'content');
  }
}

function readImport({ format, content }: GuestImport): LineReading[] {
  const readings =
    format === 'vcard'
      ? readVCardParties(content)
      : format === 'csv'
        ? readCsv(content)
        : readPartyLines(content);
  if (readings.length === 0) throw badRequest(GUEST_IMPORT_MESSAGES.empty, 'content');
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
    if (listed.size + plan.added.length > MAX_PARTIES_PER_CARD) throw conflict(PARTY_MESSAGES.full);
    await guests.insertMany(trx, cardId, plan.added, now);
    for (const { phone, party } of plan.updates) await guests.mergeInto(trx, cardId, phone, party);
    return plan;
  });
}

/** One party added by hand: a phone already listed is named, not merged silently. */
export async function addParty(
  db: Kysely<Database>,
  cardId: string,
  party: Party,
  now: Date,
): Promise<string> {
  const guests = guestsRepository(db);
  return db.transaction().execute(async (trx) => {
    const holder = await guests.holderOfPhone(cardId, party.phone, trx);
    if (holder) throw conflict(PARTY_MESSAGES.phoneListed(holder.name), 'phone');
    if ((await guests.countOfCard(cardId, trx)) >= MAX_PARTIES_PER_CARD) {
      throw conflict(PARTY_MESSAGES.full);
    }
    const [id] = await guests.insertMany(trx, cardId, [party], now);
    return id!;
  });
}

/** The owner's edit of a party: a phone another party has is named, as when adding. */
export async function editParty(
  db: Kysely<Database>,
  cardId: string,
  partyId: string,
  party: Party,
): Promise<boolean> {
  const guests = guestsRepository(db);
  const holder = await guests.holderOfPhone(cardId, party.phone);
  if (holder && holder.id !== partyId) {
    throw conflict(PARTY_MESSAGES.phoneListed(holder.name), 'phone');
  }
  return guests.update(cardId, partyId, party);
}

import { stringify } from 'csv-stringify/sync';
import type { Majlis } from '@shared/card/card-content';
import { spreadsheetPhone } from '@shared/contact/phone';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import { majlisNames } from '@shared/guests/party-majlis';
import { PARTY_STATUS_LABELS } from '@shared/guests/party-status';
import type { GuestParty } from '@shared/schemas/guest-list';
import { GUEST_CSV_COLUMNS } from '@shared/schemas/guest-list';
import {
  UTF8_BOM,
  majlisCsvCells,
  majlisCsvHeadings,
  majlisOfCsv,
  neutraliseFormula,
} from '../rsvps/rsvps-csv';

const when = (at: string | null) => (at ? malaysiaDateTime(at) : '');

/**
 * The guest list as CSV: one row a party (its phone in the display form, which spreadsheets keep
 * as text) with the majlis it is invited to, its status and
 * times, then (for a card of several majlis or with sessions) its answer at each majlis as the
 * RSVP CSV has it; UTF-8 with a BOM and CRLF for Excel, every cell guarded against running as a
 * formula.
 */
export function guestsCsv(parties: readonly GuestParty[], majlis: readonly Majlis[]): string {
  const names = majlisNames(majlis);
  const grouped = majlisOfCsv(majlis);
  // The couple's titles are their own text: guarded like the guests'.
  const headings = [...GUEST_CSV_COLUMNS, ...majlisCsvHeadings(grouped, majlis)].map(
    neutraliseFormula,
  );
  const rows = parties.map((party) =>
    [
      party.name,
      // 013-987 6543, not 60139876543: a spreadsheet keeps it as text with its leading 0.
      spreadsheetPhone(party.phone),
      String(party.allowance),
      party.group,
      party.note,
      party.invitedMajlis.map((id) => names.get(id) ?? id).join(', '),
      PARTY_STATUS_LABELS[party.status],
      party.rsvp?.attending ? String(party.rsvp.guests) : '',
      when(party.sentAt),
      when(party.remindedAt),
      when(party.openedAt),
      party.link,
      ...majlisCsvCells(party.rsvp?.majlis ?? [], grouped),
    ].map(neutraliseFormula),
  );
  return UTF8_BOM + stringify([headings, ...rows], { record_delimiter: 'windows' });
}

import { stringify } from 'csv-stringify/sync';
import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { majlisNames } from '@shared/guests/party-majlis';
import { RSVP_CSV_COLUMNS } from '@shared/schemas/rsvp-management';
import { rsvpCsvMajlisColumns } from '@shared/schemas/rsvp-majlis';
import { malaysiaDateTime } from '@shared/dates/malaysia-time';
import type { OwnerRsvp } from '@shared/schemas/rsvp';

/** The byte-order mark that makes Excel read the file as UTF-8 (Malay, Jawi, emoji names). */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first) gets a leading apostrophe, so a guest named `=HYPERLINK(…)` stays a name (OWASP "CSV
 * injection").
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * Whether the CSV has a group of columns for each majlis: when the card has several, or
 * sessions. A card of one majlis without sessions keeps the columns it always had (the RSVP's
 * own columns say it all).
 */
function answersPerMajlis(majlis: readonly Majlis[]): boolean {
  return majlis.length > 1 || majlis.some((one) => one.sessions.length > 0);
}

/** One majlis's cells of an RSVP: Hadir, Bilangan, Sesi, Daftar masuk (empty when unanswered). */
function majlisCells(rsvp: OwnerRsvp, majlis: Majlis): string[] {
  const answer = rsvp.majlis.find((candidate) => candidate.id === majlis.id);
  if (!answer) return ['', '', '', ''];
  if (!answer.attending) return ['Tidak', '', '', ''];
  const session = majlis.sessions.find((candidate) => candidate.id === answer.sessionId);
  return [
    'Ya',
    String(answer.guests),
    session?.label ?? '',
    answer.checkedInAt ? malaysiaDateTime(answer.checkedInAt) : 'Belum',
  ];
}

/**
 * The card's RSVPs as CSV: UTF-8 with a BOM, CRLF, one row per RSVP, then (for a card of
 * several majlis or with sessions) a group of columns for each majlis, in the order guests read
 * them, named by its title.
 */
export function rsvpsCsv(rsvps: readonly OwnerRsvp[], majlis: readonly Majlis[]): string {
  const grouped = answersPerMajlis(majlis) ? majlisInDateOrder(majlis) : [];
  const names = majlisNames(majlis);
  const headings = [
    ...RSVP_CSV_COLUMNS,
    // The couple's titles are their own text: guarded like the guests'.
    ...grouped.flatMap((one) => rsvpCsvMajlisColumns(names.get(one.id) ?? one.id)),
  ].map(neutraliseFormula);
  const rows = rsvps.map((rsvp) =>
    [
      rsvp.name,
      rsvp.phoneNumber,
      rsvp.email ?? '',
      String(rsvp.guests),
      rsvp.attending ? 'Hadir' : 'Tidak Hadir',
      rsvp.checkedIn ? 'Ya' : 'Tidak',
      rsvp.ucapan ?? '',
      rsvp.wishHidden ? 'Ya' : 'Tidak',
      malaysiaDateTime(rsvp.created_at),
      ...grouped.flatMap((one) => majlisCells(rsvp, one)),
    ].map(neutraliseFormula),
  );
  return UTF8_BOM + stringify([headings, ...rows], { record_delimiter: 'windows' });
}

import { stringify } from 'csv-stringify/sync';
import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { spreadsheetPhone } from '@shared/contact/phone';
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

/** An answer for one majlis as the CSV reads it (an RSVP's, or a listed party's). */
export interface MajlisCsvAnswer {
  id: string;
  attending: boolean;
  guests: number;
  sessionId: string | null;
  checkedInAt: string | null;
}

/**
 * The majlis that get a group of columns, in the order guests read them: each, when the card
 * has several or sessions; none for a card of one majlis without sessions, which keeps the
 * columns it always had (the row's own columns say it all).
 */
export function majlisOfCsv(majlis: readonly Majlis[]): Majlis[] {
  const perMajlis = majlis.length > 1 || majlis.some((one) => one.sessions.length > 0);
  return perMajlis ? majlisInDateOrder(majlis) : [];
}

/** The headings of each majlis's group of columns, named by its title ("Akad Nikah: Hadir"). */
export function majlisCsvHeadings(grouped: readonly Majlis[], majlis: readonly Majlis[]) {
  const names = majlisNames(majlis);
  return grouped.flatMap((one) => rsvpCsvMajlisColumns(names.get(one.id) ?? one.id));
}

/** One majlis's cells: Hadir, Bilangan, Sesi, Daftar masuk (empty when unanswered). */
function majlisCells(answers: readonly MajlisCsvAnswer[], majlis: Majlis): string[] {
  const answer = answers.find((candidate) => candidate.id === majlis.id);
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

/** A row's cells for each majlis's group of columns, in the headings' order. */
export function majlisCsvCells(
  answers: readonly MajlisCsvAnswer[],
  grouped: readonly Majlis[],
): string[] {
  return grouped.flatMap((one) => majlisCells(answers, one));
}

/**
 * The card's RSVPs as CSV: UTF-8 with a BOM, CRLF, one row per RSVP (its phone in the display
 * form, which spreadsheets keep as text), then (for a card of
 * several majlis or with sessions) a group of columns for each majlis, in the order guests read
 * them, named by its title.
 */
export function rsvpsCsv(rsvps: readonly OwnerRsvp[], majlis: readonly Majlis[]): string {
  const grouped = majlisOfCsv(majlis);
  // The couple's titles are their own text: guarded like the guests'.
  const headings = [...RSVP_CSV_COLUMNS, ...majlisCsvHeadings(grouped, majlis)].map(
    neutraliseFormula,
  );
  const rows = rsvps.map((rsvp) =>
    [
      rsvp.name,
      // 013-987 6543, not 0139876543: a spreadsheet keeps it as text with its leading 0.
      spreadsheetPhone(rsvp.phoneNumber),
      rsvp.email ?? '',
      String(rsvp.guests),
      rsvp.attending ? 'Hadir' : 'Tidak Hadir',
      rsvp.checkedIn ? 'Ya' : 'Tidak',
      rsvp.ucapan ?? '',
      rsvp.wishHidden ? 'Ya' : 'Tidak',
      malaysiaDateTime(rsvp.created_at),
      ...majlisCsvCells(rsvp.majlis, grouped),
    ].map(neutraliseFormula),
  );
  return UTF8_BOM + stringify([headings, ...rows], { record_delimiter: 'windows' });
}

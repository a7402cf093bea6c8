import { stringify } from 'csv-stringify/sync';
import { RSVP_CSV_COLUMNS } from '@shared/schemas/rsvp-management';
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

/** The card's RSVPs as CSV: UTF-8 with a BOM, CRLF, one row per RSVP. */
export function rsvpsCsv(rsvps: readonly OwnerRsvp[]): string {
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
    ].map(neutraliseFormula),
  );
  return UTF8_BOM + stringify([[...RSVP_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

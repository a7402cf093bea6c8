import type { Kysely, Selectable } from 'kysely';
import type { Database, RsvpAttendanceTable } from '../../db/schema';

/** An RSVP's answer to one majlis, as kept (see rsvps.repository's writeAttendance). */
export type AttendanceRow = Pick<
  Selectable<RsvpAttendanceTable>,
  'majlis_id' | 'attending' | 'guests' | 'session_id' | 'checked_in_at'
>;

/** Reads an RSVP's answers per majlis: for the guest's pass and a party's prefilled form. */
export function rsvpAttendanceRepository(db: Kysely<Database>) {
  return {
    /** The RSVP's answer to each majlis it answered (none for an unknown RSVP). */
    ofRsvp(rsvpId: string): Promise<AttendanceRow[]> {
      return db
        .selectFrom('rsvp_attendance')
        .select(['majlis_id', 'attending', 'guests', 'session_id', 'checked_in_at'])
        .where('rsvp_id', '=', rsvpId)
        .orderBy('majlis_id')
        .execute();
    },
  };
}

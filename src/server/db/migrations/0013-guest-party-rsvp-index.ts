import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// The owner's RSVP list says which RSVPs came from the guest list, and the door shows
// a listed party's allowance beside its RSVP; both find the party by its RSVP.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('guest_parties_rsvp').on('guest_parties').column('rsvp_id').execute();
}

import type { Kysely } from 'kysely';
import type { PublicSettings } from '@shared/schemas/settings';
import { nowIso } from '../../lib/clock';
import type { Database } from '../../db/schema';

// The settings live in one row (id 1): price, support number, maintenance switch.
const SETTINGS_ID = 1;

export function settingsRepository(db: Kysely<Database>) {
  return {
    async find(): Promise<PublicSettings | null> {
      const row = await db
        .selectFrom('settings')
        .select(['price_sen', 'whatsapp_no', 'maintenance_mode'])
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst();
      if (!row) return null;
      return {
        price: row.price_sen,
        whatsapp_no: row.whatsapp_no,
        maintenance_mode: row.maintenance_mode === 1,
      };
    },

    /** Creates the row when it is missing; leaves an existing row as the operator set it. */
    async insertIfMissing(defaults: PublicSettings, now: Date): Promise<void> {
      await db
        .insertInto('settings')
        .values({
          id: SETTINGS_ID,
          price_sen: defaults.price,
          whatsapp_no: defaults.whatsapp_no,
          maintenance_mode: defaults.maintenance_mode ? 1 : 0,
          updated_at: nowIso(now),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async update(changes: Partial<PublicSettings>, now: Date): Promise<void> {
      await db
        .updateTable('settings')
        .set({
          ...(changes.price !== undefined && { price_sen: changes.price }),
          ...(changes.whatsapp_no !== undefined && { whatsapp_no: changes.whatsapp_no }),
          ...(changes.maintenance_mode !== undefined && {
            maintenance_mode: changes.maintenance_mode ? 1 : 0,
          }),
          updated_at: nowIso(now),
        })
        .where('id', '=', SETTINGS_ID)
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';

// Forward-only: never edit this file once landed; add a new migration instead.
// Only types both dialects understand the same way: text and integer.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('price_sen', 'integer', (c) => c.notNull())
    .addColumn('whatsapp_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('maintenance_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .addColumn('name', 'text')
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_codes_email_created')
    .on('login_codes')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unverified'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('walimatulurus', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('walimatulurus2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('toggle_walima', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('groom_name', 'text', (c) => c.notNull())
    .addColumn('bride_name', 'text', (c) => c.notNull())
    .addColumn('wedding_date', 'text', (c) => c.notNull())
    .addColumn('parent_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('groom_fullname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bride_fullname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('doa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tentative', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contacts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('directions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('h2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('h2_size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('font_p', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rsvp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_input', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('music', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('music_activation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yt_id', 'text')
    .addColumn('music_start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_button', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('salam_kaut', 'text')
    .addColumn('salamkaut_activation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event', 'text')
    .execute();
  await db.schema.createIndex('cards_user_id').on('cards').column('user_id').execute();
  await db.schema.createIndex('cards_client_email').on('cards').column('client_email').execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('guests', 'integer', (c) => c.notNull())
    .addColumn('attending', 'integer', (c) => c.notNull())
    .addColumn('checked_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ucapan', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rsvps_card_created')
    .on('rsvps')
    .columns(['card_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('discount_sen', 'integer', (c) => c.notNull())
    .addColumn('expiration_date', 'text')
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('amount_sen', 'integer', (c) => c.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_card_id').on('payments').column('card_id').execute();

  for (const table of ['gift_ideas', 'recommended_items'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
    if (table === 'recommended_items') {
      builder = builder.addColumn('price_sen', 'integer', (c) => c.notNull().defaultTo(0));
    }
    await builder.execute();
  }

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';
import type { Majlis } from '@shared/card/card-content';
import type { CardLanguage } from '@shared/i18n/card-words';
import { sampleCardContent } from '@shared/card/sample-card';
import type { CardFeatures } from '@server/modules/cards/cards.repository';
import { cardsRepository } from '@server/modules/cards/cards.repository';
import type { Database } from '@server/db/schema';
import { newCardId, randomId } from '@server/lib/ids';
import { logIn } from './auth';
import type { TestApp } from './test-app';

export const OWNER = {
  name: 'Siti Pemilik',
  email: 'siti.pemilik@example.com',
  mobile: '019-876 5432',
};

/** The user of an e-mail, made (as an owner who has not logged in yet) when there is none. */
export async function ownerUserId(db: Kysely<Database>, email: string): Promise<string> {
  await db
    .insertInto('users')
    .values({ id: randomId(16), email, role: 'owner', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** A card of the test's own, owned by OWNER (or `ownerEmail`), created `ageMinutes` ago. */
export async function createCard(
  db: Kysely<Database>,
  options: {
    status?: 'active' | 'unverified';
    ageMinutes?: number;
    features?: Partial<CardFeatures>;
    /** The owner's e-mail (default OWNER's). */
    ownerEmail?: string;
    /** The date of the card's one majlis (the sample's is tomorrow). */
    weddingDate?: string;
    /** The card's majlis, in place of the sample's one. */
    majlis?: Majlis[];
    /** The card's language, the couple's choice (default Malay). */
    language?: CardLanguage;
  } = {},
): Promise<string> {
  const id = newCardId();
  const created = new Date(Date.now() - (options.ageMinutes ?? 0) * 60_000);
  const email = (options.ownerEmail ?? OWNER.email).toLowerCase();
  const sample = sampleCardContent(new Date());
  const sampleMajlis = sample.majlis.map((majlis) =>
    options.weddingDate ? { ...majlis, date: options.weddingDate } : majlis,
  );
  await cardsRepository(db).insert(
    {
      id,
      userId: await ownerUserId(db, email),
      client: { ...OWNER, email: options.ownerEmail ?? OWNER.email },
      status: options.status ?? 'active',
      content: {
        ...sample,
        groom_name: 'Ali',
        bride_name: 'Aminah',
        majlis: options.majlis ?? sampleMajlis,
      },
      features: { rsvp: true, ...options.features },
      ...(options.language ? { language: options.language } : {}),
    },
    created,
  );
  return id;
}

/**
 * A card of a new owner of its own, who is logged in: the card's id, the owner's e-mail and
 * session cookie. `options` as for createCard (the owner is always the new one).
 */
export async function newOwnersCard(
  t: TestApp,
  options: Omit<NonNullable<Parameters<typeof createCard>[1]>, 'ownerEmail'> = {},
): Promise<{ id: string; email: string; cookie: string }> {
  const email = `pemilik.${randomId(10).toLowerCase()}@example.com`;
  const cookie = await logIn(t, email);
  const id = await createCard(t.database.handle.db, { ...options, ownerEmail: email });
  return { id, email, cookie };
}

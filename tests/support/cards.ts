import type { Kysely } from 'kysely';
import { sampleCardContent } from '@shared/card/sample-card';
import type { CardFeatures } from '@server/modules/cards/cards.repository';
import { cardsRepository } from '@server/modules/cards/cards.repository';
import type { Database } from '@server/db/schema';
import { newCardId } from '@server/lib/ids';

export const OWNER = {
  name: 'Siti Pemilik',
  email: 'siti.pemilik@example.com',
  mobile: '019-876 5432',
};

/** A card of the test's own, owned by OWNER (or `ownerEmail`), created `ageMinutes` ago. */
export async function createCard(
  db: Kysely<Database>,
  options: {
    status?: 'active' | 'unverified';
    ageMinutes?: number;
    features?: Partial<CardFeatures>;
    /** The owner's e-mail (default OWNER's). */
    ownerEmail?: string;
    weddingDate?: string;
  } = {},
): Promise<string> {
  const id = newCardId();
  const created = new Date(Date.now() - (options.ageMinutes ?? 0) * 60_000);
  await cardsRepository(db).insert(
    {
      id,
      userId: null,
      client: { ...OWNER, email: options.ownerEmail ?? OWNER.email },
      status: options.status ?? 'active',
      content: {
        ...sampleCardContent(new Date()),
        groom_name: 'Ali',
        bride_name: 'Aminah',
        ...(options.weddingDate ? { wedding_date: options.weddingDate } : {}),
      },
      features: { rsvp: true, ...options.features },
    },
    created,
  );
  return id;
}

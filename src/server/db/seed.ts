import type { Kysely } from 'kysely';
import { DEFAULT_PRICE_SEN } from '@shared/schemas/settings';
import type { Config } from '../config';
import { malaysiaToday } from '../lib/clock';
import type { CardRow } from '../modules/cards/cards.repository';
import { cardsRepository, columnsToContent } from '../modules/cards/cards.repository';
import { giftIdeasRepository } from '../modules/gift-ideas/gift-ideas.repository';
import { FIRST_MAJLIS_ID } from '@shared/card/majlis';
import { rsvpsRepository } from '../modules/rsvps/rsvps.repository';
import { settingsRepository } from '../modules/settings/settings.repository';
import type { MediaStorage } from '../storage/media-storage';
import { createMediaStorage } from '../storage/create-media-storage';
import { DEMO_CARD_ID, DEMO_MAJLIS_IDS, DEMO_WISHES, demoCardContent } from './demo-card';
import { DEMO_SONG, ensureDemoExtras } from './demo-extras';
import { SEED_GIFT_IDEAS } from './gift-ideas-seed';
import { SEED_RECOMMENDED_ITEMS } from './recommended-items-seed';
import { recommendedItemsRepository } from '../modules/recommended-items/recommended-items.repository';
import type { Database } from './schema';

type SeedConfig = Pick<Config, 'supportWhatsappNo' | 'dataDir'>;

/**
 * Idempotent: creates what is missing and never overwrites what an operator or couple changed.
 * Two deliberate refreshes: the support number is filled in when it is empty and now configured,
 * and the demo card's wedding moves ahead when its date has passed, so the demo never shows an
 * event that is over. The demo's song and sample salam kaut are filled in when it lacks them.
 */
/** The demo card holds the demo's majlis (by their ids, whatever their dates). */
function hasDemoMajlis(demo: CardRow): boolean {
  const ids = columnsToContent(demo).majlis.map((majlis) => majlis.id);
  return ids.join() === DEMO_MAJLIS_IDS.join();
}

export async function seed(
  db: Kysely<Database>,
  config: SeedConfig,
  now: Date,
  media: MediaStorage = createMediaStorage(config),
) {
  const settings = settingsRepository(db);
  await settings.insertIfMissing(
    {
      price: DEFAULT_PRICE_SEN,
      whatsapp_no: config.supportWhatsappNo,
      maintenance_mode: false,
    },
    now,
  );
  const current = await settings.find();
  if (current && current.whatsapp_no === '' && config.supportWhatsappNo !== '') {
    await settings.update({ whatsapp_no: config.supportWhatsappNo }, now);
  }

  const cards = cardsRepository(db);
  const demo = await cards.findById(DEMO_CARD_ID);
  const today = new Date(`${malaysiaToday(now)}T00:00:00`);
  if (!demo) {
    await cards.insert(
      {
        id: DEMO_CARD_ID,
        userId: null,
        client: { name: 'Demo Jemput', email: '', mobile: '' },
        status: 'active',
        content: demoCardContent(today),
        features: {
          rsvp: true,
          email_input: false,
          gift: true,
          music: true,
          music_activation: true,
          ...DEMO_SONG,
        },
      },
      now,
    );
  } else if (demo.wedding_date < malaysiaToday(now) || !hasDemoMajlis(demo)) {
    // A demo wedding that has passed moves ahead again; one seeded before the demo showed
    // several majlis gets them.
    await cards.setMajlis(DEMO_CARD_ID, demoCardContent(today).majlis, now);
  }
  await ensureDemoExtras(db, media, DEMO_CARD_ID, now);

  // The gift ideas, once, on an installation that has none.
  const giftIdeas = giftIdeasRepository(db);
  if ((await giftIdeas.count()) === 0) await giftIdeas.insertMissing(SEED_GIFT_IDEAS);

  // The Recommended list, once, as samples, on an installation with none.
  const recommended = recommendedItemsRepository(db);
  if ((await recommended.count()) === 0) await recommended.insertMissing(SEED_RECOMMENDED_ITEMS);

  // The demo shows guests' wishes: samples only. Visitors' RSVPs are no longer kept (the demo
  // is everyone's shop window); any kept before that are removed here.
  const rsvps = rsvpsRepository(db);
  await rsvps.deleteOfCardExcept(
    DEMO_CARD_ID,
    DEMO_WISHES.map((wish) => wish.name),
  );
  if ((await rsvps.listWishes(DEMO_CARD_ID)).length === 0) {
    for (const [i, wish] of DEMO_WISHES.entries()) {
      // Sample wishes answer the demo's first majlis (their coming or not is not shown).
      const answers = [
        {
          majlisId: FIRST_MAJLIS_ID,
          attending: wish.attending,
          guests: wish.guests,
          sessionId: null,
        },
      ];
      await rsvps.create(
        DEMO_CARD_ID,
        { ...wish, answers },
        new Date(now.getTime() - (DEMO_WISHES.length - i) * 3_600_000),
      );
    }
  }
}

import type { Kysely } from 'kysely';
import type { CardContent } from '@shared/card/card-content';
import { programmeItem } from '@shared/itinerary/default-itinerary';
import { googleMapsUrl, wazeUrl } from '@shared/location/coordinates';
import { FONT_PAIRS } from '@shared/themes/font-pairs';
import type { Database } from '@server/db/schema';
import { malaysiaToday } from '@server/lib/clock';

/** A promo code row written straight into the database (codes are stored normalised). */
export async function seedPromo(
  db: Kysely<Database>,
  code: string,
  options: { discountSen: number; valid: number; claimed?: number; expirationDate?: string | null },
): Promise<void> {
  await db
    .insertInto('promo_codes')
    .values({
      code,
      discount_sen: options.discountSen,
      expiration_date: options.expirationDate ?? null,
      claimed: options.claimed ?? 0,
      valid: options.valid,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function claimedOf(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('promo_codes')
    .select('claimed')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.claimed;
}

/** Malaysia's calendar date `days` from today (negative: in the past). */
export const malaysiaDay = (days: number) =>
  malaysiaToday(new Date(Date.now() + days * 86_400_000));

/**
 * A card draft as the create screen keeps it, every kind of field set to something that is not
 * the sample's, already in the server's normal form (so it must come back unchanged).
 */
export function publishDraft(): CardContent {
  const venue = { latitude: 3.073838, longitude: 101.518347 };
  return {
    theme: 'theme12',
    walimatulurus: 'Raja Sehari',
    walimatulurus2: 'Undangan Walimatulurus',
    toggle_walima: false,
    groom_name: 'Amir',
    bride_name: 'Balqis',
    parent_name: 'Tuan Haji Kamal bin Yusof\n&\nPuan Hajah Rosnah binti Ali',
    message:
      'Dengan penuh kesyukuran, kami menjemput\nDato’ | Datin | Tuan | Puan\nke majlis perkahwinan anakanda kami',
    groom_fullname: 'Muhammad Amir bin Kamal',
    bride_fullname: 'Nur Balqis binti Zainal',
    doa: 'Semoga dikurniakan rumah tangga yang bahagia.\nAmin.',
    contacts: [
      { name: 'Pak Long', phoneNumber: '012-345 6789', contactMethod: 'whatsapp' },
      { name: 'Mak Ngah', phoneNumber: '019-876 5432', contactMethod: 'both' },
    ],
    majlis: [
      {
        id: 'm1',
        kind: 'resepsi',
        title: '',
        date: '2027-03-20',
        start_time: '10:00',
        end_time: '15:30',
        location: 'Dewan Orang Ramai Seksyen 7\nShah Alam, Selangor',
        directions: [
          {
            locationName: 'Dewan Orang Ramai Seksyen 7',
            wazeUrl: wazeUrl(venue),
            googleMapsUrl: googleMapsUrl(venue),
          },
        ],
        hosts: '',
        tentative: [
          programmeItem('Ketibaan Tetamu', '10:00'),
          programmeItem('Akad Nikah', '10:45'),
          programmeItem('Jamuan Makan', '12:15'),
        ],
        invite_only: false,
        sessions: [],
      },
    ],
    show_hijri: false,
    hijri_adjust: 0,
    H2: FONT_PAIRS.f8.heading,
    H2size: 'text-6xl',
    fontP: FONT_PAIRS.f8.body,
  };
}

/**
 * A card as the spec writes it, its one majlis in flat fields (`wedding_date`, `start_time`,
 * `end_time`, `location`, `directions`, `tentative`): the create screen's draft keys, which the
 * API still takes.
 */
export function flatDraft(content: CardContent = publishDraft()) {
  const { majlis, ...card } = content;
  const [first] = majlis;
  if (!first) throw new Error('A card has at least one majlis');
  return {
    ...card,
    wedding_date: first.date,
    start_time: first.start_time,
    end_time: first.end_time,
    location: first.location,
    directions: first.directions,
    tentative: first.tentative,
  };
}

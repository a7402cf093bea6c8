import { sampleCardContent } from '@shared/card/sample-card';
import type { CardContent } from '@shared/card/card-content';
import { googleMapsUrl, parseCoordinates, wazeUrl } from '@shared/location/coordinates';

// The demo card `demoplus`: what a paying couple gets, shown with sample data.
// Its names and numbers are plainly samples; nothing here belongs to a real person.

export { DEMO_CARD_ID } from '@shared/schemas/card-id';

/** The demo wedding stays this many days ahead, so its countdown is always running. */
export const DEMO_WEDDING_DAYS_AHEAD = 60;

const DEMO_VENUE = parseCoordinates('3.159340, 101.713680')!;

export function demoCardContent(today: Date): CardContent {
  const sample = sampleCardContent(today);
  const weddingDay = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  weddingDay.setDate(weddingDay.getDate() + DEMO_WEDDING_DAYS_AHEAD);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [resepsi] = sample.majlis;
  return {
    ...sample,
    theme: 'theme6',
    contacts: [
      { name: 'Encik Ahmad (bapa pengantin)', phoneNumber: '012-345 6789', contactMethod: 'both' },
      {
        name: 'Puan Aminah (ibu pengantin)',
        phoneNumber: '013-987 6543',
        contactMethod: 'whatsapp',
      },
    ],
    majlis: [
      {
        ...resepsi!,
        date: `${weddingDay.getFullYear()}-${pad(weddingDay.getMonth() + 1)}-${pad(weddingDay.getDate())}`,
        directions: [
          {
            locationName: 'Dewan Seri Kenanga, Hotel Sri Mutiara',
            googleMapsUrl: googleMapsUrl(DEMO_VENUE),
            wazeUrl: wazeUrl(DEMO_VENUE),
          },
        ],
      },
    ],
  };
}

/** Sample wishes on the demo card (sample guests, sample numbers). */
export const DEMO_WISHES = [
  {
    name: 'Sahabat Adam',
    phoneNumber: '011-1111 1111',
    guests: 2,
    attending: true,
    ucapan: 'Selamat pengantin baru! Semoga berbahagia hingga ke jannah.',
  },
  {
    name: 'Rakan sepejabat Hawa',
    phoneNumber: '012-2222 2222',
    guests: 1,
    attending: true,
    ucapan: 'Barakallahu lakuma wa baraka alaikuma wa jamaa bainakuma fi khair.',
  },
  {
    name: 'Keluarga dari Johor',
    phoneNumber: '013-3333 3333',
    guests: 4,
    attending: false,
    ucapan: 'Maaf tidak dapat hadir. Doa kami bersama kalian berdua.',
  },
];

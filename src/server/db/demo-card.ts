import { sampleCardContent } from '@shared/card/sample-card';
import type { CardContent } from '@shared/card/card-content';
import { programmeItem } from '@shared/itinerary/default-itinerary';
import { googleMapsUrl, parseCoordinates, wazeUrl } from '@shared/location/coordinates';

// The demo card `demoplus`: what a paying couple gets, shown with sample data.
// Its names and numbers are plainly samples; nothing here belongs to a real person.

export { DEMO_CARD_ID } from '@shared/schemas/card-id';

/**
 * The demo's resepsi stays this many days ahead (its akad nikah the evening before), so its
 * countdown is always running.
 */
export const DEMO_WEDDING_DAYS_AHEAD = 60;

const DEMO_VENUE = parseCoordinates('3.159340, 101.713680')!;
const DEMO_MOSQUE = parseCoordinates('3.161870, 101.709420')!;

/**
 * The demo shows a wedding as it is usually held: the akad nikah at a surau the evening before
 * (open, so every visitor sees it), then the resepsi in two sessions, family and neighbours
 * first, friends after. The resepsi keeps the id of the demo's first majlis, so the sample
 * wishes' answers stay attached to it.
 */
export const DEMO_MAJLIS_IDS = ['akad', 'm1'] as const;

export function demoCardContent(today: Date): CardContent {
  const sample = sampleCardContent(today);
  const weddingDay = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  weddingDay.setDate(weddingDay.getDate() + DEMO_WEDDING_DAYS_AHEAD);
  const pad = (n: number) => String(n).padStart(2, '0');
  const isoDate = (date: Date) =>
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const eveBefore = new Date(weddingDay);
  eveBefore.setDate(eveBefore.getDate() - 1);
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
        id: DEMO_MAJLIS_IDS[0],
        kind: 'akad',
        title: '',
        date: isoDate(eveBefore),
        start_time: '20:30',
        end_time: '22:00',
        location: 'Surau Al-Ikhlas, Taman Sri Mutiara\nJalan Kenanga 3\n50400 Kuala Lumpur',
        directions: [
          {
            locationName: 'Surau Al-Ikhlas, Taman Sri Mutiara',
            googleMapsUrl: googleMapsUrl(DEMO_MOSQUE),
            wazeUrl: wazeUrl(DEMO_MOSQUE),
          },
        ],
        hosts: '',
        tentative: [
          programmeItem('Solat Isyak berjemaah', '20:30'),
          programmeItem('Akad nikah', '21:00'),
          programmeItem('Doa dan jamuan ringan', '21:30'),
        ],
        invite_only: false,
        sessions: [],
      },
      {
        ...resepsi!,
        id: DEMO_MAJLIS_IDS[1],
        date: isoDate(weddingDay),
        directions: [
          {
            locationName: 'Dewan Seri Kenanga, Hotel Sri Mutiara',
            googleMapsUrl: googleMapsUrl(DEMO_VENUE),
            wazeUrl: wazeUrl(DEMO_VENUE),
          },
        ],
        sessions: [
          {
            id: 'sesi1',
            label: 'Sesi 1: Keluarga dan jiran',
            start_time: '11:30',
            end_time: '14:00',
            seats: 300,
          },
          {
            id: 'sesi2',
            label: 'Sesi 2: Rakan-rakan',
            start_time: '14:00',
            end_time: '17:00',
            seats: 300,
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

import type { CardContent, Majlis } from '../../src/shared/card/card-content';
import { sampleCardContent } from '../../src/shared/card/sample-card';
import { calendarDateAfter } from '../../src/shared/dates/malay-date';
import { googleMapsUrl, wazeUrl } from '../../src/shared/location/coordinates';

const MELATI = { latitude: 3.219, longitude: 101.726 };

/**
 * A wedding held as three majlis, written in the couple's order (not the date order guests
 * read): the bertandang in a week and a half with a pinned location and two sessions, the
 * akad tomorrow night at a mosque, and the resepsi the day after with its hosts, two sessions
 * and the sample programme. The Hijri date is shown.
 */
export function threeMajlisWedding(today = new Date()): Partial<CardContent> {
  const sample = sampleCardContent(today).majlis[0]!;
  const majlis: Majlis[] = [
    {
      ...sample,
      id: 'tandang1',
      kind: 'bertandang',
      date: calendarDateAfter(today, 10),
      location: 'Dewan Orang Ramai Taman Melati\nJalan Melati Utama\n53100 Gombak, Selangor',
      hosts: 'Haji Abdullah bin Musa\n&\nHajah Fatimah binti Yusof',
      directions: [
        {
          locationName: 'Dewan Orang Ramai Taman Melati',
          // As the server keeps them: rebuilt from their coordinates.
          wazeUrl: wazeUrl(MELATI),
          googleMapsUrl: googleMapsUrl(MELATI),
        },
      ],
      sessions: [
        { id: 'sesic', label: 'Sesi 1', start_time: '11:00', end_time: '13:00', seats: 150 },
        { id: 'sesid', label: 'Sesi 2', start_time: '13:30', end_time: '16:00', seats: 150 },
      ],
    },
    {
      ...sample,
      id: 'akad1',
      kind: 'akad',
      date: calendarDateAfter(today, 1),
      start_time: '20:30',
      end_time: '22:00',
      location: 'Masjid Wilayah Persekutuan\nJalan Duta\n50480 Kuala Lumpur',
      tentative: [],
    },
    {
      ...sample,
      id: 'resepsi1',
      date: calendarDateAfter(today, 2),
      hosts: 'Encik Ahmad bin Ismail & Puan Aminah binti Hassan',
      sessions: [
        { id: 'sesia', label: 'Sesi Keluarga', start_time: '11:30', end_time: '13:30', seats: 200 },
        { id: 'sesib', label: 'Sesi Sahabat', start_time: '14:00', end_time: '17:00', seats: 300 },
      ],
    },
  ];
  return { majlis, show_hijri: true };
}

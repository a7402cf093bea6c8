import type { Majlis } from './card-content';
import { sampleCardContent } from './sample-card';

// A wedding of three majlis for the unit tests beside this file (not the service's code): the
// sample card's resepsi on Saturday 20 March 2027, 11:30 to 17:00; the akad nikah the evening
// before, 20:00 to 22:00; and the bertandang two weeks after the resepsi. All three are open to
// the card's link.

export const sampleCard = sampleCardContent(new Date(2026, 10, 21));

export const resepsi: Majlis = { ...sampleCard.majlis[0]!, date: '2027-03-20' };

export const akad: Majlis = {
  ...resepsi,
  id: 'akad1',
  kind: 'akad',
  date: '2027-03-19',
  start_time: '20:00',
  end_time: '22:00',
};

export const bertandang: Majlis = {
  ...resepsi,
  id: 'btd1',
  kind: 'bertandang',
  date: '2027-04-03',
};

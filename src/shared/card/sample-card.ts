import { calendarDateAfter } from '../dates/malay-date';
import { defaultItinerary } from '../itinerary/default-itinerary';
import { findTheme } from '../themes/catalogue';
import type { CardContent } from './card-content';
import { DEFAULT_HEADING } from './default-heading';
import { FIRST_MAJLIS_ID } from './majlis';

export { DEFAULT_HEADING };

// The product's defaults: the sample invitation every new card and the
// preview start from (Adam & Hawa, a sample hotel in Kuala Lumpur, 11:30 to 17:00, a doa).

export const DEFAULT_START_TIME = '11:30';
export const DEFAULT_END_TIME = '17:00';
export const DEFAULT_THEME = 'theme6';

export const SAMPLE_DOA =
  'Ya Allah, berkatilah majlis perkahwinan ini dan limpahkanlah rahmat serta kasih sayang ' +
  'kepada kedua-dua mempelai. Kekalkanlah jodoh mereka hingga ke jannah, kurniakanlah zuriat ' +
  'yang soleh dan solehah, dan jadikanlah rumah tangga mereka sakinah, mawaddah dan rahmah.';

export const SAMPLE_MESSAGE =
  'Dengan segala hormatnya kami mempersilakan\nDato’ | Datin | Tuan | Puan | Encik | Cik\n' +
  'seisi keluarga hadir ke majlis perkahwinan putera dan puteri kami';

export const SAMPLE_LOCATION =
  'Dewan Seri Kenanga, Hotel Sri Mutiara\nJalan Tun Razak\n50400 Kuala Lumpur';

/** The card fields H2, H2size and fontP of a theme's own font pair (as the preview shows it). */
export function themeFonts(themeName: string): Pick<CardContent, 'H2' | 'H2size' | 'fontP'> {
  const theme = findTheme(themeName) ?? findTheme(DEFAULT_THEME)!;
  return { H2: theme.headingFont, H2size: theme.headingSize, fontP: theme.bodyFont };
}

/** The sample content, with the wedding on the calendar day after `today`. */
export function sampleCardContent(today: Date): CardContent {
  return {
    theme: DEFAULT_THEME,
    walimatulurus: DEFAULT_HEADING,
    walimatulurus2: 'Walimatulurus',
    toggle_walima: true,
    groom_name: 'Adam',
    bride_name: 'Hawa',
    parent_name: 'Encik Ahmad bin Ismail\n&\nPuan Aminah binti Hassan',
    message: SAMPLE_MESSAGE,
    groom_fullname: 'Adam bin Ahmad',
    bride_fullname: 'Hawa binti Abdullah',
    doa: SAMPLE_DOA,
    contacts: [],
    majlis: [
      {
        id: FIRST_MAJLIS_ID,
        kind: 'resepsi',
        title: '',
        date: calendarDateAfter(today, 1),
        start_time: DEFAULT_START_TIME,
        end_time: DEFAULT_END_TIME,
        location: SAMPLE_LOCATION,
        directions: [],
        hosts: '',
        tentative: defaultItinerary(DEFAULT_START_TIME, DEFAULT_END_TIME),
        invite_only: false,
        sessions: [],
      },
    ],
    show_hijri: false,
    hijri_adjust: 0,
    ...themeFonts(DEFAULT_THEME),
  };
}

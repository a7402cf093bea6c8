import { calendarDateAfter } from '../dates/malay-date';
import type { CardLanguage } from '../i18n/card-words';
import { defaultItinerary } from '../itinerary/default-itinerary';
import { findTheme } from '../themes/catalogue';
import type { CardContent } from './card-content';
import { DEFAULT_HEADING, DEFAULT_HEADING_EN } from './default-heading';
import type { EnglishCardTexts } from './english-texts';
import { FIRST_MAJLIS_ID } from './majlis';

export { DEFAULT_HEADING };

// The product's defaults: the sample invitation every new card and the
// preview start from (Adam & Hawa, a sample hotel in Kuala Lumpur, 11:30 to 17:00, a doa), in
// the card's language: a card in English starts from the invitation as Malaysian couples write
// it in English, so the couple edits their own words rather than translating ours.

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

/** The sample's texts that are written differently in English (names and address are not). */
export interface SampleTexts {
  walimatulurus: string;
  walimatulurus2: string;
  parent_name: string;
  message: string;
  doa: string;
}

export const SAMPLE_TEXTS_MS: SampleTexts = {
  walimatulurus: DEFAULT_HEADING,
  walimatulurus2: 'Walimatulurus',
  parent_name: 'Encik Ahmad bin Ismail\n&\nPuan Aminah binti Hassan',
  message: SAMPLE_MESSAGE,
  doa: SAMPLE_DOA,
};

export const SAMPLE_TEXTS_EN: SampleTexts = {
  walimatulurus: DEFAULT_HEADING_EN,
  walimatulurus2: 'Wedding Invitation',
  parent_name: 'Mr Ahmad bin Ismail\n&\nMrs Aminah binti Hassan',
  message:
    'With gratitude to Allah, we invite\nDato’ | Datin | Mr | Mrs | Ms\n' +
    'and family to the wedding of our children',
  doa:
    'O Allah, bless this marriage and shower the bride and groom with Your mercy and love. ' +
    'Keep them together until Jannah, grant them righteous children, and make their home one ' +
    'of sakinah, mawaddah and rahmah.',
};

/**
 * The sample's texts in the card's language: Malay, English, or for a card in both the Malay
 * with the English as their English versions (english-texts.ts).
 */
function sampleTexts(language: CardLanguage): SampleTexts & EnglishCardTexts {
  if (language === 'en') return SAMPLE_TEXTS_EN;
  if (language === 'ms') return SAMPLE_TEXTS_MS;
  const en = SAMPLE_TEXTS_EN;
  return {
    ...SAMPLE_TEXTS_MS,
    walimatulurus_en: en.walimatulurus,
    walimatulurus2_en: en.walimatulurus2,
    parent_name_en: en.parent_name,
    message_en: en.message,
    doa_en: en.doa,
  };
}

/** The card fields H2, H2size and fontP of a theme's own font pair (as the preview shows it). */
export function themeFonts(themeName: string): Pick<CardContent, 'H2' | 'H2size' | 'fontP'> {
  const theme = findTheme(themeName) ?? findTheme(DEFAULT_THEME)!;
  return { H2: theme.headingFont, H2size: theme.headingSize, fontP: theme.bodyFont };
}

/**
 * The sample content in the card's language (Malay unless told), with the wedding on the calendar
 * day after `today`.
 */
export function sampleCardContent(today: Date, language: CardLanguage = 'ms'): CardContent {
  return {
    theme: DEFAULT_THEME,
    ...sampleTexts(language),
    toggle_walima: true,
    groom_name: 'Adam',
    bride_name: 'Hawa',
    groom_fullname: 'Adam bin Ahmad',
    bride_fullname: 'Hawa binti Abdullah',
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
        tentative: defaultItinerary(DEFAULT_START_TIME, DEFAULT_END_TIME, language),
        invite_only: false,
        sessions: [],
      },
    ],
    show_hijri: false,
    hijri_adjust: 0,
    ...themeFonts(DEFAULT_THEME),
  };
}

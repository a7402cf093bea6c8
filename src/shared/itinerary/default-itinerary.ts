import { clockTimeToMinutes, displayTime, minutesToClockTime } from '../dates/clock-time';
import type { CardLanguage } from '../i18n/card-words';

/** Title, 24-hour time and its 12-hour display form. */
export interface ProgrammeItem {
  title: string;
  time: string;
  displaytime: string;
  /** Its English version (english-texts.ts); absent: none. */
  title_en?: string;
}

/** A new item added in the programme editor starts with this title. */
export const NEW_PROGRAMME_ITEM_TITLE = 'New Item';

export const DEFAULT_PROGRAMME_TITLES = {
  guestsArrive: 'Ketibaan Tetamu',
  coupleArrives: 'Ketibaan Pengantin',
  meal: 'Jamuan Makan',
  end: 'Majlis Bersurai',
} as const;

/** The same programme as a couple writes it on an English card. */
export const DEFAULT_PROGRAMME_TITLES_EN = {
  guestsArrive: 'Guests arrive',
  coupleArrives: 'Arrival of the couple',
  meal: 'Lunch is served',
  end: 'Event ends',
} as const satisfies Record<keyof typeof DEFAULT_PROGRAMME_TITLES, string>;

/**
 * English names the meal by the time of day where Malay's "Jamuan Makan" does not: a meal
 * from late afternoon to the small hours is dinner.
 */
export const EVENING_MEAL_EN = 'Dinner is served';
const EVENING_FROM_MINUTES = 17 * 60;
const EVENING_UNTIL_MINUTES = 4 * 60;

function englishTitle(step: ProgrammeStep, time: string): string {
  const minutes = clockTimeToMinutes(time) ?? 0;
  const evening = minutes >= EVENING_FROM_MINUTES || minutes < EVENING_UNTIL_MINUTES;
  return step === 'meal' && evening ? EVENING_MEAL_EN : DEFAULT_PROGRAMME_TITLES_EN[step];
}

type ProgrammeStep = keyof typeof DEFAULT_PROGRAMME_TITLES;

/** Bride and groom 60 minutes after the guests, the meal 60 minutes after that. */
export const COUPLE_ARRIVES_AFTER_MINUTES = 60;
export const MEAL_AFTER_COUPLE_MINUTES = 60;

export function programmeItem(title: string, time: string): ProgrammeItem {
  return { title, time, displaytime: displayTime(time) };
}

/**
 * A step's item in the card's language: its Malay title, or its English one; in 'both' the
 * Malay with the English as its English version, as the couple would write each.
 */
function stepItem(step: ProgrammeStep, time: string, language: CardLanguage): ProgrammeItem {
  const malay = DEFAULT_PROGRAMME_TITLES[step];
  const english = englishTitle(step, time);
  if (language === 'en') return programmeItem(english, time);
  const item = programmeItem(malay, time);
  return language === 'both' ? { ...item, title_en: english } : item;
}

/**
 * The one default itinerary rule: guests arrive at the start time, bride and
 * groom 60 minutes later, the meal 60 minutes after that, the event ends at the end time.
 * Its titles are in the card's language (Malay unless told). Returns an empty programme when
 * either time is not `HH:MM`.
 */
export function defaultItinerary(
  startTime: string,
  endTime: string,
  language: CardLanguage = 'ms',
): ProgrammeItem[] {
  const start = clockTimeToMinutes(startTime);
  if (start === null || clockTimeToMinutes(endTime) === null) return [];
  const coupleArrives = start + COUPLE_ARRIVES_AFTER_MINUTES;
  const meal = coupleArrives + MEAL_AFTER_COUPLE_MINUTES;
  return [
    stepItem('guestsArrive', startTime, language),
    stepItem('coupleArrives', minutesToClockTime(coupleArrives), language),
    stepItem('meal', minutesToClockTime(meal), language),
    stepItem('end', endTime, language),
  ];
}

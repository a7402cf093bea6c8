import { clockTimeToMinutes, displayTime, minutesToClockTime } from '../dates/clock-time';

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

/** Bride and groom 60 minutes after the guests, the meal 60 minutes after that. */
export const COUPLE_ARRIVES_AFTER_MINUTES = 60;
export const MEAL_AFTER_COUPLE_MINUTES = 60;

export function programmeItem(title: string, time: string): ProgrammeItem {
  return { title, time, displaytime: displayTime(time) };
}

/**
 * The one default itinerary rule: guests arrive at the start time, bride and
 * groom 60 minutes later, the meal 60 minutes after that, the event ends at the end time.
 * Returns an empty programme when either time is not `HH:MM`.
 */
export function defaultItinerary(startTime: string, endTime: string): ProgrammeItem[] {
  const start = clockTimeToMinutes(startTime);
  if (start === null || clockTimeToMinutes(endTime) === null) return [];
  const coupleArrives = start + COUPLE_ARRIVES_AFTER_MINUTES;
  const meal = coupleArrives + MEAL_AFTER_COUPLE_MINUTES;
  return [
    programmeItem(DEFAULT_PROGRAMME_TITLES.guestsArrive, startTime),
    programmeItem(DEFAULT_PROGRAMME_TITLES.coupleArrives, minutesToClockTime(coupleArrives)),
    programmeItem(DEFAULT_PROGRAMME_TITLES.meal, minutesToClockTime(meal)),
    programmeItem(DEFAULT_PROGRAMME_TITLES.end, endTime),
  ];
}

import { clockTimeToMinutes } from './clock-time';
import { isCalendarDate } from './malay-date';

// The countdown counts to the real start of the event, the wedding date at the
// start time in Asia/Kuala_Lumpur (UTC+8 all year), whatever the viewer's time zone.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO_COUNTDOWN: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** The instant the event starts, or null when the date or time is not valid. */
export function eventStart(weddingDate: string, startTime: string): Date | null {
  if (!isCalendarDate(weddingDate) || clockTimeToMinutes(startTime) === null) return null;
  return new Date(`${weddingDate}T${startTime}:00+08:00`);
}

/** Days, hours, minutes and seconds left until `target`; zeros once it has passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (left <= 0) return ZERO_COUNTDOWN;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

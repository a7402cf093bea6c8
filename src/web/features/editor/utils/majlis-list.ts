import type { Majlis, MajlisKind, MajlisSession } from '@shared/card/card-content';
import { MAX_MAJLIS, MAX_SESSIONS } from '@shared/card/card-content';
import { CARD_INPUT_MESSAGES } from '@shared/card/card-input';
import { newMajlisId, openMajlisIds } from '@shared/card/majlis';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '@shared/card/sample-card';
import { clockTimeToMinutes, minutesToClockTime } from '@shared/dates/clock-time';
import { defaultItinerary } from '@shared/itinerary/default-itinerary';

// The editor's changes to the card's list of majlis: adding one of a kind, moving, removing,
// opening or closing one to the card's link, and a majlis's sessions. Each keeps the shared rules
// (at most MAX_MAJLIS, at least one majlis open to the card's link, ids unique in the card), so
// the editor says what the server would refuse before the owner saves.

/** What the owner picks when adding a majlis, or changing what one is: a kind, or a title. */
export interface MajlisChoice {
  kind: MajlisKind;
  /** The couple's own title ('lain' only); '' for the kind's. */
  title: string;
}

/**
 * The choices, in the order the editor offers them, with what each is called there (the kinds'
 * own titles, as the card writes them, and the catalogue's words).
 */
export const MAJLIS_CHOICES: readonly { kind: MajlisKind; label: SiteMessageId }[] = [
  { kind: 'akad', label: 'editorMajlis.majlisKind.akad' },
  { kind: 'resepsi', label: 'editorMajlis.majlisKind.resepsi' },
  { kind: 'bertandang', label: 'editorMajlis.majlisKind.bertandang' },
  { kind: 'lain', label: 'editorMajlis.majlisKind.own' },
];

/** An akad nikah is usually a morning (or an evening) of an hour or two; a kenduri, the day. */
const KIND_TIMES: Record<MajlisKind, { start: string; end: string }> = {
  akad: { start: '09:00', end: '11:00' },
  resepsi: { start: DEFAULT_START_TIME, end: DEFAULT_END_TIME },
  bertandang: { start: DEFAULT_START_TIME, end: DEFAULT_END_TIME },
  lain: { start: DEFAULT_START_TIME, end: DEFAULT_END_TIME },
};

/** Every majlis and session id of the card: a new one must be unlike all of them. */
export function takenIds(list: readonly Majlis[]): string[] {
  return list.flatMap((majlis) => [majlis.id, ...majlis.sessions.map((session) => session.id)]);
}

/**
 * A new majlis of the chosen kind, on the date of the card's last majlis, at the kind's usual
 * times, with the default programme of a kenduri in the card's language (an akad starts with
 * none), open to the card's link, no venue yet.
 */
export function newMajlis(
  choice: MajlisChoice,
  list: readonly Majlis[],
  id: string,
  language: CardLanguage = 'ms',
): Majlis {
  const times = KIND_TIMES[choice.kind];
  return {
    id,
    kind: choice.kind,
    title: choice.kind === 'lain' ? choice.title.trim() : '',
    date: list.at(-1)?.date ?? '',
    start_time: times.start,
    end_time: times.end,
    location: '',
    directions: [],
    hosts: '',
    tentative: choice.kind === 'akad' ? [] : defaultItinerary(times.start, times.end, language),
    invite_only: false,
    sessions: [],
  };
}

/** The list with `majlis` placed where its date and start put it among the others. */
function placedByDate(list: readonly Majlis[], majlis: Majlis): Majlis[] {
  const after = list.findIndex(
    (other) =>
      other.date.localeCompare(majlis.date) > 0 ||
      (other.date === majlis.date && other.start_time.localeCompare(majlis.start_time) > 0),
  );
  const at = after === -1 ? list.length : after;
  return [...list.slice(0, at), majlis, ...list.slice(at)];
}

export type ListChange = { ok: true; majlis: Majlis[] } | { ok: false; message: string };

/**
 * Adds a majlis of the chosen kind (at its place by date and time, its programme in the card's
 * language), or says why not.
 */
export function addMajlis(
  list: readonly Majlis[],
  choice: MajlisChoice,
  random: () => number = Math.random,
  language: CardLanguage = 'ms',
): { ok: true; majlis: Majlis[]; id: string } | { ok: false; message: string } {
  if (list.length >= MAX_MAJLIS) return { ok: false, message: CARD_INPUT_MESSAGES.majlisTooMany };
  const id = newMajlisId(takenIds(list), random);
  return { ok: true, majlis: placedByDate(list, newMajlis(choice, list, id, language)), id };
}

/** What a majlis becomes when the owner picks another kind (or their own title) for it. */
export function withChoice(choice: MajlisChoice): Pick<Majlis, 'kind' | 'title'> {
  return { kind: choice.kind, title: choice.kind === 'lain' ? choice.title.trim() : '' };
}

/** The majlis at `index` one place up (-1) or down (+1); the list as it is at either end. */
export function moveMajlis(list: readonly Majlis[], index: number, step: -1 | 1): Majlis[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** The shared rule on the list: one to MAX_MAJLIS majlis, at least one open to the card's link. */
function checked(list: Majlis[]): ListChange {
  if (list.length === 0) return { ok: false, message: CARD_INPUT_MESSAGES.majlisNone };
  if (openMajlisIds(list).length === 0)
    return { ok: false, message: CARD_INPUT_MESSAGES.majlisOpen };
  return { ok: true, majlis: list };
}

/** The list without the majlis at `index`, or why it may not go. */
export function removeMajlis(list: readonly Majlis[], index: number): ListChange {
  return checked(list.filter((_, i) => i !== index));
}

/** The majlis at `index` by invitation only, or open to the card's link again; or why not. */
export function setInviteOnly(
  list: readonly Majlis[],
  index: number,
  inviteOnly: boolean,
): ListChange {
  return checked(
    list.map((majlis, i) => (i === index ? { ...majlis, invite_only: inviteOnly } : majlis)),
  );
}

/** Seats a new session starts with: a hall's usual booking, changed by the owner. */
export const NEW_SESSION_SEATS = 100;

/**
 * A new session of the majlis, and where the last one now ends. The first takes the majlis's
 * own times. A later one follows the last, as long as it, within the majlis's time; when the
 * last already runs to the majlis's end, the two share the last one's time, half each (a hall's
 * one slot split in two). Null when the majlis has MAX_SESSIONS.
 */
export function newSession(
  majlis: Pick<Majlis, 'start_time' | 'end_time'>,
  sessions: readonly Pick<MajlisSession, 'start_time' | 'end_time'>[],
  taken: readonly string[],
  random: () => number = Math.random,
): { session: MajlisSession; lastEndsAt: string | null } | null {
  if (sessions.length >= MAX_SESSIONS) return null;
  const made = (start_time: string, end_time: string) => ({
    id: newMajlisId(taken, random),
    label: `Sesi ${sessions.length + 1}`,
    start_time,
    end_time,
    seats: NEW_SESSION_SEATS,
  });
  const last = sessions.at(-1);
  if (!last) return { session: made(majlis.start_time, majlis.end_time), lastEndsAt: null };
  // Minutes from the majlis's start, so an evening majlis past midnight counts on.
  const day = 24 * 60;
  const origin = clockTimeToMinutes(majlis.start_time) ?? 0;
  const at = (time: string) => ((clockTimeToMinutes(time) ?? origin) - origin + day) % day;
  const clock = (minutes: number) => minutesToClockTime((origin + minutes) % day);
  const majlisEnd = at(majlis.end_time) || day;
  const lastStart = at(last.start_time);
  const lastEnd = at(last.end_time) > lastStart ? at(last.end_time) : lastStart + 60;
  if (lastEnd < majlisEnd) {
    const end = Math.min(lastEnd + (lastEnd - lastStart), majlisEnd);
    return { session: made(clock(lastEnd), clock(end)), lastEndsAt: null };
  }
  // Halves on the quarter hour, as halls book them.
  const middle = lastStart + Math.max(15, Math.round((lastEnd - lastStart) / 2 / 15) * 15);
  return { session: made(clock(middle), clock(lastEnd)), lastEndsAt: clock(middle) };
}

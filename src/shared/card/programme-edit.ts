import { clockTimeToMinutes } from '../dates/clock-time';
import type { ProgrammeItem } from '../itinerary/default-itinerary';
import { NEW_PROGRAMME_ITEM_TITLE, programmeItem } from '../itinerary/default-itinerary';
import { CARD_INPUT_MESSAGES, MAX_PROGRAMME_ITEMS, programmeItemInputSchema } from './card-input';

// The create screen and the edit page, Atur Cara Majlis in edit mode: items
// are renamed, retimed, deleted, moved up or down, or added ('New Item'); Simpan saves. These are
// the rules of that list; the editor only draws them.

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveProgrammeItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A new item: 'New Item' at the time of the last one (or the event's start), added at the end. */
export function addProgrammeItem(items: readonly ProgrammeItem[], startTime: string) {
  if (items.length >= MAX_PROGRAMME_ITEMS) return [...items];
  const time = items.at(-1)?.time ?? startTime;
  return [...items, programmeItem(NEW_PROGRAMME_ITEM_TITLE, time)];
}

/**
 * The list as Simpan keeps it (a new programme item is placed by its
 * time): each item marked `byTime` (added, or given a new time, since editing began) goes to its
 * place by time: before the first item with a later time, after those at the same time. The
 * others keep the order the owner gave them, so moving an item up or down by hand still holds
 * (the editor unmarks an item the owner moves). Marked items are placed earliest first.
 */
export function placeProgrammeItemsByTime<T extends { time: string }>(
  items: readonly T[],
  byTime: readonly boolean[],
): T[] {
  const minutes = (item: T) => clockTimeToMinutes(item.time) ?? Number.POSITIVE_INFINITY;
  const placed = items
    .filter((_, i) => byTime[i])
    .map((item, order) => ({ item, order }))
    .sort((a, b) => minutes(a.item) - minutes(b.item) || a.order - b.order)
    .map(({ item }) => item);
  const result = items.filter((_, i) => !byTime[i]);
  for (const item of placed) {
    const later = result.findIndex((other) => minutes(other) > minutes(item));
    result.splice(later === -1 ? result.length : later, 0, item);
  }
  return result;
}

export interface ProgrammeItemErrors {
  title?: string;
  time?: string;
}

/**
 * Checks the edited list with the server's rules: the items to save (trimmed, display times
 * derived) or, item by item, what is wrong.
 */
export function checkProgramme(
  items: readonly { title: string; time: string }[],
):
  | { ok: true; items: ProgrammeItem[] }
  | { ok: false; errors: ProgrammeItemErrors[]; message?: string } {
  if (items.length > MAX_PROGRAMME_ITEMS) {
    return { ok: false, errors: [], message: CARD_INPUT_MESSAGES.programmeTooLong };
  }
  const saved: ProgrammeItem[] = [];
  const errors: ProgrammeItemErrors[] = items.map((item) => {
    const checked = programmeItemInputSchema.safeParse(item);
    if (checked.success) {
      saved.push(checked.data);
      return {};
    }
    const found: ProgrammeItemErrors = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'time' ? 'time' : 'title';
      found[field] ??= issue.message;
    }
    return found;
  });
  if (errors.some((found) => found.title || found.time)) return { ok: false, errors };
  return { ok: true, items: saved };
}

import type { ProgrammeItem } from '../itinerary/default-itinerary';
import { NEW_PROGRAMME_ITEM_TITLE, programmeItem } from '../itinerary/default-itinerary';
import { CARD_INPUT_MESSAGES, MAX_PROGRAMME_ITEMS, programmeItemInputSchema } from './card-input';

// guest-side §2 "Create screen" / owner-side §2 "Edit page", Atur Cara Majlis in edit mode: items
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

import type { CheckInBody, WalkInBody } from '@shared/schemas/check-in';

// A check-in or walk-in made while the phone is offline waits here, in
// localStorage (it outlives a closed tab or a flat battery's restart), until the network comes
// back. Its body names the majlis whose door it was made at, so it is sent there whichever majlis
// the screen shows by then. Sending one twice is harmless: a check-in is idempotent per guest,
// pass and majlis, and a walk-in carries its own reference.

export type QueuedCheckIn = {
  kind: 'check-in';
  key: string;
  body: CheckInBody;
  /** What the usher saw, to show while it waits (null for a pass that could not be read). */
  name: string | null;
  guests: number | null;
  rsvpId: string | null;
  queuedAt: string;
};
export type QueuedWalkIn = { kind: 'walk-in'; key: string; body: WalkInBody; queuedAt: string };
export type QueuedDoorAction = QueuedCheckIn | QueuedWalkIn;

const storageKey = (cardId: string) => `jemput:door-queue:${cardId}`;

function isAction(value: unknown): value is QueuedDoorAction {
  const item = value as Partial<QueuedDoorAction> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    (item.kind === 'check-in' || item.kind === 'walk-in') &&
    typeof item.key === 'string' &&
    typeof item.body === 'object'
  );
}

export function readQueue(cardId: string): QueuedDoorAction[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(cardId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAction) : [];
  } catch {
    return [];
  }
}

function writeQueue(cardId: string, items: QueuedDoorAction[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(storageKey(cardId));
    else localStorage.setItem(storageKey(cardId), JSON.stringify(items));
  } catch {
    // Storage full or refused: the item stays in memory for this page's life (see the hook).
  }
}

/** Adds (or replaces, by key) an action; returns the queue as it now is. */
export function addToQueue(cardId: string, item: QueuedDoorAction): QueuedDoorAction[] {
  const next = [...readQueue(cardId).filter((queued) => queued.key !== item.key), item];
  writeQueue(cardId, next);
  return next;
}

export function removeFromQueue(cardId: string, key: string): QueuedDoorAction[] {
  const next = readQueue(cardId).filter((queued) => queued.key !== key);
  writeQueue(cardId, next);
  return next;
}

/** One check-in per guest (or pass) and majlis waits, however often the usher taps. */
export const checkInKey = (body: CheckInBody) =>
  `${body.majlis ?? ''}:${'pass' in body ? `pass:${body.pass}` : `rsvp:${body.rsvpId}`}`;

/** The majlis whose door an action was made at (none in actions queued before majlis). */
export const majlisOfAction = (action: QueuedDoorAction): string | undefined => action.body.majlis;

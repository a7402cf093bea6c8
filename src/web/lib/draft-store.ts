import { useCallback, useSyncExternalStore } from 'react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { cardContentSchema, majlisSchema } from '@shared/card/card-content';
import { withMajlisList } from '@shared/card/card-input';
import { firstMajlis } from '@shared/card/majlis';
import { sampleCardContent } from '@shared/card/sample-card';
import type { CardLanguage } from '@shared/i18n/card-words';
import { FLAT_MAJLIS_KEYS, draftStorage } from './card-draft';
import { useDraftLanguage } from './draft-language';

// The card being made lives in local storage under the spec's keys (text as text; the contacts,
// the majlis list and the Hijri date's settings as JSON; toggle_walima as "true"/"false"), so it
// survives reloads. It is read back through the shared card schema: a field that does not pass
// (an old or hand-edited draft) falls back to its default instead of breaking the page.
// Only what the couple changed is stored: every other field is the sample's in the draft's
// language, so a visitor who switches the site's language sees the untouched sample texts follow
// it while their own words stay. A majlis is stored whole (its programme with it) once any of its
// details changed, and its programme then stays in the language it was written in.

type DraftKey = keyof CardContent;
type FlatMajlisKey = (typeof FLAT_MAJLIS_KEYS)[number];
const JSON_KEYS = new Set<string>([
  'contacts',
  'majlis',
  'show_hijri',
  'hijri_adjust',
  'directions',
  'tentative',
]);
const KEYS = Object.keys(cardContentSchema.shape) as DraftKey[];
/** The majlis field each old flat key held. */
const FLAT_MAJLIS_FIELDS = {
  wedding_date: 'date',
  start_time: 'start_time',
  end_time: 'end_time',
  location: 'location',
  directions: 'directions',
  tentative: 'tentative',
} as const satisfies Record<FlatMajlisKey, keyof Majlis>;
const listeners = new Set<() => void>();
// One parsed snapshot per change and language (useSyncExternalStore needs a stable value between
// changes).
let snapshot: { language: CardLanguage; draft: CardContent } | null = null;

function decode(key: string, text: string): unknown {
  if (JSON_KEYS.has(key)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  if (key === 'toggle_walima') return text !== 'false';
  return text;
}

function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The majlis list of a draft begun before cards held one, from its flat keys (null when it has
 * none of them): each field that reads as a majlis field is kept, a bad one is forgotten and the
 * sample's taken instead, as with any other field.
 */
function flatDraftMajlis(store: Storage | null, sample: Majlis): unknown {
  const flat: Record<string, unknown> = {};
  let found = false;
  for (const key of FLAT_MAJLIS_KEYS) {
    const field = FLAT_MAJLIS_FIELDS[key];
    flat[key] = sample[field];
    const text = store?.getItem(key);
    if (text === null || text === undefined) continue;
    found = true;
    const value = decode(key, text);
    if (majlisSchema.shape[field].safeParse(value).success) flat[key] = value;
    else store?.removeItem(key);
  }
  return found ? (withMajlisList(flat) as { majlis: unknown }).majlis : null;
}

/**
 * The draft as stored, each bad or missing field replaced by the sample card's value in the
 * draft's language.
 */
export function readDraft(today: Date, language: CardLanguage = 'ms'): CardContent {
  const defaults = sampleCardContent(today, language);
  const store = draftStorage();
  const raw: Record<string, unknown> = { ...defaults };
  for (const key of KEYS) {
    const text = store?.getItem(key);
    if (text !== null && text !== undefined) raw[key] = decode(key, text);
  }
  const list = store?.getItem('majlis');
  if (list === null || list === undefined) {
    raw.majlis = flatDraftMajlis(store, firstMajlis(defaults.majlis)) ?? defaults.majlis;
  }
  const checked = cardContentSchema.safeParse(raw);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const key = issue.path[0] as DraftKey;
    raw[key] = defaults[key];
    store?.removeItem(key);
  }
  return cardContentSchema.safeParse(raw).data ?? defaults;
}

/** Writes the given fields of the draft and tells every reader. */
export function updateDraft(patch: Partial<CardContent>): void {
  const store = draftStorage();
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) store?.setItem(key, encode(value));
  }
  // The list now holds the majlis: the old flat keys would only be stale.
  if (patch.majlis) for (const key of FLAT_MAJLIS_KEYS) store?.removeItem(key);
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // The draft may have been started elsewhere (the preview's Pilih Tema Ini) since last read.
  snapshot = null;
  listeners.add(listener);
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage); // another tab edited the draft
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshotIn(language: CardLanguage): CardContent {
  if (snapshot?.language !== language)
    snapshot = { language, draft: readDraft(new Date(), language) };
  return snapshot.draft;
}

/** The draft in the draft's language, kept current, and a function to change it. */
export function useCardDraft(): [CardContent, (patch: Partial<CardContent>) => void] {
  const language = useDraftLanguage();
  const getSnapshot = useCallback(() => snapshotIn(language), [language]);
  const draft = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const update = useCallback((patch: Partial<CardContent>) => updateDraft(patch), []);
  return [draft, update];
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, updateDraft } from './draft-store';

// A stand-in for the browser's local storage.
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

let store: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  store = fakeStorage();
  vi.stubGlobal('window', { localStorage: store });
});
afterEach(() => vi.unstubAllGlobals());

const today = new Date(2026, 10, 22);

describe('the card draft', () => {
  it('starts from the sample card (Adam & Hawa, tomorrow, 11:30 to 17:00)', () => {
    const draft = readDraft(today);
    expect(draft).toMatchObject({
      groom_name: 'Adam',
      bride_name: 'Hawa',
      wedding_date: '2026-11-23',
      start_time: '11:30',
      end_time: '17:00',
      contacts: [],
    });
  });

  it('keeps what was written, under the spec keys, lists as JSON', () => {
    updateDraft({
      groom_name: 'Ali',
      contacts: [{ name: 'Pak Su', phoneNumber: '012-345 6789', contactMethod: 'both' }],
      toggle_walima: false,
    });
    expect(store.items.get('groom_name')).toBe('Ali');
    expect(JSON.parse(store.items.get('contacts')!)).toHaveLength(1);
    expect(store.items.get('toggle_walima')).toBe('false');
    expect(readDraft(today)).toMatchObject({ groom_name: 'Ali', toggle_walima: false });
    expect(readDraft(today).contacts[0]?.name).toBe('Pak Su');
  });

  it('replaces a corrupt field with its default and forgets it, keeping the rest', () => {
    store.setItem('groom_name', 'Ali');
    store.setItem('contacts', '{not json');
    store.setItem('wedding_date', '2026-02-30');
    store.setItem('theme', 'theme999');
    const draft = readDraft(today);
    expect(draft.groom_name).toBe('Ali');
    expect(draft.contacts).toEqual([]);
    expect(draft.wedding_date).toBe('2026-11-23');
    expect(draft.theme).toBe('theme6');
    expect(store.items.has('wedding_date')).toBe(false);
  });
});

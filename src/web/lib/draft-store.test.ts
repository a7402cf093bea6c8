import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstMajlis } from '@shared/card/majlis';
import { sampleCardContent } from '@shared/card/sample-card';
import { clearDraft } from './card-draft';
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

/** The sample card's one majlis, as a new draft has it. */
const sampleMajlis = firstMajlis(sampleCardContent(today).majlis);

const direction = {
  locationName: 'Dewan Orkid, Jalan Ampang',
  googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=3.158,101.7118',
  wazeUrl: 'https://waze.com/ul?ll=3.158,101.7118&navigate=yes',
};
const programme = [{ title: 'Akad Nikah', time: '10:00', displaytime: '10:00 am' }];

describe('the card draft', () => {
  it('starts from the sample card (Adam & Hawa, one majlis tomorrow, 11:30 to 17:00)', () => {
    const draft = readDraft(today);
    expect(draft).toMatchObject({
      groom_name: 'Adam',
      bride_name: 'Hawa',
      majlis: [{ id: 'm1', kind: 'resepsi', date: '2026-11-23', start_time: '11:30' }],
      show_hijri: false,
      hijri_adjust: 0,
      contacts: [],
    });
    expect(draft.majlis[0]?.end_time).toBe('17:00');
    expect(draft.majlis[0]?.tentative.length).toBeGreaterThan(0);
  });

  it('keeps the majlis list as JSON under `majlis`, and the Hijri settings', () => {
    const majlis = [{ ...sampleMajlis, date: '2027-03-14', location: 'Dewan Orkid' }];
    updateDraft({ majlis, show_hijri: true, hijri_adjust: -1 });
    expect(JSON.parse(store.items.get('majlis')!)).toEqual(majlis);
    expect(store.items.get('show_hijri')).toBe('true');
    expect(store.items.get('hijri_adjust')).toBe('-1');
    expect(readDraft(today)).toMatchObject({ majlis, show_hijri: true, hijri_adjust: -1 });
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
    store.setItem('majlis', JSON.stringify([{ ...sampleMajlis, date: '2026-02-30' }]));
    store.setItem('hijri_adjust', '5');
    store.setItem('theme', 'theme999');
    const draft = readDraft(today);
    expect(draft.groom_name).toBe('Ali');
    expect(draft.contacts).toEqual([]);
    expect(draft.majlis).toEqual([sampleMajlis]);
    expect(draft.hijri_adjust).toBe(0);
    expect(draft.theme).toBe('theme6');
    expect(store.items.has('majlis')).toBe(false);
    expect(store.items.has('hijri_adjust')).toBe(false);
  });
});

describe('the draft’s language', () => {
  it('starts an English draft from the English sample', () => {
    const draft = readDraft(today, 'en');
    expect(draft.walimatulurus).toBe('The Wedding of');
    expect(draft.parent_name).toBe('Mr Ahmad bin Ismail\n&\nMrs Aminah binti Hassan');
    expect(draft.majlis[0]?.tentative[0]?.title).toBe('Guests arrive');
    expect(readDraft(today).walimatulurus).toBe('Walimatulurus');
  });

  it('keeps the couple’s own words when the language changes; the untouched sample follows', () => {
    updateDraft({ doa: 'Semoga Allah memberkati.', groom_name: 'Hakim' });
    const english = readDraft(today, 'en');
    expect(english).toMatchObject({ doa: 'Semoga Allah memberkati.', groom_name: 'Hakim' });
    expect(english.message).toMatch(/^With gratitude to Allah/);
    expect(readDraft(today, 'ms').parent_name).toBe(
      'Encik Ahmad bin Ismail\n&\nPuan Aminah binti Hassan',
    );
  });
});

describe('a draft begun before cards held a majlis list', () => {
  it('makes its one majlis from the old flat keys', () => {
    store.setItem('groom_name', 'Ali');
    store.setItem('wedding_date', '2027-03-14');
    store.setItem('start_time', '10:00');
    store.setItem('end_time', '15:00');
    store.setItem('location', 'Dewan Orkid\nJalan Ampang');
    store.setItem('directions', JSON.stringify([direction]));
    store.setItem('tentative', JSON.stringify(programme));
    expect(readDraft(today)).toMatchObject({
      groom_name: 'Ali',
      majlis: [
        {
          ...sampleMajlis,
          date: '2027-03-14',
          start_time: '10:00',
          end_time: '15:00',
          location: 'Dewan Orkid\nJalan Ampang',
          directions: [direction],
          tentative: programme,
        },
      ],
    });
  });

  it('takes the sample’s for a missing or corrupt flat key, and forgets the corrupt one', () => {
    store.setItem('wedding_date', '2026-02-30');
    store.setItem('tentative', '{not json');
    store.setItem('location', 'Dewan Orkid');
    const draft = readDraft(today);
    expect(draft.majlis).toEqual([{ ...sampleMajlis, location: 'Dewan Orkid' }]);
    expect(store.items.has('wedding_date')).toBe(false);
    expect(store.items.has('tentative')).toBe(false);
    expect(store.items.get('location')).toBe('Dewan Orkid');
  });

  it('reads the list once there is one, and writing the list forgets the flat keys', () => {
    store.setItem('location', 'Dewan Lama');
    const majlis = [{ ...readDraft(today).majlis[0]!, date: '2027-03-14' }];
    expect(majlis[0]?.location).toBe('Dewan Lama');
    updateDraft({ majlis });
    expect(store.items.has('location')).toBe(false);
    store.setItem('location', 'Dewan Lain');
    expect(readDraft(today).majlis).toEqual(majlis);
  });

  it('is cleared with the rest of the draft, old keys and new', () => {
    for (const key of ['wedding_date', 'location', 'majlis', 'show_hijri', 'groom_name']) {
      store.setItem(key, 'x');
    }
    clearDraft();
    expect(store.items.size).toBe(0);
  });
});

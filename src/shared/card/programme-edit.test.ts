import { describe, expect, it } from 'vitest';
import { malay } from '../i18n/rule-words-in';
import { defaultItinerary, programmeItem } from '../itinerary/default-itinerary';
import {
  addProgrammeItem,
  checkProgramme,
  moveProgrammeItem,
  placeProgrammeItemsByTime,
} from './programme-edit';

describe('moveProgrammeItem', () => {
  it('moves an item one place up or down', () => {
    expect(moveProgrammeItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveProgrammeItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at either end or for an unknown index', () => {
    expect(moveProgrammeItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveProgrammeItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveProgrammeItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const items = ['a', 'b'];
    moveProgrammeItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('addProgrammeItem', () => {
  it("adds 'New Item' at the last item's time", () => {
    const items = addProgrammeItem(defaultItinerary('11:30', '17:00'), '11:30');
    expect(items.at(-1)).toEqual({ title: 'New Item', time: '17:00', displaytime: '5:00 pm' });
  });

  it('starts an empty programme at the start time', () => {
    expect(addProgrammeItem([], '10:00')).toEqual([programmeItem('New Item', '10:00')]);
  });

  it('stops at 30 items', () => {
    const full = Array.from({ length: 30 }, () => programmeItem('Item', '10:00'));
    expect(addProgrammeItem(full, '10:00')).toHaveLength(30);
  });
});

describe('checkProgramme (Simpan)', () => {
  it('trims titles and derives the display times', () => {
    expect(checkProgramme([{ title: ' Akad Nikah ', time: '09:00' }])).toEqual({
      ok: true,
      items: [{ title: 'Akad Nikah', time: '09:00', displaytime: '9:00 am' }],
    });
  });

  it('says what is wrong with each item, in Malay', () => {
    const result = checkProgramme([
      { title: 'Jamuan', time: '13:00' },
      { title: ' ', time: '' },
      { title: 'x'.repeat(81), time: '25:00' },
    ]);
    if (result.ok) throw new Error('accepted');
    const inMalay = result.errors.map((found) =>
      Object.fromEntries(Object.entries(found).map(([field, text]) => [field, malay(text)])),
    );
    expect(inMalay).toEqual([
      {},
      {
        title: 'Sila masukkan tajuk bagi setiap perkara dalam atur cara majlis.',
        time: 'Masa atur cara majlis mesti dalam bentuk HH:MM.',
      },
      {
        title: 'Tajuk atur cara terlalu panjang (maksimum 80 aksara).',
        time: 'Masa atur cara majlis mesti dalam bentuk HH:MM.',
      },
    ]);
  });

  it('refuses more than 30 items', () => {
    const items = Array.from({ length: 31 }, () => ({ title: 'Item', time: '10:00' }));
    const result = checkProgramme(items);
    expect(result).toMatchObject({ ok: false, errors: [] });
    expect(!result.ok && malay(result.message ?? '')).toBe(
      'Atur cara majlis terlalu panjang (maksimum 30 perkara).',
    );
  });

  it('accepts an empty programme', () => {
    expect(checkProgramme([])).toEqual({ ok: true, items: [] });
  });
});

describe('placeProgrammeItemsByTime (Simpan places new and retimed items by their time)', () => {
  const items = defaultItinerary('11:30', '17:00'); // 11:30, 12:30, 13:30, 17:00
  const titles = (list: { title: string }[]) => list.map((item) => item.title);

  it('puts a new item at its time, after the items at the same time', () => {
    const added = [
      ...items,
      programmeItem('Akad Nikah', '10:00'),
      programmeItem('Nasyid', '12:30'),
    ];
    expect(
      titles(placeProgrammeItemsByTime(added, [false, false, false, false, true, true])),
    ).toEqual([
      'Akad Nikah',
      'Ketibaan Tetamu',
      'Ketibaan Pengantin',
      'Nasyid',
      'Jamuan Makan',
      'Majlis Bersurai',
    ]);
  });

  it('moves a retimed item to its new place', () => {
    const retimed = items.map((item, i) => (i === 0 ? programmeItem(item.title, '14:00') : item));
    expect(titles(placeProgrammeItemsByTime(retimed, [true, false, false, false]))).toEqual([
      'Ketibaan Pengantin',
      'Jamuan Makan',
      'Ketibaan Tetamu',
      'Majlis Bersurai',
    ]);
  });

  it('keeps the order the owner gave the unmarked items, even against their times', () => {
    const moved = moveProgrammeItem(items, 0, 1); // 12:30, 11:30, 13:30, 17:00
    const withNew = [...moved, programmeItem('Doa Selamat', '13:00')];
    expect(titles(placeProgrammeItemsByTime(withNew, [false, false, false, false, true]))).toEqual([
      'Ketibaan Pengantin',
      'Ketibaan Tetamu',
      'Doa Selamat',
      'Jamuan Makan',
      'Majlis Bersurai',
    ]);
  });

  it('places several marked items earliest first, and an unmarked list is left as it is', () => {
    const two = [programmeItem('B', '15:00'), programmeItem('A', '09:00'), ...items];
    expect(
      titles(placeProgrammeItemsByTime(two, [true, true, false, false, false, false])),
    ).toEqual([
      'A',
      'Ketibaan Tetamu',
      'Ketibaan Pengantin',
      'Jamuan Makan',
      'B',
      'Majlis Bersurai',
    ]);
    expect(placeProgrammeItemsByTime(items, [])).toEqual(items);
    expect(placeProgrammeItemsByTime([], [])).toEqual([]);
  });
});

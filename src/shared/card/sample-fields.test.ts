import { describe, expect, it } from 'vitest';
import { malay } from '../i18n/rule-words-in';
import { sampleCardContent } from './sample-card';
import { normalisedWords, sampleFieldsLeft } from './sample-fields';

const sample = sampleCardContent(new Date(2026, 10, 21));
const fields = (content: Parameters<typeof sampleFieldsLeft>[0]) =>
  sampleFieldsLeft(content).map((left) => left.field);

describe('sampleFieldsLeft (Hantar warns about sample text)', () => {
  it('lists every checked field of the untouched sample, in card order, with Malay labels', () => {
    const left = sampleFieldsLeft(sample).map(({ field, label }) => ({
      field,
      label: malay(label),
    }));
    expect(left).toEqual([
      { field: 'groom_name', label: 'Nama pengantin lelaki' },
      { field: 'bride_name', label: 'Nama pengantin perempuan' },
      { field: 'parent_name', label: 'Nama waris' },
      { field: 'groom_fullname', label: 'Nama penuh pengantin lelaki' },
      { field: 'bride_fullname', label: 'Nama penuh pengantin perempuan' },
      { field: 'location', label: 'Lokasi' },
      { field: 'doa', label: 'Doa' },
    ]);
  });

  it('lists nothing once every one of them is the couple’s own', () => {
    expect(
      fields({
        groom_name: 'Hakim',
        bride_name: 'Nurul',
        parent_name: 'Encik Ali bin Abu\n&\nPuan Siti binti Omar',
        groom_fullname: 'Hakim bin Ali',
        bride_fullname: 'Nurul binti Hassan',
        majlis: [{ ...sample.majlis[0]!, location: 'Dewan Orkid\nJalan Ampang' }],
        doa: 'Semoga Allah memberkati majlis ini.',
      }),
    ).toEqual([]);
  });

  it('lists only what is left: names changed, full names, parents, venue and doa not', () => {
    expect(fields({ ...sample, groom_name: 'Hakim', bride_name: 'Nurul' })).toEqual([
      'parent_name',
      'groom_fullname',
      'bride_fullname',
      'location',
      'doa',
    ]);
  });

  it('counts the short names only as the sample pair (a real Adam is not warned)', () => {
    expect(fields({ ...sample, bride_name: 'Nurul' })).not.toContain('groom_name');
    expect(fields({ ...sample, groom_name: 'Hakim' })).not.toContain('bride_name');
    expect(fields({ ...sample, groom_name: ' adam ', bride_name: 'HAWA' })).toEqual(
      expect.arrayContaining(['groom_name', 'bride_name']),
    );
  });

  it('compares words, not spacing, line breaks or case', () => {
    const content = {
      ...sample,
      parent_name: '  encik ahmad bin ismail & puan aminah binti hassan ',
      majlis: [
        {
          ...sample.majlis[0]!,
          location:
            'Dewan Seri Kenanga,  Hotel Sri Mutiara\n\nJalan Tun Razak\r\n50400 Kuala Lumpur\n',
        },
      ],
      groom_fullname: 'Adam  bin  Ahmad',
      bride_fullname: 'Hawa binti Abdullah',
    };
    expect(fields(content)).toEqual(expect.arrayContaining(['parent_name', 'location']));
    expect(fields(content)).toEqual(expect.arrayContaining(['groom_fullname', 'bride_fullname']));
  });

  it('finds the sample venue in any majlis', () => {
    const akad = { ...sample.majlis[0]!, id: 'akad1', location: 'Masjid Negara' };
    expect(fields({ ...sample, majlis: [akad, sample.majlis[0]!] })).toContain('location');
    expect(fields({ ...sample, majlis: [akad] })).not.toContain('location');
  });

  it('does not count a changed or emptied text as sample', () => {
    const venue = 'Dewan Seri Kenanga, Hotel Sri Mutiara';
    expect(
      fields({ ...sample, majlis: [{ ...sample.majlis[0]!, location: venue }] }),
    ).not.toContain('location');
    expect(fields({ ...sample, doa: '' })).not.toContain('doa');
    expect(fields({ ...sample, parent_name: '', doa: '   ' })).not.toContain('parent_name');
  });
});

describe('sampleFieldsLeft in English and in both', () => {
  const english = sampleCardContent(new Date(2026, 10, 21), 'en');
  const both = sampleCardContent(new Date(2026, 10, 21), 'both');
  const ALL = [
    'groom_name',
    'bride_name',
    'parent_name',
    'groom_fullname',
    'bride_fullname',
    'location',
    'doa',
  ];

  it('lists every checked field of the untouched English sample', () => {
    expect(fields(english)).toEqual(ALL);
  });

  it('knows either language’s sample, whatever the card’s language now is', () => {
    const own = { parent_name: 'Mr Ali bin Abu\n&\nMrs Siti binti Omar', doa: 'May Allah bless.' };
    expect(fields({ ...sample, parent_name: english.parent_name })).toContain('parent_name');
    expect(fields({ ...english, doa: sample.doa })).toContain('doa');
    expect(fields({ ...english, ...own })).not.toContain('parent_name');
    expect(fields({ ...english, ...own })).not.toContain('doa');
  });

  it('finds the sample in an English version too (a card in both)', () => {
    const own = { parent_name: 'Encik Ali bin Abu\n&\nPuan Siti binti Omar', doa: 'Semoga.' };
    expect(fields({ ...both, ...own })).toEqual(expect.arrayContaining(['parent_name', 'doa']));
    expect(
      fields({ ...both, ...own, parent_name_en: 'Mr Ali bin Abu', doa_en: 'May Allah bless.' }),
    ).not.toContain('parent_name');
    const venue = { ...sample.majlis[0]!, location: 'Dewan Orkid', location_en: 'Dewan Orkid' };
    expect(fields({ ...sample, majlis: [venue] })).not.toContain('location');
  });
});

describe('normalisedWords', () => {
  it('is NFC, lower case, one space between words, trimmed', () => {
    expect(normalisedWords('  Dato\u0301\n\n  Seri\tKenanga ')).toBe('dató seri kenanga');
  });
});

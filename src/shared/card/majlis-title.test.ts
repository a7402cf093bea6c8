import { describe, expect, it } from 'vitest';
import { MAJLIS_KIND_TITLES, majlisTitle } from './majlis';
import { majlisKindTitleIn, majlisTitleIn } from './majlis-title';

describe('a majlis’s title in a reader’s language', () => {
  it('names an untitled majlis by its kind in each language, the Malay as majlisTitle has it', () => {
    for (const kind of ['akad', 'resepsi', 'bertandang', 'lain'] as const) {
      expect(majlisTitleIn({ kind, title: '' }, 'ms')).toBe(majlisTitle({ kind, title: '' }));
      expect(majlisKindTitleIn(kind, 'ms')).toBe(MAJLIS_KIND_TITLES[kind]);
    }
    expect(majlisTitleIn({ kind: 'akad', title: ' ' }, 'en')).toBe('Solemnisation');
    expect(majlisTitleIn({ kind: 'resepsi', title: '' }, 'en')).toBe('Wedding Reception');
    expect(majlisKindTitleIn('lain', 'en')).toBe('Celebration');
  });

  it('keeps the couple’s own title as they wrote it, in every language', () => {
    expect(majlisTitleIn({ kind: 'lain', title: ' Majlis Kesyukuran ' }, 'en')).toBe(
      'Majlis Kesyukuran',
    );
  });
});

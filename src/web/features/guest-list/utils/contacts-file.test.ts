import { describe, expect, it } from 'vitest';
import { ruleTextIn } from '@shared/i18n/rule-words-in';
import { GUEST_IMPORT_MESSAGES, MAX_IMPORT_LENGTH } from '@shared/schemas/guest-list';
import { readVCardParties } from '@shared/guests/vcard';
import {
  CONTACTS_FILE_MESSAGES,
  importFormatOf,
  importOfFile,
  withoutPhotos,
} from './contacts-file';

const contact = (name: string, photo: string[]) => [
  'BEGIN:VCARD',
  'VERSION:3.0',
  `FN:${name}`,
  ...photo,
  'TEL;TYPE=CELL:012-345 6789',
  'END:VCARD',
];

describe('a contacts file picked for the guest list', () => {
  it('knows a CSV and a vCard by the file’s name', () => {
    expect(importFormatOf('Tetamu.CSV')).toBe('csv');
    expect(importFormatOf('kenalan.vcf')).toBe('vcard');
    expect(importFormatOf('senarai.xlsx')).toBeNull();
  });

  it('leaves out photos with their folded lines, and keeps the rest of each contact', () => {
    const vcard = [
      ...contact('Aminah', [
        'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ',
        ' AAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgF',
        '\tBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQ',
      ]),
      ...contact('Salleh', ['item1.PHOTO;VALUE=uri:https://example.com/a.jpg']),
    ].join('\r\n');
    const stripped = withoutPhotos(vcard);
    expect(stripped).not.toMatch(/PHOTO|AAAQ|BQQE/);
    expect(readVCardParties(stripped).map((r) => ('party' in r ? r.party.name : r.reason))).toEqual(
      ['Aminah', 'Salleh'],
    );
  });

  it('leaves out a vCard 2.1 photo’s base64 lines up to the blank line that ends them', () => {
    const vcard = contact('Rosli', [
      'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQ',
      'AAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgF',
      '',
    ]).join('\n');
    expect(withoutPhotos(vcard)).toBe(
      ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Rosli', 'TEL;TYPE=CELL:012-345 6789', 'END:VCARD'].join(
        '\r\n',
      ),
    );
  });

  it('sends a CSV as it is and refuses another kind of file or one still too big', async () => {
    await expect(importOfFile(new File(['Nama,Telefon'], 'a.csv'))).resolves.toEqual({
      format: 'csv',
      content: 'Nama,Telefon',
    });
    await expect(importOfFile(new File(['x'], 'a.txt'))).resolves.toEqual({
      problem: CONTACTS_FILE_MESSAGES.kind,
    });
    const big = 'A'.repeat(MAX_IMPORT_LENGTH + 1);
    await expect(importOfFile(new File([big], 'a.csv'))).resolves.toEqual({
      problem: GUEST_IMPORT_MESSAGES.tooLong,
    });
  });

  it('sends a big contacts file once its photos are out', async () => {
    const photo = ['PHOTO;ENCODING=b;TYPE=JPEG:AAAA', ...Array(20_000).fill(` ${'A'.repeat(74)}`)];
    const file = new File([contact('Aminah', photo).join('\r\n')], 'kenalan.vcf');
    expect(file.size).toBeGreaterThan(MAX_IMPORT_LENGTH);
    const sent = await importOfFile(file);
    expect(sent).toMatchObject({ format: 'vcard' });
    expect('content' in sent && sent.content.length).toBeLessThan(200);
  });
});

describe('the import’s own refusals in the owner’s language', () => {
  it('are the same Malay words as before, and English for an English owner', () => {
    expect(ruleTextIn('ms', CONTACTS_FILE_MESSAGES.kind)).toBe(
      'Pilih fail .csv atau fail kenalan .vcf.',
    );
    expect(ruleTextIn('en', CONTACTS_FILE_MESSAGES.kind)).toBe(
      'Choose a .csv file or a .vcf contacts file.',
    );
    expect(ruleTextIn('ms', CONTACTS_FILE_MESSAGES.unreadable)).toBe(
      'Fail ini tidak dapat dibaca. Sila cuba fail lain.',
    );
    expect(ruleTextIn('en', GUEST_IMPORT_MESSAGES.tooLong)).toBe(
      'The file or list is too large (at most 900 KB).',
    );
    expect(ruleTextIn('ms', GUEST_IMPORT_MESSAGES.tooLong)).toBe(
      'Fail atau senarai terlalu besar (maksimum 900 KB).',
    );
  });
});

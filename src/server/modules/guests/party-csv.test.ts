import { describe, expect, it } from 'vitest';
import { readPartyCsv } from './party-csv';

// The guest list's CSV import takes back what the exports write: the display form of a phone
// (013-987 6543), bare digits, a number Excel stripped of its leading 0, and the international
// form.

describe('a CSV of parties', () => {
  it('reads a phone in every form a spreadsheet may give it', () => {
    const csv = [
      '\uFEFFNama,Telefon,Bilangan',
      'Paparan,013-987 6543,2',
      'Digit,0139876544,1',
      'Excel,139876545,1',
      'Antarabangsa,+60 13-987 6546,1',
    ].join('\r\n');
    const phones = readPartyCsv(csv).map((reading) =>
      'party' in reading ? reading.party.phone : reading.reason,
    );
    expect(phones).toEqual(['60139876543', '60139876544', '60139876545', '60139876546']);
  });
});

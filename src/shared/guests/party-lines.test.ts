import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES } from './guest-party';
import { readPartyLine, readPartyLines } from './party-lines';
import { planImport } from './party-import';

describe('pasted party lines', () => {
  it('reads the issue’s own line: name, phone, allowance', () => {
    expect(readPartyLine('Nama, 012-345 6789, 2', 1)).toEqual({
      line: 1,
      text: 'Nama, 012-345 6789, 2',
      party: { name: 'Nama', phone: '60123456789', allowance: 2, group: '', note: '' },
    });
  });

  it('gives a party without a number an allowance of one, and reads a group after the phone', () => {
    const reading = readPartyLine('Pak Long Hamid; +60 19-876 5432; Keluarga Lelaki', 4);
    expect(reading).toMatchObject({
      party: {
        name: 'Pak Long Hamid',
        phone: '60198765432',
        allowance: 1,
        group: 'Keluarga Lelaki',
      },
    });
  });

  it('keeps a comma inside a name, and reads tab-separated spreadsheet rows', () => {
    expect(readPartyLine("Dato' Ali, Datin Siti, 0123456789, 3", 1)).toMatchObject({
      party: { name: "Dato' Ali, Datin Siti", allowance: 3 },
    });
    expect(readPartyLine('Aminah\t011-2345 6789\t4\tRakan Sekerja', 1)).toMatchObject({
      party: { name: 'Aminah', phone: '601123456789', allowance: 4, group: 'Rakan Sekerja' },
    });
  });

  it('gives the reason for a bad line, in Malay', () => {
    expect(readPartyLine('Aminah, 12', 1)).toMatchObject({ reason: PARTY_MESSAGES.phone });
    expect(readPartyLine('Aminah', 1)).toMatchObject({ reason: PARTY_MESSAGES.phone });
    expect(readPartyLine(', 012-345 6789', 1)).toMatchObject({ reason: PARTY_MESSAGES.name });
    expect(readPartyLine('Aminah, 012-345 6789, 0', 1)).toMatchObject({
      reason: PARTY_MESSAGES.allowance,
    });
    expect(readPartyLine('Aminah, 012-345 6789, 99', 1)).toMatchObject({
      reason: PARTY_MESSAGES.allowance,
    });
    expect(readPartyLine(`${'A'.repeat(81)}, 012-345 6789`, 1)).toMatchObject({
      reason: PARTY_MESSAGES.nameTooLong,
    });
    expect(readPartyLine('Ami\u202Enah, 012-345 6789', 1)).toMatchObject({
      reason: PARTY_MESSAGES.characters,
    });
  });

  it('numbers lines as the pasted text does, skipping blank ones', () => {
    const readings = readPartyLines('\nAdam, 0123456789\r\n\n  \nHawa, 0134567890, 2\n');
    expect(readings.map((r) => r.line)).toEqual([2, 5]);
  });
});

describe('an import plan', () => {
  const readings = readPartyLines(
    [
      'Aminah, 012-345 6789, 2',
      'Salleh, 013 999 8888',
      'Rosli',
      'Aminah (kerja), +60123456789, 4, Rakan Sekerja',
      'Mak Cik Som, 019-111 2222, 1',
    ].join('\n'),
  );

  it('adds the good lines, merges one phone into one party and lists the bad line', () => {
    const plan = planImport(readings, new Map());
    expect(plan.added.map((p) => [p.name, p.allowance, p.group])).toEqual([
      ['Aminah', 4, 'Rakan Sekerja'],
      ['Salleh', 1, ''],
      ['Mak Cik Som', 1, ''],
    ]);
    expect(plan.merged).toEqual([{ line: 4, into: 'Aminah', phone: '60123456789' }]);
    expect(plan.problems).toEqual([{ line: 3, text: 'Rosli', reason: PARTY_MESSAGES.phone }]);
    expect(plan.updates).toEqual([]);
  });

  it('merges a line into a party already on the list instead of adding it again', () => {
    const plan = planImport(
      readings,
      new Map([
        ['60199998888', 'x'],
        ['60191112222', 'Som'],
      ]),
    );
    expect(plan.added.map((p) => p.name)).toEqual(['Aminah', 'Salleh']);
    expect(plan.updates).toEqual([
      { phone: '60191112222', party: expect.objectContaining({ name: 'Mak Cik Som' }) },
    ]);
    expect(plan.merged).toContainEqual({ line: 5, into: 'Som', phone: '60191112222' });
  });
});

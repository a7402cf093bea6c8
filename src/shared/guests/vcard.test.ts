import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES } from './guest-party';
import { parseVCards, rankedPhones, readVCardParties } from './vcard';

const iphone = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Ismail;Ahmad;;Encik;',
  'FN:Encik Ahmad Ismail',
  'item1.TEL;type=pref:03-2222 3333',
  'TEL;type=CELL;type=VOICE:+60 12-345 6789',
  'TEL;type=WORK:+60 17-000 1111',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Hassan;Aminah;;;',
  'TEL;TYPE=HOME:019 876 5432',
  'END:VCARD',
].join('\r\n');

// Android's export: vCard 2.1, names in quoted-printable UTF-8 broken with soft line breaks.
const android = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;Nur =C3=89lya;;;',
  'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Nur =C3=89lya binti Ab=',
  'u',
  'TEL;CELL;PREF:0112345678',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Tok Wan\\, Kampung',
  'TEL;VALUE=uri;TYPE="voice,cell":tel:+60-13-444-5555',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Tiada Nombor',
  'END:VCARD',
].join('\n');

describe('contacts from a phone (vCard)', () => {
  it('reads names from FN, or from N given name first, and every number with its types', () => {
    const [ahmad, aminah] = parseVCards(iphone);
    expect(ahmad).toEqual({
      name: 'Encik Ahmad Ismail',
      phones: [
        { number: '03-2222 3333', types: ['PREF'] },
        { number: '+60 12-345 6789', types: ['CELL', 'VOICE'] },
        { number: '+60 17-000 1111', types: ['WORK'] },
      ],
    });
    expect(aminah!.name).toBe('Aminah Hassan');
  });

  it('decodes quoted-printable names across soft line breaks, escapes and tel: URIs', () => {
    const [elya, tokWan] = parseVCards(android);
    expect(elya!.name).toBe('Nur Élya binti Abu');
    expect(tokWan).toEqual({
      name: 'Tok Wan, Kampung',
      phones: [{ number: '+60-13-444-5555', types: ['VOICE', 'CELL'] }],
    });
  });

  it('keeps the mobile number of a contact with several, and the others in its note', () => {
    const [ahmad] = parseVCards(iphone);
    expect(rankedPhones(ahmad!)).toEqual(['+60 12-345 6789', '+60 17-000 1111', '03-2222 3333']);
    const [reading] = readVCardParties(iphone);
    expect(reading).toMatchObject({
      line: 1,
      party: {
        name: 'Encik Ahmad Ismail',
        phone: '60123456789',
        note: 'Nombor lain: +60 17-000 1111, 03-2222 3333',
      },
    });
  });

  it('reports a contact without a number by its place in the file and its name', () => {
    const readings = readVCardParties(android);
    expect(readings).toHaveLength(3);
    expect(readings[2]).toEqual({ line: 3, text: 'Tiada Nombor', reason: PARTY_MESSAGES.phone });
  });

  it('reads nothing from a file that holds no vCard', () => {
    expect(parseVCards('Nama,Telefon\nAdam,0123456789')).toEqual([]);
  });
});

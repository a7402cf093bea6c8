import { internationalNumber, isPhoneNumber } from '../contact/phone';
import type { LineReading } from './party-lines';
import { readPartyLine } from './party-lines';

// Contacts exported from a phone: a .vcf file of vCards, 2.1 (Android's
// export, names in quoted-printable UTF-8), 3.0 (iPhone) or 4.0. Each contact becomes one line of
// the import, read as a pasted line is: its name and its best number. A contact with several
// numbers keeps the first mobile one (a Malaysian 01… number before anything else, then the one
// marked cell, then the preferred one); the others go in the party's note so nothing is lost.

export interface VCardContact {
  name: string;
  phones: { number: string; types: string[] }[];
}

interface Property {
  name: string;
  params: string[];
  value: string;
}

/** Undoes line folding: a line break followed by a space or tab continues the line. */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const last = lines.length - 1;
    if (/^[ \t]/.test(raw) && last >= 0) lines[last] += raw.slice(1);
    // vCard 2.1 quoted-printable values break lines with a soft `=` at the end instead.
    else if (
      last >= 0 &&
      /ENCODING=QUOTED-PRINTABLE/i.test(lines[last]!) &&
      lines[last]!.endsWith('=')
    )
      lines[last] = lines[last]!.slice(0, -1) + raw;
    else lines.push(raw);
  }
  return lines;
}

function parseProperty(line: string): Property | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const [head = '', ...params] = line.slice(0, colon).split(';');
  // `item1.TEL` (Apple's grouping): the property is what follows the group's dot.
  const name = head.slice(head.lastIndexOf('.') + 1).toUpperCase();
  return { name, params: params.map((p) => p.toUpperCase()), value: line.slice(colon + 1) };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** A text value: quoted-printable decoded where marked, vCard escapes (\, \; \n \\) undone. */
function textValue({ params, value }: Property): string {
  const decoded = params.includes('ENCODING=QUOTED-PRINTABLE')
    ? decodeQuotedPrintable(value)
    : value;
  return decoded.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));
}

/** TYPE=CELL,VOICE, TYPE=cell;TYPE=pref and 2.1's bare CELL;PREF all say the same. */
function typesOf(params: string[]): string[] {
  return params
    .filter((p) => !p.includes('=') || p.startsWith('TYPE='))
    .flatMap((p) =>
      p
        .replace(/^TYPE=/, '')
        .replace(/"/g, '')
        .split(','),
    );
}

/** N is Family;Given;Additional;Prefix;Suffix: read as people say it, given name first. */
function nameFromN(property: Property): string {
  const [family = '', given = '', additional = ''] = textValue(property).split(';');
  return [given, additional, family].filter((part) => part.trim() !== '').join(' ');
}

export function parseVCards(text: string): VCardContact[] {
  const contacts: VCardContact[] = [];
  let current: (VCardContact & { fromN: string }) | null = null;
  for (const line of unfold(text.replace(/^\uFEFF/, ''))) {
    const property = parseProperty(line.trim());
    if (!property) continue;
    if (property.name === 'BEGIN' && property.value.toUpperCase() === 'VCARD') {
      current = { name: '', fromN: '', phones: [] };
    } else if (property.name === 'END' && current) {
      contacts.push({ name: current.name || current.fromN, phones: current.phones });
      current = null;
    } else if (current && property.name === 'FN') current.name = textValue(property).trim();
    else if (current && property.name === 'N') current.fromN = nameFromN(property);
    else if (current && property.name === 'TEL') {
      const number = property.value.replace(/^tel:/i, '').trim();
      if (number !== '') current.phones.push({ number, types: typesOf(property.params) });
    }
  }
  return contacts;
}

const isMalaysianMobile = (number: string) => internationalNumber(number).startsWith('601');

/** The contact's numbers, best first (see the top of this file). */
export function rankedPhones(contact: VCardContact): string[] {
  const score = ({ number, types }: VCardContact['phones'][number]) =>
    (isPhoneNumber(number) ? 8 : 0) +
    (isMalaysianMobile(number) ? 4 : 0) +
    (types.includes('CELL') || types.includes('MOBILE') ? 2 : 0) +
    (types.includes('PREF') ? 1 : 0);
  return contact.phones
    .map((phone, i) => ({ phone, i, score: score(phone) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ phone }) => phone.number);
}

/** Each contact as an import line: line n is the file's n-th contact. */
export function readVCardParties(text: string): LineReading[] {
  return parseVCards(text).map((contact, i) => {
    const [best = '', ...others] = rankedPhones(contact);
    const reading = readPartyLine(`${contact.name}, ${best}`, i + 1);
    if (!('party' in reading) || others.length === 0) return { ...reading, text: contact.name };
    const note = `Nombor lain: ${others.join(', ')}`.slice(0, 200);
    return { ...reading, text: contact.name, party: { ...reading.party, note } };
  });
}

import { parse } from 'csv-parse/sync';
import type { LineReading } from '@shared/guests/party-lines';
import { DEFAULT_ALLOWANCE, PARTY_MESSAGES, partyInputSchema } from '@shared/guests/guest-party';

// A guest list from a spreadsheet, as CSV. Columns are found by their
// heading in Malay or English (Nama, Telefon, Bilangan, Kumpulan, Catatan); a file without
// headings has them in that order. Each row is one party, read by the list's own rule, and a
// bad row is reported by its line in the file, as a pasted list's are.

type Column = 'name' | 'phone' | 'allowance' | 'group' | 'note';

const HEADINGS: Record<Column, RegExp> = {
  name: /^(nama|name|nama tetamu|guest)/i,
  phone: /^(telefon|tel|phone|no\.? ?(tel|telefon|hp)|nombor|mobile|whatsapp)/i,
  allowance: /^(bilangan|jumlah|pax|tetamu|guests?|allowance|had)/i,
  group: /^(kumpulan|group|kategori|category)/i,
  note: /^(catatan|nota|note)/i,
};
const IN_ORDER: Column[] = ['name', 'phone', 'allowance', 'group', 'note'];

/** The columns a heading row names, or null when the first row is a party. */
function columnsOf(row: readonly string[]): Map<Column, number> | null {
  const found = new Map<Column, number>();
  row.forEach((cell, i) => {
    const column = IN_ORDER.find((c) => !found.has(c) && HEADINGS[c].test(cell.trim()));
    if (column) found.set(column, i);
  });
  return found.has('name') && found.has('phone') ? found : null;
}

/** A spreadsheet's cell as typed: its text-forcing apostrophe (`'0123…`) is not part of it. */
const cellText = (cell: string | undefined) => (cell ?? '').trim().replace(/^'/, '');

function readRow(cells: string[], columns: Map<Column, number>, line: number): LineReading {
  const at = (column: Column) => {
    const i = columns.get(column);
    return i === undefined ? '' : cellText(cells[i]);
  };
  const text = cells.join(', ');
  const allowance = at('allowance');
  if (allowance !== '' && !/^\d{1,3}$/.test(allowance)) {
    return { line, text, reason: PARTY_MESSAGES.allowance };
  }
  const parsed = partyInputSchema.safeParse({
    name: at('name'),
    phone: at('phone'),
    allowance: allowance === '' ? DEFAULT_ALLOWANCE : Number(allowance),
    group: at('group'),
    note: at('note'),
  });
  if (!parsed.success) return { line, text, reason: parsed.error.issues[0]!.message };
  return { line, text, party: parsed.data };
}

/** Every non-blank row of a CSV, read; line numbers are the file's own. */
export function readPartyCsv(content: string): LineReading[] {
  const records = parse(content, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    // Excel in Malaysia writes commas; some locales write semicolons.
    delimiter: content.split(/\r?\n/, 1)[0]!.includes(';') && !content.includes(',') ? ';' : ',',
    // csv-parse's types do not follow `info: true`, which wraps each record with its position.
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const rows = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  const first = rows[0];
  const headings = first ? columnsOf(first.record) : null;
  const columns = headings ?? new Map(IN_ORDER.map((column, i) => [column, i]));
  return rows
    .slice(headings ? 1 : 0)
    .map(({ record, info }) => readRow(record, columns, info.lines));
}

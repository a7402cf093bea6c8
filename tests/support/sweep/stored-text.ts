import { sql } from 'kysely';
import type { TestDatabase } from '../test-database';

// "0 junk stored": after the sweep, every text the database holds is read back, generically
// (every table, every text column, both dialects), and checked for characters no stored text
// may carry. JSON text columns (a card's programme, contacts, directions) are parsed and their
// string leaves checked, so an escaped `\u0000` inside JSON is caught too.

export interface JunkFinding {
  where: string;
  kind: string;
  excerpt: string;
}

/** NUL, C0 controls but \t and \n, DEL, C1 controls, bidi embeddings/overrides/isolates. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;
/** Half a surrogate pair with no other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * U+FFFD: the sweep never sends it, so one in the database is what a broken byte or a lone
 * surrogate became on the way in.
 */
const REPLACEMENT = /\uFFFD/;
/** A character a reader can see (not space, control, format, mark, or a blank-looking filler). */
// (Variation selectors and combining marks are \p{M}; half surrogates \p{Cs}.)
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Cs}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Columns of secrets' hashes: opaque by design, nothing to read. */
const isHashColumn = (column: string) => /(?:^|_)hash$/i.test(column);

/** Keys that hold a person's or a thing's name: never only invisible characters. */
const isNameKey = (key: string) => /(?:^|_)(?:name|title|fullname|artist)$|Name$/.test(key);
/** Of those, the ones a row cannot have empty (the forms require them). */
const REQUIRED_NAMES = new Set([
  'rsvps.name',
  'cards.groom_name',
  'cards.bride_name',
  'cards.client_name',
  'contacts[].name',
  'tentative[].title',
  'directions[].locationName',
]);

/** Shows a stored text with its invisible characters spelled out, shortened. */
export function escapeText(text: string, max = 120): string {
  const escaped = [...text.slice(0, max)]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (VISIBLE.test(char) && code < 0xfff0 && !(code >= 0xd800 && code <= 0xdfff)) return char;
      if (char === ' ') return ' ';
      return `\\u{${code.toString(16)}}`;
    })
    .join('');
  return text.length > max ? `${escaped}… (${text.length} chars)` : escaped;
}

/** What is wrong with one stored text, or null. */
export function junkIn(text: string, nameKey: string | null): string | null {
  if (FORBIDDEN.test(text)) return 'control or bidi character';
  if (LONE_SURROGATE.test(text)) return 'lone surrogate';
  if (REPLACEMENT.test(text)) return 'U+FFFD (a broken character)';
  if (nameKey !== null && isNameKey(nameKey.replace(/^.*[.\]]/, ''))) {
    if (text.length > 0 && !VISIBLE.test(text)) return 'name of invisible characters only';
    if (text.length === 0 && REQUIRED_NAMES.has(nameKey)) return 'empty required name';
  }
  return null;
}

/**
 * Checks every string leaf (and key) of parsed JSON. Leaves are named by their path, list items
 * as `[]`: `cards.contacts[].name`, which is also how REQUIRED_NAMES knows them.
 */
function junkInJson(value: unknown, key: string, table: string, found: JunkFinding[]): void {
  const where = `${table}.${key}`;
  if (typeof value === 'string') {
    const kind = junkIn(value, key);
    if (kind) found.push({ where, kind, excerpt: escapeText(value) });
  } else if (Array.isArray(value)) {
    for (const item of value) junkInJson(item, `${key}[]`, table, found);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const keyKind = junkIn(name, null);
      if (keyKind) found.push({ where, kind: `JSON key: ${keyKind}`, excerpt: escapeText(name) });
      junkInJson(item, `${key}.${name}`, table, found);
    }
  }
}

/**
 * Parts of a reply that list what the call refused, each with the text as sent so the person
 * can find and fix it (an import's `problems`, a bulk update's `failed` ids): never saved.
 */
const REFUSED_LISTS = new Set(['problems', 'failed']);

/**
 * Junk in what a successful write answered with: a write that answers with what it saved (a
 * list it replaced, an entry it made) shows junk it stored even when a later request has
 * written over it. Leaves are named `reply.<path>`.
 */
export function junkInReply(value: unknown): JunkFinding[] {
  const saved =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !REFUSED_LISTS.has(key)))
      : value;
  const found: JunkFinding[] = [];
  junkInJson(saved, 'reply', '', found);
  return found.map((finding) => ({ ...finding, where: finding.where.replace(/^\./, '') }));
}

/** Parsed JSON when a text column holds a JSON object or list, else undefined. */
function parsedJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface TextColumns {
  table: string;
  columns: string[];
}

/** Every table and its text columns, read from the database's own catalogue. */
async function textColumns(database: TestDatabase): Promise<TextColumns[]> {
  const db = database.handle.db;
  if (database.handle.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const out: TextColumns[] = [];
    for (const { name } of tables.rows) {
      const info = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${name})`.execute(db);
      // SQLite keeps any value in any column: every column but plain numbers is read.
      const columns = info.rows.filter(
        (column) => !/^(?:integer|real|numeric)$/i.test(column.type),
      );
      out.push({ table: name, columns: columns.map((column) => column.name) });
    }
    return out;
  }
  const rows = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const row of rows.rows) {
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  }
  return [...byTable].map(([table, columns]) => ({ table, columns }));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every junk text stored anywhere in the database. */
export async function storedJunk(database: TestDatabase): Promise<JunkFinding[]> {
  const found: JunkFinding[] = [];
  for (const { table, columns } of await textColumns(database)) {
    const readable = columns.filter((column) => !isHashColumn(column));
    if (readable.length === 0) continue;
    const list = sql.raw(readable.map(quoted).join(', '));
    const rows = await sql<
      Record<string, unknown>
    >`select ${list} from ${sql.raw(quoted(table))}`.execute(database.handle.db);
    for (const row of rows.rows) {
      for (const column of readable) {
        const value = row[column];
        const where = `${table}.${column}`;
        if (typeof value === 'object' && value !== null) {
          junkInJson(value, column, table, found);
          continue;
        }
        if (typeof value !== 'string') continue;
        // JSON text is judged by what it holds (its escapes hide raw characters).
        const json = parsedJson(value);
        if (json !== undefined) {
          junkInJson(json, column, table, found);
          continue;
        }
        const kind = junkIn(value, where);
        if (kind) found.push({ where, kind, excerpt: escapeText(value) });
      }
    }
  }
  return found;
}

const MAX_REPORT_LINES = 100;

/** Findings grouped by place and kind, with a count and a few examples each, bounded. */
export function formatJunk(title: string, findings: JunkFinding[]): string {
  const groups = new Map<string, string[]>();
  for (const finding of findings) {
    const key = `${finding.where}: ${finding.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), finding.excerpt]);
  }
  const lines = [...groups].map(
    ([key, excerpts]) => `  ${key} × ${excerpts.length}, e.g. ${excerpts.slice(0, 3).join(' | ')}`,
  );
  const shown =
    lines.length > MAX_REPORT_LINES
      ? [...lines.slice(0, MAX_REPORT_LINES), `  … ${lines.length - MAX_REPORT_LINES} more`]
      : lines;
  return [`${title}: ${findings.length} value(s)`, ...shown].join('\n');
}

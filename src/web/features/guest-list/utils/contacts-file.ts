import { ruleMessage } from '@shared/i18n/rule-words';
import type { GuestImport } from '@shared/schemas/guest-list';
import { GUEST_IMPORT_MESSAGES, MAX_IMPORT_LENGTH } from '@shared/schemas/guest-list';

// A file the owner picks for an import: a spreadsheet's CSV, or the contacts a phone exports
// (.vcf). Contacts carry their photos, base64 and often most of the file; the list needs none
// of them, so they are left out here and a phone's whole address book fits the API's limit.

export const CONTACTS_FILE_MESSAGES = {
  kind: ruleMessage('guestList.error.fileKind'),
  unreadable: ruleMessage('guestList.error.fileUnreadable'),
} as const;

/** The import format a file's name says, or null for a file the list cannot read. */
export function importFormatOf(fileName: string): GuestImport['format'] | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.vcf') || name.endsWith('.vcard')) return 'vcard';
  return null;
}

/** A vCard property's name at the start of a line (`PHOTO`, `item1.PHOTO`), upper case. */
function propertyName(line: string): string {
  const name = /^([A-Za-z0-9-]+\.)?([A-Za-z0-9-]+)[;:]/.exec(line)?.[2];
  return name?.toUpperCase() ?? '';
}

const BASE64_LINE = /^[A-Za-z0-9+/=]+$/;

/**
 * The contacts without their PHOTO properties: the PHOTO line, its folded continuation lines
 * (which begin with a space or a tab), and, in vCard 2.1's base64, the unindented lines of
 * base64 up to the blank line that ends them.
 */
export function withoutPhotos(vcard: string): string {
  const kept: string[] = [];
  let inPhoto = false;
  let base64Block = false;
  for (const line of vcard.split(/\r\n|\r|\n/)) {
    if (inPhoto) {
      if (line.startsWith(' ') || line.startsWith('\t')) continue;
      if (base64Block && BASE64_LINE.test(line)) continue;
      if (base64Block && line === '') {
        base64Block = false;
        continue;
      }
      inPhoto = false;
      base64Block = false;
    }
    if (propertyName(line) === 'PHOTO') {
      inPhoto = true;
      base64Block = /ENCODING=BASE64|;BASE64[;:]/i.test(line.split(':')[0] ?? '');
      continue;
    }
    kept.push(line);
  }
  return kept.join('\r\n');
}

/** What to send for a picked file, or the reason (in Malay) it cannot be sent. */
export async function importOfFile(file: File): Promise<GuestImport | { problem: string }> {
  const format = importFormatOf(file.name);
  if (!format) return { problem: CONTACTS_FILE_MESSAGES.kind };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { problem: CONTACTS_FILE_MESSAGES.unreadable };
  }
  const content = format === 'vcard' ? withoutPhotos(text) : text;
  if (content.length > MAX_IMPORT_LENGTH) return { problem: GUEST_IMPORT_MESSAGES.tooLong };
  if (content.trim() === '') return { problem: GUEST_IMPORT_MESSAGES.empty };
  return { format, content };
}

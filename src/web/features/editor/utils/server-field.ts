import type { Majlis } from '@shared/card/card-content';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES } from '@shared/card/card-input';
import { majlisTitle } from '@shared/card/majlis';

/** Where a refusal of the server points on the edit page. */
export interface ServerField {
  /** What the owner calls the field, in Malay; null when the reply named no known field. */
  label: string | null;
  /** The contact the refusal is about (`card.contacts.2.phoneNumber` → 2). */
  contactIndex: number | null;
  /** The majlis it is about (`card.majlis.1.location` → 1): its controls are looked for there. */
  majlisIndex: number | null;
  /**
   * How the editor's control for the field begins (its visible text, or its screen-reader text
   * for a text on the card): the button that opens it, so the owner is taken straight there.
   */
  control: string | null;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

type OtherField = { label: string; control: string | null };

/** The card's other fields, by their name in the API. */
const OTHER_FIELDS: Record<string, OtherField> = {
  theme: { label: 'Tema', control: null },
  toggle_walima: { label: 'Tajuk Walimatulurus', control: null },
  majlis: { label: 'Majlis', control: null },
  show_hijri: { label: 'Tarikh Hijrah', control: 'Ubah Tarikh' },
  hijri_adjust: { label: 'Pelarasan tarikh Hijrah', control: 'Ubah Tarikh' },
  H2: { label: 'Fon tajuk', control: 'Select Fonts' },
  H2size: { label: 'Saiz fon tajuk', control: 'Select Fonts' },
  fontP: { label: 'Fon teks', control: 'Select Fonts' },
};

/** A majlis's other fields, by their name in the API (`card.majlis.0.date`). */
const MAJLIS_FIELDS: Record<string, OtherField> = {
  date: { label: 'Tarikh majlis', control: 'Ubah Tarikh' },
  start_time: { label: 'Masa mula majlis', control: 'Ubah Masa' },
  end_time: { label: 'Masa tamat majlis', control: 'Ubah Masa' },
  tentative: { label: 'Atur Cara Majlis', control: 'Ubah Atur Cara Majlis' },
  directions: { label: 'Lokasi peta', control: 'Ubah lokasi:' },
  kind: { label: 'Jenis majlis', control: null },
  invite_only: { label: 'Jemputan majlis', control: null },
  sessions: { label: 'Sesi majlis', control: 'Ubah Sesi' },
};

const hasRule = <R extends object>(rules: R, name: string): name is Extract<keyof R, string> =>
  Object.hasOwn(rules, name);

/** A text field's label, and its button on the card ("Ubah nama waris: …"). */
const textField = ({ label }: { label: string }): OtherField => ({
  label,
  control: `Ubah ${lower(label)}:`,
});

const position = (index: string | undefined) =>
  index !== undefined && /^\d+$/.test(index) ? Number(index) : null;

/** A field of a majlis (`date`, `tentative.3.time`, …): its label and control, or null. */
function majlisField(name: string, index: string | undefined): OtherField | null {
  if (hasRule(MAJLIS_TEXT_RULES, name)) return textField(MAJLIS_TEXT_RULES[name]);
  const field = MAJLIS_FIELDS[name];
  if (!field) return null;
  const item = position(index);
  if (item === null) return field;
  if (name === 'tentative') return { ...field, label: `${field.label} (perkara ${item + 1})` };
  if (name === 'sessions') return { ...field, label: `Sesi ${item + 1}` };
  return field;
}

/**
 * The field a 400 reply of `PUT /api/cards/:id` names (`error.field`: `card.groom_name`,
 * `card.contacts.0.name`, `card.majlis.0.tentative.3.time`, `version`), as the edit page shows
 * it: its Malay label (the text fields' own, from the shared rules), the contact or majlis it
 * concerns, and the control that edits it. On a card of several majlis (`majlis`, as sent) the
 * label names the majlis too: "Lokasi (Majlis Bertandang)".
 */
export function serverField(
  field: string | undefined,
  majlis: readonly Pick<Majlis, 'kind' | 'title'>[] = [],
): ServerField {
  const none: ServerField = { label: null, contactIndex: null, majlisIndex: null, control: null };
  if (!field) return none;
  if (field === 'version') return { ...none, label: 'Versi kad' };
  const [root, name = '', index, ...rest] = field.split('.');
  if (root !== 'card') return none;
  if (hasRule(CARD_TEXT_RULES, name)) return { ...none, ...textField(CARD_TEXT_RULES[name]) };
  if (name === 'contacts') {
    const contact = position(index);
    return {
      ...none,
      label: contact === null ? 'Contacts' : `Contact ${contact + 1}`,
      contactIndex: contact,
    };
  }
  const majlisIndex = position(index);
  if (name === 'majlis' && majlisIndex !== null && rest.length > 0) {
    const [majlisName = '', itemIndex] = rest;
    const found = majlisField(majlisName, itemIndex);
    if (!found) return none;
    const which = majlis.length > 1 ? majlis[majlisIndex] : undefined;
    const label = which ? `${found.label} (${majlisTitle(which)})` : found.label;
    return { ...none, ...found, label, majlisIndex };
  }
  const other = OTHER_FIELDS[name];
  return other ? { ...none, ...other } : none;
}

/** The attribute that marks each majlis's part of the editor, with its place in the list. */
export const MAJLIS_ATTRIBUTE = 'data-majlis';

/**
 * Takes the owner to a control of the editor (see ServerField.control) and opens it: the first
 * button whose text begins so, within the majlis the field is about when the editor shows
 * several. False when the card shows none.
 */
export function openEditorControl(
  control: string,
  root: ParentNode = document,
  majlisIndex: number | null = null,
): boolean {
  const majlis =
    majlisIndex === null ? null : root.querySelector(`[${MAJLIS_ATTRIBUTE}="${majlisIndex}"]`);
  const button = [...(majlis ?? root).querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => candidate.textContent.trim().startsWith(control),
  );
  if (!button) return false;
  button.scrollIntoView({ block: 'center' });
  button.click();
  return true;
}

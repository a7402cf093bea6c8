import { CARD_TEXT_RULES } from '@shared/card/card-input';

/** Where a refusal of the server points on the edit page. */
export interface ServerField {
  /** What the owner calls the field, in Malay; null when the reply named no known field. */
  label: string | null;
  /** The contact the refusal is about (`card.contacts.2.phoneNumber` → 2). */
  contactIndex: number | null;
  /**
   * How the editor's control for the field begins (its visible text, or its screen-reader text
   * for a text on the card): the button that opens it, so the owner is taken straight there.
   */
  control: string | null;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The card's other fields, by their name in the API. */
const OTHER_FIELDS: Record<string, { label: string; control: string | null }> = {
  theme: { label: 'Tema', control: null },
  toggle_walima: { label: 'Tajuk Walimatulurus', control: null },
  wedding_date: { label: 'Tarikh majlis', control: 'Ubah Tarikh' },
  start_time: { label: 'Masa mula majlis', control: 'Ubah Masa' },
  end_time: { label: 'Masa tamat majlis', control: 'Ubah Masa' },
  tentative: { label: 'Atur Cara Majlis', control: 'Ubah Atur Cara Majlis' },
  directions: { label: 'Lokasi peta', control: 'Ubah lokasi:' },
  H2: { label: 'Fon tajuk', control: 'Select Fonts' },
  H2size: { label: 'Saiz fon tajuk', control: 'Select Fonts' },
  fontP: { label: 'Fon teks', control: 'Select Fonts' },
};

const isTextField = (name: string): name is keyof typeof CARD_TEXT_RULES =>
  Object.hasOwn(CARD_TEXT_RULES, name);

/**
 * The field a 400 reply of `PUT /api/cards/:id` names (`error.field`: `card.groom_name`,
 * `card.contacts.0.name`, `card.tentative.3.time`, `version`), as the edit page shows it: its
 * Malay label (the text fields' own, from the shared rules), the contact it concerns, and the
 * control that edits it.
 */
export function serverField(field: string | undefined): ServerField {
  const none: ServerField = { label: null, contactIndex: null, control: null };
  if (!field) return none;
  if (field === 'version') return { ...none, label: 'Versi kad' };
  const [root, name = '', index] = field.split('.');
  if (root !== 'card') return none;
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;
  if (isTextField(name)) {
    const { label } = CARD_TEXT_RULES[name];
    return { ...none, label, control: `Ubah ${lower(label)}:` };
  }
  if (name === 'contacts') {
    return {
      label: position === null ? 'Contacts' : `Contact ${position + 1}`,
      contactIndex: position,
      control: null,
    };
  }
  const other = OTHER_FIELDS[name];
  if (!other) return none;
  const label =
    name === 'tentative' && position !== null
      ? `${other.label} (perkara ${position + 1})`
      : other.label;
  return { ...none, label, control: other.control };
}

/**
 * Takes the owner to a control of the editor (see ServerField.control) and opens it: the first
 * button whose text begins so. False when the card shows none.
 */
export function openEditorControl(control: string, root: ParentNode = document): boolean {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) =>
    candidate.textContent.trim().startsWith(control),
  );
  if (!button) return false;
  button.scrollIntoView({ block: 'center' });
  button.click();
  return true;
}

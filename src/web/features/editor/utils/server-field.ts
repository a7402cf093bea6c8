import type { Majlis } from '@shared/card/card-content';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES } from '@shared/card/card-input';
import type { CardTextField, MajlisTextField } from '@shared/card/card-input';
import { majlisTitle } from '@shared/card/majlis';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MessageValues } from '@shared/i18n/translator';

/** Says a site message in the page's language (`useT()`'s `t`). */
export type Say = (id: SiteMessageId, values?: MessageValues) => string;

/** Where a refusal of the server points on the edit page. */
export interface ServerField {
  /** What the owner calls the field, in the page's language; null when the reply named no known field. */
  label: string | null;
  /** The contact the refusal is about (`card.contacts.2.phoneNumber` → 2). */
  contactIndex: number | null;
  /** The majlis it is about (`card.majlis.1.location` → 1): its controls are looked for there. */
  majlisIndex: number | null;
  /**
   * How the editor's control for the field begins (its visible text, or its screen-reader text
   * for a text on the card), in the page's language: the button that opens it, so the owner is
   * taken straight there.
   */
  control: string | null;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

type OtherField = { label: SiteMessageId; control: SiteMessageId | null };

/** What the owner calls each text of the card and of a majlis (the catalogue's words). */
export const TEXT_FIELD_LABELS: Record<CardTextField | MajlisTextField, SiteMessageId> = {
  walimatulurus: 'editor.field.walimatulurus',
  walimatulurus2: 'editor.field.walimatulurus2',
  groom_name: 'editor.field.groomName',
  bride_name: 'editor.field.brideName',
  parent_name: 'editor.field.parentName',
  message: 'editor.field.message',
  groom_fullname: 'editor.field.groomFullname',
  bride_fullname: 'editor.field.brideFullname',
  doa: 'editor.field.doa',
  location: 'editor.field.location',
  hosts: 'editor.field.hosts',
  title: 'editor.field.title',
};

/**
 * A text's editing button begins with these words ("Ubah nama waris:"), for screen readers and
 * for taking the owner to it.
 */
export function textControl(say: Say, field: CardTextField | MajlisTextField): string {
  return say('editor.text.edit', { label: lower(say(TEXT_FIELD_LABELS[field])) });
}

/** The card's other fields, by their name in the API. */
const OTHER_FIELDS: Record<string, OtherField> = {
  theme: { label: 'editor.field.theme', control: null },
  toggle_walima: { label: 'editor.field.toggleWalima', control: null },
  majlis: { label: 'editor.field.majlis', control: null },
  show_hijri: { label: 'editor.field.showHijri', control: 'editorMajlis.date.edit' },
  hijri_adjust: { label: 'editorMajlis.hijri.adjust', control: 'editorMajlis.date.edit' },
  H2: { label: 'editor.field.headingFont', control: 'editor.selectFonts' },
  H2size: { label: 'editor.field.headingSize', control: 'editor.selectFonts' },
  fontP: { label: 'editor.field.textFont', control: 'editor.selectFonts' },
};

/** A majlis's other fields, by their name in the API (`card.majlis.0.date`). */
const MAJLIS_FIELDS: Record<string, OtherField> = {
  date: { label: 'editorMajlis.date.label', control: 'editorMajlis.date.edit' },
  start_time: { label: 'editor.field.startTime', control: 'editorMajlis.time.edit' },
  end_time: { label: 'editor.field.endTime', control: 'editorMajlis.time.edit' },
  tentative: { label: 'editorMajlis.programme.title', control: 'editorMajlis.programme.edit' },
  kind: { label: 'editorMajlis.majlis.kind', control: null },
  invite_only: { label: 'editor.field.inviteOnly', control: null },
  sessions: { label: 'editor.field.sessions', control: 'editorMajlis.sessions.edit' },
};

type Found = { label: string; control: string | null };

const isCardText = (name: string): name is CardTextField => Object.hasOwn(CARD_TEXT_RULES, name);
const isMajlisText = (name: string): name is MajlisTextField =>
  Object.hasOwn(MAJLIS_TEXT_RULES, name);

/** A text field's label, and its button on the card ("Ubah nama waris: …"). */
const textField = (say: Say, name: CardTextField | MajlisTextField): Found => ({
  label: say(TEXT_FIELD_LABELS[name]),
  control: textControl(say, name),
});

/** An English version (`message_en`): its Malay field's label, said as its English version. */
function englishField(say: Say, name: string): Found | null {
  const malay = name.endsWith('_en') ? name.slice(0, -3) : null;
  if (malay === null || !(isCardText(malay) || isMajlisText(malay))) return null;
  const label = say(TEXT_FIELD_LABELS[malay]);
  return {
    label: say('editorEnglish.label', { label }),
    control: say('editorEnglish.edit', { label: lower(label) }),
  };
}

const said = (say: Say, field: OtherField): Found => ({
  label: say(field.label),
  control: field.control && say(field.control),
});

const position = (index: string | undefined) =>
  index !== undefined && /^\d+$/.test(index) ? Number(index) : null;

/** A field of a majlis (`date`, `tentative.3.time`, …): its label and control, or null. */
function majlisField(say: Say, name: string, index: string | undefined): Found | null {
  if (isMajlisText(name)) return textField(say, name);
  const english = englishField(say, name);
  if (english) return english;
  // The map pin is set in the venue panel, opened from the venue's button.
  if (name === 'directions') {
    return { label: say('editor.field.directions'), control: textControl(say, 'location') };
  }
  const field = MAJLIS_FIELDS[name];
  if (!field) return null;
  const item = position(index);
  if (item === null) return said(say, field);
  if (name === 'tentative') {
    return {
      label: say('editor.field.programmeItem', { n: item + 1 }),
      control: say('editorMajlis.programme.edit'),
    };
  }
  if (name === 'sessions') {
    return {
      label: say('editor.field.session', { n: item + 1 }),
      control: say('editorMajlis.sessions.edit'),
    };
  }
  return said(say, field);
}

/**
 * The field a 400 reply of `PUT /api/cards/:id` names (`error.field`: `card.groom_name`,
 * `card.contacts.0.name`, `card.majlis.0.tentative.3.time`, `version`), as the edit page shows
 * it, in the page's language: its label, the contact or majlis it concerns, and the control
 * that edits it. On a card of several majlis (`majlis`, as sent) the label names the majlis
 * too: "Lokasi (Majlis Bertandang)".
 */
export function serverField(
  say: Say,
  field: string | undefined,
  majlis: readonly Pick<Majlis, 'kind' | 'title'>[] = [],
): ServerField {
  const none: ServerField = { label: null, contactIndex: null, majlisIndex: null, control: null };
  if (!field) return none;
  if (field === 'version') return { ...none, label: say('editor.field.version') };
  const [root, name = '', index, ...rest] = field.split('.');
  if (root !== 'card') return none;
  if (isCardText(name)) return { ...none, ...textField(say, name) };
  const english = englishField(say, name);
  if (english) return { ...none, ...english };
  if (name === 'contacts') {
    const contact = position(index);
    return {
      ...none,
      label:
        contact === null
          ? say('editor.field.contacts')
          : say('editor.field.contact', { n: contact + 1 }),
      contactIndex: contact,
    };
  }
  const majlisIndex = position(index);
  if (name === 'majlis' && majlisIndex !== null && rest.length > 0) {
    const [majlisName = '', itemIndex] = rest;
    const found = majlisField(say, majlisName, itemIndex);
    if (!found) return none;
    const which = majlis.length > 1 ? majlis[majlisIndex] : undefined;
    const label = which
      ? say('editor.field.ofMajlis', { label: found.label, title: majlisTitle(which) })
      : found.label;
    return { ...none, ...found, label, majlisIndex };
  }
  const other = OTHER_FIELDS[name];
  return other ? { ...none, ...said(say, other) } : none;
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

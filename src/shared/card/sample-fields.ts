import type { CardContent } from './card-content';
import type { CardTextField, MajlisTextField } from './card-input';
import type { SiteMessageId } from '../i18n/site-messages';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES } from './card-input';
import { sampleCardContent } from './sample-card';

// Owner-area issue, "Hantar publishes sample text silently": before a card is published the
// couple is warned about the texts that still say what the sample card says (Adam & Hawa's full
// names, their parents, the sample hotel, the sample doa), so nobody sends guests a stranger's
// names by mistake. The heading, the invitation message and the programme are left out: their
// sample words are meant to be kept by most couples.

/** The fields checked, in the order the card shows them. */
export const SAMPLE_CHECKED_FIELDS = [
  'groom_name',
  'bride_name',
  'parent_name',
  'groom_fullname',
  'bride_fullname',
  'location',
  'doa',
] as const satisfies readonly (CardTextField | MajlisTextField)[];

export type SampleCheckedField = (typeof SAMPLE_CHECKED_FIELDS)[number];

export interface SampleFieldLeft {
  field: SampleCheckedField;
  /** The field's name on screen (the text rules' catalogue id), e.g. 'editor.field.doa'. */
  label: SiteMessageId;
}

/**
 * A text as a person reads it: Unicode NFC, lower case, every run of white space (line breaks
 * included) one space, no blank lines, nothing at either end. "Adam  bin Ahmad\n" and
 * "adam bin ahmad" are the same words.
 */
export function normalisedWords(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('ms').replace(/\s+/g, ' ').trim();
}

// The sample's texts do not depend on the day (only its wedding date does). A card starts from
// the sample in its own language, and may have changed language since: either sample's words,
// in a text or in its English version, are sample text.
const SAMPLES = [sampleCardContent(new Date(0), 'ms'), sampleCardContent(new Date(0), 'en')];

type CheckedCard = Pick<
  CardContent,
  Exclude<SampleCheckedField, 'location'> | 'majlis' | 'parent_name_en' | 'doa_en'
>;

/** The field's texts: a card text and its English version, or the venues of every majlis. */
function textsOf(content: CheckedCard, field: SampleCheckedField): string[] {
  if (field === 'location') {
    return content.majlis.flatMap((majlis) => [majlis.location, majlis.location_en ?? '']);
  }
  if (field === 'parent_name' || field === 'doa')
    return [content[field], content[`${field}_en`] ?? ''];
  return [content[field]];
}

const sampleWords = (field: SampleCheckedField) =>
  new Set(SAMPLES.flatMap((sample) => textsOf(sample, field).map(normalisedWords)));

const isSample = (content: CheckedCard, field: SampleCheckedField) => {
  const samples = sampleWords(field);
  samples.delete('');
  return textsOf(content, field).some((text) => samples.has(normalisedWords(text)));
};

const labelOf = (field: SampleCheckedField) =>
  field === 'location' ? MAJLIS_TEXT_RULES.location.label : CARD_TEXT_RULES[field].label;

/**
 * The checked fields that still hold the sample's words, with their labels. The short
 * names count only as a pair: a groom really called Adam is not warned, Adam & Hawa together
 * are the sample couple. An emptied field is the couple's choice, never "sample".
 */
export function sampleFieldsLeft(content: CheckedCard): SampleFieldLeft[] {
  const samplePair = isSample(content, 'groom_name') && isSample(content, 'bride_name');
  return SAMPLE_CHECKED_FIELDS.filter((field) =>
    field === 'groom_name' || field === 'bride_name' ? samplePair : isSample(content, field),
  ).map((field) => ({ field, label: labelOf(field) }));
}

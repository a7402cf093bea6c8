import { describe, expect, it } from 'vitest';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES } from '@shared/card/card-input';
import { CONTACT_METHODS } from '@shared/card/card-content';
import { SAMPLE_CHECKED_FIELDS } from '@shared/card/sample-fields';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import {
  CONTACT_METHOD_LABELS,
  CONTACT_METHOD_LABEL_KEYS,
} from '@web/components/contact/contact-method-field';
import { SAMPLE_FIELD_KEYS } from './components/sample-text-warning';

// Creation's words that shared code also says (the create screen's field names, the editor's
// contact list): the Malay catalogue says them exactly as they are said there.

const ms = createTranslator('ms', siteMs);

describe('creation’s Malay words', () => {
  it('name each sample text as the create screen does', () => {
    for (const field of SAMPLE_CHECKED_FIELDS) {
      const label =
        field === 'location' ? MAJLIS_TEXT_RULES.location.label : CARD_TEXT_RULES[field].label;
      expect(ms.t(SAMPLE_FIELD_KEYS[field])).toBe(ms.t(label));
    }
  });

  it('name each way to contact as the editor does', () => {
    for (const method of CONTACT_METHODS) {
      expect(ms.t(CONTACT_METHOD_LABEL_KEYS[method])).toBe(CONTACT_METHOD_LABELS[method]);
    }
  });
});

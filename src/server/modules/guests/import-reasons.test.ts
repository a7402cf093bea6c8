import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES } from '@shared/guests/guest-party';
import { importReasonIn } from './import-reasons';

// An imported line's reason reads in Malay exactly as the party rules word it, and in English
// for an owner who reads English.
const LINE_REASONS = [
  PARTY_MESSAGES.name,
  PARTY_MESSAGES.nameTooLong,
  PARTY_MESSAGES.characters,
  PARTY_MESSAGES.phone,
  PARTY_MESSAGES.allowance,
  PARTY_MESSAGES.group,
  PARTY_MESSAGES.note,
];

describe('an import line’s reason', () => {
  it.each(LINE_REASONS)('is the rule’s own words in Malay: %s', (reason) => {
    expect(importReasonIn('ms', reason)).toBe(reason);
  });

  it('is said in English', () => {
    expect(importReasonIn('en', PARTY_MESSAGES.phone)).toBe('Invalid phone number.');
    expect(importReasonIn('en', PARTY_MESSAGES.allowance)).toBe(
      'The number of guests must be a whole number from 1 to 20.',
    );
  });

  it('goes out as it is when the catalogue does not know it', () => {
    expect(importReasonIn('en', 'Sebab lain.')).toBe('Sebab lain.');
  });
});

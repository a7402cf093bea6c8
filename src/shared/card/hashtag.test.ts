import { describe, expect, it } from 'vitest';
import { HASHTAG_MAX_LENGTH, cleanHashtag } from './hashtag';

describe('hashtag cleaning', () => {
  it('keeps only letters and digits', () => {
    expect(cleanHashtag('#Adam & Hawa 2026!')).toBe('AdamHawa2026');
    expect(cleanHashtag('#AdamHawa_Bersatu')).toBe('AdamHawaBersatu');
  });

  it('keeps letters outside A-Z', () => {
    expect(cleanHashtag('#آدم حواء')).toBe('آدمحواء');
  });

  it('leaves nothing when there is nothing to keep, so the caller can say it is required', () => {
    expect(cleanHashtag('#  !!')).toBe('');
  });

  it('caps the length', () => {
    expect(cleanHashtag('a'.repeat(100))).toHaveLength(HASHTAG_MAX_LENGTH);
  });
});

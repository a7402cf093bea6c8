import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent: whether the card on the screen has unsaved changes', () => {
  it('compares cards by what they say, whatever the order of their keys', () => {
    expect(sameContent({ a: 1, b: [{ c: 'x' }] }, { b: [{ c: 'x' }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1, b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'y' }] })).toBe(false);
  });

  it('sees a removed, added or reordered item, and a key more or less', () => {
    expect(sameContent([1, 2], [1])).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameContent({ a: [] }, { a: {} })).toBe(false);
    expect(sameContent(null, {})).toBe(false);
    expect(sameContent('x', 'x')).toBe(true);
  });

  it('takes a key holding undefined for no key, as JSON does (an emptied English version)', () => {
    expect(sameContent({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameContent({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
  });
});

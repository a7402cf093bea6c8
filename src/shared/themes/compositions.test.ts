import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, COMPOSITION_NAMES, initialsOf } from './compositions';

describe('hero compositions', () => {
  it('names nine compositions, each under its own name', () => {
    expect(COMPOSITION_NAMES).toHaveLength(9);
    for (const name of COMPOSITION_NAMES) expect(COMPOSITIONS[name].name).toBe(name);
  });

  it.each(COMPOSITION_NAMES.map((name) => [name, COMPOSITIONS[name]] as const))(
    '%s fits a 390 px phone and leaves its words room inside the frame',
    (_, composition) => {
      const frame = composition.frame;
      if (!frame) return;
      expect(frame.width).toBeLessThanOrEqual(366);
      if (frame.kind !== 'border') return;
      // The words sit inside the frame's slices, and at least 240 px are left for a name.
      expect(frame.top + frame.bottom).toBeLessThan(frame.height);
      expect(frame.padding.top).toBeLessThan(frame.top);
      expect(frame.padding.bottom).toBeLessThan(frame.bottom);
      expect(frame.width - 2 * frame.padding.side).toBeGreaterThanOrEqual(236);
    },
  );
});

describe('monogram initials', () => {
  it('takes the first letter of each name, in capitals', () => {
    expect(initialsOf('Adam', 'Hawa')).toEqual(['A', 'H']);
    expect(initialsOf('muhammad iskandar', 'nur aisyah')).toEqual(['M', 'N']);
  });

  it('skips anything before the first letter and gives nothing for an empty name', () => {
    expect(initialsOf('(Along) Amir', '  "Siti"')).toEqual(['A', 'S']);
    expect(initialsOf('', '123')).toEqual(['', '']);
  });

  it('keeps letters of other scripts', () => {
    expect(initialsOf('Élise', 'عائشة')).toEqual(['É', 'ع']);
  });
});

import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColour } from './contrast';

describe('WCAG contrast', () => {
  it('gives the textbook ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's example: #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads short hex and rgba', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(() => parseColour('red')).toThrow();
  });

  it('lays translucent colours over the background', () => {
    expect(composite(parseColour('rgba(255, 255, 255, 0.5)'), parseColour('#000000'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  flatten,
  luminanceRatio,
  parseColour,
  pixelLuminance,
  relativeLuminance,
  shadeToContrast,
} from './contrast';

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

  it('judges screenshot pixels as it judges colours', () => {
    for (const colour of ['#b8893b', '#0f4c45', '#fbf6ee', '#000000', '#ffffff']) {
      const { r, g, b } = parseColour(colour);
      expect(pixelLuminance(r, g, b)).toBeCloseTo(relativeLuminance(parseColour(colour)), 10);
    }
    expect(luminanceRatio(1, 0)).toBeCloseTo(21, 5);
    expect(luminanceRatio(0, 1)).toBeCloseTo(21, 5);
  });

  it('flattens a translucent panel onto its page', () => {
    expect(flatten('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
  });

  it('shades a colour just enough, keeping its hue', () => {
    // A light gold on ivory: darkened until it reaches the ratio, and no further.
    const gold = shadeToContrast('#c9a15a', ['#fbf0ee'], 4.5);
    expect(contrastRatio(gold, '#fbf0ee')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(gold, '#fbf0ee')).toBeLessThan(4.7);
    const { r, g, b } = parseColour(gold);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    // On a dark ground it lightens; a colour that reads already is left as it was.
    expect(contrastRatio(shadeToContrast('#4d2656', ['#2a1230'], 3), '#2a1230')).toBeGreaterThan(3);
    expect(shadeToContrast('#e8c77d', ['#0f1b2d'], 4.5)).toBe('#e8c77d');
  });
});

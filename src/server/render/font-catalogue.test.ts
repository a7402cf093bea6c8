import { describe, expect, it } from 'vitest';
import { fontFileFor, nearestWeight } from './font-catalogue';

describe('font catalogue', () => {
  it('serves nothing outside the catalogue', () => {
    expect(fontFileFor('/fonts/lato/5.0.0/lato-latin-600-normal.woff2')).toBeNull();
    expect(fontFileFor('/fonts/lato/../../package.json')).toBeNull();
  });
});

describe('nearestWeight (CSS font matching)', () => {
  const lato = [100, 300, 400, 700, 900];
  it('takes the weight itself when shipped', () => {
    expect(nearestWeight(400, lato)).toBe(400);
  });
  it('above 500, heavier first, then lighter', () => {
    expect(nearestWeight(600, lato)).toBe(700);
    expect(nearestWeight(950, lato)).toBe(900);
  });
  it('from 400 to 500, heavier up to 500, then lighter', () => {
    expect(nearestWeight(450, [300, 500, 700])).toBe(500);
    expect(nearestWeight(500, lato)).toBe(400);
  });
  it('below 400, lighter first, then heavier', () => {
    expect(nearestWeight(200, lato)).toBe(100);
    expect(nearestWeight(200, [400, 700])).toBe(400);
  });
  it('a family with one weight gets that one', () => {
    expect(nearestWeight(600, [400])).toBe(400);
  });
});

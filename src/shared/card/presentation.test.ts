import { describe, expect, it } from 'vitest';
import {
  autoScrollDelayMs,
  heroOpacity,
  nameAnimationSeconds,
  scrollProgress,
} from './presentation';

describe('nameAnimationSeconds', () => {
  it('is the longer name × 0.2 s plus 1.5 s', () => {
    expect(nameAnimationSeconds('Adam', 'Hawa')).toBeCloseTo(2.3);
    expect(nameAnimationSeconds('Muhammad', 'Ain')).toBeCloseTo(3.1);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(nameAnimationSeconds('𝒜dam', 'Li')).toBeCloseTo(2.3);
  });

  it('starts auto-scroll 1 s after the names', () => {
    expect(autoScrollDelayMs('Adam', 'Hawa')).toBe(3300);
  });
});

describe('heroOpacity', () => {
  it('fades out by 0.2 and is back by 0.7', () => {
    expect(heroOpacity(0)).toBe(1);
    expect(heroOpacity(0.1)).toBeCloseTo(0.5);
    expect(heroOpacity(0.2)).toBe(0);
    expect(heroOpacity(0.45)).toBeCloseTo(0.5);
    expect(heroOpacity(0.7)).toBe(1);
    expect(heroOpacity(1)).toBe(1);
  });

  it('clamps progress outside 0..1', () => {
    expect(heroOpacity(-3)).toBe(1);
    expect(heroOpacity(7)).toBe(1);
  });
});

describe('scrollProgress', () => {
  it('is the share of the scrollable room passed', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
  });

  it('is 0 on a page that cannot scroll', () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });
});

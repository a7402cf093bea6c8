import { describe, expect, it } from 'vitest';
import { formatRinggit, ringgitToSen } from './ringgit';

describe('ringgit', () => {
  it('shows whole ringgit without decimals and the rest with two', () => {
    expect(formatRinggit(5000)).toBe('RM50');
    expect(formatRinggit(4950)).toBe('RM49.50');
    expect(formatRinggit(5)).toBe('RM0.05');
    expect(formatRinggit(0)).toBe('RM0');
  });

  it('converts ringgit to sen without floating-point drift', () => {
    expect(ringgitToSen(50)).toBe(5000);
    expect(ringgitToSen(0.1 + 0.2)).toBe(30);
    expect(ringgitToSen(12.5)).toBe(1250);
  });
});

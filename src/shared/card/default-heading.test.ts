import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADING, DEFAULT_HEADING_EN, ownHeading } from './default-heading';

describe('ownHeading', () => {
  it("keeps the couple's own heading, trimmed", () => {
    expect(ownHeading('  Raikan Cinta ')).toBe('Raikan Cinta');
  });

  it("gives '' for an empty heading and for either language's sample", () => {
    expect(ownHeading('')).toBe('');
    expect(ownHeading('   ')).toBe('');
    expect(ownHeading(DEFAULT_HEADING)).toBe('');
    expect(ownHeading(` ${DEFAULT_HEADING_EN} `)).toBe('');
  });

  it('keeps a heading that only starts like a sample', () => {
    expect(ownHeading('Walimatulurus Adik')).toBe('Walimatulurus Adik');
  });
});

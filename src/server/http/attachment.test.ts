import { describe, expect, it } from 'vitest';
import { attachment } from './attachment';

describe('a download’s Content-Disposition', () => {
  it('names a plain ASCII file in filename alone', () => {
    expect(attachment('guests-abc123.csv')).toBe('attachment; filename="guests-abc123.csv"');
  });

  it('gives a name outside ASCII an ASCII stand-in and its UTF-8 words in filename*', () => {
    expect(attachment('tetamu-é’.csv')).toBe(
      `attachment; filename="tetamu-e.csv"; filename*=UTF-8''tetamu-%C3%A9%E2%80%99.csv`,
    );
  });

  it('never lets a quote or a backslash out of the quoted name', () => {
    expect(attachment('a"b\\c.pdf')).toBe(
      `attachment; filename="abc.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CARD_NEEDS, roleCovers } from './card-roles';

describe('what each role covers', () => {
  it('lets the owner do everything', () => {
    for (const need of CARD_NEEDS) expect(roleCovers('owner', need)).toBe(true);
  });

  it('lets a Pengurus manage and run the door, never the owner’s part', () => {
    expect(roleCovers('pengurus', 'manage')).toBe(true);
    expect(roleCovers('pengurus', 'door')).toBe(true);
    expect(roleCovers('pengurus', 'owner')).toBe(false);
  });

  it('lets a Penyambut run the door only', () => {
    expect(roleCovers('penyambut', 'door')).toBe(true);
    expect(roleCovers('penyambut', 'manage')).toBe(false);
    expect(roleCovers('penyambut', 'owner')).toBe(false);
  });
});

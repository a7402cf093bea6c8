import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pass } from '@shared/schemas/check-in';
import { forgetPass, rememberPass, rememberedPass } from './pass-cache';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
const PARTY_TOKEN = 'k3p9x2m7q1w8Ab-_Cd9eFgHi';

const pass: Pass = {
  couple: 'Faris & Hana',
  weddingDate: '2026-12-12',
  startTime: '11:00',
  location: 'Dewan Seri Melati',
  cardId: 'c1',
  name: 'Pak Long Hamid',
  guests: 2,
  allowance: 2,
  checkedIn: false,
  checkedInAt: null,
  majlis: [],
};

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the pass kept on the phone', () => {
  it("keeps a listed party's pass, allowance and all, under its token", () => {
    rememberPass(PARTY_TOKEN, pass);
    expect(rememberedPass(PARTY_TOKEN)?.pass).toEqual(pass);
    expect(rememberedPass(TOKEN)).toBeNull();
    forgetPass(PARTY_TOKEN);
    expect(rememberedPass(PARTY_TOKEN)).toBeNull();
  });

  it('reads a pass kept before the guest list, as one without an allowance', () => {
    const before: Partial<Pass> = { ...pass };
    delete before.allowance;
    window.localStorage.setItem(
      `jemput_pass_data_${TOKEN}`,
      JSON.stringify({ pass: before, savedAt: '2026-12-12T03:00:00.000Z' }),
    );
    expect(rememberedPass(TOKEN)?.pass).toEqual({ ...pass, allowance: null });
  });

  it('reads a pass kept before several majlis, as one listing none (its one date shows)', () => {
    const before: Partial<Pass> = { ...pass };
    delete before.majlis;
    window.localStorage.setItem(
      `jemput_pass_data_${TOKEN}`,
      JSON.stringify({ pass: before, savedAt: '2026-12-12T03:00:00.000Z' }),
    );
    expect(rememberedPass(TOKEN)?.pass).toEqual({ ...pass, majlis: [] });
  });
});

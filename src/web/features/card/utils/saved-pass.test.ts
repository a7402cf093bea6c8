import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPass, savePass } from './saved-pass';

const CARD = 'ahmad-siti';
const PARTY_TOKEN = 'a1b2c3d4e5f6AbCdEf_-1234';
const RSVP_TOKEN = 'Zx'.repeat(11);
const passOf = (token: string) => ({ token, url: `https://jemput.my/pas#${token}` });

let items: Map<string, string>;
beforeEach(() => {
  items = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    dispatchEvent: vi.fn(),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("a guest's saved pass", () => {
  it("is forgotten when it is the party's (24-character token)", () => {
    savePass(CARD, passOf(PARTY_TOKEN));
    expect(items.has(`jemput_pass_${CARD}`)).toBe(true);
    forgetPass(CARD, PARTY_TOKEN);
    expect(items.has(`jemput_pass_${CARD}`)).toBe(false);
  });

  it("stays when it is another guest's (an RSVP from the open link)", () => {
    savePass(CARD, passOf(RSVP_TOKEN));
    forgetPass(CARD, PARTY_TOKEN);
    expect(JSON.parse(items.get(`jemput_pass_${CARD}`)!)).toEqual(passOf(RSVP_TOKEN));
  });
});

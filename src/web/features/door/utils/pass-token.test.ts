import { describe, expect, it } from 'vitest';
import { passTokenFromQr } from './pass-token';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
/** A party's personal-link token: its id (12 lowercase letters and digits), 12 of signature. */
const PARTY_TOKEN = 'k3p9x2m7q1w8Ab-_Cd9eFgHi';

describe('passTokenFromQr', () => {
  it('reads the token of a pass URL, on any host the app is served from', () => {
    expect(passTokenFromQr(`https://jemput.my/pas#${TOKEN}`)).toBe(TOKEN);
    expect(passTokenFromQr(`http://127.0.0.1:3000/pas#${TOKEN}\n`)).toBe(TOKEN);
  });

  it("reads a listed party's token: its pass is its personal link's token", () => {
    expect(passTokenFromQr(`https://jemput.my/pas#${PARTY_TOKEN}`)).toBe(PARTY_TOKEN);
  });

  it('refuses anything else', () => {
    for (const text of [
      TOKEN,
      PARTY_TOKEN,
      `https://jemput.my/kad/abc#${TOKEN}`,
      `https://jemput.my/kad/abc/${PARTY_TOKEN}`,
      `https://jemput.my/pas#${TOKEN}x`,
      `https://jemput.my/pas#${PARTY_TOKEN}x`,
      // 24 characters, but a party's id is lowercase letters and digits.
      `https://jemput.my/pas#K3P9X2M7Q1W8Ab-_Cd9eFgHi`,
      `https://jemput.my/pas?t=${TOKEN}`,
      `javascript:alert(1)//pas#${TOKEN}`,
      'Selamat pengantin baru',
    ]) {
      expect(passTokenFromQr(text), text).toBeNull();
    }
  });
});

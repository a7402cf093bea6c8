import { describe, expect, it } from 'vitest';
import { passTokenFromQr } from './pass-token';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('passTokenFromQr', () => {
  it('reads the token of a pass URL, on any host the app is served from', () => {
    expect(passTokenFromQr(`https://jemput.my/pas#${TOKEN}`)).toBe(TOKEN);
    expect(passTokenFromQr(`http://127.0.0.1:3000/pas#${TOKEN}\n`)).toBe(TOKEN);
  });

  it('refuses anything else', () => {
    for (const text of [
      TOKEN,
      `https://jemput.my/kad/abc#${TOKEN}`,
      `https://jemput.my/pas#${TOKEN}x`,
      `https://jemput.my/pas?t=${TOKEN}`,
      `javascript:alert(1)//pas#${TOKEN}`,
      'Selamat pengantin baru',
    ]) {
      expect(passTokenFromQr(text), text).toBeNull();
    }
  });
});

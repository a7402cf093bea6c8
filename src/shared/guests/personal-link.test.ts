import { describe, expect, it } from 'vitest';
import { isPartyToken, partyTokenOfPath, personalLinkPath } from './personal-link';

const TOKEN = 'abc123def456Xy_-9Zq1Ab2c';

describe('a party’s personal link', () => {
  it('is the card’s path with the token', () => {
    expect(personalLinkPath('k3j9x2ab', TOKEN)).toBe(`/kad/k3j9x2ab/${TOKEN}`);
  });

  it('knows a token by its shape: the party id, then 12 base64url characters', () => {
    expect(isPartyToken(TOKEN)).toBe(true);
    expect(isPartyToken(TOKEN.slice(1))).toBe(false);
    expect(isPartyToken(`${TOKEN}A`)).toBe(false);
    // An RSVP's pass (22 characters) is not a party's token.
    expect(isPartyToken('A'.repeat(22))).toBe(false);
    expect(isPartyToken(`ABC123def456${TOKEN.slice(12)}`)).toBe(false);
  });

  it('reads the token from the link’s path, a trailing slash allowed', () => {
    expect(partyTokenOfPath(`/kad/k3j9x2ab/${TOKEN}`)).toBe(TOKEN);
    expect(partyTokenOfPath(`/kad/k3j9x2ab/${TOKEN}/`)).toBe(TOKEN);
    expect(partyTokenOfPath('/kad/k3j9x2ab')).toBeNull();
    expect(partyTokenOfPath('/kad/demoplus/theme42')).toBeNull();
    expect(partyTokenOfPath(`/pas/x/${TOKEN}`)).toBeNull();
    expect(partyTokenOfPath(`/kad/k3j9x2ab/${TOKEN}/lagi`)).toBeNull();
  });
});

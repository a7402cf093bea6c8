import { createHmac, timingSafeEqual } from 'node:crypto';
import { PARTY_TOKEN_PATTERN, personalLinkPath } from '@shared/guests/personal-link';

// A party's personal-link token: its id and a signature over the id and the link's
// version, made with APP_SECRET. Nothing is stored but the version: the owner can copy the link
// again any time, and renewing it (a new version) ends the old one.

const SIGNATURE_LENGTH = 12;

const signature = (secret: string, partyId: string, version: number) =>
  createHmac('sha256', secret)
    .update(`party-link\0${partyId}\0${version}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);

export function partyToken(secret: string, party: { id: string; link_version: number }): string {
  return `${party.id}${signature(secret, party.id, party.link_version)}`;
}

/** The party id a token names (not yet checked: see tokenIsCurrent), or null. */
export function partyIdOfToken(token: string): string | null {
  return PARTY_TOKEN_PATTERN.test(token) ? token.slice(0, 12) : null;
}

/** Whether the token is the party's link of today (signed by us, not renewed since). */
export function tokenIsCurrent(
  secret: string,
  token: string,
  party: { id: string; link_version: number },
): boolean {
  const expected = Buffer.from(partyToken(secret, party));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The party's personal link, whole. */
export function personalLink(
  publicUrl: string,
  secret: string,
  party: { id: string; card_id: string; link_version: number },
): string {
  return `${publicUrl}${personalLinkPath(party.card_id, partyToken(secret, party))}`;
}

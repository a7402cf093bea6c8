import { cardRuleMessage } from '../i18n/card-rule-words';

// A party's personal link: `/kad/<card id>/<token>`. The token is the
// party's id (12 letters and digits) and 12 characters of its signature (base64url), so it is
// unguessable, and it is the party's pass at the door too. A token the server did not sign, or
// signed for a link the owner has since renewed, opens the plain card.

/** `<party id><signature>`: 24 characters, never the 22 of an RSVP's pass. */
export const PARTY_TOKEN_PATTERN = /^[a-z0-9]{12}[A-Za-z0-9_-]{12}$/;

export const isPartyToken = (text: string): boolean => PARTY_TOKEN_PATTERN.test(text);

/** The party's card with its token: the path of the personal link. */
export function personalLinkPath(cardId: string, token: string): string {
  return `/kad/${cardId}/${token}`;
}

/** The token of a personal link's path (`/kad/<id>/<token>`, a trailing slash allowed), or null. */
export function partyTokenOfPath(pathname: string): string | null {
  const [kad, , token, ...rest] = pathname.split('/').filter(Boolean);
  if (kad !== 'kad' || token === undefined || rest.length > 0) return null;
  return isPartyToken(token) ? token : null;
}

/** What a party's answer says to its guest, in the card's words (card-rule-words.ts). */
export const INVITATION_MESSAGES = {
  /** The RSVP form's guests over the party's allowance. */
  overAllowance: (allowance: number) =>
    cardRuleMessage('card.rsvp.error.overAllowance', { n: allowance }),
  /** A party that answered before and answers again through its link. */
  changed: cardRuleMessage('card.rsvp.changed'),
} as const;

// The card's heading when the couple leaves it empty. A module of its
// own so the guest card's script (card-page.ts) does not pull in the sample card and, through
// it, the whole theme catalogue.
export const DEFAULT_HEADING = 'Walimatulurus';

/** The English sample's heading: like the Malay one, it is no heading of the couple's own. */
export const DEFAULT_HEADING_EN = 'The Wedding of';

/**
 * The couple's own heading, or '' when it is empty or a sample's (either language's): a sample
 * heading is no words of the couple's, so whatever names the card says its own words instead.
 */
export function ownHeading(heading: string): string {
  const trimmed = heading.trim();
  return trimmed === DEFAULT_HEADING || trimmed === DEFAULT_HEADING_EN ? '' : trimmed;
}

// Amounts are kept in sen (integer cents) so that promo arithmetic never meets floating point.

/** `5000` → `RM50`, `4950` → `RM49.50` (prices carry the prefix RM). */
export function formatRinggit(sen: number): string {
  const ringgit = sen / 100;
  return Number.isInteger(ringgit) ? `RM${ringgit}` : `RM${ringgit.toFixed(2)}`;
}

/** `50` → `5000`, `12.5` → `1250`: ringgit as people write them, to sen. */
export function ringgitToSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}

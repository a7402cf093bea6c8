import { isTrialExpired } from '@shared/card/trial';
import type { MyCard } from '@shared/schemas/owner';

/** owner-side §4 "Card status": Trial for the first hour, then Luput; paid cards are Aktif. */
export function cardStatusLabel(card: MyCard, now: Date): 'Trial' | 'Luput' | 'Aktif' {
  if (card.status !== 'unverified') return 'Aktif';
  return isTrialExpired(card.status, card.created_at, now) ? 'Luput' : 'Trial';
}

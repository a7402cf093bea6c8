import type { CardContent } from '@shared/card/card-content';
import { cardContentSchema } from '@shared/card/card-content';
import { withMajlisList } from '@shared/card/card-input';

/** What a card kept from before cards held majlis lacks, as a new card starts. */
const BEFORE_MAJLIS = { show_hijri: false, hijri_adjust: 0 } as const;

/**
 * A tab's kept copy of unsaved edits as a card, or null when it does not read as one. A copy made
 * before cards held a list of majlis holds its one majlis in flat fields (`wedding_date`, …) and
 * no Hijri setting: it is read the way the API reads such a card, so a reloaded tab keeps its
 * edits.
 */
export function keptContent(kept: unknown): CardContent | null {
  const card = withMajlisList(kept);
  if (typeof card !== 'object' || card === null || Array.isArray(card)) return null;
  const content = cardContentSchema.safeParse({ ...BEFORE_MAJLIS, ...card });
  return content.success ? content.data : null;
}

import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Wish } from '@shared/schemas/rsvp';
import { getWishes } from '../api/get-wishes';

/**
 * The card's wishes, fetched once the page is up (they sit below the fold, so they are not in
 * the server's HTML), plus `addWish` so a guest's own wish shows at once after their RSVP.
 */
export function useWishes(cardId: string) {
  const [wishes, setWishes] = useState<Wish[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // The list re-renders the card: as a transition React does it in slices, between which the
    // browser paints and answers the guest, instead of in one long task.
    const settle = (update: () => void) => {
      if (live) startTransition(update);
    };
    getWishes(cardId)
      .then((list) => settle(() => setWishes((mine) => mergeNewestFirst(mine, list))))
      // A failed fetch is only logged; the carousel stays empty.
      .catch((error: unknown) => console.warn('wishes not loaded', error))
      .finally(() => settle(() => setLoaded(true)));
    return () => {
      live = false;
    };
  }, [cardId]);
  const addWish = useCallback((wish: Wish) => setWishes((list) => [wish, ...list]), []);
  return { wishes, loaded, addWish };
}

/** Wishes added on this page before the list arrived stay on top, and are not shown twice. */
function mergeNewestFirst(mine: Wish[], fetched: Wish[]): Wish[] {
  const same = (a: Wish, b: Wish) => a.name === b.name && a.ucapan === b.ucapan;
  return [...mine, ...fetched.filter((wish) => !mine.some((own) => same(own, wish)))];
}

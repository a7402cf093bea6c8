import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while hydrating, true once the page runs in the browser: for
 * parts that depend on the browser (its storage, its screen) or on script (buttons that act).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

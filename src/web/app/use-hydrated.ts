import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React draws on the server and hydrates the server's HTML, true after: for parts
 * that depend on the browser (its storage, its screen width) and so cannot be in the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean | (() => boolean)): boolean {
  try {
    const value = window.localStorage.getItem(key);
    if (value !== null) return value === 'true';
    return typeof fallback === 'function' ? fallback() : fallback;
  } catch {
    // Private browsing or storage turned off: behave as if nothing was remembered.
    return typeof fallback === 'function' ? fallback() : fallback;
  }
}

/** A yes/no choice the visitor makes once and the browser remembers (e.g. the help button). */
export function useStoredFlag(
  key: string,
  fallback: boolean | (() => boolean) = false,
): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Not remembered, but the choice still applies on this page.
      }
    },
    [key],
  );
  return [value, update];
}

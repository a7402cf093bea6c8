import type { ReactNode } from 'react';
import { useHydrated } from '@web/hooks/use-hydrated';

/**
 * Its children only once the card's script runs (buttons that need it), not in the server's HTML.
 * A component of its own, so the render that follows hydration is this one's alone, not the card's.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
